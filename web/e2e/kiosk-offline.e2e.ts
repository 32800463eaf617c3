import type { Page } from 'playwright-core';
import { startBrowserWorld, staffLogin, type BrowserWorld } from './harness';
import { checkAtEverySize, SIZES } from './ux';
import { makeBadges, makePartner, makeWorld, uniq } from '../../graph/src/test/factories';
import { Messages } from '../../graph/src/contracts/messages';
import { walkIn } from '../../graph/src/modules/visits/__tests__/support';
import { until } from '../../graph/src/test/until';

/**
 * Issue 27, the offline kiosk: a kiosk opened once for its depot starts and works with the network gone (the service
 * worker's precache, the depot's data kept on the device); a walk-in and a sign-out by badge are held on the device
 * with their device times, the kiosk says how many it holds, and once the network is back they are stored once, at
 * those times. A held entry the server refuses shows up for the depot's staff on the on-site page.
 */
jest.setTimeout(240_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const kioskUrl = (tenant: string, code: string) => `/${encodeURIComponent(tenant)}/${encodeURIComponent(code)}`;
const rows = async (sql: string, params: unknown[]) => w.server.orm.em.fork().getConnection().execute(sql, params);

/** Opens the depot's kiosk with the network up and waits until its service worker controls the page. */
async function openKiosk(page: Page, tenant: string, code: string) {
  await page.goto(kioskUrl(tenant, code));
  await page.getByTestId('kiosk-home').waitFor();
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, undefined, { timeout: 30_000 });
  // The depot's texts and visit reasons are on the device once they have been asked for (useHeldSender).
  await page.waitForFunction(() => Object.keys(localStorage).filter((k) => k.startsWith('device-copy:')).length >= 3);
}

/** A walk-in from the kiosk home to the badge screen, and its badge (or No badge). */
async function walkInAtKiosk(page: Page, who: { first: string; last: string }, badge: string | null) {
  await page.getByTestId('kiosk-sign-in').click();
  await page.getByTestId('have-code-no').click();
  await page.getByTestId('visit-unplanned').click();
  await page.getByTestId('field-firstName').fill(who.first);
  await page.getByTestId('field-lastName').fill(who.last);
  await page.getByTestId('field-email').fill(`${uniq('held')}@example.test`);
  await page.getByTestId('field-company').fill('Deliveries');
  await page.getByTestId('field-carReg').fill('12D345');
  await page.getByTestId('field-reasonForVisit').click();
  await page.getByRole('option', { name: 'Delivery' }).click();
  await page.getByTestId('form-proceed').click();
  for (let i = 1; i <= 2; i++) {
    await page
      .getByTestId('rules-page')
      .filter({ hasText: `Page ${i} of 2` })
      .waitFor();
    for (const box of await page.locator('[role="dialog"] input[type="checkbox"]').all()) await box.check();
    for (const no of await page.locator('[role="dialog"] input[type="radio"][value="no"]').all()) await no.check();
    await page.getByTestId('rules-proceed').click();
  }
  await page.getByTestId('temperature-input').fill('36.6');
  await page.getByTestId('temperature-submit').click();
  await page.waitForURL('**/enter-badge-number/**');
  if (badge) {
    await page.getByTestId('badge-input').fill(badge);
    await page.getByTestId('badge-submit').click();
  } else await page.getByTestId('badge-skip').click();
}

async function heldCount(page: Page): Promise<number> {
  const banner = page.getByTestId('held-banner');
  return (await banner.count()) ? Number(await banner.getAttribute('data-count')) : 0;
}

