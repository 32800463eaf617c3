import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal } from '@mantine/core';
import { useRegularVisitorList } from '../../../modules/staff/useRegularVisitorList';
import { useState } from 'react';
import { localErrors } from '../../../app/apollo';
import { toastError, toastSuccess } from '../../../app/notify';
import { Messages } from '@contracts/messages';
import { graphQLErrorText } from '../../../modules/auth/errors';
import {
  EditRegularHostDocument,
  EditRegularVisitorDocument,
  RemoveRegularVisitorDocument,
  ResendRegularVisitorDocument,
} from '../../../modules/staff/documents';
import { RegularVisitorForm } from '../../../modules/staff/RegularVisitorForm';
import { RegularVisitorRows, type RegularVisitorRow as Row } from '../../../modules/staff/RegularVisitorRows';
import { SimpleEditModal } from '../../../modules/staff/SimpleEditModal';
import { StaffPage } from '../../../modules/staff/StaffPage';
import { useDepotChoice } from '../../../modules/staff/useDepots';

/**
 * Regular visitors (spec 2.2, 3, 4.7, 5): register with a fresh RV code (the passcode goes by e-mail
 * only), then the list with edit, remove ('Remove Regular Visitor?'), resend and host edit. A regular
 * booking stays on /regular-visitor.
 */
export function RegularVisitorStaffPage() {
  const { depotId, picker } = useDepotChoice();
  const rv = useRegularVisitorList(depotId);
  const list = rv.list;
  const [edit] = useMutation(EditRegularVisitorDocument, { context: localErrors });
  const [remove] = useMutation(RemoveRegularVisitorDocument, { context: localErrors });
  const [resend] = useMutation(ResendRegularVisitorDocument, { context: localErrors });
  const [editHost] = useMutation(EditRegularHostDocument, { context: localErrors });
  const [editing, setEditing] = useState<Row | null>(null);
  const [hostOf, setHostOf] = useState<Row | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const act = async (f: () => Promise<unknown>, ok: string) => {
    try {
      await f();
      toastSuccess(ok);
      void list.refetch();
    } catch (e) {
      toastError(graphQLErrorText(e) ?? 'That did not work');
    }
  };
  return (
    <StaffPage section="Manage Visits" tabs="visit">
      <RegularVisitorForm depotId={depotId} picker={picker} onRegistered={() => void list.refetch()} />
      <RegularVisitorRows
        rv={rv}
        onEdit={setEditing}
        onHost={setHostOf}
        onResend={(r) => void act(() => resend({ variables: { id: r.id } }), Messages.confirmationEmailSent)}
        onRemove={setRemoving}
      />
      <SimpleEditModal
        title="Edit regular visitor"
        row={editing}
        onClose={() => setEditing(null)}
        fields={[
          ['name', 'Name'],
          ['email', 'Email'],
          ['company', 'Company'],
        ]}
        initial={(r) => ({ name: r.name, email: r.email, company: r.company })}
        save={(r, v) =>
          act(
            () => edit({ variables: { id: r.id, input: { name: v.name, email: v.email, company: v.company } } }),
            Messages.regularVisitorUpdated,
          )
        }
      />
      <SimpleEditModal
        title="Edit host"
        row={hostOf}
        onClose={() => setHostOf(null)}
        fields={[
          ['hostname', 'Host name'],
          ['hostemail', 'Host email'],
          ['department', 'Department'],
        ]}
        initial={(r) => ({ ...r.host })}
        save={(r, v) =>
          act(
            () =>
              editHost({
                variables: { hostId: r.hostid, input: { hostname: v.hostname, hostemail: v.hostemail, department: v.department } },
              }),
            Messages.hostUpdated,
          )
        }
      />
      <Modal opened={!!removing} onClose={() => setRemoving(null)} title={Messages.removeRegularVisitor} centered>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
          <Button
            color="red"
            onClick={() => {
              const r = removing!;
              setRemoving(null);
              void act(() => remove({ variables: { id: r.id } }), Messages.regularVisitorDeleted);
            }}
          >
            Remove
          </Button>
        </Group>
      </Modal>
    </StaffPage>
  );
}
