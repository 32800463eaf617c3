import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeUser, makeWorld } from '../../graph/src/test/factories';

/**
 * The SuperAdmin's job queues (issue 41): Job queues in the side menu, the page saying what the queues are, the
 * button opening the server's queue screen (bull-board) in the same tab with every queue listed. A TenantAdmin has no
 * such entry, and the screen's address without its session answers 401.
 */
jest.setTimeout(180_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

it('a SuperAdmin opens the queue screen from the staff area; a TenantAdmin sees no entry', async () => {
  const admin = await makeUser(w.server.orm, { role: 'SuperAdmin', tenant: null });
  const { page } = await w.page();
  await staffLogin(page, admin.username);
  await page.getByRole('link', { name: 'Job queues' }).first().click();
  await page.waitForURL('**/queues');
  await page.getByTestId('open-queue-screen').waitFor();
  const found: Record<string, unknown> = {};
  await checkAtEverySize(page, 'queues', found, (p, name) => w.shot(p, `staff-${name}`));
  expect(found).toEqual({});
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByTestId('open-queue-screen').click();
  await page.waitForURL('**/admin/queues/**');
  await page.getByText('Depot Register queues').first().waitFor();
  for (const name of ['email', 'exports', 'webhooks']) await page.getByText(name, { exact: true }).first().waitFor();
  await w.shot(page, 'staff-queue-screen-1280');

  // Without the screen's cookie (another browser context): refused.
  const other = await w.page();
  const res = await other.page.goto('/admin/queues/');
  expect(res?.status()).toBe(401);

  const { admin: tenantAdmin } = await makeWorld(w.server.orm);
  const ta = await w.page();
  await staffLogin(ta.page, tenantAdmin.username);
  expect(await ta.page.getByRole('link', { name: 'Job queues' }).count()).toBe(0);
});
