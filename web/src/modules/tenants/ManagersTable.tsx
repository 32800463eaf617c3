import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { SectionHeading } from '../../ui/SectionHeading';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { deleteConfirmations, successMessages } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { RemoveConfirm } from '../records/RemoveConfirm';
import { AddManagerDocument, DeleteManagerDocument, EditManagerDocument, TenantDetailsDocument } from './documents';
import { errorText } from './form';
import { ManagerForm, managerInput } from './ManagerForm';
import { ManagerRows, type Manager } from './ManagerRows';
import { st } from '../../i18n/staff';

type Mode = { kind: 'add' } | { kind: 'edit' | 'remove'; id: string } | null;

/** A depot's managers (spec 3 Manager): add with a repeated e-mail, edit, remove, the e-mail flag (defaults on). */
export function ManagersTable({
  tenantId,
  depotId,
  managers,
  canEdit,
}: {
  tenantId: string;
  depotId: string;
  managers: Manager[];
  canEdit: boolean;
}) {
  const refetchQueries = [{ query: TenantDetailsDocument, variables: { id: tenantId } }];
  const [add] = useMutation(AddManagerDocument, { context: localErrors, refetchQueries, awaitRefetchQueries: true });
  const [edit] = useMutation(EditManagerDocument, { context: localErrors, refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(DeleteManagerDocument, { context: localErrors, refetchQueries, awaitRefetchQueries: true });
  const [mode, setMode] = useState<Mode>(null);
  const current = mode && mode.kind !== 'add' ? (managers.find((m) => m.id === mode.id) ?? null) : null;
  const close = () => setMode(null);
  const toggle = async (m: Manager, on: boolean) => {
    try {
      await edit({
        variables: { id: m.id, input: { name: m.name, email: m.email, department: m.department, receiveEmailFlag: on } },
        // The switch moves at once (the manager is one cached object); a refused change moves it back.
        optimisticResponse: {
          editManager: { __typename: 'Manager', id: m.id, name: m.name, email: m.email, department: m.department, receiveEmailFlag: on },
        },
      });
      toastSuccess(successMessages.managerUpdated, { autoClose: 4000 });
    } catch (e) {
      toastError(errorText(e));
    }
  };

  return (
    <Stack gap="sm" data-testid="managers">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <SectionHeading title={st('tenants.managersTitle')} intro={st('tenants.managersIntro')} order={4} size="h5" />
        </div>
        {canEdit ? (
          <Button size="sm" variant="light" onClick={() => setMode({ kind: 'add' })} data-testid="manager-add">
            {st('tenants.addManager')}
          </Button>
        ) : null}
      </Group>
      {managers.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="managers-empty">
          {st('tenants.noManagers')}
        </Text>
      ) : (
        <ManagerRows
          managers={managers}
          canEdit={canEdit}
          onToggle={(m, on) => void toggle(m, on)}
          onEdit={(id) => setMode({ kind: 'edit', id })}
          onRemove={(id) => setMode({ kind: 'remove', id })}
        />
      )}

      <Modal opened={mode?.kind === 'add'} onClose={close} title={st('tenants.addManager')} centered size="lg">
        {mode?.kind === 'add' ? (
          <ManagerForm
            initial={{ name: '', email: '', repeatEmail: '', department: '', receiveEmailFlag: true }}
            submitLabel={st('tenants.addManager')}
            onSubmit={async (v) => {
              await add({ variables: { input: { ...managerInput(v), depotId } } });
              toastSuccess(st('tenants.managerAdded'), { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={mode?.kind === 'edit' && !!current} onClose={close} title={st('tenants.managerDetails')} centered size="lg">
        {current ? (
          <ManagerForm
            initial={{
              name: current.name,
              email: current.email,
              repeatEmail: current.email,
              department: current.department,
              receiveEmailFlag: current.receiveEmailFlag,
            }}
            submitLabel={st('partners.save')}
            onSubmit={async (v) => {
              await edit({ variables: { id: current.id, input: managerInput(v) } });
              toastSuccess(successMessages.managerUpdated, { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={mode?.kind === 'remove' && !!current} onClose={close} title={deleteConfirmations.manager} centered size="sm">
        {current ? (
          <RemoveConfirm
            body={st('tenants.removeManagerBody', { name: current.name })}
            testId="manager-remove-confirm"
            onCancel={close}
            onConfirm={async () => {
              await remove({ variables: { id: current.id } });
              toastSuccess(successMessages.managerDeleted, { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
