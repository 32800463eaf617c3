import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize, problems, settled, SIZES, TOUCH_SIZES, axe, type SizeName } from './ux';
import { kioskUrl } from './kiosk-steps';
import { makeManager, makeWorld, uniq } from '../../graph/src/test/factories';
import { gql } from '../../graph/src/test/http';
import { until } from '../../graph/src/test/until';
import { startTestServer, type TestServer } from '../../graph/src/test/server';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';
import { ar } from '../src/i18n/locales/ar';
import { enStaff } from '../src/i18n/locales/en-staff';

/**
 * Approval before entry (issue 37): a walk-in at a depot whose rule holds walk-ins waits on the kiosk ("Your host has
 * been asked to let you in") while a depot manager's On site screen, served by ANOTHER graph replica (a second server
 * on the same database and Redis), shows them waiting: let in, the kiosk completes with the usual confirmation (and
 * the photo taken before the wait follows the sign-in) and the person is on site once; refused, or no answer in the
 * depot's (short) time, the kiosk says "Please see reception" and nothing is signed in; an e-mailed link lets them in
 * once and says so when used again. The waiting screen at every size in English and Arabic (right to left), the staff
 * list, the depot's setting and the link page photographed and measured.
 */
jest.setTimeout(300_000);
let w: BrowserWorld;
let replica: TestServer;
beforeAll(async () => {
  w = await startBrowserWorld({
    over: { photoDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-approval-photos-')) },
    browserArgs: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  // The second replica: the same database and Redis, no worker of its own (the first's relays the outbox).
  replica = await startTestServer({ worker: false });
}, 120_000);
afterAll(async () => {
  // the browser first: a staff page's open socket on the replica would hold up its close
  await w?.browser.close();
  await replica?.close();
  await w?.close();
});

const SET_RULE = `mutation($d: ID!, $r: ApprovalRule!, $t: Int!) { setDepotApprovalRule(depotId: $d, rule: $r, timeoutSeconds: $t) { rule } }`;
const DECIDE_LINK = `mutation($id: ID!, $t: String!, $a: Boolean!) { decideWalkInByLink(id: $id, token: $t, approve: $a) { status } }`;
const FOUR = [SIZES.phone, SIZES['tablet-portrait'], SIZES['tablet-landscape'], SIZES.desktop];

async function depotWithRule(timeoutSeconds = 300) {
  const world = await makeWorld(w.server.orm);
  const mailed = await makeManager(w.server.orm, world.depot, { email: `${uniq('mgr')}@example.test` });
  const r = await gql(w.server.url, SET_RULE, { d: world.depot.id, r: 'WALK_INS', t: timeoutSeconds }, tokenFor(w.server, world.admin));
  expect(r.errors).toBeUndefined();
  return { ...world, mailed };
}

/** Every rule accepted and every health question answered 'no', page by page (in whatever language). */
async function acceptRules(page: Page) {
  for (let i = 1; i <= 2; i++) {
    await page.getByTestId('rules-proceed').waitFor();
    await settled(page);
    for (const box of await page.locator('[role="dialog"] input[type="checkbox"]').all()) await box.check();
    for (const no of await page.locator('[role="dialog"] input[type="radio"][value="no"]').all()) await no.check();
    await page.getByTestId('rules-proceed').click();
  }
}

/** A walk-in at the kiosk up to the wait (no badge; a photo when the depot takes one): the waiting screen is up. */
async function walkInToWait(page: Page, first: string, last: string, opts: { photo?: boolean; email?: string } = {}) {
  await page.getByTestId('kiosk-sign-in').click();
  await page.getByTestId('have-code-no').click();
  await page.getByTestId('visit-unplanned').click();
  await page.waitForURL('**/unplanned-visit/**');
  await page.getByTestId('field-firstName').fill(first);
  await page.getByTestId('field-lastName').fill(last);
  await page.getByTestId('field-email').fill(opts.email ?? `${uniq('walk')}@example.test`);
  await page.getByTestId('field-company').fill('Acme Haulage');
  await page.getByTestId('field-carReg').fill('12D345');
  await page.getByTestId('field-reasonForVisit').click();
  await page.getByRole('option', { name: 'Delivery' }).click();
  await page.getByTestId('form-proceed').click();
  await acceptRules(page);
  await page.getByTestId('temperature-input').fill('36.6');
  await page.getByTestId('temperature-submit').click();
  await page.getByTestId('badge-skip').click();
  if (opts.photo) {
    // the photo step comes before the wait: the visitor is still in front of the tablet
    await page.waitForSelector('[data-testid="photo-take"]:not([disabled])');
    await page.getByTestId('photo-take').click();
    await page.getByTestId('photo-use').click();
  }
  await page.getByTestId('approval-wait-title').waitFor();
}

/** A depot manager's On site screen on the other replica, listening to the depot's approvals. */
async function staffOnReplica(username: string, depotId: string) {
  const context = await w.browser.newContext({ viewport: SIZES.desktop, baseURL: replica.url });
  const page = await context.newPage();
  await staffLogin(page, username);
  await page.goto('/on-site');
  await until(() => replica.events.reach('walkInApprovalChanged', depotId) >= 1, 30_000, 'the staff screen listening on the replica', 20);
  return { page, context };
}

const rows = (sql: string, params: unknown[]) => w.server.orm.em.fork().getConnection().execute(sql, params);
const attendances = async (depotId: string) =>
  (await rows(`select count(*)::int as n from attendance where depot_id = ?`, [depotId]))[0].n as number;

/** One screen at the four sizes the issue names: photographed (an element, or the page) and measured. */
async function atFourSizes(page: Page, name: string, found: Record<string, unknown>, element?: string) {
  for (const size of FOUR) {
    await page.setViewportSize(size);
    await settled(page);
    if (element) {
      const el = page.getByTestId(element).first();
      await el.scrollIntoViewIfNeeded();
      await el.screenshot({ path: path.join(__dirname, 'screenshots', `${name}-${size.width}.png`) });
    } else await w.shot(page, `${name}-${size.width}`);
    const sizeName = (Object.keys(SIZES) as SizeName[]).find((k) => SIZES[k] === size)!;
    const p = await problems(page, { targets: TOUCH_SIZES.has(sizeName) });
    // a chosen value (a select's) cut off in its box
    const cut = await page.evaluate(
      (scope) =>
        [...document.querySelectorAll(`${scope ? `[data-testid="${scope}"] ` : ''}input`)]
          .filter((i) => (i as HTMLInputElement).value && i.scrollWidth > i.clientWidth + 1)
          .map((i) => `value cut off: '${(i as HTMLInputElement).value}'`),
      element ?? null,
    );
    if (p.length || cut.length) found[`${name} @ ${size.width}`] = [...p, ...cut];
  }
  const a = await axe(page);
  if (a.length) found[`${name}: axe`] = a;
}

describe('approval before entry', () => {
  it('the kiosk takes the photo and waits; a manager on another replica lets them in; the kiosk completes; on site once', async () => {
    const { tenant, depot, manager, admin } = await depotWithRule();
    const photo = await gql(
      w.server.url,
      `mutation($d: ID!) { setDepotPhotoAtSignIn(depotId: $d, enabled: true) }`,
      { d: depot.id },
      tokenFor(w.server, admin),
    );
    expect(photo.data?.setDepotPhotoAtSignIn).toBe(true);
    const staff = await staffOnReplica(manager.username, depot.id);
    const { page: kiosk, context } = await w.page(SIZES['tablet-portrait'], { touch: true });
    await kiosk.goto(kioskUrl(tenant.name, depot.code));
    const email = `${uniq('ada')}@example.test`;
    await walkInToWait(kiosk, 'ada', 'waiting', { photo: true, email });
    expect(await kiosk.getByTestId('approval-wait-title').textContent()).toBe('Your host has been asked to let you in');
    expect(await attendances(depot.id)).toBe(0);
    const found: Record<string, unknown> = {};
    await checkAtEverySize(kiosk, 'kiosk-approval-wait', found, w.shot);
    await kiosk.setViewportSize(SIZES['tablet-portrait']);
    // The notice on every open staff screen of the depot, and the waiting list on On site (the replica's).
    await staff.page.getByTestId('approval-notice').waitFor({ timeout: 30_000 });
    const row = staff.page.getByTestId('pending-approval').and(staff.page.locator('[data-name="Ada Waiting"]'));
    await row.waitFor({ timeout: 30_000 });
    await checkAtEverySize(staff.page, 'staff-pending-approvals', found, w.shot);
    expect(found).toEqual({});
    await staff.page.setViewportSize(SIZES.desktop);
    await row.getByTestId('approval-let-in').click();
    await kiosk.getByTestId('checked-in-text').waitFor({ timeout: 30_000 });
    expect(await kiosk.getByTestId('checked-in-text').textContent()).toContain('Ada Waiting');
    await w.shot(kiosk, 'kiosk-approval-let-in-768');
    // The staff list empties and the notice goes; the person is on the On site list exactly once, with the photo.
    await row.waitFor({ state: 'detached', timeout: 30_000 });
    await staff.page.getByTestId('approval-notice').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await attendances(depot.id)).toBe(1);
    await until(
      async () =>
        (
          await rows(
            `select count(*)::int as n from visitor_photo v join attendance a on a.id = v.attendance_id
               join attendee p on p.id = a.attendee_id where p.email = ?`,
            [email],
          )
        )[0].n === 1,
      15_000,
      'the photo taken before the wait, sent once let in',
    );
    await staff.page.reload();
    await staff.page.getByTestId('on-site-table').getByText('Ada Waiting').waitFor();
    expect(await staff.page.getByTestId('on-site-table').getByText('Ada Waiting').count()).toBe(1);
    const [decision] = await rows(`select status, decided_via, decided_by_name from walk_in_approval where depot_id = ?`, [depot.id]);
    expect(decision).toEqual({ status: 'APPROVED', decided_via: 'STAFF', decided_by_name: expect.any(String) });
    await staff.context.close();
    await context.close();
  });

  it('refused on another replica: "Please see reception" (the wait in Arabic, right to left), nothing signed in', async () => {
    const { tenant, depot, manager } = await depotWithRule();
    const staff = await staffOnReplica(manager.username, depot.id);
    const { page: kiosk, context } = await w.page(SIZES['tablet-landscape']);
    await kiosk.goto(kioskUrl(tenant.name, depot.code));
    await kiosk.getByTestId('kiosk-language-ar').click();
    await kiosk.getByTestId('kiosk-sign-in').filter({ hasText: ar.kiosk.signIn }).waitFor();
    await walkInToWait(kiosk, 'bob', 'refused');
    expect(await kiosk.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await kiosk.getByTestId('approval-wait-title').textContent()).toBe(ar.kiosk.approvalWaiting);
    const found: Record<string, unknown> = {};
    await checkAtEverySize(kiosk, 'kiosk-approval-wait-ar', found, w.shot);
    expect(found).toEqual({});
    const row = staff.page.getByTestId('pending-approval').and(staff.page.locator('[data-name="Bob Refused"]'));
    await kiosk.setViewportSize(SIZES['tablet-landscape']);
    await row.getByTestId('approval-refuse').click({ timeout: 30_000 });
    // the error says it for a few seconds, then the kiosk goes home
    await kiosk.getByTestId('kiosk-error-text').filter({ hasText: ar.messages.pleaseSeeReception }).waitFor({ timeout: 30_000 });
    await w.shot(kiosk, 'kiosk-approval-refused-ar-1024');
    await row.waitFor({ state: 'detached', timeout: 30_000 });
    expect(await attendances(depot.id)).toBe(0);
    const [decision] = await rows(`select status, decided_via from walk_in_approval where depot_id = ?`, [depot.id]);
    expect(decision).toEqual({ status: 'DENIED', decided_via: 'STAFF' });
    await staff.context.close();
    await context.close();
  });

  it('no answer within the depot time: "Please see reception", nothing signed in, too late to answer', async () => {
    const { tenant, depot, manager } = await depotWithRule(5);
    const { page: kiosk, context } = await w.page(SIZES.desktop);
    await kiosk.goto(kioskUrl(tenant.name, depot.code));
    await walkInToWait(kiosk, 'tim', 'timeout');
    await kiosk.getByTestId('kiosk-error-text').filter({ hasText: 'Please see reception' }).waitFor({ timeout: 60_000 });
    await w.shot(kiosk, 'kiosk-approval-timeout-1280');
    expect(await attendances(depot.id)).toBe(0);
    const [a] = await rows(`select id, status, decided_via from walk_in_approval where depot_id = ?`, [depot.id]);
    expect({ status: a.status, via: a.decided_via }).toEqual({ status: 'EXPIRED', via: 'TIMEOUT' });
    // staff arriving late: nothing waits on their list, and an answer is refused as too late
    const late = await gql(
      w.server.url,
      `mutation($id: ID!) { decideWalkIn(id: $id, approve: true) { status } }`,
      { id: a.id },
      tokenFor(w.server, manager),
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('GONE');
    expect(await attendances(depot.id)).toBe(0);
    await context.close();
  });

  it('an e-mailed link lets the walk-in in once; used again, it says so and changes nothing', async () => {
    const { tenant, depot, mailed } = await depotWithRule();
    const { page: kiosk, context } = await w.page(SIZES['tablet-portrait']);
    await kiosk.goto(kioskUrl(tenant.name, depot.code));
    await walkInToWait(kiosk, 'lin', 'link');
    const mail = await w.server.mail.waitFor((m) => m.to.includes(mailed.email) && /\/approval\/[^/\s]+\/[^/\s"]+/.test(m.text), 30_000);
    const url = new URL(mail.text.match(/https?:\/\/\S+\/approval\/[^/\s]+\/[^/\s"]+/)![0]);
    const [, , approvalId, token] = url.pathname.split('/');
    // the link opened by its recipient (no staff session), on the other replica
    const linkContext = await w.browser.newContext({ viewport: SIZES.phone, baseURL: replica.url });
    const link = await linkContext.newPage();
    await link.goto(url.pathname);
    await link.getByTestId('approval-link-let-in').waitFor();
    expect(await link.getByTestId('approval-link').textContent()).toContain('Lin Link');
    const found: Record<string, unknown> = {};
    await atFourSizes(link, 'approval-link', found);
    await link.setViewportSize(SIZES.phone);
    await link.getByTestId('approval-link-let-in').click();
    await link.getByTestId('approval-link-done').waitFor();
    await kiosk.getByTestId('checked-in-text').waitFor({ timeout: 30_000 });
    expect(await kiosk.getByTestId('checked-in-text').textContent()).toContain('Lin Link');
    await atFourSizes(link, 'approval-link-done', found);
    // the same link again: the page says it no longer works; the API refuses it (409) and nothing changes
    await link.reload();
    await link.getByText(enStaff.approvals.linkClosed).waitFor();
    expect(await link.getByTestId('approval-link-let-in').count()).toBe(0);
    await atFourSizes(link, 'approval-link-used', found);
    expect(found).toEqual({});
    const again = await gql(w.server.url, DECIDE_LINK, { id: approvalId, t: token, a: false });
    expect(again.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect(await attendances(depot.id)).toBe(1);
    const [decision] = await rows(`select status, decided_via from walk_in_approval where id = ?`, [approvalId]);
    expect(decision).toEqual({ status: 'APPROVED', decided_via: 'LINK' });
    await linkContext.close();
    await context.close();
  });

  it('FLAGGED: a walk-in who answers "yes" to a health question is told staff will be asked, goes on, waits and is let in', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(w.server.orm);
    const r = await gql(w.server.url, SET_RULE, { d: depot.id, r: 'FLAGGED', t: 300 }, tokenFor(w.server, admin));
    expect(r.errors).toBeUndefined();
    const { page: kiosk, context } = await w.page(SIZES['tablet-portrait'], { touch: true });
    await kiosk.goto(kioskUrl(tenant.name, depot.code));
    await kiosk.getByTestId('kiosk-sign-in').click();
    await kiosk.getByTestId('have-code-no').click();
    await kiosk.getByTestId('visit-unplanned').click();
    await kiosk.getByTestId('field-firstName').fill('hana');
    await kiosk.getByTestId('field-lastName').fill('health');
    await kiosk.getByTestId('field-email').fill(`${uniq('yes')}@example.test`);
    await kiosk.getByTestId('field-company').fill('Acme Haulage');
    await kiosk.getByTestId('field-carReg').fill('12D345');
    await kiosk.getByTestId('field-reasonForVisit').click();
    await kiosk.getByRole('option', { name: 'Delivery' }).click();
    await kiosk.getByTestId('form-proceed').click();
    await kiosk.getByTestId('rules-proceed').waitFor();
    await settled(kiosk);
    for (const box of await kiosk.locator('[role="dialog"] input[type="checkbox"]').all()) await box.check();
    await kiosk.getByTestId('rules-proceed').click();
    const yes = kiosk.locator('[role="dialog"] input[type="radio"][value="yes"]').first();
    await yes.waitFor();
    await settled(kiosk);
    for (const box of await kiosk.locator('[role="dialog"] input[type="checkbox"]').all()) await box.check();
    for (const no of await kiosk.locator('[role="dialog"] input[type="radio"][value="no"]').all()) await no.check();
    await yes.check();
    await kiosk.getByTestId('health-asks-approval').waitFor();
    expect(await kiosk.getByTestId('health-refused').count()).toBe(0);
    const found: Record<string, unknown> = {};
    await checkAtEverySize(kiosk, 'kiosk-rules-health-yes-flagged', found, w.shot);
    expect(found).toEqual({});
    await kiosk.setViewportSize(SIZES['tablet-portrait']);
    expect(await kiosk.getByTestId('rules-proceed').isEnabled()).toBe(true);
    await kiosk.getByTestId('rules-proceed').click();
    await kiosk.getByTestId('temperature-input').fill('36.6');
    await kiosk.getByTestId('temperature-submit').click();
    await kiosk.getByTestId('badge-skip').click();
    await kiosk.getByTestId('approval-wait-title').waitFor();
    const [a] = await rows(`select id, reasons from walk_in_approval where depot_id = ?`, [depot.id]);
    expect(a.reasons).toEqual(['HEALTH']);
    const decided = await gql(
      w.server.url,
      `mutation($id: ID!) { decideWalkIn(id: $id, approve: true) { status } }`,
      { id: a.id },
      tokenFor(w.server, manager),
    );
    expect(decided.data?.decideWalkIn.status).toBe('APPROVED');
    await kiosk.getByTestId('checked-in-text').waitFor({ timeout: 30_000 });
    const [att] = await rows(`select rule_answers from attendance where depot_id = ?`, [depot.id]);
    expect(Object.values(att.rule_answers as Record<string, string>)).toContain('yes');
    expect(await attendances(depot.id)).toBe(1);
    await context.close();
  });

  it("the depot's setting on its location panel: a TenantAdmin sets the rule and the time", async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(SIZES.desktop);
    await staffLogin(page, admin.username);
    await page.goto(`/tenant-details/${tenant.id}`);
    const panel = page.getByTestId('depot-panel').and(page.locator(`[data-code="${depot.code}"]`));
    await panel.getByTestId('depot-approval').waitFor();
    await panel.getByTestId('depot-approval-rule').click();
    await page.getByRole('option', { name: enStaff.approvals.ruleFLAGGED }).click();
    await panel.getByTestId('depot-approval-timeout').click();
    await page.getByRole('option', { name: '2 minutes' }).click();
    const found: Record<string, unknown> = {};
    await atFourSizes(page, 'staff-depot-approval', found, 'depot-approval');
    expect(found).toEqual({});
    await page.setViewportSize(SIZES.desktop);
    await panel.getByTestId('depot-approval-save').click();
    await until(
      async () => {
        const [d] = await rows(`select approval_rule, approval_timeout_seconds from depot where id = ?`, [depot.id]);
        return d.approval_rule === 'FLAGGED' && d.approval_timeout_seconds === 120;
      },
      15_000,
      'the rule saved',
    );
    await context.close();
  });
});
