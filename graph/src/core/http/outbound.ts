import { lookup as dnsLookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { loadUndici } from '../first-use';

/**
 * The one address guard (issue 40) for every address the server fetches on a tenant's word: webhook endpoints, the
 * single sign-on issuer and every endpoint its discovery document names. A URL is checked for its form (https; http
 * only with the test flag), its host resolved once, every address refused that is loopback, private, link-local,
 * shared (CGNAT), multicast, unspecified, documentation, benchmarking or otherwise reserved, in any IPv6 spelling of an
 * IPv4 address (mapped `::ffff:a.b.c.d`, compatible `::a.b.c.d`, NAT64, 6to4, Teredo); and the connection is then made
 * to the address checked, never resolved again (a DNS answer that changes in between, rebinding, cannot move it).
 * `allowLoopback` (WEBHOOK_ALLOW_PRIVATE=true, tests only) lets loopback addresses (127.0.0.0/8, ::1) through, and http
 * to this machine, and nothing else: a test's own servers are on loopback, and the other ranges stay refused even there.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // this network, unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (CGNAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback ::1 and the IPv4-compatible ::a.b.c.d
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Whether the server may not connect to this IP address on a tenant's word (anything that is not an IP: refused). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  // IPv4-mapped (::ffff:a.b.c.d, in any spelling): refused whatever the IPv4, a name never resolves to one. (A rule for
  // ::ffff:0:0/96 cannot say it: BlockList judges an IPv4 address against the mapped rules too.)
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(new URL(`http://[${address}]/`).hostname.slice(1, -1))) return true;
  return blocked.check(address, 'ipv6');
}

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
const isLoopback = (address: string) => {
  const family = isIP(address);
  return family === 4 ? loopback.check(address, 'ipv4') : family === 6 && address.toLowerCase() === '::1';
};

/** The hosts http is allowed to with the test flag: this machine's, by name or loopback address. */
const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

/** The URL's form: absolute https (with the test flag, http too to this machine), no credentials. */
export function checkUrlShape(raw: string | URL, allowLoopback: boolean): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a valid URL' };
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:' && LOOPBACK_NAMES.has(url.hostname)))
    return { ok: false, reason: 'it must be https' };
  if (url.username || url.password) return { ok: false, reason: 'it may not carry a user name or password' };
  return { ok: true, url };
}

export type ResolvedAddress = { address: string; family: number };
/** How a host name becomes addresses (the system resolver; a test passes its own). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;
const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Every address the URL's host resolves to (resolved once), or why it may not be used (a forbidden address, an unknown host). */
export async function resolveAllowed(
  url: URL,
  allowLoopback: boolean,
  resolve: Resolver = systemResolver,
): Promise<{ addresses: ResolvedAddress[] } | { reason: string }> {
  const host = hostOf(url);
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      return { reason: `its host ${host} does not resolve` };
    }
  }
  if (!addresses.length) return { reason: `its host ${host} does not resolve` };
  const bad = addresses.find((a) => isForbiddenAddress(a.address) && !(allowLoopback && isLoopback(a.address)));
  if (bad) return { reason: `its host resolves to ${bad.address}, a private, loopback, link-local or reserved address` };
  return { addresses };
}

/** A `lookup` for sockets that answers the one address checked, whatever the host: the connection goes there. */
export function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_host, options, cb) => {
    if ((options as { all?: boolean }).all) (cb as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [pinned]);
    else cb(null, pinned.address, pinned.family);
  };
}

/** Why the guard refused an address: the caller turns it into its own clear 4xx. */
export class OutboundRefused extends Error {
  constructor(readonly reason: string) {
    super(`refused: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

/** The URL checked (form and every address): the address to connect to, or OutboundRefused. */
export async function checkOutbound(
  raw: string | URL,
  allowLoopback: boolean,
  resolve?: Resolver,
): Promise<{ url: URL; pinned: ResolvedAddress }> {
  const shape = checkUrlShape(raw, allowLoopback);
  if (!shape.ok) throw new OutboundRefused(shape.reason);
  const resolved = await resolveAllowed(shape.url, allowLoopback, resolve);
  if ('reason' in resolved) throw new OutboundRefused(resolved.reason);
  return { url: shape.url, pinned: resolved.addresses[0] };
}

/** The largest answer body read from a tenant's server (a discovery document, keys, tokens: a few KiB). */
const MAX_BODY_BYTES = 1 << 20;

/** What a caller of guardedFetch may pass (openid-client's CustomFetchOptions): redirects are never followed. */
export interface GuardedFetchInit {
  method?: string;
  headers?: unknown;
  body?: unknown;
  signal?: AbortSignal | null;
  redirect?: string;
}

/**
 * A fetch (the Fetch API's signature, for openid-client's `customFetch`) through the guard: the URL checked, the
 * connection pinned to the address checked (undici's `connect.lookup`), redirects never followed, the whole exchange
 * ended after `timeoutMs`, and the answer read (at most 1 MiB) before it is handed back.
 */
export function guardedFetch(opts: { allowLoopback: boolean; timeoutMs: number; resolve?: Resolver }) {
  return async (input: string | URL, init: GuardedFetchInit = {}): Promise<Response> => {
    const { url, pinned } = await checkOutbound(input, opts.allowLoopback, opts.resolve);
    const { Agent, fetch: undiciFetch } = await loadUndici();
    const agent = new Agent({ connect: { lookup: pinnedLookup(pinned) } });
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    try {
      const res = await undiciFetch(url, {
        method: init.method,
        headers: init.headers as never,
        body: init.body as never,
        redirect: 'manual',
        signal,
        dispatcher: agent,
      });
      const chunks: Uint8Array[] = [];
      let size = 0;
      if (res.body) {
        for await (const chunk of res.body) {
          size += chunk.length;
          if (size > MAX_BODY_BYTES) throw new OutboundRefused('its answer is larger than 1 MiB');
          chunks.push(chunk);
        }
      }
      const headers = new Headers();
      res.headers.forEach((v, k) => headers.append(k, v));
      const nullBody = [101, 204, 205, 304].includes(res.status);
      return new Response(nullBody ? null : Buffer.concat(chunks), { status: res.status, statusText: res.statusText, headers });
    } finally {
      void agent.destroy().catch(() => undefined);
    }
  };
}
