import { Messages } from '@contracts/messages';
import { classifyError } from '../../app/transport';
import { graphQLErrorText } from '../auth/errors';
import { kioskText } from './kioskText';

/**
 * The server's text of a failed kiosk call (spec 7: shown for 3 s), or the transport message; with the network down,
 * plainly that (issue 27: a lookup needs the server; what still works without it).
 */
/** No answer at all: the network (or the server's address) is down. */
export const isNetworkFailure = (error: unknown) => classifyError(error) === 'network';

export const kioskErrorText = (error: unknown): string => {
  const failure = classifyError(error);
  // The server failed it (issue 36): said as such in the visitor's language, not as its console text or as no network.
  if (failure === 'server') return kioskText.serverFailed;
  return graphQLErrorText(error) ?? (failure === 'network' ? kioskText.networkDown : Messages.networkError); // the kiosk speaks the server's English through its own catalogue
};

/** Kiosk timers (spec 9), in one place. */
export const KIOSK_TIMERS = {
  error: 3000,
  confirmation: 4000,
  signNotice: 3000,
  qrModal: 8000,
  /** Not in the spec: the home's "Do you have a QR code or a reference number?" closes after this, like the QR prompt. */
  haveCode: 8000,
  qrScanDelay: 100,
  clockIn: 9000,
  clockInAfterSignature: 10000,
  clockOut: 10000,
  /** Not in the spec: a kiosk screen left alone this long asks "Are you still there?"... */
  idle: 60000,
  /** ...and returns to the depot home, the visitor's data cleared, after this count down. */
  idleWarning: 15000,
  /** The print page shows a visitor's details: it asks sooner. */
  idlePrint: 20000,
  /** Not in the spec: the end of a sign-in (its printable confirmation, its label) shows the first name and the badge
   * this long, then the depot home (issue 36: a public screen). */
  personalData: 5000,
  /** Not in the spec: the kiosk's error screen (a chunk that would not load, the network down) goes home after this... */
  errorReturn: 15000,
  /** ...and a kiosk that could not reach the server for its depot asks again this often (and when the network is back). */
  offlineRetry: 5000,
} as const;
