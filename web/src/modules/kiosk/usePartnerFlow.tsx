import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphqlFetch } from '../../app/graphqlFetch';
import { localErrors } from '../../app/transport';
import { KioskPartnerDocument, PartnerShiftDocument, PartnerSignatureDocument } from './documents';
import { useKiosk } from './KioskContext';
import { kioskErrorText } from './kioskErrors';
import { kioskText } from './kioskText';
import type { ClockedIn } from './partnerNotices';
import type { HeldAnswer } from './inductions/useKioskInduction';
import { usePartnerSignature } from './usePartnerSignature';

/** The partner being clocked in, across the partner kiosk's routes (sessionStorage, cleared at home). */
export type PartnerJourney = {
  workId: string;
  name: string;
  organisation: string;
  flags: { signFlag: boolean; badgeNumFlag: boolean; enterTemperature: boolean };
  temperature?: string;
  /** Issue 38: the tenant changed the contractor rules and asks this partner to read them again. */
  askAgain?: boolean;
  /** Issue 38: answers to the courses the offline kiosk showed, carried by the held clock-in (graded by the server). */
  inductions?: HeldAnswer[];
};

const key = (t: string, d: string) => `kiosk-partner:${t.toLowerCase()}:${d.toLowerCase()}`;

/**
 * The partner kiosk's steps (spec 4.5): shift validation first, then the decision of kioskPartner, the
 * identity question, temperature (when enabled) and the house rules, the badge (when needed), the signature (when
 * needed) and the clock-in. Each page calls the step it owns, and renders `signatureModal`.
 * The signature is asked for before anything is written, as the visitor's is (issue 36): its Cancel goes home with
 * the partner not clocked in, no attendance and no signature; once drawn, the clock-in runs and the signature is saved
 * right after it.
 */
export function usePartnerFlow() {
  const { depot, tenantName, depotCode, to, language, goHome } = useKiosk();
  const navigate = useNavigate();
  const k = key(tenantName, depotCode);
  const [partner, setPartnerState] = useState<PartnerJourney | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(k) ?? 'null') as PartnerJourney | null;
    } catch {
      return null;
    }
  });
  const save = useCallback(
    (p: PartnerJourney | null) => {
      setPartnerState(p);
      if (p) sessionStorage.setItem(k, JSON.stringify(p));
      else sessionStorage.removeItem(k);
    },
    [k],
  );

  /** Shift first, then the decision table; answers what the work id screen shows next. */
  const lookup = async (
    workId: string,
  ): Promise<{
    next: 'PARTNER_SCREEN' | 'SIGN_IN_VALIDATION' | 'SINGLE_SIGN_WARNING' | 'SHIFT';
    message: string | null;
    partner?: PartnerJourney;
  }> => {
    const shift = await graphqlFetch(PartnerShiftDocument, { depotId: depot!.id, workId }, localErrors);
    if (!shift.partnerShiftValidation.ok) return { next: 'SHIFT', message: shift.partnerShiftValidation.message ?? null };
    const p = (await graphqlFetch(KioskPartnerDocument, { depotId: depot!.id, workId }, localErrors)).kioskPartner;
    const journey: PartnerJourney = {
      workId: p.workId,
      name: p.name,
      organisation: p.organisation,
      flags: { signFlag: p.signFlag, badgeNumFlag: p.badgeNumFlag, enterTemperature: p.enterTemperature },
      askAgain: p.askAgain,
    };
    return { next: p.next, message: p.message ?? null, partner: journey };
  };

  const signature = usePartnerSignature(() => {
    save(null);
    goHome();
  });

  /**
   * The clock-in (issue 27: held on the device when the network is down, and the partner is told it is done), after
   * the signature when the partner signs. Null when the partner cancelled at the signature (home, nothing written).
   */
  const clockIn = async (p: PartnerJourney, badge?: string): Promise<ClockedIn | null> => {
    const png = p.flags.signFlag ? await signature.ask() : null;
    if (p.flags.signFlag && !png) return null;
    try {
      const { sendClockIn } = await import('./offline/held');
      const r = await sendClockIn(depot!.id, p.workId, badge ?? null, p.temperature ?? null, language, p.inductions);
      // A held clock-in has no attendance on the server yet to sign for (as a held visitor's check-in).
      if (r.held) return { message: `${kioskText.heldClockedIn(p.workId)} ${kioskText.heldNote}`, signed: false };
      if (!png) return { message: r.data.message, signed: false };
      await graphqlFetch(PartnerSignatureDocument, { input: { depotId: depot!.id, workId: p.workId, png } }, localErrors);
      return { message: `${p.name}: you are clocked in and your signature is saved.`, signed: true };
    } finally {
      signature.close();
    }
  };

  const clockOut = async (workId: string) => {
    const { sendClockOut } = await import('./offline/held');
    const r = await sendClockOut(depot!.id, workId);
    return r.held ? { message: `${kioskText.heldClockedOut(workId)} ${kioskText.heldNote}` } : r.data;
  };

  /** After the identity (and the temperature and house rules): the badge screen, or the clock-in. */
  const afterRules = (p: PartnerJourney, origin: string) => {
    save(p);
    if (p.flags.badgeNumFlag) {
      navigate(to('enter-badge-number-partner', origin));
      return 'badge' as const;
    }
    return 'clockIn' as const;
  };

  return { partner, save, lookup, clockIn, clockOut, afterRules, signatureModal: signature.modal, errorText: kioskErrorText };
}
