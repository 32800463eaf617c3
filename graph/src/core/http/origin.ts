import type { FastifyRequest } from 'fastify';

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
