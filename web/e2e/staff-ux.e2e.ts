import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { axe, problems, SIZES, type SizeName } from './ux';
import { makeBadges, makeUser, makeVisit, makeWorld, uniq } from '../../graph/src/test/factories';

/**
 * What a person would notice on the staff screens (issue 12), at every size a tablet, phone or desk has: a page
 * wider than the screen, a label cut off, a serious or critical accessibility violation (axe-core), and on the
 * touch sizes (768 and 390 px wide) a control under 44 x 44 px. Screenshots of each screen land in
 * web/e2e/screenshots (staff-ux-<screen>-<size>.png).
 */
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const TOUCH = new Set<SizeName>(['tablet-portrait', 'phone']);

/** Every size, one screen: measured, scanned and photographed; what is wrong goes into `found`. */
async function check(page: Page, screen: string, found: Record<string, unknown>) {
  const hide = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  for (const size of Object.keys(SIZES) as SizeName[]) {
    await page.setViewportSize(SIZES[size]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    if (['tablet-portrait', 'tablet-landscape', 'phone', 'wide'].includes(size)) await w.shot(page, `staff-ux-${screen}-${size}`);
    const p = await problems(page, { targets: TOUCH.has(size) });
    const a = await axe(page);
    if (p.length) found[`${screen} @ ${size}: layout`] = [...new Set(p.map((x) => `${x.what}: '${x.text}' ${x.w}x${x.h}`))];
    if (a.length) found[`${screen} @ ${size}: axe`] = a;
  }
  await hide.evaluate((el) => (el as Element).remove());
}

type Screen = [screen: string, url: string, ready: string];
type Signed = Awaited<ReturnType<BrowserWorld['page']>>;

describe('staff screens at every size: nothing cut off, nothing wider than the screen, no serious accessibility violation; 44 px targets on touch sizes', () => {
  // One test a screen (each within its own time): a TenantAdmin's screens, then the SuperAdmin's.
  const ids = { visit: '', tenant: '' };
  const ADMIN_SCREENS: Screen[] = [
    ['dashboard', '/dashboard', 'visit-row'],
    ['book-visit', '/planned-visitor', 'book-submit'],
    ['regular-visitor', '/regular-visitor', 'staff-section'],
    ['register-partner', '/register-partner', 'staff-section'],
    ['shifts', '/shifts', 'staff-section'],
    ['roles', '/role', 'staff-section'],
    ['reports', '/reports', 'daily-visits'],
    ['partner-report', '/partner-report', 'report-mode'],
    ['registered-partners', '/registered-partners', 'staff-section'],
    ['booked-visitors', '/booked-visitors', 'staff-section'],
    ['visit-detail', '/visit/:visit', 'visit-detail'],
    ['tenant-details', '/tenant-details/:tenant', 'tenant-details'],
    ['manage-users', '/manage-users', 'staff-section'],
    ['profile', '/profile', 'change-password-form'],
  ];
  const ROOT_SCREENS: Screen[] = [
    ['tenants', '/tenants', 'staff-section'],
    ['live-report', '/LiveVisITReport', 'live-grid'],
  ];

  let admin: Signed;
  let root: Signed;
  beforeAll(async () => {
    const { tenant, depot, admin: user } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['U1', 'U2']);
    const visit = await makeVisit(w.server.orm, depot, {
      person: { firstName: 'Mary', lastName: 'Jackson', email: `${uniq('mj')}@example.test`, company: 'Langley' },
    });
    const superAdmin = await makeUser(w.server.orm, { role: 'SuperAdmin', tenant: null, username: uniq('root_') });
    ids.visit = visit.id;
    ids.tenant = tenant.id;
    admin = await w.page(SIZES['tablet-portrait']);
    await staffLogin(admin.page, user.username);
    root = await w.page(SIZES['tablet-portrait']);
    await staffLogin(root.page, superAdmin.username);
  }, 120_000);
  afterAll(async () => {
    await admin?.context.close();
    await root?.context.close();
  });

  const screenTest = (who: () => Signed) => async (screen: string, url: string, ready: string) => {
    const { page } = who();
    const found: Record<string, unknown> = {};
    await page.setViewportSize(SIZES['tablet-portrait']);
    await page.goto(url.replace(':visit', ids.visit).replace(':tenant', ids.tenant));
    await page.getByTestId(ready).first().waitFor();
    await page.waitForTimeout(500); // queries settle
    await check(page, screen, found);
    if (Object.keys(found).length) console.log(JSON.stringify(found, null, 2));
    expect(found).toEqual({});
  };
  it.each(ADMIN_SCREENS)(
    '%s (%s), TenantAdmin',
    screenTest(() => admin),
    180_000,
  );
  it.each(ROOT_SCREENS)(
    '%s (%s), SuperAdmin',
    screenTest(() => root),
    180_000,
  );
});

describe('a role from the role list (issue 23)', () => {
  it('sees no Shift Details or Role tab, and their addresses lead to the dashboard', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const gate = await makeUser(w.server.orm, { tenant, depot, role: 'Gate Staff', username: uniq('gate_') });
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await staffLogin(page, gate.username);
    await page.goto('/planned-visitor');
    await page.getByTestId('tab-planned-visitor').waitFor();
    expect(await page.getByTestId('tab-register-partner').count()).toBe(1);
    expect(await page.getByTestId('tab-shift-details').count()).toBe(0);
    expect(await page.getByTestId('tab-role').count()).toBe(0);
    await w.shot(page, 'staff-ux-custom-role-tabs-tablet-portrait');
    for (const url of ['/shifts', '/role']) {
      await page.goto(url);
      await page.waitForURL('**/dashboard');
      await page.getByTestId('visit-row').or(page.getByTestId('staff-section')).first().waitFor();
    }
    await context.close();
  }, 120_000);
});

describe('toasts (issue 23)', () => {
  it('show once per text, at most three, and never over the user menu or its dropdown', async () => {
    const { admin } = await makeWorld(w.server.orm);
    for (const size of ['phone', 'desktop'] as const) {
      const { page, context } = await w.page(SIZES[size]);
      await staffLogin(page, admin.username);
      await page.goto('/role');
      for (const name of [uniq('Loader '), uniq('Driver ')]) {
        await page.getByTestId('roles-add').click();
        await page.getByTestId('roles-form-roleName').fill(name);
        await page.getByTestId('roles-form-submit').click();
        await page.getByTestId('roles-row').filter({ hasText: name }).waitFor();
      }
      const toasts = page.locator('.mantine-Notification-root');
      await toasts.first().waitFor();
      expect(await toasts.count()).toBe(1); // the same text twice: one toast
      await page.getByTestId('header-user-menu').click();
      const menu = page.locator('.mantine-Menu-dropdown');
      await menu.waitFor();
      await page.waitForTimeout(300);
      await w.shot(page, `staff-ux-toast-${size}`);
      const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      const toast = (await toasts.first().boundingBox())!;
      expect(overlap(toast, (await page.getByTestId('header-user-menu').boundingBox())!)).toBe(false);
      expect(overlap(toast, (await menu.boundingBox())!)).toBe(false);
      expect(await toasts.count()).toBeLessThanOrEqual(3);
      await context.close();
    }
  }, 120_000);
});
