import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { dateTimeIn } from '../../app/time';
import { presenceUi } from './messages';
import { AutoSignOutSetting } from './AutoSignOutSetting';
import { PhotoSetting } from '../photos/PhotoSetting';
import { ExpectedStaySetting } from '../overstay/ExpectedStaySetting';
import { AssemblyPointSetting } from '../evacuation-notices/AssemblyPointSetting';
import { MusterKioskSetting } from '../evacuation-notices/MusterKioskSetting';
import { isOverTime } from '../overstay/stay';
import { RefusedKioskEntries } from './RefusedKioskEntries';
import { filterOnSite, ON_SITE_KINDS, type OnSiteKind } from './onSite';
import { OnSitePeople } from './OnSitePeople';
import { useNow, useOnSiteNow } from './useOnSiteNow';
import { st } from '../../i18n/staff';

/**
 * Everyone signed in now at a depot (issue 23): visitors and partners with company, host, badge, when they signed
 * in and how long ago; filtered by kind, searched, and printed as a one-page list. attendanceChanged keeps it
 * current without a reload.
 */
export function OnSiteList({ depotId, depotLabel }: { depotId: string; depotLabel: string }) {
  const { list, refetch, loading, live } = useOnSiteNow(depotId);
  const now = useNow();
  const [kind, setKind] = useState<OnSiteKind>('All');
  const [search, setSearch] = useState('');
  const zone = list?.timeZone ?? 'UTC';
  const all = list?.rows ?? [];
  const rows = filterOnSite(all, kind, search);
  const earlier = all.filter((r) => r.earlierDay).length;
  const overTime = all.filter((r) => isOverTime(r.expectedBy, now)).length;

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
          {overTime ? (
            <Text size="sm" c="red.8" fw={600} data-testid="on-site-over-time">
              {st('overstay.overCount', { n: overTime })}
            </Text>
          ) : null}
          <Text size="sm" c="dimmed" className="print-only">
            {st('presence.printedAt', { depot: depotLabel, when: dateTimeIn(new Date(now).toISOString(), zone) })}
          </Text>
          {list ? <AutoSignOutSetting depotId={depotId} time={list.autoSignOutTime ?? null} onSaved={() => void refetch()} /> : null}
          {list ? (
            <ExpectedStaySetting depotId={depotId} minutes={list.expectedStayMinutes ?? null} onSaved={() => void refetch()} />
          ) : null}
          {list ? <AssemblyPointSetting depotId={depotId} /> : null}
          {list ? <MusterKioskSetting depotId={depotId} /> : null}
          {list ? <PhotoSetting depotId={depotId} /> : null}
          {earlier ? (
            <Text size="sm" c="orange.9" fw={600} data-testid="on-site-earlier">
              {presenceUi.earlierDayCount(earlier)}
            </Text>
          ) : null}
        </div>
        <Button variant="default" onClick={() => window.print()} className="no-print" data-testid="on-site-print">
          {st('presence.print')}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" className="no-print" align="end">
        <SegmentedControl
          data={ON_SITE_KINDS.map((k) => ({ value: k, label: st(`presence.kinds.${k}`) }))}
          value={kind}
          onChange={(v) => setKind(v as OnSiteKind)}
          aria-label={st('presence.kindFilter')}
          data-testid="on-site-kind"
        />
        <TextInput
          label={st('presence.search')}
          placeholder={st('presence.searchPlaceholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
          data-testid="on-site-search"
        />
      </Group>

      {list && !rows.length ? (
        <Text c="dimmed" data-testid="on-site-empty">
          {all.length ? st('presence.noneMatch') : st('presence.nobodyOnSite')}
        </Text>
      ) : null}
      {!list && loading ? <Text c="dimmed">{st('presence.loading')}</Text> : null}

      {rows.length ? <OnSitePeople rows={rows} zone={zone} now={now} /> : null}
    </Stack>
  );
}
