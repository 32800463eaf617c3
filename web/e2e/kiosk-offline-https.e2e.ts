import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Server as TlsServer } from 'node:tls';
import { chromium, type Browser } from 'playwright-core';
import { startBrowserWorld, type BrowserWorld } from './harness';
import { SIZES } from './ux';
import { heldCount, kioskUrl, openPairedKiosk, walkInAtKiosk } from './kiosk-steps';
import { makeWorld } from '../../graph/src/test/factories';
import { ensureLanTls, listenTls } from '../../graph/src/core/http/lan-tls';

/**
 * Issue 36: the offline kiosk on a depot's network, where a browser installs a service worker only over https. The
 * server's own https listener (what `npm start` runs: lan-tls.ts) serves the app at a LAN name (`depot-pc.lan`, which
 * the browser resolves to this machine). A tablet that trusts the server's authority (here: Chromium told to accept a
 * chain holding that authority's key, as a tablet that installed /tls/depot-register-ca.crt does) installs the kiosk,
 * starts it with the network gone, holds a walk-in and stores it once the network is back. One that does not trust it
 * gets no page at all.
 */
jest.setTimeout(240_000);
const LAN = 'depot-pc.lan';
let w: BrowserWorld;
let tls: TlsServer;
let origin: string;
let tablet: Browser;
let untrusting: Browser;
beforeAll(async () => {
  w = await startBrowserWorld();
  const lan = await ensureLanTls(mkdtempSync(path.join(os.tmpdir(), 'lan-tls-')), [LAN]);
  tls = await listenTls(w.server.http, lan, 0, '127.0.0.1');
  origin = `https://${LAN}:${(tls.address() as { port: number }).port}`;
  const spki = createHash('sha256')
    .update(new X509Certificate(lan.ca).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  const launch = (args: string[]) =>
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', `--host-resolver-rules=MAP ${LAN} 127.0.0.1`, ...args],
    });
  tablet = await launch([`--ignore-certificate-errors-spki-list=${spki}`]);
  untrusting = await launch([]);
}, 120_000);
afterAll(async () => {
  await tablet?.close();
  await untrusting?.close();
  await new Promise((done) => (tls ? tls.close(done) : done(undefined)));
  await w?.close();
});

const rows = (sql: string, params: unknown[]) => w.server.orm.em.fork().getConnection().execute(sql, params);

describe('the offline kiosk over the LAN https listener (issue 36)', () => {
  it('installs its service worker at a LAN name, starts with no network, holds a walk-in and stores it once back', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const context = await tablet.newContext({ viewport: SIZES['tablet-portrait'], serviceWorkers: 'allow' });
    const page = await context.newPage();
    await openPairedKiosk(w.server, page, tenant.name, depot.code, origin);
    expect(page.url().startsWith(`${origin}/`)).toBe(true);
    expect(await page.evaluate(() => window.isSecureContext)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('kiosk-home').waitFor();
    expect(await page.getByTestId('kiosk-tenant').textContent()).toBe(tenant.name);
    await w.shot(page, 'kiosk-offline-https-home');
    await walkInAtKiosk(page, { first: 'Lana', last: 'Lan' }, null);
    await page.getByTestId('checked-in-text').waitFor();
    await page.getByTestId('kiosk-home').waitFor({ timeout: 15_000 });
    expect(await heldCount(page)).toBe(1);
    expect(await rows(`select count(*)::int as n from kiosk_entry where depot_id = ?`, [depot.id])).toEqual([{ n: 0 }]);

    await context.setOffline(false);
    await page.getByTestId('held-banner').waitFor({ state: 'detached', timeout: 30_000 });
    expect(
      await rows(
        `select count(*)::int as n from attendance a join attendee p on p.id = a.attendee_id where a.depot_id = ? and p.last_name = 'Lan'`,
        [depot.id],
      ),
    ).toEqual([{ n: 1 }]);
    expect(page.url()).toBe(`${origin}${kioskUrl(tenant.name, depot.code)}`);
    await context.close();
  });

  it('a tablet that has not installed the authority gets no page (the trust card says to install it once)', async () => {
    const context = await untrusting.newContext();
    const page = await context.newPage();
    await expect(page.goto(`${origin}/kiosk`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID|ERR_CERT/);
    await context.close();
  });
});
