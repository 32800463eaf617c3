import { useSubscription } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { AttendanceChangedDocument } from './documents';

/**
 * Keeps a staff view of a depot's attendance current (DESIGN 7): every attendanceChanged event of the depot
 * (a check-in, check-out, clock-in, clock-out or cancellation, from any kiosk or screen) calls `onEvent`,
 * which refetches the view's rows. Answers how many events have arrived (0 until the first).
 */
export function useAttendanceLive(depotId: string | null | undefined, onEvent: () => void): number {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const [events, setEvents] = useState(0);
  useSubscription(AttendanceChangedDocument, {
    variables: { depotId: depotId ?? '' },
    skip: !depotId,
    onData: () => {
      setEvents((n) => n + 1);
      latest.current();
    },
  });
  return events;
}
