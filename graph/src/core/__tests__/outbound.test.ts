import dns from 'node:dns';
import http from 'node:http';
import net from 'node:net';
import tls from 'node:tls';
import type { AddressInfo } from 'node:net';
import { checkOutbound, guardedFetch, isForbiddenAddress, OutboundRefused, type Resolver } from '../http/outbound';

/**
 * Issue 40, the one address guard (core/http/outbound.ts) every fetch on a tenant's word goes through: webhooks and
 * single sign-on. Unit tier: a table of addresses, URLs refused before any connection is attempted (sockets spied on,
 * never opened), and a fetch that connects to the address checked even when the resolver would now say another. No
 * traffic leaves 127.0.0.0/8: refused addresses are never connected to, only judged.
 */
const FORBIDDEN = [
  '0.0.0.0',
  '10.0.0.1',
  '100.64.0.1',
  '127.0.0.1',
  '127.255.255.254',
  '169.254.169.254',
  '172.16.0.1',
  '172.31.255.255',
  '192.0.0.8',
  '192.0.2.1',
  '192.88.99.1',
  '192.168.1.1',
  '198.18.0.1',
  '198.51.100.7',
  '203.0.113.9',
  '224.0.0.1',
  '239.255.255.250',
  '240.0.0.1',
  '255.255.255.255',
  '::',
  '::1',
  '::127.0.0.1',
  '::7f00:1',
  '::a00:1',
  '::ffff:10.0.0.1',
  '::ffff:a00:1',
  '::ffff:127.0.0.1',
  '::ffff:8.8.8.8',
  '64:ff9b::a00:1',
  '100::1',
  '2001::1',
  '2001:db8::1',
  '2002:7f00:1::1',
  '2002:0a00:0001::1',
  'fc00::1',
  'fd12:3456::1',
  'fe80::1',
  'fec0::1',
  'ff02::1',
  'not-an-ip',
];
const ALLOWED = ['93.184.216.34', '8.8.8.8', '172.32.0.1', '192.0.3.1', '198.51.101.1', '203.0.114.1', '2606:4700::1111', '2a00:1450::1'];

describe('the address guard', () => {
  it.each(FORBIDDEN)('refuses %s', (address) => expect(isForbiddenAddress(address)).toBe(true));
  it.each(ALLOWED)('allows %s', (address) => expect(isForbiddenAddress(address)).toBe(false));

  describe('refuses before any connection', () => {
    const spies: jest.SpyInstance[] = [];
    beforeEach(() => {
      spies.push(jest.spyOn(net, 'connect'), jest.spyOn(net, 'createConnection'), jest.spyOn(tls, 'connect'));
    });
    afterEach(() => {
      for (const s of spies) expect(s).not.toHaveBeenCalled();
      spies.splice(0).forEach((s) => s.mockRestore());
    });

    it.each([
      'https://127.0.0.1:6379/',
      'https://[::1]/',
      'https://[::127.0.0.1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[::ffff:127.0.0.1]/',
      'https://[2002:7f00:1::1]/',
      'https://2130706433/',
      'https://0x7f.1/',
      'https://10.0.0.1/.well-known/openid-configuration',
      'https://169.254.169.254/latest/meta-data',
      'https://192.0.2.1/',
      'https://198.51.100.1/',
      'https://203.0.113.1/',
      'https://100.64.0.1/',
      'https://[fd00::1]/',
      'http://93.184.216.34/',
      'https://user:pw@93.184.216.34/',
    ])('%s (and with the test flag unless loopback)', async (raw) => {
      const fetch = guardedFetch({ allowLoopback: false, timeoutMs: 1000, resolve: () => Promise.reject(new Error('never asked')) });
      await expect(fetch(raw)).rejects.toBeInstanceOf(OutboundRefused);
      // The test flag lets loopback through (http only to this machine), nothing else.
      const loopbackOk = /^https:\/\/(127\.|\[::1\]|2130706433|0x7f)/.test(raw);
      if (!loopbackOk) await expect(checkOutbound(raw, true)).rejects.toBeInstanceOf(OutboundRefused);
    });

    it('a name that resolves to any forbidden address (one of several is enough)', async () => {
      for (const answer of [['10.0.0.5'], ['93.184.216.34', '169.254.169.254'], ['2606:4700::1111', '::ffff:a00:1'], ['192.0.2.10']]) {
        const resolve: Resolver = jest.fn(async () => answer.map((address) => ({ address, family: net.isIP(address) })));
        const fetch = guardedFetch({ allowLoopback: true, timeoutMs: 1000, resolve });
        const refused = await fetch('https://idp.example.com/.well-known/openid-configuration').catch((e: unknown) => e);
        expect(refused).toBeInstanceOf(OutboundRefused);
        expect((refused as OutboundRefused).reason).toMatch(/private, loopback, link-local or reserved/);
        expect(resolve).toHaveBeenCalledTimes(1);
      }
    });

    it('loopback without the test flag', async () => {
      const resolve: Resolver = async () => [{ address: '127.0.0.1', family: 4 }];
      await expect(guardedFetch({ allowLoopback: false, timeoutMs: 1000, resolve })('https://sso.example.com/')).rejects.toBeInstanceOf(
        OutboundRefused,
      );
    });
  });

  it('connects to the address it checked, not to what the resolver says afterwards (no DNS rebinding)', async () => {
    const server = http.createServer((req, res) => res.end(JSON.stringify({ host: req.headers.host, path: req.url })));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    // Any later lookup of the name (the socket's own) would answer 127.0.0.2, where nothing listens.
    const rebind = jest
      .spyOn(dns, 'lookup')
      .mockImplementation(((_h: string, _o: unknown, cb: (...a: unknown[]) => void) =>
        (typeof _o === 'function' ? (_o as typeof cb) : cb)(null, '127.0.0.2', 4)) as never);
    try {
      const resolve: Resolver = jest.fn(async () => [{ address: '127.0.0.1', family: 4 }]);
      const res = await guardedFetch({ allowLoopback: true, timeoutMs: 5000, resolve })(`http://localhost:${port}/x?y=1`);
      expect(await res.json()).toEqual({ host: `localhost:${port}`, path: '/x?y=1' });
      expect(resolve).toHaveBeenCalledTimes(1);
      expect(rebind).not.toHaveBeenCalled();
    } finally {
      rebind.mockRestore();
      await new Promise((r) => server.close(r));
    }
  });

  it('follows no redirect and ends a silent server after its timeout', async () => {
    const server = http.createServer((req, res) => {
      if (req.url === '/moved') res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
      // '/silent': never answers
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    try {
      const fetch = guardedFetch({ allowLoopback: true, timeoutMs: 300 });
      const moved = await fetch(`http://127.0.0.1:${port}/moved`);
      expect([moved.status, moved.headers.get('location')]).toEqual([302, 'http://127.0.0.1:1/elsewhere']);
      const started = Date.now();
      await expect(fetch(`http://127.0.0.1:${port}/silent`)).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    }
  });
});
