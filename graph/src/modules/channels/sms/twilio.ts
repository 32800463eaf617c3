import { Messages } from '../../../contracts/messages';
import { guardedFetch } from '../../../core/http/outbound';
import { failed, type AttemptResult } from '../channel-attempt';
import { E164 } from '../channel-kinds';
import type { SmsProvider } from './sms-provider';

export interface TwilioCreds {
  accountSid: string;
  authToken: string;
  from: string;
}

/** Twilio's request, as its SDK hands it to a custom HTTP client. */
interface TwilioRequest {
  method: string;
  uri: string;
  username?: string;
  password?: string;
  headers?: Record<string, string>;
  data?: Record<string, string>;
}

/**
 * SMS by Twilio's official SDK (`twilio`, its Messages API). The SDK builds the request; its HTTP client is ours: the
 * request goes to `baseUrl` (https://api.twilio.com, or a test's fake provider) through the outbound guard, and the
 * attempt's timeout is ours too.
 */
export const twilioSms: SmsProvider<TwilioCreds> = {
  name: 'twilio',
  check(c) {
    const bad: Record<string, string> = {};
    if (!c.accountSid || !/^AC[0-9a-fA-F]{32}$/.test(c.accountSid)) bad.accountSid = Messages.channelsTwilioSid;
    if (!c.authToken || c.authToken.length < 16 || c.authToken.length > 128) bad.authToken = Messages.channelsTwilioToken;
    if (!c.from || !E164.test(c.from)) bad.from = Messages.channelsPhone;
    return bad;
  },
  hint: (c) => `Twilio ${c.accountSid.slice(0, 6)}…${c.accountSid.slice(-4)}, from ${c.from}`,
  async send(creds, to, body, o) {
    let outcome: AttemptResult | undefined;
    const fetcher = guardedFetch({ allowLoopback: o.allowLoopback, timeoutMs: o.timeoutMs });
    const httpClient = {
      async request(r: TwilioRequest) {
        const target = new URL(r.uri);
        const url = new URL(target.pathname + target.search, o.baseUrl);
        const headers: Record<string, string> = { ...(r.headers ?? {}) };
        headers.Authorization = `Basic ${Buffer.from(`${r.username}:${r.password}`).toString('base64')}`;
        try {
          const res = await fetcher(url, {
            method: r.method.toUpperCase(),
            headers,
            body: r.data ? new URLSearchParams(r.data).toString() : undefined,
          });
          const text = await res.text();
          outcome = { statusCode: res.status, error: res.ok ? null : `HTTP ${res.status}: ${text.slice(0, 200)}`, timedOut: false };
          return { statusCode: res.status, body: text, headers: Object.fromEntries(res.headers) };
        } catch (err) {
          outcome = failed(err);
          throw err;
        }
      },
    };
    try {
      const { default: twilio } = await import('twilio');
      const client = twilio(creds.accountSid, creds.authToken, { httpClient: httpClient as never });
      await client.messages.create({ to, from: creds.from, body });
      return outcome ?? { statusCode: 201, error: null, timedOut: false };
    } catch (err) {
      return outcome && outcome.error ? outcome : failed(err);
    }
  },
};
