import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { deleteConfirmations, partnerUi, successMessages, tenantUi, validationMessages } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { RemoveConfirm } from '../records/RemoveConfirm';
import { AddManagerDocument, DeleteManagerDocument, EditManagerDocument, TenantDetailsDocument } from './documents';
import { bind, emailsMatch, errorText, requiredErrors } from './form';
import { RowActions } from '../../ui/RowActions';

type Manager = { id: string; name: string; email: string; department: string; receiveEmailFlag: boolean };
type Mode = { kind: 'add' } | { kind: 'edit' | 'remove'; id: string } | null;
type Values = { name: string; email: string; repeatEmail: string; department: string; receiveEmailFlag: boolean };

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
  const input = (v: Values) => ({
    name: v.name.trim(),
    email: v.email.trim(),
    repeatEmail: v.repeatEmail.trim(),
    department: v.department.trim(),
    receiveEmailFlag: v.receiveEmailFlag,
  });
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

  const who = (m: Manager) => (
    <>
      <Text size="sm" fw={600}>
        {m.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {m.email}
      </Text>
    </>
  );

  return (
    <Stack gap="sm" data-testid="managers">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={4} size="h5">
            {tenantUi.managersTitle}
          </Title>
          <Text c="dimmed" size="sm">
            {tenantUi.managersIntro}
          </Text>
        </div>
        {canEdit ? (
          <Button size="sm" variant="light" onClick={() => setMode({ kind: 'add' })} data-testid="manager-add">
            {tenantUi.addManager}
          </Button>
        ) : null}
      </Group>
      {managers.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="managers-empty">
          {tenantUi.noManagers}
        </Text>
      ) : (
        // A card per manager below 62em: the e-mail switch and the actions never behind a sideways scroll (issue 23).
        <ResponsiveRows
          rows={managers}
          miw={canEdit ? 400 : 300}
          verticalSpacing="xs"
          rowAttrs={(m) => ({ 'data-testid': 'manager-row', 'data-email': m.email })}
          title={(m) => who(m)}
          columns={[
            { key: 'name', header: tenantUi.name, cell: (m) => who(m), tableOnly: true },
            { key: 'department', header: tenantUi.department, cell: (m) => m.department },
            {
              key: 'receiveEmail',
              header: tenantUi.receiveEmail,
              cell: (m) => (
                <Switch
                  size="md" // a 46 px track: a 44 px touch target on a tablet or phone
                  checked={m.receiveEmailFlag}
                  disabled={!canEdit}
                  onChange={(e) => void toggle(m, e.currentTarget.checked)}
                  aria-label={`${tenantUi.receiveEmail}: ${m.name}`}
                  data-testid="manager-email-flag"
                />
              ),
            },
          ]}
          actionsHeader={partnerUi.actions}
          actions={
            canEdit
              ? (m) => (
                  <RowActions
                    testId="manager"
                    onEdit={() => setMode({ kind: 'edit', id: m.id })}
                    onRemove={() => setMode({ kind: 'remove', id: m.id })}
                  />
                )
              : undefined
          }
        />
      )}

      <Modal opened={mode?.kind === 'add'} onClose={close} title={tenantUi.addManager} centered size="lg">
        {mode?.kind === 'add' ? (
          <ManagerForm
            initial={{ name: '', email: '', repeatEmail: '', department: '', receiveEmailFlag: true }}
            submitLabel={tenantUi.addManager}
            onSubmit={async (v) => {
              await add({ variables: { input: { ...input(v), depotId } } });
              toastSuccess(tenantUi.managerAdded, { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={mode?.kind === 'edit' && !!current} onClose={close} title={tenantUi.managerDetails} centered size="lg">
        {current ? (
          <ManagerForm
            initial={{
              name: current.name,
              email: current.email,
              repeatEmail: current.email,
              department: current.department,
              receiveEmailFlag: current.receiveEmailFlag,
            }}
            submitLabel={partnerUi.save}
            onSubmit={async (v) => {
              await edit({ variables: { id: current.id, input: input(v) } });
              toastSuccess(successMessages.managerUpdated, { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>
      <Modal opened={mode?.kind === 'remove' && !!current} onClose={close} title={deleteConfirmations.manager} centered size="sm">
        {current ? (
          <RemoveConfirm
            body={tenantUi.removeManagerBody(current.name)}
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

/** Spec 5: add needs name, email, department and a matching repeatEmail; edit needs name, email, department. */
function ManagerForm({ initial, submitLabel, onSubmit }: { initial: Values; submitLabel: string; onSubmit: (v: Values) => Promise<void> }) {
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<Values>({
    initialValues: initial,
    validateOnMount: true,
    validate: (v) => {
      const e = requiredErrors(v, {
        name: tenantUi.name,
        email: tenantUi.email,
        repeatEmail: tenantUi.repeatEmail,
        department: tenantUi.department,
      });
      if (!e.repeatEmail && !emailsMatch(v.email, v.repeatEmail)) e.repeatEmail = validationMessages.emailsDoNotMatch;
      return e;
    },
    onSubmit: async (v) => {
      setServerError(null);
      try {
        await onSubmit(v);
      } catch (e) {
        setServerError(errorText(e));
      }
    },
  });
  const t = 'manager-form';
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid={t}>
      <Stack gap="md">
        {serverError ? <ErrorBox testId={`${t}-error`}>{serverError}</ErrorBox> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={tenantUi.name} withAsterisk {...bind(formik, 'name', t)} />
          <TextInput label={tenantUi.department} withAsterisk {...bind(formik, 'department', t)} />
          <TextInput label={tenantUi.email} type="email" withAsterisk {...bind(formik, 'email', t)} />
          <TextInput label={tenantUi.repeatEmail} type="email" withAsterisk {...bind(formik, 'repeatEmail', t)} />
        </SimpleGrid>
        <Switch
          label={tenantUi.receiveEmail}
          checked={formik.values.receiveEmailFlag}
          onChange={(e) => void formik.setFieldValue('receiveEmailFlag', e.currentTarget.checked)}
          data-testid={`${t}-receiveEmailFlag`}
        />
        <FormikSubmit formik={formik} testId={`${t}-submit`}>
          {submitLabel}
        </FormikSubmit>
      </Stack>
    </form>
  );
}
