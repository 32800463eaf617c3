import { Badge, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { dateTimeIn, timeIn } from '../../app/time';
import type { OnSiteNowQuery } from '../../gql/graphql';
import { TABLE_SCROLL } from '../../ui/tableScroll';
import { sinceLabel } from './onSite';
import { st, visitTypeLabel } from '../../i18n/staff';
import { VisitorPhoto } from '../photos/VisitorPhoto';
import { isOverTime } from '../overstay/stay';

type Row = OnSiteNowQuery['onSiteNow']['rows'][number];

/** The people on site: a table on tablets, desktops and paper; a card each on phones. */
export function OnSitePeople({ rows, zone, now }: { rows: Row[]; zone: string; now: number }) {
  const when = (iso: string, earlierDay: boolean) => (earlierDay ? dateTimeIn(iso, zone) : timeIn(iso, zone));
  /** Past their expected time (issue 37): a red badge and when they were expected to leave; before it, just when. */
  const stay = (r: Row) =>
    r.expectedBy ? (
      <Text size="xs" c={isOverTime(r.expectedBy, now) ? 'red.8' : 'dimmed'} data-testid="on-site-expected">
        {st('overstay.expectedBy', { time: timeIn(r.expectedBy, zone) })}
      </Text>
    ) : null;
  const overBadge = (r: Row) =>
    isOverTime(r.expectedBy, now) ? (
      <Badge color="red" variant="light" size="sm" data-testid="on-site-over-time-badge">
        {st('overstay.overTime')}
      </Badge>
    ) : null;
  return (
    <>
      {/* Tablets and desktops (and paper): one row a person. */}
      <ScrollArea viewportProps={TABLE_SCROLL} type="auto" visibleFrom="md" className="print-block">
        <Table striped highlightOnHover verticalSpacing="sm" data-testid="on-site-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={64}>{st('presence.photo')}</Table.Th>
              <Table.Th>{st('presence.name')}</Table.Th>
              <Table.Th>{st('presence.company')}</Table.Th>
              <Table.Th>{st('presence.type')}</Table.Th>
              <Table.Th>{st('presence.host')}</Table.Th>
              <Table.Th>{st('presence.badge')}</Table.Th>
              <Table.Th>{st('presence.signedIn')}</Table.Th>
              <Table.Th>{st('presence.onSiteFor')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.attendanceId} data-testid="on-site-row" data-kind={r.kind}>
                <Table.Td>
                  <VisitorPhoto attendanceId={r.attendanceId} hasPhoto={r.hasPhoto} name={r.name} />
                </Table.Td>
                <Table.Td fw={600}>{r.name}</Table.Td>
                <Table.Td>{r.company}</Table.Td>
                <Table.Td>{visitTypeLabel(r.visitType)}</Table.Td>
                <Table.Td>{r.host ?? '-'}</Table.Td>
                <Table.Td>{r.badgeNumber ?? '-'}</Table.Td>
                <Table.Td>
                  {when(r.checkedInAt, r.earlierDay)}
                  {r.earlierDay ? (
                    <Badge color="orange" variant="light" ml="xs" size="sm">
                      {st('presence.earlierDay')}
                    </Badge>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    {sinceLabel(r.checkedInAt, now)}
                    {overBadge(r)}
                  </Group>
                  {stay(r)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {/* Phones: a card a person, nothing to scroll sideways. */}
      <SimpleGrid cols={1} spacing="xs" hiddenFrom="md" className="no-print" data-testid="on-site-cards">
        {rows.map((r) => (
          <Card key={r.attendanceId} withBorder padding="sm" radius="md" data-testid="on-site-card">
            <Group justify="space-between" wrap="nowrap" align="start">
              <VisitorPhoto attendanceId={r.attendanceId} hasPhoto={r.hasPhoto} name={r.name} size={56} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={700}>{r.name}</Text>
                <Text size="sm">{r.company}</Text>
                <Text size="sm" c="dimmed">
                  {visitTypeLabel(r.visitType)}
                  {r.host ? ` · ${st('presence.host')}: ${r.host}` : ''}
                </Text>
              </div>
              <Stack gap={2} align="end">
                {r.badgeNumber ? <Badge variant="outline">{r.badgeNumber}</Badge> : null}
                <Text size="sm" fw={600}>
                  {when(r.checkedInAt, r.earlierDay)}
                </Text>
                <Text size="xs" c="dimmed">
                  {sinceLabel(r.checkedInAt, now)}
                </Text>
              </Stack>
            </Group>
            {r.earlierDay || isOverTime(r.expectedBy, now) ? (
              <Group gap={6} mt={6}>
                {r.earlierDay ? (
                  <Badge color="orange" variant="light" size="sm">
                    {st('presence.earlierDay')}
                  </Badge>
                ) : null}
                {overBadge(r)}
              </Group>
            ) : null}
            {stay(r)}
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
