import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer, type Server as TlsServer } from 'node:tls';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { loadSelfsigned } from '../first-use';

/**
 * https on the local network out of the box (issue 36): a tablet keeps the kiosk's code for offline use only in a
 * secure context, and a depot's server is usually reached at a LAN address no public certificate names. On its first
 * start with HTTPS_PORT set (`npm start` sets 4443), the server makes its own small certificate authority under
 * DATA_DIR/tls (ten years) and a server certificate signed by it for this machine's names and addresses (two years,
 * under the 825 days iPadOS accepts; made again when an address changes or it nears its end). Staff install the
 * authority's certificate on each tablet once (the Kiosks page links to it); kiosk links then use https.
 * The TLS listener hands each connection to the same HTTP server (its routes, WebSockets and limits): one app.
 */

export const CA_FILE = 'depot-register-ca.crt';
const DAY = 86_400_000;

export interface LanTls {
  key: string;
  cert: string;
  ca: string;
  /** The names and addresses the server certificate holds. */
  names: string[];
}

/** This machine's names and addresses (every interface's IPv4 and IPv6, loopback too). */
export function machineNames(): string[] {
  const host = os.hostname();
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .filter((a): a is os.NetworkInterfaceInfo => !!a && !(a.family === 'IPv6' && a.address.startsWith('fe80')))
    .map((a) => a.address);
  return [...new Set(['localhost', host, ...(host.includes('.') ? [] : [`${host}.local`]), '127.0.0.1', '::1', ...addresses])];
}

/** selfsigned's certificate maker, loaded only when a certificate is made (core/first-use.ts). */
const generate: (typeof import('selfsigned'))['generate'] = async (...args) => (await loadSelfsigned()).generate(...args);

const isIp = (n: string) => /^[\d.]+$/.test(n) || n.includes(':');

/** The authority and a server certificate for `names`, made or kept under `dir`. */
export async function ensureLanTls(dir: string, names: string[] = machineNames(), now = new Date()): Promise<LanTls> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = (f: string) => path.join(dir, f);
  if (!existsSync(file(CA_FILE)) || !existsSync(file('ca.key'))) {
    const ca = await generate([{ name: 'commonName', value: `Depot Register local authority (${os.hostname()})` }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - DAY),
      notAfterDate: new Date(now.getTime() + 3650 * DAY),
      extensions: [
        { name: 'basicConstraints', cA: true, pathLenConstraint: 0, critical: true },
        { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
      ],
    });
    writeFileSync(file('ca.key'), ca.private, { mode: 0o600 });
    writeFileSync(file(CA_FILE), ca.cert);
  }
  const ca = readFileSync(file(CA_FILE), 'utf8');
  const wanted = [...names].sort();
  const current = existsSync(file('server.crt')) ? new X509Certificate(readFileSync(file('server.crt'))) : undefined;
  const held = current?.subjectAltName
    ?.split(', ')
    .map((e) => e.replace(/^(DNS|IP Address):/, ''))
    .sort();
  const fresh =
    current &&
    existsSync(file('server.key')) &&
    new Date(current.validTo).getTime() - now.getTime() > 30 * DAY &&
    wanted.every((n) => held?.includes(n === '::1' ? '0:0:0:0:0:0:0:1' : n) || held?.includes(n));
  if (!fresh) {
    const server = await generate([{ name: 'commonName', value: os.hostname() }], {
      keyType: 'ec',
      algorithm: 'sha256',
      notBeforeDate: new Date(now.getTime() - DAY),
      notAfterDate: new Date(now.getTime() + 730 * DAY),
      ca: { key: readFileSync(file('ca.key'), 'utf8'), cert: ca },
      extensions: [
        { name: 'basicConstraints', cA: false },
        { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
        { name: 'extKeyUsage', serverAuth: true },
        { name: 'subjectAltName', altNames: wanted.map((n) => (isIp(n) ? { type: 7 as const, ip: n } : { type: 2 as const, value: n })) },
      ],
    });
    writeFileSync(file('server.key'), server.private, { mode: 0o600 });
    writeFileSync(file('server.crt'), server.cert);
  }
  return { key: readFileSync(file('server.key'), 'utf8'), cert: readFileSync(file('server.crt'), 'utf8'), ca, names: wanted };
}

/** Listens for TLS on `port` and gives each decrypted connection to `http` (routes, upgrades and all). */
export function listenTls(http: Server, tls: LanTls, port: number, host: string): Promise<TlsServer> {
  const server = createServer({ key: tls.key, cert: `${tls.cert.trim()}\n${tls.ca.trim()}\n`, ALPNProtocols: ['http/1.1'] }, (socket) =>
    http.emit('connection', socket),
  );
  server.on('tlsClientError', () => undefined); // a browser refusing the certificate, a port scan: nothing to log
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
