import { useQuery } from '@apollo/client/react';
import { applyToLiveReport } from '@contracts/live-feed';
import type { LiveReportQuery } from '../../gql/graphql';
import { LiveReportDocument } from './documents';
import { useAttendanceLive } from './useAttendanceLive';

/** A depot's live report of a day, kept current by its attendance events; `live` counts the events heard. */
export function useLiveReport(depotId: string | null, day: string | null, visitType: string) {
  const { data, refetch, updateQuery } = useQuery(LiveReportDocument, {
    variables: { depotId: depotId!, date: day, visitType },
    skip: !depotId || !day,
    fetchPolicy: 'cache-and-network',
  });
  // Each event's row goes into the grid's cache entry (no read); a missed event or a reconnect reads it once.
  const live = useAttendanceLive(depotId, {
    seq: data?.liveReport ? (data.liveReport.seq ?? null) : undefined,
    refetch: async () => (await refetch()).data?.liveReport.seq,
    apply: (event) => {
      if (!data?.liveReport) return false;
      let applied = false;
      updateQuery((prev, { complete }) => {
        if (!complete || !prev.liveReport) return undefined;
        const shown = prev as LiveReportQuery; // complete: every field is there
        const next = applyToLiveReport(shown.liveReport, event, visitType);
        applied = next !== null;
        return next && next !== shown.liveReport ? { ...shown, liveReport: next } : undefined;
      });
      return applied;
    },
  });
  return { report: data?.liveReport, live };
}
