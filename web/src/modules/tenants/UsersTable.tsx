import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { useMutation } from '@apollo/client/react';
import { ActionIcon, Badge, Group, Menu, Modal, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFormik } from 'formik';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { adminMessages, deleteConfirmations, partnerUi, successMessages, tenantUi } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { ErrorBox } from '../../ui/ErrorBox';
import { FormikSubmit } from '../../ui/FormikSubmit';
import { RemoveConfirm } from '../records/RecordList';
import {
  EditRepresentativeDocument,
  RemoveRepresentativeDocument,
  ResendConfirmationDocument,
  SendUserPasswordResetDocument,
  SetUserDisabledDocument,
  TenantDetailsDocument,
} from './documents';
import { bind, errorText, requiredErrors } from './form';
import { useRoleOptions } from './roleOptions';
import { RowActions } from '../../ui/RowActions';

export type TenantUser = {
  id: string;
  name: string;
  username: string;
  email: string;
  role: string;
  department?: string | null;
  emailConfirmed: boolean;
  depot?: { id: string; code: string } | null;
  disabled: boolean;
};
type DepotOption = { id: string; code: string; text: string };
type Mode = { kind: 'edit' | 'remove'; id: string } | null;

/** Tenant details: the users table (spec 2.4) with edit, remove, resend confirmation (TenantAdmin, SuperAdmin). */
export function UsersTable({ tenantId, users, depots }: { tenantId: string; users: TenantUser[]; depots: DepotOption[] }) {
  const { user: me } = useAuth();
  const refetchQueries = [{ query: TenantDetailsDocument, variables: { id: tenantId } }];
  const [remove] = useMutation(RemoveRepresentativeDocument, { context: localErrors, refetchQueries, awaitRefetchQueries: true });
  const [resend] = useMutation(ResendConfirmationDocument, { context: localErrors });
  const [setDisabled] = useMutation(SetUserDisabledDocument, { context: localErrors, refetchQueries, awaitRefetchQueries: true });
  const [sendReset] = useMutation(SendUserPasswordResetDocument, { context: localErrors });
  const [mode, setMode] = useState<Mode>(null);
  const current = mode ? (users.find((u) => u.id === mode.id) ?? null) : null;
  const close = () => setMode(null);
  const run = async (fn: () => Promise<unknown>, success: string) => {
    try {
      await fn();
      toastSuccess(success, { autoClose: 4000 });
    } catch (e) {
      toastError(errorText(e));
    }
  };

  const who = (u: TenantUser) => (
    <>
      <Text fw={600} size="sm">
        {u.name}
        {u.id === me?.id ? (
          <Text span c="dimmed" size="xs">
            {' '}
            ({tenantUi.you})
          </Text>
        ) : null}
      </Text>
      <Text c="dimmed" size="xs" style={{ overflowWrap: 'anywhere' }}>
        {u.username} · {u.email}
      </Text>
    </>
  );
  const state = (u: TenantUser) => (
    <Group gap={4} wrap="wrap" justify="flex-end">
      {u.disabled ? (
        <Badge color="red" variant="light" style={{ flexShrink: 0 }} data-testid="user-disabled">
          {tenantUi.disabled}
        </Badge>
      ) : null}
      <Badge color={u.emailConfirmed ? 'teal' : 'yellow'} variant="light" style={{ flexShrink: 0 }} data-testid="user-confirmed">
        {u.emailConfirmed ? tenantUi.confirmed : tenantUi.unconfirmed}
      </Badge>
    </Group>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="users-table">
      <Stack gap="md">
        <Title order={3} size="h4">
          {tenantUi.usersTitle}
        </Title>
        {users.length === 0 ? (
          <Text c="dimmed">{tenantUi.noUsers}</Text>
        ) : (
          // A card per user below 62em: the state badges and the actions never behind a sideways scroll (issue 23).
          <ResponsiveRows
            rows={users}
            miw={460}
            rowAttrs={(u) => ({ 'data-testid': 'user-row', 'data-username': u.username })}
            title={(u) => who(u)}
            state={(u) => state(u)}
            columns={[
              { key: 'name', header: tenantUi.name, cell: (u) => who(u), tableOnly: true },
              {
                key: 'role',
                header: tenantUi.colRole,
                cell: (u) => (
                  <>
                    <Text size="sm">{u.role}</Text>
                    <Text c="dimmed" size="xs">
                      {tenantUi.colLocation}: {u.depot?.code ?? '—'}
                    </Text>
                  </>
                ),
              },
              { key: 'state', header: tenantUi.colState, cell: (u) => state(u), tableOnly: true },
            ]}
            actionsHeader={partnerUi.actions}
            actions={(u) => {
              const self = u.id === me?.id;
              return (
                <RowActions testId="user" onEdit={() => setMode({ kind: 'edit', id: u.id })}>
                  <Menu position="bottom-end" withinPortal shadow="md">
                    <Menu.Target>
                      <ActionIcon variant="default" size={30} aria-label={tenantUi.moreActions} data-testid="user-menu">
                        <svg width="16" height="16" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
                          <circle cx="5" cy="12" r="2" />
                          <circle cx="12" cy="12" r="2" />
                          <circle cx="19" cy="12" r="2" />
                        </svg>
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {!u.emailConfirmed ? (
                        <Menu.Item
                          onClick={() => void run(() => resend({ variables: { id: u.id } }), successMessages.confirmationEmailSent)}
                          data-testid="user-resend"
                        >
                          {tenantUi.resendConfirmation}
                        </Menu.Item>
                      ) : null}
                      <Menu.Item
                        disabled={u.disabled}
                        onClick={() => void run(() => sendReset({ variables: { id: u.id } }), adminMessages.passwordResetSent)}
                        data-testid="user-send-reset"
                      >
                        {tenantUi.sendReset}
                      </Menu.Item>
                      <Menu.Item
                        disabled={self}
                        onClick={() =>
                          void run(
                            () => setDisabled({ variables: { id: u.id, disabled: !u.disabled } }),
                            u.disabled ? adminMessages.userEnabled : adminMessages.userDisabled,
                          )
                        }
                        data-testid={u.disabled ? 'user-enable' : 'user-disable'}
                      >
                        {u.disabled ? tenantUi.enable : tenantUi.disable}
                      </Menu.Item>
                      <Menu.Divider />
                      <Menu.Item
                        color="red"
                        disabled={self}
                        onClick={() => setMode({ kind: 'remove', id: u.id })}
                        data-testid="user-remove"
                      >
                        {partnerUi.remove}
                      </Menu.Item>
                    </Menu.Dropdown>
                  </Menu>
                </RowActions>
              );
            }}
          />
        )}
      </Stack>

      <Modal opened={mode?.kind === 'edit' && !!current} onClose={close} title={tenantUi.editUserTitle} centered size="lg">
        {current ? <EditUserForm tenantId={tenantId} user={current} depots={depots} onDone={close} /> : null}
      </Modal>
      <Modal opened={mode?.kind === 'remove' && !!current} onClose={close} title={deleteConfirmations.representative} centered size="sm">
        {current ? (
          <RemoveConfirm
            body={tenantUi.removeUserBody(current.name, current.username)}
            testId="user-remove-confirm"
            onCancel={close}
            onConfirm={async () => {
              await remove({ variables: { id: current.id } });
              toastSuccess(tenantUi.userRemoved(current.name), { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>
    </Paper>
  );
}

type UserValues = { name: string; username: string; email: string; role: string; department: string; depotId: string };

/** Spec 5 rep edit: name, username, email and role required; the role comes from the role list (spec 6). */
function EditUserForm({
  tenantId,
  user,
  depots,
  onDone,
}: {
  tenantId: string;
  user: TenantUser;
  depots: DepotOption[];
  onDone: () => void;
}) {
  const roles = useRoleOptions(tenantId, user.role);
  const [edit] = useMutation(EditRepresentativeDocument, {
    context: localErrors,
    refetchQueries: [{ query: TenantDetailsDocument, variables: { id: tenantId } }],
    awaitRefetchQueries: true,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const formik = useFormik<UserValues>({
    initialValues: {
      name: user.name,
      username: user.username,
      email: user.email,
      role: user.role,
      department: user.department ?? '',
      depotId: user.depot?.id ?? '',
    },
    validateOnMount: true,
    validate: (v) => requiredErrors(v, { name: tenantUi.name, username: tenantUi.username, email: tenantUi.email, role: tenantUi.role }),
    onSubmit: async (v) => {
      setServerError(null);
      try {
        await edit({
          variables: {
            id: user.id,
            input: {
              name: v.name.trim(),
              username: v.username.trim(),
              email: v.email.trim(),
              role: v.role,
              department: v.department.trim() || null,
              depotId: v.depotId || null,
            },
          },
        });
        toastSuccess(tenantUi.userSaved, { autoClose: 4000 });
        onDone();
      } catch (e) {
        setServerError(errorText(e));
      }
    },
  });
  const t = 'user-form';
  return (
    <form onSubmit={formik.handleSubmit} noValidate data-testid={t}>
      <Stack gap="md">
        {serverError ? <ErrorBox testId={`${t}-error`}>{serverError}</ErrorBox> : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={tenantUi.name} withAsterisk {...bind(formik, 'name', t)} />
          <TextInput label={tenantUi.username} withAsterisk autoComplete="off" {...bind(formik, 'username', t)} />
          <TextInput label={tenantUi.email} type="email" withAsterisk {...bind(formik, 'email', t)} />
          <Select
            label={tenantUi.role}
            withAsterisk
            data={roles}
            value={formik.values.role}
            allowDeselect={false}
            onChange={(v) => void formik.setFieldValue('role', v ?? '')}
            error={formik.touched.role ? formik.errors.role : undefined}
            data-testid={`${t}-role`}
          />
          <TextInput label={tenantUi.department} {...bind(formik, 'department', t)} />
          <Select
            label={tenantUi.location}
            data={depots.map((d) => ({ value: d.id, label: d.text || d.code }))}
            value={formik.values.depotId || null}
            onChange={(v) => void formik.setFieldValue('depotId', v ?? '')}
            allowDeselect={false}
            data-testid={`${t}-depot`}
          />
        </SimpleGrid>
        <FormikSubmit formik={formik} testId={`${t}-submit`}>
          {partnerUi.save}
        </FormikSubmit>
      </Stack>
    </form>
  );
}
