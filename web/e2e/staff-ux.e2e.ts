import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { freshDatabase } from '../../graph/src/test/database';
import { dropPrefix, ownPrefix } from '../../worker/src/__tests__/helpers';
import { axe, problems, settled, SIZES, type SizeName } from './ux';
import { until } from '../../graph/src/test/until';
import {
  makeBadges,
  makeManager,
  makeRegularVisitor,
  makePartner,
  makeRole,
  makeShift,
  makeUser,
  makeVisit,
  makeWorld,
  uniq,
} from '../../graph/src/test/factories';
import { gql } from '../../graph/src/test/http';
import { RULES_OK } from '../../graph/src/modules/visits/__tests__/support';

/**
 * What a person would notice on the staff screens (issue 12), at every size a tablet, phone or desk has: a page
 * wider than the screen, a label cut off, a serious or critical accessibility violation (axe-core), and on the
 * touch sizes (768 and 390 px wide) a control under 44 x 44 px. Screenshots of each screen land in
 * web/e2e/screenshots (staff-ux-<screen>-<size>.png).
 */
let w: BrowserWorld;
const prefix = ownPrefix(); // its own queues: only this server's worker takes its outbox's jobs
beforeAll(async () => {
  // A database of its own: the SuperAdmin's screens (every tenant, unpaginated) list this file's tenants, not the
  // hundreds the rest of the run has made by then (manage-tenants then took over 180 s at five sizes).
  w = await startBrowserWorld({ databaseUrl: await freshDatabase('staff_ux'), over: { redisPrefix: prefix } });
}, 60000);
afterAll(async () => {
  const redisUrl = w?.server.config.redisUrl;
  await w?.close();
  if (redisUrl) await dropPrefix(redisUrl, prefix);
});

const TOUCH = new Set<SizeName>(['tablet-portrait', 'phone']);

/**
 * A row's state and actions that a person could not see without scrolling sideways (issue 23): the state and buttons
 * of each visit, badge, shift, role, partner, user, manager, regular visitor and tenant row must lie inside the screen
 * and inside every box that clips it (a table's scroll area).
 */
async function offScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const sel = [
      '[data-testid="visit-row"] [data-testid="visit-state"]',
      '[data-testid="visit-row"] button',
      '[data-testid="badge-row"] [data-testid="badge-status"]',
      '[data-testid="badge-row"] button',
      '[data-testid="shifts-row"] button',
      '[data-testid="roles-row"] button',
      '[data-testid="partners-row"] [data-testid="partners-flags"]',
      '[data-testid="partners-row"] button',
      '[data-testid="user-row"] [data-testid="user-confirmed"]',
      '[data-testid="user-row"] button',
      '[data-testid="manager-row"] .mantine-Switch-track',
      '[data-testid="manager-row"] button',
      '[data-testid="rv-row"] button',
      '[data-testid="manage-tenant-row"] [data-testid="manage-tenant-status"]',
      '[data-testid="manage-tenant-row"] button',
    ].join(', ');
    for (const el of document.querySelectorAll(sel)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      let left = 0;
      let right = window.innerWidth;
      for (let p = el.parentElement; p; p = p.parentElement) {
        const cs = getComputedStyle(p);
        if (cs.overflowX !== 'visible') {
          const pr = p.getBoundingClientRect();
          left = Math.max(left, pr.left);
          right = Math.min(right, pr.right);
        }
      }
      if (r.left < left - 1 || r.right > right + 1)
        out.push(
          `${(el.textContent ?? '').trim() || el.getAttribute('data-testid')} at ${Math.round(r.left)}-${Math.round(r.right)} of ${Math.round(left)}-${Math.round(right)}`,
        );
    }
    return out;
  });
}

