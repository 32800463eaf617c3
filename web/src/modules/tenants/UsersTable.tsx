import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { useMutation } from '@apollo/client/react';
import { Badge, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { localErrors } from '../../app/apollo';
import { useAuth } from '../../app/auth';
import { deleteConfirmations } from '../../app/messages';
import { toastSuccess } from '../../app/notify';
import { RemoveConfirm } from '../records/RemoveConfirm';
import { RemoveRepresentativeDocument, TenantDetailsDocument } from './documents';
import { RowActions } from '../../ui/RowActions';
import { EditUserForm } from './EditUserForm';
import { UserRowMenu } from './UserRowMenu';
import { st } from '../../i18n/staff';
import { Panel } from '../../ui/Panel';

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
export type DepotOption = { id: string; code: string; text: string };
type Mode = { kind: 'edit' | 'remove'; id: string } | null;

/** Tenant details: the users table (spec 2.4) with edit, remove, resend confirmation (TenantAdmin, SuperAdmin). */
export function UsersTable({ tenantId, users, depots }: { tenantId: string; users: TenantUser[]; depots: DepotOption[] }) {
  const { user: me } = useAuth();
  const refetchQueries = [{ query: TenantDetailsDocument, variables: { id: tenantId } }];
  const [remove] = useMutation(RemoveRepresentativeDocument, { context: localErrors, refetchQueries, awaitRefetchQueries: true });
  const [mode, setMode] = useState<Mode>(null);
  const current = mode ? (users.find((u) => u.id === mode.id) ?? null) : null;
  const close = () => setMode(null);

  const who = (u: TenantUser) => (
    <>
      <Text fw={600} size="sm">
        {u.name}
        {u.id === me?.id ? (
          <Text span c="dimmed" size="xs">
            {' '}
            ({st('tenants.you')})
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
          {st('tenants.disabled')}
        </Badge>
      ) : null}
      <Badge
        // NOT CONFIRMED as dark text on yellow: 4.5:1 and more (the light yellow variant was 1.9:1, issue 36)
        color={u.emailConfirmed ? 'teal' : 'yellow.4'}
        c={u.emailConfirmed ? undefined : 'dark.9'}
        variant={u.emailConfirmed ? 'light' : 'filled'}
        style={{ flexShrink: 0 }}
        data-testid="user-confirmed"
      >
        {u.emailConfirmed ? st('tenants.confirmed') : st('tenants.unconfirmed')}
      </Badge>
    </Group>
  );

  return (
    <Panel title={st('tenants.usersTitle')} gap="md" testId="users-table">
      {users.length === 0 ? (
        <Text c="dimmed">{st('tenants.noUsers')}</Text>
      ) : (
        // A card per user below 62em: the state badges and the actions never behind a sideways scroll (issue 23).
        <ResponsiveRows
          rows={users}
          miw={460}
          rowAttrs={(u) => ({ 'data-testid': 'user-row', 'data-username': u.username })}
          title={(u) => who(u)}
          state={(u) => state(u)}
          columns={[
            { key: 'name', header: st('tenants.name'), cell: (u) => who(u), tableOnly: true },
            {
              key: 'role',
              header: st('tenants.colRole'),
              cell: (u) => (
                <>
                  <Text size="sm">{u.role}</Text>
                  <Text c="dimmed" size="xs">
                    {st('tenants.colLocation')}: {u.depot?.code ?? '—'}
                  </Text>
                </>
              ),
            },
            { key: 'state', header: st('tenants.colState'), cell: (u) => state(u), tableOnly: true },
          ]}
          actionsHeader={st('partners.actions')}
          actions={(u) => {
            const self = u.id === me?.id;
            return (
              <RowActions testId="user" onEdit={() => setMode({ kind: 'edit', id: u.id })}>
                <UserRowMenu tenantId={tenantId} user={u} self={self} onRemove={() => setMode({ kind: 'remove', id: u.id })} />
              </RowActions>
            );
          }}
        />
      )}
      <Modal opened={mode?.kind === 'edit' && !!current} onClose={close} title={st('tenants.editUserTitle')} centered size="lg">
        {current ? <EditUserForm tenantId={tenantId} user={current} depots={depots} onDone={close} /> : null}
      </Modal>
      <Modal opened={mode?.kind === 'remove' && !!current} onClose={close} title={deleteConfirmations.representative} centered size="sm">
        {current ? (
          <RemoveConfirm
            body={st('tenants.removeUserBody', { name: current.name, username: current.username })}
            testId="user-remove-confirm"
            onCancel={close}
            onConfirm={async () => {
              await remove({ variables: { id: current.id } });
              toastSuccess(st('tenants.userRemoved', { name: current.name }), { autoClose: 4000 });
              close();
            }}
          />
        ) : null}
      </Modal>
    </Panel>
  );
}
