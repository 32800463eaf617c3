import type { Page } from 'playwright-core';
import { startBrowserWorld, staffLogin, type BrowserWorld } from './harness';
import { checkAtEverySize, SIZES } from './ux';
import { makeBadges, makePartner, makeWorld, uniq } from '../../graph/src/test/factories';
import { Messages } from '../../graph/src/contracts/messages';
import { walkIn } from '../../graph/src/modules/visits/__tests__/support';
import { until } from '../../graph/src/test/until';
import { heldCount, kioskUrl, openPairedKiosk, walkInAtKiosk } from './kiosk-steps';

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

const rows = async (sql: string, params: unknown[]) => w.server.orm.em.fork().getConnection().execute(sql, params);
const openKiosk = (page: Page, tenant: string, code: string) => openPairedKiosk(w.server, page, tenant, code);

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
    // Issue 40: a paired kiosk's device times, with the arrival times kept beside them.
    expect(await rows(`select kind, device_paired from kiosk_entry where depot_id = ? order by occurred_at`, [depot.id])).toEqual([
      { kind: 'WalkIn', device_paired: true },
      { kind: 'SignOut', device_paired: true },
    ]);
    expect(await rows(`select count(*)::int as n from attendance where depot_id = ?`, [depot.id])).toEqual([{ n: 2 }]);
    await context.close();
  });

  it('the kiosk home says at once that it is offline, before anything is held, and stops saying so when the network is back', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await openKiosk(page, tenant.name, depot.code);
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
    // The network drops while the home is shown: said at once.
    await context.setOffline(true);
    await page.getByTestId('offline-banner').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('held-banner').count()).toBe(0);
    // A kiosk started with no network (from the service worker and its device copies): said from the first screen.
    await page.reload();
    await page.getByTestId('kiosk-home').waitFor();
    await page.getByTestId('offline-banner').waitFor({ timeout: 5_000 });
    expect(await page.getByTestId('offline-banner').textContent()).toContain('You can still sign in as a walk-in');
    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'kiosk-offline-banner', found, w.shot);
    expect(found).toEqual({});
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached', timeout: 15_000 });
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

  it('a walk-in the server fails (a database error) is told so and held nowhere; a held one the server fails stays held and the banner says so', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);

    // A real database error on the walk-in's write, for this test's visitors only (their last name).
    const fn = `fail_walk_in_${uniq('f').toLowerCase()}`;
    await rows(
      `create function ${fn}() returns trigger language plpgsql as $$ begin
         if lower(new.last_name) like 'failing%' then raise exception 'the disk is full (a test)'; end if; return new; end $$`,
      [],
    );
    await rows(`create trigger ${fn} before insert on attendee for each row execute function ${fn}()`, []);
    try {
      const { page, context } = await w.page(SIZES['tablet-portrait']);
      await openKiosk(page, tenant.name, depot.code);
      await walkInAtKiosk(page, { first: 'Fay', last: 'Failing' }, null);
      const error = page.getByTestId('kiosk-error-text');
      await error.waitFor();
      expect(await error.textContent()).toContain('Sorry, this did not go through: the register could not store it just now');
      expect(await error.textContent()).not.toContain('saved this');
      await w.shot(page, 'kiosk-server-failed');
      await page.getByTestId('kiosk-home').waitFor({ timeout: 15_000 });
      expect(await heldCount(page)).toBe(0);

      // Held while offline; when the network is back the server fails it: kept, and the banner says so.
      await context.setOffline(true);
      await walkInAtKiosk(page, { first: 'Hal', last: 'Failing Later' }, null);
      await page.getByTestId('checked-in-text').waitFor();
      await page.getByTestId('kiosk-home').waitFor({ timeout: 15_000 });
      await context.setOffline(false);
      const banner = page.locator('[data-testid="held-banner"][data-failing="1"]');
      await banner.waitFor({ timeout: 30_000 });
      expect(await banner.textContent()).toContain('could not be stored by the register');
      await w.shot(page, 'kiosk-held-failing-banner');
      // The trouble mended: the next try stores it, once.
      await rows(`drop trigger ${fn} on attendee`, []);
      await page.getByTestId('held-banner').waitFor({ state: 'detached', timeout: 40_000 });
      expect(
        await rows(`select count(*)::int as n from attendance a join attendee p on p.id = a.attendee_id where a.depot_id = ?`, [depot.id]),
      ).toEqual([{ n: 1 }]);
      await context.close();
    } finally {
      await rows(`drop trigger if exists ${fn} on attendee`, []);
      await rows(`drop function if exists ${fn}()`, []);
    }
  });
});
