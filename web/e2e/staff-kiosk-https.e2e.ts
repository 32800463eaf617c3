import path from 'node:path';
import { problems, settled, SIZES, type SizeName } from './ux';
import { SCREENSHOTS, startBrowserWorld, type BrowserWorld } from './harness';
import { makeWorld, TEST_PASSWORD } from '../../graph/src/test/factories';
import { ensureLanTls } from '../../graph/src/core/http/lan-tls';

/**
 * Issue 36: a LAN install works offline out of the box. Staff browsing the register at a local-network address (here
 * `depot-pc.lan`, which the browser resolves to this machine) get kiosk links on the server's own https listener and,
 * once per tablet, the certificate to install with the steps for Android and iPad; the certificate downloads. (The
 * listener itself, trusted through that certificate alone: graph core/__tests__/lan-tls.test.ts.)
 */
const HTTPS_PORT = 4443;
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld({ over: { httpsPort: HTTPS_PORT }, browserArgs: ['--host-resolver-rules=MAP depot-pc.lan 127.0.0.1'] });
  await ensureLanTls(path.join(w.server.config.dataDir, 'tls'));
}, 120_000);
afterAll(async () => {
  await w?.close();
});

describe('kiosk links from a local-network address', () => {
  it('use https with the certificate to trust once, at every staff size, nothing cut off', async () => {
    const { tenant, admin } = await makeWorld(w.server.orm);
    const lan = w.server.url.replace('127.0.0.1', 'depot-pc.lan');
    for (const size of ['tablet-portrait', 'tablet-landscape', 'phone', 'desktop'] as SizeName[]) {
      const { page, context } = await w.page(SIZES[size]);
      // signed in at that address (the browser keeps a session per address)
      await page.goto(`${lan}/ml-admin`);
      await page.getByTestId('login-username').fill(admin.username);
      await page.getByTestId('login-password').fill(TEST_PASSWORD);
      await page.getByTestId('login-submit').click();
      await page.waitForURL('**/dashboard');
      await page.goto(`${lan}/tenant-details/${tenant.id}`);
      const panel = page.getByTestId('depot-panel').first();
      await panel.getByTestId('kiosk-trust').waitFor();
      const href = (await panel.getByTestId('kiosk-visitor-link').getAttribute('href'))!;
      expect(href.startsWith(`https://depot-pc.lan:${HTTPS_PORT}/`)).toBe(true);
      expect(await panel.getByTestId('kiosk-offline-ready').count()).toBe(1);
      const cert = (await panel.getByTestId('kiosk-trust-download').getAttribute('href'))!;
      expect(cert).toBe(`${lan}/tls/depot-register-ca.crt`);
      // what the tablet downloads (from the browser: the address is the browser's own name for this machine)
      const got = await page.evaluate(async (u) => {
        const r = await fetch(u);
        return { status: r.status, type: r.headers.get('content-type'), start: (await r.text()).slice(0, 27) };
      }, cert);
      expect(got).toEqual({ status: 200, type: 'application/x-x509-ca-cert', start: '-----BEGIN CERTIFICATE-----' });
      await panel.getByTestId('kiosk-trust').scrollIntoViewIfNeeded();
      await settled(page);
      expect(await problems(page, { targets: false })).toEqual([]);
      await w.shot(page, `staff-kiosk-https-${size}`);
      await panel.getByTestId('kiosk-links').screenshot({ path: path.join(SCREENSHOTS, `staff-kiosk-https-links-${size}.png`) });
      await context.close();
    }
  });
});
