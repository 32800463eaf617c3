import { useQuery } from '@apollo/client/react';
import { Modal, Paper, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { TenantsDocument } from './documents';
import { ManageTenantRows, type TenantRow } from './ManageTenantRows';
import { RemoveTenant } from './RemoveTenant';
import { TenantEditForm } from './TenantEditForm';
import { FirstRunGuide } from './FirstRunGuide';
import { TenantSearchInput } from './TenantSearchInput';
import { st } from '../../i18n/staff';

type Mode = { kind: 'edit' | 'remove'; id: string } | null;

/**
 * /manage-tenants (SuperAdmin): edit a tenant's name and kiosk temperature limits; remove (archive) it after typing its name;
 * archived tenants are listed too, with Restore.
 */
export function ManageTenants() {
  const { data } = useQuery(TenantsDocument, { variables: { includeArchived: true }, fetchPolicy: 'cache-and-network' });
  const [mode, setMode] = useState<Mode>(null);
  const [query, setQuery] = useState('');
  const tenants: TenantRow[] = useMemo(() => data?.tenants ?? [], [data]);
  const rows = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? tenants.filter((t) => t.name.toLowerCase().includes(q)) : tenants;
  }, [tenants, query]);
  const current = mode ? (tenants.find((t) => t.id === mode.id) ?? null) : null;
  const close = () => setMode(null);

  if (data && tenants.length === 0) return <FirstRunGuide />;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="manage-tenants">
      <Stack gap="md">
        <TenantSearchInput value={query} onChange={setQuery} testId="manage-tenants-search" />
        {data && rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {st('tenants.noMatch', { q: query.trim() })}
          </Text>
        ) : null}
        {rows.length ? (
          <ManageTenantRows rows={rows} onEdit={(id) => setMode({ kind: 'edit', id })} onRemove={(id) => setMode({ kind: 'remove', id })} />
        ) : null}
      </Stack>

      <Modal opened={mode?.kind === 'edit' && !!current} onClose={close} title={st('tenants.editTenant')} centered size="md">
        {current ? <TenantEditForm tenant={current} onSaved={close} /> : null}
      </Modal>
      <Modal
        opened={mode?.kind === 'remove' && !!current}
        onClose={close}
        title={current ? st('tenants.removeTenantTitle', { name: current.name }) : ''}
        centered
        size="md"
      >
        {current ? <RemoveTenant tenant={current} onDone={close} /> : null}
      </Modal>
    </Paper>
  );
}
