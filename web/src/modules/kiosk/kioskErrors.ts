import { transportMessages } from '../../app/messages';
import { graphQLErrorText } from '../auth/errors';

/** The server's text of a failed kiosk call (spec 7: shown for 3 s), or the transport message. */
export const kioskErrorText = (error: unknown): string => graphQLErrorText(error) ?? transportMessages.network;

/** Kiosk timers (spec 9), in one place. */
export const KIOSK_TIMERS = {
  error: 3000,
  confirmation: 4000,
  signNotice: 3000,
  qrModal: 8000,
  qrScanDelay: 100,
  clockIn: 9000,
  clockInAfterSignature: 10000,
  clockOut: 10000,
} as const;
