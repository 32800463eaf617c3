import { Badge, Button, Group, ScrollArea, SegmentedControl, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { DepotBadgesQuery } from '../../gql/graphql';
import { TABLE_SCROLL } from '../../ui/tableScroll';
import { st } from '../../i18n/staff';

type BadgeRow = DepotBadgesQuery['badges'][number];
type Filter = 'all' | 'inUse' | 'free';

/** The depot's badges filtered to all, in use or free, each with its status, holder and View holder. */
export function BadgeList({ badges, onView }: { badges: BadgeRow[]; onView: (badgeNum: string) => void }) {
  const [filter, setFilter] = useState<Filter>('all');
  const inUse = badges.filter((b) => b.inUse).length;
  const shown = badges.filter((b) => (filter === 'all' ? true : filter === 'inUse' ? b.inUse : !b.inUse));
  return (
    <>
      <SegmentedControl
        size="xs"
        value={filter}
        onChange={(v) => setFilter(v as Filter)}
        style={{ alignSelf: 'flex-start' }}
        data-testid="badge-filter"
        data={[
          { value: 'all', label: st('tenants.filterAll', { n: badges.length }) },
          { value: 'inUse', label: st('tenants.filterInUse', { n: inUse }) },
          { value: 'free', label: st('tenants.filterFree', { n: badges.length - inUse }) },
        ]}
      />
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {filter === 'inUse' ? st('tenants.noBadgesInUse') : st('tenants.noFreeBadges')}
        </Text>
      ) : (
        <ScrollArea.Autosize viewportProps={TABLE_SCROLL} mah={400} type="auto">
          {/* Three columns that fit a phone (issue 23): the number with its status, the holder, View holder. */}
          <Table striped verticalSpacing={6} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{st('tenants.colBadge')}</Table.Th>
                <Table.Th>{st('tenants.colHolder')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((b) => (
                <BadgeListRow key={b.id} badge={b} onView={onView} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </>
  );
}

function BadgeListRow({ badge: b, onView }: { badge: BadgeRow; onView: (badgeNum: string) => void }) {
  return (
    <Table.Tr data-testid="badge-row" data-badge={b.badgeNum} data-in-use={b.inUse ? 'true' : 'false'}>
      <Table.Td>
        <Group gap={6} wrap="wrap">
          <Text fw={600} size="sm">
            {b.badgeNum}
          </Text>
          <Badge color={b.inUse ? 'teal' : 'gray'} variant={b.inUse ? 'filled' : 'light'} data-testid="badge-status">
            {b.inUse ? st('tenants.inUse') : st('tenants.free')}
          </Badge>
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" data-testid="badge-holder" style={{ overflowWrap: 'anywhere' }}>
          {b.holderName ?? '—'}
        </Text>
        {b.holderKind ? (
          <Text size="xs" c="dimmed">
            {b.holderKind}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="right">
        {b.inUse ? (
          <Button size="xs" mih={44} px="sm" variant="light" onClick={() => onView(b.badgeNum)} data-testid="badge-view">
            {st('tenants.viewHolder')}
          </Button>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}
