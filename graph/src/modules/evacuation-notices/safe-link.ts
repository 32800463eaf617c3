import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A roll-call entry's "I am safe" link token (issue 39): the entry's id and an HMAC of it under the server's secret.
 * Nothing is stored (a retried job sends the same link); it cannot be guessed or pointed at another entry; it works
 * once because the entry is marked once, and only while the roll-call is open.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const mac = (secret: string, entryId: string) => createHmac('sha256', secret).update(`evacuation-safe:${entryId}`).digest('base64url');

export const safeToken = (secret: string, entryId: string) => `${entryId}.${mac(secret, entryId)}`;

/** The entry a token names, or null when it is not one of ours (any shape, any length). */
export function entryOfToken(secret: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [entryId, given, ...rest] = token.split('.');
  if (rest.length || !entryId || !given || !UUID.test(entryId)) return null;
  const want = Buffer.from(mac(secret, entryId));
  const got = Buffer.from(given);
  return got.length === want.length && timingSafeEqual(got, want) ? entryId : null;
}

/** The page a link opens (web route /safe/:token). */
export const safeLinkUrl = (base: string, token: string) => `${base}/safe/${encodeURIComponent(token)}`;
