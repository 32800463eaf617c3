import http from 'node:http';
import https from 'node:https';
import { Webhook } from 'standardwebhooks';
import { OutboundRefused, checkOutbound, pinnedLookup, type ResolvedAddress } from '../../core/http/outbound';

export interface AttemptResult {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
  /** No answer came within the timeout (issue 40: a run of these pauses the endpoint). */
  timedOut: boolean;
}

/** The Standard Webhooks headers of one attempt: the event id, the attempt's time, `v1,<base64 HMAC-SHA256 of id.timestamp.body>`. */
export function signedHeaders(secret: string, eventId: string, body: string, at: Date): Record<string, string> {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(eventId, at, body),
  };
}

/**
 * One POST of a delivery: the URL checked again (DNS can change since registration) and the connection made only to
 * the address checked; no redirect followed (a 3xx is a failed attempt); ended after `timeoutMs`. Never throws.
 */
export async function postWebhook(opts: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
}): Promise<AttemptResult> {
  const started = Date.now();
  let timedOut = false;
  const done = (statusCode: number | null, error: string | null): AttemptResult => ({
    statusCode,
    latencyMs: Date.now() - started,
    error,
    timedOut,
  });
  // The address guard (core/http/outbound.ts): checked again (DNS can change since registration), and the connection
  // goes to the address checked, whatever the resolver would answer by then.
  let url: URL;
  let pinned: ResolvedAddress;
  try {
    ({ url, pinned } = await checkOutbound(opts.url, opts.allowPrivate));
  } catch (e) {
    if (e instanceof OutboundRefused) return done(null, e.message);
    throw e;
  }
  const lookup = pinnedLookup(pinned);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (r: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup,
        headers: {
          ...opts.headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(opts.body)),
          'user-agent': 'DepotRegister-Webhooks/1',
        },
      },
      (res) => {
        // The answer's body is not kept: read (at most 64 KiB) and dropped.
        let seen = 0;
        res.on('data', (chunk: Buffer) => {
          seen += chunk.length;
          if (seen > 65_536) res.destroy();
        });
        const code = res.statusCode ?? 0;
        const verdict = () => finish(done(code, code >= 200 && code < 300 ? null : `HTTP ${code}`));
        res.on('end', verdict);
        res.on('close', verdict);
        res.on('error', verdict);
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      req.destroy(new Error(`no answer within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    req.on('error', (err) => finish(done(null, err.message.slice(0, 500))));
    req.end(opts.body);
  });
}
