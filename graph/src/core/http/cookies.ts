import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a cookie is sent with: always HttpOnly; `secure` when the request came over https. */
export interface CookieOptions {
  /** The path the browser sends it back to (kept narrow: only the endpoint that reads it). */
  path: string;
  /** Seconds; 0 removes it. */
  maxAge: number;
  sameSite: 'Lax' | 'Strict';
}

/**
 * The browser's side of one HTTP exchange (GraphQL over HTTP; absent over graphql-ws, where no cookie can be set):
 * a cookie it sent, and a cookie to set on the answer.
 */
export interface BrowserCookies {
  get(name: string): string | undefined;
  set(name: string, value: string, opts: CookieOptions): void;
}

const NAME = /^[A-Za-z0-9_-]+$/;
const VALUE = /^[A-Za-z0-9_-]*$/;

/** One cookie of a `Cookie` header (names and values this server sets: base64url, no quoting). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    if (part.slice(0, i).trim() !== name) continue;
    const value = part.slice(i + 1).trim();
    return VALUE.test(value) ? value : undefined;
  }
  return undefined;
}

/** A `Set-Cookie` value: HttpOnly, SameSite, Path and Max-Age always; Secure when `secure`. */
export function serializeCookie(name: string, value: string, opts: CookieOptions & { secure: boolean }): string {
  if (!NAME.test(name) || !VALUE.test(value)) throw new Error(`cookie ${name}: unsupported characters`);
  return [
    `${name}=${value}`,
    `Path=${opts.path}`,
    `Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`,
    'HttpOnly',
    `SameSite=${opts.sameSite}`,
    ...(opts.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The cookies of a fastify request and its reply (Secure when fastify says the request is https: TRUST_PROXY). */
export function browserCookies(req: FastifyRequest, reply: FastifyReply): BrowserCookies {
  const secure = req.protocol === 'https';
  return {
    get: (name) => readCookie(req.headers.cookie, name),
    set: (name, value, opts) => {
      const prior = reply.getHeader('set-cookie');
      const list = prior === undefined ? [] : Array.isArray(prior) ? prior.map(String) : [String(prior)];
      void reply.header('set-cookie', [...list, serializeCookie(name, value, { ...opts, secure })]);
    },
  };
}
