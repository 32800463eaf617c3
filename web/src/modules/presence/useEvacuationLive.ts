import { useSubscription } from '@apollo/client/react';
import { useRef } from 'react';
import { useAttendanceLive } from '../staff/useAttendanceLive';
import { EvacuationChangedDocument } from './documents';

/**
 * Keeps a roll-call current on every open device: each start, mark and end of the depot's evacuation (from any
 * replica), and each sign-out at the depot (a person who leaves counts as left), calls `onEvent`.
 */
export function useEvacuationLive(depotId: string | null | undefined, onEvent: () => void): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  useSubscription(EvacuationChangedDocument, {
    variables: { depotId: depotId ?? '' },
    skip: !depotId,
    onData: () => latest.current(),
  });
  useAttendanceLive(depotId, { refetch: async () => latest.current() });
}
