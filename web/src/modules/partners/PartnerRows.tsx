import { Anchor, Badge, Group, Text } from '@mantine/core';
import { partnerUi } from './messages';
import type { PartnerFieldsFragment } from '../../gql/graphql';
import { ResponsiveRows } from '../../ui/ResponsiveRows';
import { RowActions } from '../../ui/RowActions';
import { st } from '../../i18n/staff';

const flag = (on: boolean) => (
  <Badge variant="light" color={on ? 'teal' : 'gray'} size="sm">
    {on ? st('partners.yes') : st('partners.no')}
  </Badge>
);

/** The registered partners: a table from 75em up, a card each below; the name opens the details, Edit and Remove. */
export function PartnerRows({
  partners,
  onView,
  onEdit,
  onRemove,
}: {
  partners: PartnerFieldsFragment[];
  onView: (id: string) => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}) {
  const name = (p: PartnerFieldsFragment) => (
    <>
      <Anchor component="button" type="button" fw={600} ta="left" onClick={() => onView(p.id)} data-testid="partners-view">
        {p.name}
      </Anchor>
      {p.email ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {p.email}
        </Text>
      ) : null}
    </>
  );

  return (
    // A card per partner below 75em (the table needs ~950 px, more than a 1024 px tablet leaves it): the name, the
    // flags and Edit / Remove never behind a sideways scroll (issue 23).
    <ResponsiveRows
      rows={partners}
      minViewport="75em"
      miw={820}
      rowAttrs={() => ({ 'data-testid': 'partners-row' })}
      title={(p) => name(p)}
      columns={[
        {
          key: 'workId',
          header: partnerUi.col.workId,
          cell: (p) => (
            <Text ff="monospace" size="sm">
              {p.workId}
            </Text>
          ),
        },
        { key: 'name', header: partnerUi.col.name, cell: (p) => name(p), tableOnly: true },
        { key: 'organisation', header: partnerUi.col.organisation, cell: (p) => p.organisation },
        {
          key: 'shift',
          header: partnerUi.col.shift,
          nowrap: true,
          cell: (p) => (
            <>
              {p.shiftTime ?? '—'}
              {p.shiftName ? (
                <Text size="xs" c="dimmed">
                  {p.shiftName}
                </Text>
              ) : null}
            </>
          ),
        },
        { key: 'role', header: partnerUi.col.role, cell: (p) => p.roleName ?? '—' },
        {
          key: 'flags',
          header: partnerUi.col.flags,
          cell: (p) => (
            <Group gap={4} wrap="wrap" data-testid="partners-flags">
              {flag(p.signFlag)}
              {flag(p.badgeNumFlag)}
              {flag(p.singleSignFlag)}
              {flag(p.enterTemperature)}
            </Group>
          ),
        },
      ]}
      actionsHeader={st('partners.actions')}
      actions={(p) => <RowActions testId="partners" onEdit={() => onEdit(p.id)} onRemove={() => onRemove(p.id)} />}
    />
  );
}
