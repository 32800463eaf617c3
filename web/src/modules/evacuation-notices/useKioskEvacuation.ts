import { useEffect, useState } from 'react';
import { graphqlFetch } from '../../app/graphqlFetch';
import { KioskEvacuationDocument } from './kioskDocuments';

/** How often a kiosk home asks whether a roll-call is under way at its depot. */
export const KIOSK_EVACUATION_POLL_MS = 15_000;
/** While one is under way, how often it asks whether it has ended (the kiosk goes back to its home soon after). */
export const KIOSK_EVACUATION_ENDED_POLL_MS = 4_000;

export type KioskEvacuation = { startedAt: string; assemblyPoint?: string | null; muster: boolean };

/**
 * The depot's roll-call under way, as its kiosk home shows it (issues 37, 39): asked when the home opens (so someone who
 * just signed in during one is told at once), every 15 s, and every 4 s while one is under way (the evacuation screen
 * gives way to the home soon after the end); null when none. A failed ask keeps the last answer (the kiosk may be
 * offline: it says so itself).
 */
export function useKioskEvacuation(depotId: string | null | undefined): KioskEvacuation | null {
  const [evacuation, setEvacuation] = useState<KioskEvacuation | null>(null);
  const underWay = !!evacuation;
  useEffect(() => {
    if (!depotId) return undefined;
    let live = true;
    const ask = () =>
      graphqlFetch(KioskEvacuationDocument, { depotId }, { errorHandling: 'silent' }).then(
        (d) => live && setEvacuation(d.kioskEvacuation ?? null),
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => void ask(), underWay ? KIOSK_EVACUATION_ENDED_POLL_MS : KIOSK_EVACUATION_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [depotId, underWay]);
  return evacuation;
}
