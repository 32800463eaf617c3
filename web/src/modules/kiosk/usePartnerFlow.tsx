import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { graphqlFetch } from '../../app/graphqlFetch';
import { localErrors } from '../../app/transport';
import { KioskPartnerDocument, PartnerShiftDocument } from './documents';
import { useKiosk } from './KioskContext';
import { kioskErrorText } from './kioskErrors';
import { kioskText } from './kioskText';

/** The partner being clocked in, across the partner kiosk's routes (sessionStorage, cleared at home). */
export type PartnerJourney = {
  workId: string;
  name: string;
  organisation: string;
  flags: { signFlag: boolean; badgeNumFlag: boolean; enterTemperature: boolean };
  temperature?: string;
};

export type PartnerNotice = {
  text: string;
  tone: 'info' | 'success' | 'error';
  ms: number;
  kind: 'clockIn' | 'clockOut' | 'error' | 'prompt' | 'warning';
};

const key = (t: string, d: string) => `kiosk-partner:${t.toLowerCase()}:${d.toLowerCase()}`;

/**
 * The partner kiosk's steps (spec 4.5): shift validation first, then the decision of kioskPartner, the
 * identity question, temperature (when enabled) and the house rules, the badge (when needed), the clock-in,
 * and the signature page (when needed). Each page calls the step it owns.
 */
export function usePartnerFlow() {
  const { depot, tenantName, depotCode, to, language } = useKiosk();
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
    };
    return { next: p.next, message: p.message ?? null, partner: journey };
  };

  // Issue 27: a clock-in or clock-out is held on the device when the network is down; the partner is told it is done.
  const held = useRef(false);
  const clockIn = async (p: PartnerJourney, badge?: string) => {
    const { sendClockIn } = await import('./offline/held');
    const r = await sendClockIn(depot!.id, p.workId, badge ?? null, p.temperature ?? null, language);
    held.current = r.held;
    return r.held ? { message: `${kioskText.heldClockedIn(p.workId)} ${kioskText.heldNote}` } : r.data;
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

  /** After a clock-in: the signature page when the partner signs, else the clock-in notice (9 s). */
  const afterClockIn = (p: PartnerJourney) => {
    // A held clock-in has no attendance on the server yet to sign for.
    if (p.flags.signFlag && !held.current) {
      save(p);
      navigate(to('partner-sign-to-accept'));
      return true;
    }
    return false;
  };

  return { partner, save, lookup, clockIn, clockOut, afterRules, afterClockIn, errorText: kioskErrorText };
}
