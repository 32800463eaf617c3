/**
 * The app runs under its content security policy (graph/src/core/http/security-headers.ts): the kiosk with the
 * camera scanner (a fake camera), the reset page, the staff login and the live grid over graphql-ws load with
 * no violation (the harness fails every browser test on one), and their documents carry the headers.
 */
import { startBrowserWorld, untilWatched, type BrowserWorld } from './harness';
import { makeWorld, makeUser, TEST_PASSWORD, uniq } from '../../graph/src/test/factories';
import { kioskHomePath } from '../src/app/paths';

jest.setTimeout(120_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld({ browserArgs: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] });
}, 60000);
afterAll(async () => {
  await w?.close();
});

it('kiosk (camera scanner), reset page, login and live grid: the headers, and no CSP violation', async () => {
  const { tenant, depot } = await makeWorld(w.server.orm);
  const root = await makeUser(w.server.orm, { role: 'SuperAdmin', tenant: null, username: uniq('root_') });
  const { page, context } = await w.page({ width: 768, height: 1024 });

  const doc = await page.goto(kioskHomePath(tenant.name, depot.code));
  const headers = doc!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');

  await page.goto(`/visit-type/${encodeURIComponent(tenant.name)}/${depot.code}`);
  await page.getByTestId('visit-planned').click();
  // html5-qrcode puts the fake camera's stream into its video element (headless Chromium never plays it).
  await page.waitForFunction(() => !!document.querySelector('video')?.srcObject, undefined, { timeout: 15000 });
  await w.shot(page, 'csp-kiosk-scanner');

  const reset = await page.goto('/resetPassword/QUJD/REVG/R0g=/someone/someone%40example.test');
  expect(reset!.headers()['referrer-policy']).toBe('no-referrer');
  // A made-up token: the page renders the spent-link state, with the way to a new link.
  await page.getByTestId('reset-new-link').waitFor();

  await page.goto('/ml-admin');
  await page.getByTestId('login-username').fill(root.username);
  await page.getByTestId('login-password').fill(TEST_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  await page.goto('/LiveVisITReport');
  await page.getByTestId('tenant-picker').click();
  await page.getByTestId('tenant-picker').fill(tenant.name);
  await page.getByRole('option', { name: tenant.name }).click();
  await page.getByTestId('live-empty').waitFor();
  await untilWatched(w.server, depot.id); // the graphql-ws socket is up and subscribed
  await w.shot(page, 'csp-live-grid');
  await context.close();
  expect(w.cspViolations).toEqual([]);
});
