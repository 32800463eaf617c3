import type { AttemptResult, PostOptions } from '../channel-attempt';

/**
 * An SMS provider's adapter (issue 39): how its credentials are checked and shown, and how one message is sent. A new
 * provider is one file beside twilio.ts and one line in sms/index.ts.
 */
export interface SmsProvider<C extends object = Record<string, string>> {
  readonly name: string;
  /** The credentials' fields, each as a catalogue message when it is wrong (an empty object: fine). */
  check(creds: Record<string, string | undefined>): Record<string, string>;
  /** What staff see of the credentials (never the secret). */
  hint(creds: C): string;
  /** Sends `body` to `to` (E.164); never throws. `baseUrl`: the provider's API address (a test's fake provider). */
  send(creds: C, to: string, body: string, o: PostOptions & { baseUrl: string }): Promise<AttemptResult>;
}
