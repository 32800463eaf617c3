import { OutboundRefused, guardedFetch } from '../../core/http/outbound';

/** One attempt's outcome (as a webhook's, issue 40): the answer's status, or why none, and whether it timed out. */
export interface AttemptResult {
  statusCode: number | null;
  error: string | null;
  timedOut: boolean;
}

export interface PostOptions {
  timeoutMs: number;
  /** The outbound guard's test flag (WEBHOOK_ALLOW_PRIVATE): loopback let through, nothing else. */
  allowLoopback: boolean;
}

/** A request's failure as an attempt's outcome: refused by the guard, timed out, or the connection's error. */
export function failed(err: unknown): AttemptResult {
  const e = err as Error;
  if (e instanceof OutboundRefused) return { statusCode: null, error: e.message, timedOut: false };
  const timedOut = e?.name === 'TimeoutError' || e?.name === 'AbortError';
  return { statusCode: null, error: (timedOut ? 'no answer in time' : (e?.message ?? String(err))).slice(0, 500), timedOut };
}

/**
 * A JSON POST to a tenant's address through the one outbound guard (core/http/outbound.ts: https, no private
 * addresses, the connection pinned to the address checked, no redirects, ended after the timeout). Never throws.
 */
export async function postJson(url: string, body: unknown, o: PostOptions): Promise<AttemptResult> {
  try {
    const res = await guardedFetch({ allowLoopback: o.allowLoopback, timeoutMs: o.timeoutMs })(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'DepotRegister-Channels/1' },
      body: JSON.stringify(body),
    });
    const ok = res.status >= 200 && res.status < 300;
    return { statusCode: res.status, error: ok ? null : `HTTP ${res.status}`, timedOut: false };
  } catch (err) {
    return failed(err);
  }
}
