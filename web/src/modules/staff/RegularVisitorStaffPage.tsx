import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal } from '@mantine/core';
import { useRegularVisitorList } from './useRegularVisitorList';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { toastError, toastSuccess } from '../../app/notify';
import { Messages } from '../../i18n/serverMessages';
import { graphQLErrorText } from '../auth/errors';
import {
  EditRegularHostDocument,
  EditRegularVisitorDocument,
  RemoveRegularVisitorDocument,
  ResendRegularVisitorDocument,
} from './documents';
import { RegularVisitorForm } from './RegularVisitorForm';
import { RegularVisitorRows, type RegularVisitorRow as Row } from './RegularVisitorRows';
import { SimpleEditModal } from './SimpleEditModal';
import { StaffPage } from '../../ui/StaffPage';
import { useDepotChoice } from './useDepots';
import { st } from '../../i18n/staff';

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
      toastError(graphQLErrorText(e) ?? st('booking.actionFailed'));
    }
  };
  return (
    <StaffPage section={st('screens.manageVisits')} tabs="visit">
      <RegularVisitorForm depotId={depotId} picker={picker} onRegistered={() => void list.refetch()} />
      <RegularVisitorRows
        rv={rv}
        onEdit={setEditing}
        onHost={setHostOf}
        onResend={(r) => void act(() => resend({ variables: { id: r.id } }), Messages.confirmationEmailSent)}
        onRemove={setRemoving}
      />
      <SimpleEditModal
        title={st('booking.editRegular')}
        row={editing}
        onClose={() => setEditing(null)}
        fields={[
          ['name', st('booking.name')],
          ['email', st('booking.email')],
          ['company', st('booking.company')],
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
        title={st('booking.editHost')}
        row={hostOf}
        onClose={() => setHostOf(null)}
        fields={[
          ['hostname', st('booking.hostNameLower')],
          ['hostemail', st('booking.hostEmailLower')],
          ['department', st('booking.department')],
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
            {st('common.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              const r = removing!;
              setRemoving(null);
              void act(() => remove({ variables: { id: r.id } }), Messages.regularVisitorDeleted);
            }}
          >
            {st('common.remove')}
          </Button>
        </Group>
      </Modal>
    </StaffPage>
  );
}
