import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { OnSiteNowQuery } from '../../gql/graphql';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { OnSiteNowDocument } from './documents';

export /** Ticks every 30 s, so "how long ago" stays true on a screen left open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(t);
  }, []);
  return now;
}

/** Who is signed in now at a depot, kept current by its attendance events; `live` counts the events heard. */
export function useOnSiteNow(depotId: string) {
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
  return { list: data?.onSiteNow, refetch, loading, live };
}
