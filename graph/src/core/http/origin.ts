import type { FastifyRequest } from 'fastify';
import type { Actor } from '../auth/actor';

/** A host as a browser sends it: a name or an address, an optional port; anything else is not used for a link. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The address a request came to, as the browser wrote it (`http://10.0.0.7:4000`): fastify's protocol and host, which
 * believe X-Forwarded-Proto/-Host only from the proxies TRUST_PROXY names. Undefined when the host is not a plain host.
 */
export function requestOrigin(req: FastifyRequest): string | undefined {
  const host = req.host;
  return host && HOST.test(host) ? `${req.protocol}://${host}` : undefined;
}

/** The base of a link staff open on another device: PUBLIC_URL when set, else the address they are using. */
export const linkBase = (config: { publicUrl: string; publicUrlSet: boolean }, origin: string | undefined) =>
  config.publicUrlSet || !origin ? config.publicUrl : origin;

const onThisMachine = (u: URL) => u.hostname === 'localhost' || u.hostname === '[::1]' || /^127\./.test(u.hostname);

/**
 * The base of a kiosk link (issue 36): `linkBase`, except that an http address of the local network becomes the
 * server's own https listener (HTTPS_PORT) when there is one: a tablet keeps the kiosk for offline use only over https.
 */
export function kioskLinkBase(
  config: { publicUrl: string; publicUrlSet: boolean; httpsPort?: number },
  origin: string | undefined,
): string {
  const base = linkBase(config, origin);
  if (config.publicUrlSet || !config.httpsPort || !origin) return base;
  const u = new URL(origin);
  return u.protocol === 'https:' || onThisMachine(u) ? base : `https://${u.hostname}:${config.httpsPort}`;
}

/** Where staff download the certificate a tablet installs to trust the kiosk link (set when `kioskLinkBase` moved it). */
export function kioskCertificateUrl(config: { publicUrl: string; publicUrlSet: boolean; httpsPort?: number }, origin: string | undefined) {
  return origin && kioskLinkBase(config, origin) !== linkBase(config, origin) ? `${origin}/tls/depot-register-ca.crt` : null;
}

/**
 * The base of the links in an e-mail a staff member's request causes (issue 36: a set-password link, the evacuation
 * e-mail's roll-call link): PUBLIC_URL when set (the job's default, so undefined here); unset, the address that staff
 * member was browsing, as kiosk links do (`linkBase`). Never for an anonymous request (a self-service reset): a stranger
 * must not choose the address a reset link points at. Carried in the job's payload (an address, no personal data).
 */
export const staffMailLinkBase = (d: { config: { publicUrlSet: boolean }; origin?: string }, actor: Actor): string | undefined =>
  actor.kind === 'staff' && !d.config.publicUrlSet && d.origin ? d.origin : undefined;

/** `staffMailLinkBase` as a payload's part: `{ linkBase }`, or nothing. */
export const staffMailLinks = (d: { config: { publicUrlSet: boolean }; origin?: string }, actor: Actor): { linkBase?: string } => {
  const linkBase = staffMailLinkBase(d, actor);
  return linkBase ? { linkBase } : {};
};

/** The base a job's e-mail links use: the payload's staff address when it is a plain http(s) origin, else PUBLIC_URL. */
export function mailLinkBase(config: { publicUrl: string }, linkBase: unknown): string {
  if (typeof linkBase === 'string') {
    const m = /^https?:\/\/(.+)$/.exec(linkBase);
    if (m && HOST.test(m[1])) return linkBase;
  }
  return config.publicUrl;
}