describe('the offline kiosk (issue 27)', () => {
  it('starts with no network, holds a walk-in and a sign-out by badge with their device times, and stores each once when the network is back', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['B7']);
    const email = `${uniq('bea')}@example.test`;
    expect((await walkIn(w.server, depot.id, { email, firstName: 'bea', lastName: 'badge', depotBadgeNum: 'B7' })).status).toBe(200);
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await openKiosk(page, tenant.name, depot.code);

    await context.setOffline(true);
    // A reload with no network: the shell from the service worker, the depot from the device.
    await page.reload();
    await page.getByTestId('kiosk-home').waitFor();
    expect(await page.getByTestId('kiosk-tenant').textContent()).toBe(tenant.name);
    await w.shot(page, 'kiosk-offline-home-reloaded');
    // The installed app's start (manifest start_url /kiosk), with no network: this device's kiosk.
    await page.goto('/kiosk');
    await page.waitForURL((url) => url.pathname === kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-home').waitFor();

    const signInFrom = Date.now();
    await walkInAtKiosk(page, { first: 'Olive', last: 'Offline' }, null);
    const confirmed = page.getByTestId('checked-in-text');
    await confirmed.waitFor();
    const signInTo = Date.now();
    expect(await confirmed.textContent()).toContain('Welcome Olive Offline. You are signed in.');
    expect(await confirmed.textContent()).toContain('it has saved this and sends it by itself');
    await page.getByTestId('kiosk-home').waitFor({ timeout: 15_000 });
    expect(await heldCount(page)).toBe(1);

    // A reference lookup needs the server: it says plainly that the network is down.
    await page.getByTestId('kiosk-sign-out').click();
    await page.getByTestId('checkout-no-code').click();
    await page.getByTestId('checkout-badge').fill('b7');
    const signOutFrom = Date.now();
    await page.getByTestId('checkout-badge-submit').click();
    expect(await page.getByTestId('checkout-confirm').textContent()).toContain('Sign out badge B7?');
    await page.getByTestId('checkout-submit').click();
    const out = page.getByTestId('checked-out-text');
    await out.waitFor();
    const signOutTo = Date.now();
    expect(await out.textContent()).toContain('Badge B7 is signed out.');
    await page.getByTestId('kiosk-home').waitFor({ timeout: 15_000 });
    await until(async () => (await heldCount(page)) === 2);
    expect(await page.getByTestId('held-banner').textContent()).toContain('2 sign-ins and sign-outs are saved on this kiosk');
    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'kiosk-offline-held-banner', found, w.shot);
    expect(found).toEqual({});
    // Nothing reached the server while offline.
    expect(await rows(`select count(*)::int as n from kiosk_entry where depot_id = ?`, [depot.id])).toEqual([{ n: 0 }]);

    await context.setOffline(false);
    await page.getByTestId('held-banner').waitFor({ state: 'detached', timeout: 30_000 });
    const signedIn = await rows(
      `select a.checked_in_at, a.checked_out_at from attendance a join attendee p on p.id = a.attendee_id where a.depot_id = ? and p.last_name = 'Offline'`,
      [depot.id],
    );
    expect(signedIn).toHaveLength(1);
    const inAt = new Date(signedIn[0].checked_in_at).getTime();
    expect(inAt).toBeGreaterThanOrEqual(signInFrom);
    expect(inAt).toBeLessThanOrEqual(signInTo);
    expect(signedIn[0].checked_out_at).toBeNull();
    const signedOut = await rows(
      `select a.checked_out_at from attendance a join attendee p on p.id = a.attendee_id where a.depot_id = ? and p.email = ?`,
      [depot.id, email],
    );
    expect(signedOut).toHaveLength(1);
    const outAt = new Date(signedOut[0].checked_out_at).getTime();
    expect(outAt).toBeGreaterThanOrEqual(signOutFrom);
    expect(outAt).toBeLessThanOrEqual(signOutTo);
    expect(await rows(`select kind from kiosk_entry where depot_id = ? order by occurred_at`, [depot.id])).toEqual([
      { kind: 'WalkIn' },
      { kind: 'SignOut' },
    ]);
    expect(await rows(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toEqual([{ n: 2 }]);
    await context.close();
  });

  it('a partner clocks in and out with no network: asked in or out, held, stored at the device times once it is back', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const p = await makePartner(w.server.orm, depot, { name: 'Paul Partner' });
    const { page, context } = await w.page(SIZES.phone);
    await openKiosk(page, tenant.name, depot.code);
    await context.setOffline(true);
    const times: number[] = [];
    for (const way of ['in', 'out'] as const) {
      await page.getByTestId('kiosk-partner').click();
      await page.getByTestId('partner-work-id').fill(p.workId);
      times.push(Date.now());
      // Clock in looks the work id up first: with no network the kiosk asks in or out; Clock out holds at once.
      if (way === 'in') {
        await page.getByTestId('partner-clock-in').click();
        await page.getByTestId('partner-offline-in').waitFor();
        const found: Record<string, unknown> = {};
        await checkAtEverySize(page, 'kiosk-offline-partner-in-or-out', found, w.shot);
        expect(found).toEqual({});
        await page.getByTestId('partner-offline-in').click();
      } else await page.getByTestId('partner-clock-out').click();
      const notice = page.getByTestId(way === 'in' ? 'clock-in-notice-text' : 'clock-out-notice-text');
      await notice.waitFor();
      times.push(Date.now());
      expect(await notice.textContent()).toContain(`Work ID ${p.workId} is clocked ${way}.`);
      await page.getByTestId(way === 'in' ? 'clock-in-notice-ok' : 'clock-out-notice-ok').click();
      await page.getByTestId('kiosk-home').waitFor();
    }
    expect(await heldCount(page)).toBe(2);
    await context.setOffline(false);
    await page.getByTestId('held-banner').waitFor({ state: 'detached', timeout: 30_000 });
    const [row, ...more] = await rows(`select checked_in_at, checked_out_at from attendance where partner_id = ?`, [p.id]);
    expect(more).toEqual([]);
    const [inAt, outAt] = [new Date(row.checked_in_at).getTime(), new Date(row.checked_out_at).getTime()];
    expect(inAt >= times[0] && inAt <= times[1]).toBe(true);
    expect(outAt >= times[2] && outAt <= times[3]).toBe(true);
    await context.close();
  });

  it('a held walk-in the server refuses (its badge was taken meanwhile) shows up for the depot staff on the on-site page', async () => {
    const { tenant, depot, manager } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['R1']);
    const kiosk = await w.page(SIZES['tablet-portrait']);
    await openKiosk(kiosk.page, tenant.name, depot.code);
    await kiosk.context.setOffline(true);
    await walkInAtKiosk(kiosk.page, { first: 'Rita', last: 'Refused' }, 'R1');
    await kiosk.page.getByTestId('checked-in-text').waitFor();
    await kiosk.page.getByTestId('kiosk-home').waitFor({ timeout: 15_000 });
    expect(await heldCount(kiosk.page)).toBe(1);
    // Meanwhile another kiosk, online, gives badge R1 to someone else.
    expect((await walkIn(w.server, depot.id, { email: `${uniq('o')}@example.test`, depotBadgeNum: 'R1' })).status).toBe(200);
    await kiosk.context.setOffline(false);
    await kiosk.page.getByTestId('held-banner').waitFor({ state: 'detached', timeout: 30_000 });
    expect(await rows(`select count(*)::int as n from refused_kiosk_entry where depot_id = ?`, [depot.id])).toEqual([{ n: 1 }]);
    await kiosk.context.close();

    const { page, context } = await w.page(SIZES.desktop);
    await staffLogin(page, manager.username);
    await page.goto(`/on-site?depot=${depot.id}`);
    const refused = page.getByTestId('refused-entry');
    await refused.waitFor();
    expect(await refused.textContent()).toContain('Walk-in: Rita Refused (Deliveries');
    expect(await refused.textContent()).toContain(`Refused: ${Messages.badgeInUse}`);
    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'staff-refused-entries', found, w.shot);
    expect(found).toEqual({});
    await page.getByTestId('refused-dismiss').click();
    await page.getByTestId('refused-entries').waitFor({ state: 'detached' });
    expect(
      await rows(`select count(*)::int as n from refused_kiosk_entry where depot_id = ? and dismissed_at is not null`, [depot.id]),
    ).toEqual([{ n: 1 }]);
    await context.close();
  });
});
