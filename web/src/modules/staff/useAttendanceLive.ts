import { useSubscription } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { LiveFeed } from '@contracts/live-feed';
import { onSocketReconnect } from '../../app/apollo';
import type { AttendanceChangedSubscription } from '../../gql/graphql';
import { AttendanceChangedDocument } from './documents';

/** One attendanceChanged event as the staff views get it: kind, the depot's event number and the changed row. */
export type AttendanceEvent = AttendanceChangedSubscription['attendanceChanged'];

export interface LiveViewHandlers {
  /**
   * Applies an event to what the view shows (its Apollo cache entry or state) and answers true; or answers true for
   * an event that does not concern the view; false when it cannot apply it (the view then reads its rows again).
   * Without it every event makes the view read its rows again (one read at a time).
   */
  apply?: (event: AttendanceEvent) => boolean;
  /**
   * Reads the view's rows again (an Apollo `refetch`); resolves to the depot's event number the rows were read at when
   * the view's query has it (`LiveReport.seq`).
   */
  refetch: () => Promise<unknown>;
  /**
   * For a view whose query carries the depot's event number: that number in the rows shown now (undefined until they
   * arrive; null when the server could not read it). Events heard before are held and judged against it, so one between the view's first read and its
   * subscription going live is caught.
   */
  seq?: number | null;
  /** False for a view whose apply must not see an event twice (a count): after a read without a number it reads again. */
  idempotent?: boolean;
}

/**
 * Keeps a staff view of a depot's attendance current (DESIGN 7, issue 28): each attendanceChanged event of the depot
 * (a check-in, check-out, clock-in, clock-out or cancellation, from any kiosk or screen) is applied to the view in
 * order (`@contracts/live-feed`'s LiveFeed); the view reads its rows again, once, only when an event was missed (a
 * jump in the depot's event numbers), when the socket came back after a drop, or when it cannot apply the event.
 * Answers how many events have arrived (0 until the first).
 */
export function useAttendanceLive(depotId: string | null | undefined, view: LiveViewHandlers): number {
  const latest = useRef(view);
  latest.current = view;
  const [events, setEvents] = useState(0);
  const numbered = 'seq' in view;
  const feed = useMemo(
    () =>
      new LiveFeed<AttendanceEvent>(
        {
          apply: (e) => latest.current.apply?.(e) ?? false,
          refetch: () => latest.current.refetch(),
        },
        { awaitFirstRead: numbered, idempotent: view.idempotent ?? true },
      ),
    // a new depot is a new sequence of events
    [depotId, numbered, view.idempotent],
  );
  const seq = view.seq;
  useEffect(() => {
    if (seq !== undefined) feed.synced(seq);
  }, [feed, seq]);
  useEffect(() => (depotId ? onSocketReconnect(() => feed.reconnected()) : undefined), [feed, depotId]);
  useSubscription(AttendanceChangedDocument, {
    variables: { depotId: depotId ?? '' },
    skip: !depotId,
    onData: ({ data }) => {
      const event = data.data?.attendanceChanged;
      if (!event) return;
      feed.event(event);
      setEvents((n) => n + 1);
    },
  });
  return events;
}
