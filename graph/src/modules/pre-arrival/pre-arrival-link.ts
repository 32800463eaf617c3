import { createHash, randomBytes } from 'node:crypto';

/**
 * A pre-arrival link's token (issue 38): 32 random bytes, base64url (43 characters); only its sha256 is stored, as the
 * approval links do. Anything that is not that shape is no token (answered as a wrong one, without a query).
 */
export const newPreArrivalToken = () => randomBytes(32).toString('base64url');
export const hashPreArrivalToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const isPreArrivalToken = (token: unknown): token is string => typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token);

/** The page a link opens (web route /arrive/:token). */
export const preArrivalUrl = (base: string, token: string, language = 'en') =>
  `${base.replace(/\/+$/, '')}/arrive/${token}?lang=${encodeURIComponent(language)}`;
