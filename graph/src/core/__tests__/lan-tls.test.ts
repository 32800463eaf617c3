import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { X509Certificate } from 'node:crypto';
import { Agent, fetch as undiciFetch } from 'undici';
import { startChildServer } from '../../test/child-server';
import { freePort } from '../db/embedded-postgres';
import { ensureLanTls } from '../http/lan-tls';
import { kioskCertificateUrl, kioskLinkBase } from '../http/origin';

/**
 * Issue 36: a LAN install works offline out of the box. With HTTPS_PORT the server makes its own authority and a
 * certificate for this machine's names and addresses, serves the same app over https, and hands staff the
 * authority's certificate to install on a tablet; kiosk links from an http LAN address point at the https listener.
 */
describe('https on the local network with the server own certificate', () => {
  it('makes an authority and a server certificate for the given names once, and again when an address changes', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'lan-tls-'));
    try {
      const first = await ensureLanTls(dir, ['localhost', '127.0.0.1', '192.168.1.20']);
      const ca = new X509Certificate(first.ca);
      const cert = new X509Certificate(first.cert);
      expect(ca.ca).toBe(true);
      expect(cert.ca).toBe(false);
      expect(cert.checkIssued(ca)).toBe(true);
      expect(cert.verify(ca.publicKey)).toBe(true);
      expect(cert.subjectAltName).toContain('IP Address:192.168.1.20');
      expect(cert.subjectAltName).toContain('DNS:localhost');
      // at most 825 days (iPadOS refuses longer server certificates from an installed authority)
      expect((new Date(cert.validTo).getTime() - Date.now()) / 86_400_000).toBeLessThan(825);
      const again = await ensureLanTls(dir, ['localhost', '127.0.0.1', '192.168.1.20']);
      expect(again.cert).toBe(first.cert);
      const moved = await ensureLanTls(dir, ['localhost', '127.0.0.1', '10.1.2.3']);
      expect(moved.cert).not.toBe(first.cert);
      expect(moved.ca).toBe(first.ca); // the tablets' trust stays
      expect(new X509Certificate(moved.cert).subjectAltName).toContain('IP Address:10.1.2.3');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('kiosk links from an http LAN address use the https listener; PUBLIC_URL, https and this machine stay as they are', () => {
    const c = { publicUrl: 'http://localhost:4000', publicUrlSet: false, httpsPort: 4443 };
    expect(kioskLinkBase(c, 'http://192.168.1.20:4000')).toBe('https://192.168.1.20:4443');
    expect(kioskCertificateUrl(c, 'http://192.168.1.20:4000')).toBe('http://192.168.1.20:4000/tls/depot-register-ca.crt');
    expect(kioskLinkBase(c, 'http://depot-pc.local:4000')).toBe('https://depot-pc.local:4443');
    expect(kioskLinkBase(c, 'http://localhost:4000')).toBe('http://localhost:4000');
    expect(kioskLinkBase(c, 'https://register.example.com')).toBe('https://register.example.com');
    expect(kioskCertificateUrl(c, 'https://register.example.com')).toBeNull();
    expect(kioskLinkBase({ ...c, publicUrlSet: true, publicUrl: 'https://r.example.com' }, 'http://192.168.1.20:4000')).toBe(
      'https://r.example.com',
    );
    expect(kioskLinkBase({ ...c, httpsPort: undefined }, 'http://192.168.1.20:4000')).toBe('http://192.168.1.20:4000');
  });

  it('the server answers over https with a certificate its own authority signed, and hands out the authority at /tls', async () => {
    const httpsPort = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lan-tls-server-'));
    const server = await startChildServer({ HTTPS_PORT: String(httpsPort), DATA_DIR: dataDir });
    try {
      const res = await fetch(`${server.url}/tls/depot-register-ca.crt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/x-x509-ca-cert');
      const ca = await res.text();
      expect(ca).toBe(readFileSync(path.join(dataDir, 'tls', 'depot-register-ca.crt'), 'utf8'));
      // trusted through that authority alone: the same app (health and GraphQL) over https
      const dispatcher = new Agent({ connect: { ca } });
      const health = await undiciFetch(`https://127.0.0.1:${httpsPort}/healthz`, { dispatcher });
      expect(await health.json()).toEqual({ status: 'ok' });
      const gql = await undiciFetch(`https://localhost:${httpsPort}/graphql`, {
        dispatcher,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(await gql.json()).toEqual({ data: { __typename: 'Query' } });
      // without it: refused
      await expect(undiciFetch(`https://127.0.0.1:${httpsPort}/healthz`, { dispatcher: new Agent() })).rejects.toThrow();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
