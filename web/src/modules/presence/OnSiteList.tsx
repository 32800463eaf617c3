import { useQuery } from '@apollo/client/react';
import { Badge, Button, Card, Group, ScrollArea, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dateTimeIn, timeIn } from '../../app/time';
import { presenceUi } from '../../app/messages';
import { TABLE_SCROLL } from '../../ui/tableScroll';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { AutoSignOutSetting } from './AutoSignOutSetting';
import { RefusedKioskEntries } from './RefusedKioskEntries';
import { OnSiteNowDocument } from './documents';
import type { OnSiteNowQuery } from '../../gql/graphql';
import { filterOnSite, ON_SITE_KINDS, sinceLabel, type OnSiteKind } from './onSite';

/** Ticks every 30 s, so "how long ago" stays true on a screen left open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

/**
 * Everyone signed in now at a depot (issue 23): visitors and partners with company, host, badge, when they signed
 * in and how long ago; filtered by kind, searched, and printed as a one-page list. attendanceChanged keeps it
 * current without a reload.
 */
export function OnSiteList({ depotId, depotLabel }: { depotId: string; depotLabel: string }) {
  const { data, refetch, loading, updateQuery } = useQuery(OnSiteNowDocument, { variables: { depotId }, fetchPolicy: 'cache-and-network' });
  // A sign-out or clock-out takes its row off without a read; a sign-in reads the list (its company, host and badge
  // are not in the event); a cancelled booking was never on site.
  const live = useAttendanceLive(depotId, {
    refetch,
    apply: (event) => {
      if (event.kind === 'CANCELLED') return true;
      if ((event.kind !== 'CHECKED_OUT' && event.kind !== 'CLOCKED_OUT') || !event.attendanceId || !data?.onSiteNow) return false;
      let applied = false;
      updateQuery((prev, { complete }) => {
        if (!complete || !prev.onSiteNow) return undefined;
        const shown = prev as OnSiteNowQuery; // complete: every field is there
        applied = true;
        const rows = shown.onSiteNow.rows.filter((r) => r.attendanceId !== event.attendanceId);
        return rows.length === shown.onSiteNow.rows.length ? undefined : { ...shown, onSiteNow: { ...shown.onSiteNow, rows } };
      });
      return applied;
    },
  });
  const now = useNow();
  const [kind, setKind] = useState<OnSiteKind>('All');
  const [search, setSearch] = useState('');
  const list = data?.onSiteNow;
  const zone = list?.timeZone ?? 'UTC';
  const all = list?.rows ?? [];
  const rows = filterOnSite(all, kind, search);
  const earlier = all.filter((r) => r.earlierDay).length;
  const when = (iso: string, earlierDay: boolean) => (earlierDay ? dateTimeIn(iso, zone) : timeIn(iso, zone));

  return (
    <Stack gap="md" data-testid="on-site" data-live={live}>
      {list ? (
        <div className="no-print">
          <RefusedKioskEntries depotId={depotId} zone={zone} />
        </div>
      ) : null}
      <Group justify="space-between" align="end" wrap="wrap" gap="sm">
        <div>
          <Title order={2} size="h3" data-testid="on-site-total">
            {presenceUi.onSiteCount(all.length)}
          </Title>
          <Text size="sm" c="dimmed" className="print-only">
            {presenceUi.printedAt(depotLabel, dateTimeIn(new Date(now).toISOString(), zone))}
          </Text>
          {list ? <AutoSignOutSetting depotId={depotId} time={list.autoSignOutTime ?? null} onSaved={() => void refetch()} /> : null}
          {earlier ? (
            <Text size="sm" c="orange.9" fw={600} data-testid="on-site-earlier">
              {presenceUi.earlierDayCount(earlier)}
            </Text>
          ) : null}
        </div>
        <Button variant="default" onClick={() => window.print()} className="no-print" data-testid="on-site-print">
          {presenceUi.print}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" className="no-print" align="end">
        <SegmentedControl
          data={ON_SITE_KINDS.map((k) => ({ value: k, label: k }))}
          value={kind}
          onChange={(v) => setKind(v as OnSiteKind)}
          aria-label={presenceUi.kindFilter}
          data-testid="on-site-kind"
        />
        <TextInput
          label={presenceUi.search}
          placeholder={presenceUi.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
          data-testid="on-site-search"
        />
      </Group>

      {list && !rows.length ? (
        <Text c="dimmed" data-testid="on-site-empty">
          {all.length ? presenceUi.noneMatch : presenceUi.nobodyOnSite}
        </Text>
      ) : null}
      {!list && loading ? <Text c="dimmed">{presenceUi.loading}</Text> : null}

      {rows.length ? (
        <>
          {/* Tablets and desktops (and paper): one row a person. */}
          <ScrollArea viewportProps={TABLE_SCROLL} type="auto" visibleFrom="md" className="print-block">
            <Table striped highlightOnHover verticalSpacing="sm" data-testid="on-site-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{presenceUi.name}</Table.Th>
                  <Table.Th>{presenceUi.company}</Table.Th>
                  <Table.Th>{presenceUi.type}</Table.Th>
                  <Table.Th>{presenceUi.host}</Table.Th>
                  <Table.Th>{presenceUi.badge}</Table.Th>
                  <Table.Th>{presenceUi.signedIn}</Table.Th>
                  <Table.Th>{presenceUi.onSiteFor}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.attendanceId} data-testid="on-site-row" data-kind={r.kind}>
                    <Table.Td fw={600}>{r.name}</Table.Td>
                    <Table.Td>{r.company}</Table.Td>
                    <Table.Td>{r.visitType}</Table.Td>
                    <Table.Td>{r.host ?? '-'}</Table.Td>
                    <Table.Td>{r.badgeNumber ?? '-'}</Table.Td>
                    <Table.Td>
                      {when(r.checkedInAt, r.earlierDay)}
                      {r.earlierDay ? (
                        <Badge color="orange" variant="light" ml="xs" size="sm">
                          {presenceUi.earlierDay}
                        </Badge>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{sinceLabel(r.checkedInAt, now)}</Table.Td>
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
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700}>{r.name}</Text>
                    <Text size="sm">{r.company}</Text>
                    <Text size="sm" c="dimmed">
                      {r.visitType}
                      {r.host ? ` · ${presenceUi.host}: ${r.host}` : ''}
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
                {r.earlierDay ? (
                  <Badge color="orange" variant="light" mt={6} size="sm">
                    {presenceUi.earlierDay}
                  </Badge>
                ) : null}
              </Card>
            ))}
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