/** Every size, one screen: measured, scanned and photographed; what is wrong goes into `found`. */
async function check(page: Page, screen: string, found: Record<string, unknown>) {
  const hide = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  for (const size of Object.keys(SIZES) as SizeName[]) {
    await page.setViewportSize(SIZES[size]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await w.shot(page, `staff-ux-${screen}-${size}`);
    const p = await problems(page, { targets: TOUCH.has(size) });
    const a = await axe(page);
    const off = await offScreen(page);
    if (p.length) found[`${screen} @ ${size}: layout`] = [...new Set(p.map((x) => `${x.what}: '${x.text}' ${x.w}x${x.h}`))];
    if (a.length) found[`${screen} @ ${size}: axe`] = a;
    if (off.length) found[`${screen} @ ${size}: needs sideways scrolling`] = off;
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
    ['data-retention', '/data-retention', 'retention-form'],
    ['profile', '/profile', 'change-password-form'],
  ];
  const ROOT_SCREENS: Screen[] = [
    ['tenants', '/tenants', 'staff-section'],
    ['manage-tenants', '/manage-tenants', 'manage-tenant-row'],
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
    // Checked in with a badge: the dashboard then shows a Manual Checkout and the badge table a View holder.
    const inside = await makeVisit(w.server.orm, depot, {
      person: { firstName: 'Dorothy', lastName: 'Vaughan', email: `${uniq('dv')}@example.test`, company: 'Langley' },
    });
    const checkedIn = await gql(w.server.url, 'mutation($i: VisitorCheckInInput!) { visitorCheckIn(input: $i) { attendanceId } }', {
      i: {
        depotId: depot.id,
        visitorRef: inside.meetingReference,
        carReg: 'DV1',
        temperature: '36.6',
        depotBadgeNum: 'U1',
        ruleAnswers: RULES_OK,
      },
    });
    expect(checkedIn.errors).toBeUndefined();
    // A row in the shift and role lists: their actions must be reachable on a phone too.
    const early = await makeShift(w.server.orm, tenant, '06:00', '14:00', 'Early');
    const forklift = await makeRole(w.server.orm, tenant, 'Forklift Driver');
    // A partner, and a manager of the depot: their rows' state and buttons must be reachable on a phone too.
    await makePartner(w.server.orm, depot, {
      name: 'Katherine Johnson-Goble',
      organisation: 'Langley Research Logistics',
      email: `${uniq('kj')}@example.test`,
      shift: early,
      role: forklift,
    });
    await makeManager(w.server.orm, depot, { name: 'Christine Darden', department: 'Operations' });
    await makeRegularVisitor(w.server.orm, depot, {
      person: { firstName: 'Annie', lastName: 'Easley', email: `${uniq('ae')}@example.test`, company: 'Lewis Research Center' },
    });
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
    await page.waitForLoadState('networkidle'); // queries settle
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
      await settled(page);
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

describe('the side menu on tablets and phones (issue 23)', () => {
  it('folds behind the burger below 1200 px, opens as a panel, and closes once a page is chosen', async () => {
    const { admin } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await staffLogin(page, admin.username);
    // Folded, the menu sits off the screen's left edge.
    const menuShown = async () => {
      const b = await page.getByTestId('side-menu').boundingBox();
      return !!b && b.x + b.width > 1;
    };
    for (const size of ['tablet-portrait', 'tablet-landscape', 'phone'] as const) {
      await page.setViewportSize(SIZES[size]);
      await page.goto('/dashboard');
      await page.getByTestId('burger').waitFor();
      expect(await menuShown()).toBe(false);
      // The page has the whole width.
      const main = (await page.locator('main').boundingBox())!;
      expect(main.width).toBeGreaterThan(SIZES[size].width - 2);
      await page.getByTestId('burger').click();
      await page.getByTestId('side-menu-item-reports').waitFor();
      await settled(page);
      await w.shot(page, `staff-ux-menu-open-${size}`);
      const menu = (await page.getByTestId('side-menu').boundingBox())!;
      expect(menu.width).toBeLessThanOrEqual(320);
      await page.getByTestId('side-menu-item-reports').click();
      await page.waitForURL('**/reports');
      // The panel slides away (waited for as a fact: it is off screen within its transition).
      expect(await until(async () => !(await menuShown()), 2_000, 'the side panel off screen', 50)).toBe(true);
    }
    await page.setViewportSize(SIZES.desktop);
    await page.goto('/dashboard');
    await page.getByTestId('side-menu').waitFor();
    expect(await menuShown()).toBe(true);
    expect(await page.getByTestId('burger').isVisible()).toBe(false);
    await context.close();
  }, 120_000);
});
