import { KIOSK_TIMERS } from './kioskErrors';

/** What a partner kiosk screen tells the partner for a few seconds (TimedModal), and its test id. */
export type PartnerNotice = {
  text: string;
  tone: 'info' | 'success' | 'error';
  ms: number;
  kind: 'clockIn' | 'signed' | 'clockOut' | 'error' | 'prompt' | 'warning';
};

/** A clock-in's answer: the notice to show, and whether a signature was saved with it. */
export type ClockedIn = { message: string; signed: boolean };

/** The notice after a clock-in: 9 s, or 10 s with the signature saved (spec 4.5). */
export const clockedInNotice = (r: ClockedIn): PartnerNotice =>
  r.signed
    ? { text: r.message, tone: 'success', ms: KIOSK_TIMERS.clockInAfterSignature, kind: 'signed' }
    : { text: r.message, tone: 'success', ms: KIOSK_TIMERS.clockIn, kind: 'clockIn' };

const NOTICE_IDS: Record<PartnerNotice['kind'], string> = {
  clockIn: 'clock-in-notice',
  signed: 'signature-saved',
  clockOut: 'clock-out-notice',
  error: 'kiosk-error',
  prompt: 'kiosk-error',
  warning: 'kiosk-error',
};
/** A partner notice's test id. */
export const partnerNoticeId = (n: PartnerNotice | null) => (n ? NOTICE_IDS[n.kind] : 'kiosk-error');
