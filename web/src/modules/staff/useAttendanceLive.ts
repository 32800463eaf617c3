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
  /** Reads the view's rows again (an Apollo `refetch`). */
  refetch: () => Promise<unknown>;
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
  const feed = useMemo(
    () =>
      new LiveFeed<AttendanceEvent>({
        apply: (e) => latest.current.apply?.(e) ?? false,
        refetch: () => latest.current.refetch(),
      }),
    [depotId], // a new depot is a new sequence of events
  );
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
