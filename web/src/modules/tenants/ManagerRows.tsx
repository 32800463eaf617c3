import { Switch, Text } from '@mantine/core';
import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { RowActions } from '../../ui/RowActions';
import { st } from '../../i18n/staff';

export type Manager = { id: string; name: string; email: string; department: string; receiveEmailFlag: boolean };

/** A depot's managers: name and e-mail, department, the e-mail switch, and Edit / Remove for who may edit. */
export function ManagerRows({
  managers,
  canEdit,
  onToggle,
  onEdit,
  onRemove,
}: {
  managers: Manager[];
  canEdit: boolean;
  onToggle: (m: Manager, on: boolean) => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}) {
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
    // A card per manager below 62em: the e-mail switch and the actions never behind a sideways scroll (issue 23).
    <ResponsiveRows
      rows={managers}
      miw={canEdit ? 400 : 300}
      verticalSpacing="xs"
      rowAttrs={(m) => ({ 'data-testid': 'manager-row', 'data-email': m.email })}
      title={(m) => who(m)}
      columns={[
        { key: 'name', header: st('tenants.name'), cell: (m) => who(m), tableOnly: true },
        { key: 'department', header: st('tenants.department'), cell: (m) => m.department },
        {
          key: 'receiveEmail',
          header: st('tenants.receiveEmail'),
          cell: (m) => (
            <Switch
              size="md" // a 46 px track: a 44 px touch target on a tablet or phone
              checked={m.receiveEmailFlag}
              disabled={!canEdit}
              onChange={(e) => onToggle(m, e.currentTarget.checked)}
              aria-label={`${st('tenants.receiveEmail')}: ${m.name}`}
              data-testid="manager-email-flag"
            />
          ),
        },
      ]}
      actionsHeader={st('partners.actions')}
      actions={canEdit ? (m) => <RowActions testId="manager" onEdit={() => onEdit(m.id)} onRemove={() => onRemove(m.id)} /> : undefined}
    />
  );
}
