import { useMutation } from '@apollo/client/react';
import { Badge, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { localErrors } from '../../app/apollo';
import { adminMessages } from '../../app/messages';
import { toastError, toastSuccess } from '../../app/notify';
import { tenantDetailsPath } from '../../app/paths';
import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { RowActions } from '../../ui/RowActions';
import { RestoreTenantDocument } from './documents';
import { dayMonthYear, errorText, tenantListsChanged } from './form';
import { st } from '../../i18n/staff';

export type TenantRow = {
  id: string;
  name: string;
  numDepots: number;
  numReps: number;
  tempMin: number;
  tempMax: number;
  archivedAt?: unknown;
};

/** The tenants, archived ones too: name (to the details), depots, users, temperature limits, status; Edit / Remove or Restore. */
export function ManageTenantRows({
  rows,
  onEdit,
  onRemove,
}: {
  rows: TenantRow[];
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const [restore] = useMutation(RestoreTenantDocument, { context: localErrors, ...tenantListsChanged });
  const name = (t: TenantRow) => (
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

  const status = (t: TenantRow) =>
    t.archivedAt ? (
      <Badge
        color="gray"
        variant="light"
        style={{ flexShrink: 0 }}
        title={st('tenants.archivedOn', { date: dayMonthYear(t.archivedAt) })}
        data-testid="manage-tenant-status"
      >
        {st('tenants.archived')}
      </Badge>
    ) : (
      <Badge color="teal" variant="light" style={{ flexShrink: 0 }} data-testid="manage-tenant-status">
        {st('tenants.active')}
      </Badge>
    );

  return (
    // A card per tenant below 62em: the status and the actions never behind a sideways scroll (issue 23).
    <ResponsiveRows
      rows={rows}
      miw={700}
      rowAttrs={(t) => ({ 'data-testid': 'manage-tenant-row', 'data-name': t.name })}
      title={(t) => name(t)}
      state={(t) => status(t)}
      columns={[
        { key: 'name', header: st('tenants.colName'), cell: (t) => name(t), tableOnly: true },
        { key: 'depots', header: st('tenants.colDepots'), cell: (t) => t.numDepots, ta: 'right' },
        { key: 'reps', header: st('tenants.colReps'), cell: (t) => t.numReps, ta: 'right' },
        {
          key: 'temp',
          header: st('tenants.tempLimits'),
          nowrap: true,
          cell: (t) => `${t.tempMin.toFixed(1)} – ${t.tempMax.toFixed(1)} °C`,
        },
        {
          key: 'status',
          header: st('tenants.colStatus'),
          tableOnly: true,
          cell: (t) => status(t),
        },
      ]}
      actionsHeader={st('partners.actions')}
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
              {st('tenants.restore')}
            </Button>
          ) : (
            <RowActions testId="manage-tenant" onEdit={() => onEdit(t.id)} onRemove={() => onRemove(t.id)} />
          )}
        </>
      )}
    />
  );
}
