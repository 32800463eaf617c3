import { useEffect, useState } from 'react';
import { graphqlFetch } from '../../app/graphqlFetch';
import { KioskEvacuationDocument } from './kioskDocuments';

/** How often a kiosk home asks whether a roll-call is under way at its depot. */
export const KIOSK_EVACUATION_POLL_MS = 15_000;

export type KioskEvacuation = { startedAt: string; assemblyPoint?: string | null };

/**
 * The depot's roll-call under way, as its kiosk home shows it (issue 37): asked when the home opens (so someone who
 * just signed in during one is told at once) and every 15 s; null when none. A failed ask keeps the last answer (the
 * kiosk may be offline: it says so itself).
 */
export function useKioskEvacuation(depotId: string | null | undefined): KioskEvacuation | null {
  const [evacuation, setEvacuation] = useState<KioskEvacuation | null>(null);
  useEffect(() => {
    if (!depotId) return undefined;
    let live = true;
    const ask = () =>
      graphqlFetch(KioskEvacuationDocument, { depotId }, { errorHandling: 'silent' }).then(
        (d) => live && setEvacuation(d.kioskEvacuation ?? null),
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => void ask(), KIOSK_EVACUATION_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [depotId]);
  return evacuation;
}
