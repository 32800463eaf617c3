import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may not go (issue 26): loopback, link-local, private (RFC 1918, fc00::/7, CGNAT), unspecified,
 * multicast and reserved addresses. Checked at registration and again at delivery, on every address the host
 * resolves to (the delivery connects only to an address checked here: no DNS rebinding in between).
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fc00::', 7],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is one a webhook may not reach (an IPv4-mapped IPv6 address is judged as its IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, 'ipv6');
}

export type UrlVerdict = { ok: true; url: URL } | { ok: false; reason: string };

/** The URL's form: absolute https (http too when private addresses are allowed), no credentials. */
export function checkUrlShape(raw: string, allowPrivate: boolean): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, reason: 'not a valid URL' };
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return { ok: false, reason: 'it must be https' };
  if (url.username || url.password) return { ok: false, reason: 'it may not carry a user name or password' };
  return { ok: true, url };
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** Every address the URL's host resolves to, or why it may not be used (a forbidden address, an unknown host). */
export async function resolveAllowed(
  url: URL,
  allowPrivate: boolean,
): Promise<{ addresses: { address: string; family: number }[] } | { reason: string }> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      return { reason: `its host ${host} does not resolve` };
    }
  }
  if (!addresses.length) return { reason: `its host ${host} does not resolve` };
  if (!allowPrivate) {
    const bad = addresses.find((a) => isForbiddenAddress(a.address));
    if (bad) return { reason: `its host resolves to ${bad.address}, a private, loopback, link-local or reserved address` };
  }
  return { addresses };
}
