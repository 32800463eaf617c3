import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, List, Modal, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { localErrors } from '../../app/apollo';
import { adminMessages, partnerUi, tenantUi } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { tenantDetailsPath } from '../../app/paths';
import { ErrorBox } from '../../ui/ErrorBox';
import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { RemoveTenantDocument, RestoreTenantDocument, TenantsDocument } from './documents';
import { dayMonthYear, errorText, tenantListsChanged } from './form';
import { TenantEditForm } from './TenantEditForm';
import { FirstRunGuide } from './TenantList';
import { RowActions } from '../../ui/RowActions';

type TenantRow = { id: string; name: string; numDepots: number; numReps: number; tempMin: number; tempMax: number; archivedAt?: unknown };
type Mode = { kind: 'edit' | 'remove'; id: string } | null;

/**
 * /manage-tenants (SuperAdmin): edit a tenant's name and kiosk temperature limits; remove (archive) it after typing its name;
 * archived tenants are listed too, with Restore.
 */
export function ManageTenants() {
  const { data } = useQuery(TenantsDocument, { variables: { includeArchived: true }, fetchPolicy: 'cache-and-network' });
  const [restore] = useMutation(RestoreTenantDocument, { context: localErrors, ...tenantListsChanged });
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

  const name = (t: (typeof rows)[number]) => (
    // a 44 px high link: a touch target on a tablet or phone
    <Text
      component={Link}
      to={tenantDetailsPath(t.id)}
      fw={600}
      c="depot.8"
      mih={44}
      style={{ display: 'inline-flex', alignItems: 'center' }}
    >
      {t.name}
    </Text>
  );

  const status = (t: (typeof rows)[number]) =>
    t.archivedAt ? (
      <Badge
        color="gray"
        variant="light"
        style={{ flexShrink: 0 }}
        title={tenantUi.archivedOn(dayMonthYear(t.archivedAt))}
        data-testid="manage-tenant-status"
      >
        {tenantUi.archived}
      </Badge>
    ) : (
      <Badge color="teal" variant="light" style={{ flexShrink: 0 }} data-testid="manage-tenant-status">
        {tenantUi.active}
      </Badge>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} data-testid="manage-tenants">
      <Stack gap="md">
        <TextInput
          label={tenantUi.searchTenants}
          placeholder={tenantUi.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
          type="search"
          data-testid="manage-tenants-search"
        />
        {data && rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {tenantUi.noMatch(query.trim())}
          </Text>
        ) : null}
        {rows.length ? (
          // A card per tenant below 62em: the status and the actions never behind a sideways scroll (issue 23).
          <ResponsiveRows
            rows={rows}
            miw={700}
            rowAttrs={(t) => ({ 'data-testid': 'manage-tenant-row', 'data-name': t.name })}
            title={(t) => name(t)}
            state={(t) => status(t)}
            columns={[
              { key: 'name', header: tenantUi.colName, cell: (t) => name(t), tableOnly: true },
              { key: 'depots', header: tenantUi.colDepots, cell: (t) => t.numDepots, ta: 'right' },
              { key: 'reps', header: tenantUi.colReps, cell: (t) => t.numReps, ta: 'right' },
              {
                key: 'temp',
                header: tenantUi.tempLimits,
                nowrap: true,
                cell: (t) => `${t.tempMin.toFixed(1)} – ${t.tempMax.toFixed(1)} °C`,
              },
              {
                key: 'status',
                header: tenantUi.colStatus,
                tableOnly: true,
                cell: (t) => status(t),
              },
            ]}
            actionsHeader={partnerUi.actions}
            actions={(t) => (
              <>
                {t.archivedAt ? (
                  <Button
                    size="xs"
                    variant="light"
                    data-testid="manage-tenant-restore"
                    onClick={() =>
                      void restore({ variables: { id: t.id } }).then(
                        () => toastSuccess(adminMessages.tenantRestored, { autoClose: 4000 }),
                        (e: unknown) => toastError(errorText(e)),
                      )
                    }
                  >
                    {tenantUi.restore}
                  </Button>
                ) : (
                  <RowActions
                    testId="manage-tenant"
                    onEdit={() => setMode({ kind: 'edit', id: t.id })}
                    onRemove={() => setMode({ kind: 'remove', id: t.id })}
                  />
                )}
              </>
            )}
          />
        ) : null}
      </Stack>

      <Modal opened={mode?.kind === 'edit' && !!current} onClose={close} title={tenantUi.editTenant} centered size="md">
        {current ? <TenantEditForm tenant={current} onSaved={close} /> : null}
      </Modal>
      <Modal
        opened={mode?.kind === 'remove' && !!current}
        onClose={close}
        title={current ? tenantUi.removeTenantTitle(current.name) : ''}
        centered
        size="md"
      >
        {current ? <RemoveTenant tenant={current} onDone={close} /> : null}
      </Modal>
    </Paper>
  );
}

/** The remove confirmation: says what happens (the tenant is archived, not deleted), and needs the tenant's name typed. */
function RemoveTenant({ tenant, onDone }: { tenant: TenantRow; onDone: () => void }) {
  const [remove] = useMutation(RemoveTenantDocument, { context: localErrors, ...tenantListsChanged });
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === tenant.name.trim().toLowerCase();
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await remove({ variables: { id: tenant.id, confirmName: typed.trim() } });
      toastSuccess(adminMessages.tenantArchived, { autoClose: 6000 });
      onDone();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="md" data-testid="remove-tenant">
      {error ? <ErrorBox testId="remove-tenant-error">{error}</ErrorBox> : null}
      <List spacing={4} size="sm">
        {tenantUi.removeTenantArchive.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      <TextInput
        label={tenantUi.typeNameToConfirm(tenant.name)}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
        data-testid="remove-tenant-name"
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          {partnerUi.cancel}
        </Button>
        <Button color="red" disabled={!matches} loading={busy} onClick={() => void submit()} data-testid="remove-tenant-yes">
          {tenantUi.removeTenant}
        </Button>
      </Group>
    </Stack>
  );
}
