import ExcelJS from 'exceljs';
import { staffLogin, startBrowserWorld, untilWatched, type BrowserWorld } from './harness';
import { checkAtEverySize, settled } from './ux';
import { makeBadges, makePartner, makeUser, makeWorld, TEST_PASSWORD, uniq } from '../../graph/src/test/factories';
import { evacuationStartPath } from '../src/app/paths';
import { rest } from '../../graph/src/test/http';
import { until } from '../../graph/src/test/until';
import { RULES_OK } from '../../graph/src/modules/visits/__tests__/support';

/** Who is on site (issue 23): the on-site list and the dashboard's counts, live, at every size and on paper. */
jest.setTimeout(120_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const walkIn = (depotId: string, firstName: string, lastName: string, badge?: string) =>
  rest(w.server.url, 'POST', 'api/unplanned-visit-checkIn', {
    body: {
      firstName,
      lastName,
      email: `${uniq('os')}@example.test`,
      Company: 'Acme Haulage',
      carReg: '12 D 345',
      reasonForVisit: 'Meeting',
      depot: depotId,
      ...(badge ? { depotBadgeNum: badge } : {}),
      ruleAnswers: RULES_OK,
    },
  });

describe('on site now', () => {
  it('a DepotManager follows its depot live, filters, searches, prints, and sees the count on the dashboard', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    await makeBadges(w.server.orm, depot, ['S1', 'S2']);
    const partner = await makePartner(w.server.orm, depot, { name: 'Pat Partner' });
    expect((await walkIn(depot.id, 'Early', 'Arrival', 'S1')).status).toBe(200);
    expect((await rest(w.server.url, 'POST', 'api/clock-in', { body: { workId: partner.workId, depot: depot.id } })).status).toBe(200);

    const { page, context } = await w.page();
    await staffLogin(page, manager.username);
    // The dashboard counts who is on site, and links to the list.
    const count = page.locator(`[data-testid="on-site-count"][data-depot="${depot.code}"]`);
    await count.waitFor();
    expect(await count.textContent()).toContain(`${depot.code}: 2 people on site`);
    await untilWatched(w.server, depot.id);
    // The counts and the on-site list apply the events they can without reading again (issue 28).
    const reads: Record<string, number> = {};
    page.on('request', (r) => {
      const op = /"operationName":"(\w+)"/.exec(r.postData() ?? '')?.[1];
      if (r.method() === 'POST' && op) reads[op] = (reads[op] ?? 0) + 1;
    });
    expect((await walkIn(depot.id, 'Dash', 'Board')).status).toBe(200);
    await page.waitForFunction((code) => document.querySelector(`[data-depot="${code}"]`)?.textContent?.includes('3 people'), depot.code);
    expect(reads.OnSiteCounts ?? 0).toBe(0);
    await count.getByRole('link').click();
    await page.waitForURL('**/on-site?depot=*');
    await page.getByTestId('on-site-table').waitFor();
    expect(await page.getByTestId('on-site-total').textContent()).toBe('3 people on site');

    // A sign-in at the kiosk shows without a reload; a sign-out goes.
    await untilWatched(w.server, depot.id);
    expect((await walkIn(depot.id, 'Live', 'Person', 'S2')).status).toBe(200);
    const live = page.locator('[data-testid="on-site-row"]', { hasText: 'Live Person' });
    await live.waitFor({ timeout: 5000 });
    expect(await live.textContent()).toContain('S2');
    const listReads = reads.OnSiteNow ?? 0;
    expect((await rest(w.server.url, 'POST', 'api/checkOut', { body: { depotBadge: 'S2', depotId: depot.id } })).status).toBe(200);
    await live.waitFor({ state: 'detached', timeout: 5000 });
    expect(reads.OnSiteNow ?? 0).toBe(listReads); // the sign-out's row went without a read

    // Filter by kind and search.
    await page.getByTestId('on-site-kind').getByText('Partners').click();
    expect(await page.getByTestId('on-site-row').count()).toBe(1);
    expect(await page.getByTestId('on-site-row').textContent()).toContain('Pat Partner');
    await page.getByTestId('on-site-kind').getByText('All').click();
    await page.getByTestId('on-site-search').fill('s1');
    expect(await page.getByTestId('on-site-row').count()).toBe(1);
    expect(await page.getByTestId('on-site-row').textContent()).toContain('Early Arrival');
    await page.getByTestId('on-site-search').fill('nobody here');
    await page.getByTestId('on-site-empty').waitFor();
    await page.getByTestId('on-site-search').fill('');

    // The end-of-day sign-out time: a bad time is refused on the spot, a good one is saved, then turned off.
    expect(await page.getByTestId('auto-sign-out').textContent()).toContain('No end-of-day sign-out');
    await page.getByTestId('auto-sign-out-change').click();
    await page.getByTestId('auto-sign-out-time').fill('25:00');
    expect(await page.getByTestId('auto-sign-out-save').isDisabled()).toBe(true);
    await page.getByTestId('auto-sign-out-time').fill('18:30');
    await page.getByTestId('auto-sign-out-save').click();
    await page.getByText('Everyone still signed in is signed out automatically at 18:30 every day.').waitFor();
    const [saved] = await w.server.orm.em.fork().getConnection().execute(`select auto_sign_out_time from depot where id = ?`, [depot.id]);
    expect(saved.auto_sign_out_time).toBe('18:30');

    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'on-site', found, (p, name) => w.shot(p, `staff-${name}`));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('auto-sign-out-change').click();
    await page.getByTestId('auto-sign-out-off').click();
    await page.getByText('No end-of-day sign-out: people stay signed in until they sign out.').waitFor();
    // On a phone and a tablet each person is a card: nothing to scroll sideways.
    for (const size of [
      { width: 390, height: 844 },
      { width: 768, height: 1024 },
    ]) {
      await page.setViewportSize(size);
      expect(await page.getByTestId('on-site-card').count()).toBe(3);
    }
    // On paper (printed from the tablet too): the list alone as a table, no menu, no controls, on one page.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('on-site-table').isVisible()).toBe(true);
    expect(await page.getByTestId('on-site-cards').isVisible()).toBe(false);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('.mantine-AppShell-navbar').isVisible()).toBe(false);
    expect(await page.getByTestId('on-site-search').isVisible()).toBe(false);
    expect(await page.getByTestId('on-site-table').isVisible()).toBe(true);
    // No gutter where the side menu was (240 px, 264 from 1536 px on screen) and no screen column: the list starts at
    // the paper's left edge and takes its width, printed from a wide desktop window as from a tablet.
    for (const width of [1600, 1280, 794]) {
      await page.setViewportSize({ width, height: 1000 });
      const table = (await page.getByTestId('on-site-table').boundingBox())!;
      expect({ width, left: table.x <= 20, fills: table.width >= width - 40 }).toEqual({ width, left: true, fills: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await w.shot(page, 'staff-on-site-print');
    const pdf = await page.pdf({ format: 'A4' });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    expect(found).toEqual({});
    await context.close();
  });

  it("overstay (issue 37): the manager sets the depot's expected stay; whoever is past it is flagged, at every size", async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    expect((await walkIn(depot.id, 'Over', 'Stayer')).status).toBe(200);
    expect((await walkIn(depot.id, 'Just', 'Arrived')).status).toBe(200);
    // "Over Stayer" signed in three hours ago (the clock is the edge of the world: the row is moved, not the time).
    await w.server.orm.em
      .fork()
      .getConnection()
      .execute(
        `update attendance set checked_in_at = checked_in_at - interval '3 hours' where depot_id = ? and attendee_id in (select id from attendee where first_name = 'Over')`,
        [depot.id],
      );
    const { page, context } = await w.page();
    await staffLogin(page, manager.username);
    await page.goto(`/on-site?depot=${depot.id}`);
    await page.getByTestId('on-site-table').waitFor();
    expect(await page.getByTestId('expected-stay').textContent()).toContain('No expected stay');
    expect(await page.getByTestId('on-site-over-time-badge').count()).toBe(0);

    await page.getByTestId('expected-stay-change').click();
    await page.getByTestId('expected-stay-minutes').click();
    await page.getByRole('option', { name: '2 hours', exact: true }).click();
    await page.getByTestId('expected-stay-save').click();
    await page.getByText('People are expected to stay up to 2 hours').waitFor();
    const [saved] = await w.server.orm.em
      .fork()
      .getConnection()
      .execute(`select expected_stay_minutes from depot where id = ?`, [depot.id]);
    expect(saved.expected_stay_minutes).toBe(120);

    const over = page.locator('[data-testid="on-site-row"]', { hasText: 'Over Stayer' });
    await over.getByTestId('on-site-over-time-badge').waitFor();
    expect(await over.getByTestId('on-site-expected').textContent()).toMatch(/^Expected to leave by \d\d:\d\d$/);
    const fresh = page.locator('[data-testid="on-site-row"]', { hasText: 'Just Arrived' });
    expect(await fresh.getByTestId('on-site-over-time-badge').count()).toBe(0);
    expect(await page.getByTestId('on-site-over-time').textContent()).toBe('1 person is past their expected time');

    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'on-site-overstay', found, (p, name) => w.shot(p, `staff-${name}`));
    // On a phone each card carries the badge too.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.locator('[data-testid="on-site-card"]', { hasText: 'Over Stayer' });
    expect(await card.getByTestId('on-site-over-time-badge').isVisible()).toBe(true);
    expect(found).toEqual({});
    await context.close();
  });

  it('is not offered to a role below DepotManager, and its address sends that role to the dashboard', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const guard = await makeUser(w.server.orm, { tenant, depot, role: 'Security', username: uniq('sec_') });
    const { page, context } = await w.page();
    await staffLogin(page, guard.username);
    expect(await page.getByTestId('side-menu-item-on-site').count()).toBe(0);
    expect(await page.getByTestId('on-site-counts').count()).toBe(0);
    await page.goto('/on-site');
    await page.waitForURL('**/dashboard');
    await context.close();
  });
});

describe('evacuation roll-call', () => {
  it("the installed app's shortcut (issue 39): one tap, a sign-in when needed, then one confirmation starts the roll-call", async () => {
    const manifest = (await (await fetch(`${w.server.url}/manifest.webmanifest`)).json()) as { shortcuts?: { url: string }[] };
    expect(manifest.shortcuts?.map((x) => x.url)).toEqual([evacuationStartPath]);
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    expect((await walkIn(depot.id, 'Dara', 'Doyle')).status).toBe(200);
    const { page, context } = await w.page({ width: 390, height: 844 });
    // signed out, the shortcut leads to the sign-in, and the sign-in back to the shortcut's address
    await page.goto(evacuationStartPath);
    await page.waitForURL('**/ml-admin');
    await page.getByTestId('login-username').fill(manager.username);
    await page.getByTestId('login-password').fill(TEST_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/evacuation?start=1');
    await page.getByTestId('start-confirm').waitFor(); // the confirmation is open at once: one tap to start
    await w.shot(page, 'staff-evacuation-shortcut-390');
    await page.getByTestId('start-confirm').click();
    await page.getByTestId('roll-call').waitFor();
    expect(await page.getByTestId('roll-call-counts').textContent()).toBe('1 to find · 0 safe · 0 left');
    // signed in and with the roll-call under way, the shortcut shows it and asks nothing
    await page.goto(evacuationStartPath);
    await page.getByTestId('roll-call').waitFor();
    expect(await page.getByTestId('start-confirm').count()).toBe(0);
    await context.close();
  });

  it('on phones: a DepotManager starts it, two marshals mark people safe and see each other at once, a sign-out shows as left, the end keeps the record', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    const marshal = await makeUser(w.server.orm, { tenant, depot, role: 'Security', username: uniq('sec_') });
    await makeBadges(w.server.orm, depot, ['V1', 'V2']);
    expect((await walkIn(depot.id, 'Anna', 'Ahern', 'V1')).status).toBe(200);
    expect((await walkIn(depot.id, 'Brian', 'Byrne', 'V2')).status).toBe(200);
    expect((await walkIn(depot.id, 'Cara', 'Cole')).status).toBe(200);
    const phone = { width: 390, height: 844 };
    const lead = await w.page(phone);
    const other = await w.page(phone);
    await staffLogin(lead.page, manager.username);
    await staffLogin(other.page, marshal.username);
    await other.page.goto('/evacuation');
    await other.page.getByTestId('no-evacuation').waitFor();
    expect(await other.page.getByTestId('start-evacuation').count()).toBe(0); // a marshal does not start one

    await lead.page.goto('/evacuation');
    await lead.page.getByTestId('start-evacuation').click();
    await lead.page.getByTestId('start-confirm').click();
    await lead.page.getByTestId('roll-call').waitFor();
    expect(await lead.page.getByTestId('roll-call-counts').textContent()).toBe('3 to find · 0 safe · 0 left');
    // The marshal's phone shows the roll-call without a reload.
    await other.page.getByTestId('roll-call').waitFor({ timeout: 5000 });
    await untilWatched(w.server, depot.id, 2);

    const found: Record<string, unknown> = {};
    await checkAtEverySize(lead.page, 'evacuation-roll-call', found, (p, name) => w.shot(p, `staff-${name}`));
    await lead.page.setViewportSize(phone);

    // The lead marks Anna; the marshal's phone shows it within a second.
    await lead.page.locator('[data-testid="evacuee"][data-name="Anna Ahern"]').getByTestId('mark-safe').click();
    // (it stays in its place for a moment after the change, issue 36, then goes)
    await other.page.locator('[data-testid="evacuee"][data-name="Anna Ahern"]').waitFor({ state: 'detached', timeout: 5000 });
    expect(await other.page.getByTestId('roll-call-counts').textContent()).toBe('2 to find · 1 safe · 0 left');
    // The marshal marks Cara; the lead sees it.
    await other.page.locator('[data-testid="evacuee"][data-name="Cara Cole"]').getByTestId('mark-safe').click();
    await lead.page.waitForFunction(
      () => document.querySelector('[data-testid="roll-call-counts"]')?.textContent === '1 to find · 2 safe · 0 left',
      null,
      {
        timeout: 2000,
      },
    );
    // Brian hands his badge in at the kiosk: he left.
    expect((await rest(w.server.url, 'POST', 'api/checkOut', { body: { depotBadge: 'V2', depotId: depot.id } })).status).toBe(200);
    await lead.page.waitForFunction(
      () => document.querySelector('[data-testid="roll-call-counts"]')?.textContent === '0 to find · 2 safe · 1 left',
      null,
      {
        timeout: 5000,
      },
    );
    await lead.page.getByTestId('roll-call-all-found').waitFor();
    await lead.page.getByTestId('roll-call-show').getByText('Safe (2)').click();
    await w.shot(lead.page, 'staff-evacuation-safe-phone');

    await lead.page.getByTestId('end-evacuation').click();
    await lead.page.getByTestId('end-confirm').click();
    await lead.page.getByTestId('no-evacuation').waitFor();
    await other.page.getByTestId('no-evacuation').waitFor({ timeout: 5000 });
    await lead.page.getByTestId('evacuation-record-link').first().click();
    await lead.page.getByTestId('evacuation-record').waitFor();
    expect(await lead.page.getByTestId('record-counts').textContent()).toBe('3 on the list: 2 safe, 1 left, 0 unaccounted for');
    // The record as xlsx, written by the worker and downloaded.
    const downloading = lead.page.waitForEvent('download');
    await lead.page.getByTestId('record-export').click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^evacuation-.+\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile((await file.path())!);
    const names = [2, 3, 4].map((n) => String(wb.worksheets[0].getRow(n).getCell(1).value));
    expect(names.sort()).toEqual(['Anna Ahern', 'Brian Byrne', 'Cara Cole']);
    await checkAtEverySize(lead.page, 'evacuation-record', found, (p, name) => w.shot(p, `staff-${name}`));
    await lead.page.emulateMedia({ media: 'print' });
    expect(await lead.page.getByTestId('record-table').isVisible()).toBe(true);
    await w.shot(lead.page, 'staff-evacuation-record-print');
    expect(found).toEqual({});
    await lead.context.close();
    await other.context.close();
  });

  it("nobody missing (issue 37): a walk-in during the roll-call appears on both marshals' phones at once, marked as arriving during it", async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    const marshal = await makeUser(w.server.orm, { tenant, depot, role: 'Security', username: uniq('sec_') });
    expect((await walkIn(depot.id, 'Anna', 'Ahern')).status).toBe(200);
    const phone = { width: 390, height: 844 };
    const lead = await w.page(phone);
    const other = await w.page(phone);
    await staffLogin(lead.page, manager.username);
    await staffLogin(other.page, marshal.username);
    await other.page.goto('/evacuation');
    await other.page.getByTestId('no-evacuation').waitFor();
    await lead.page.goto('/evacuation');
    await lead.page.getByTestId('start-evacuation').click();
    await lead.page.getByTestId('start-confirm').click();
    await lead.page.getByTestId('roll-call').waitFor();
    await other.page.getByTestId('roll-call').waitFor({ timeout: 5000 });
    await untilWatched(w.server, depot.id, 2);
    expect(await lead.page.getByTestId('roll-call-counts').textContent()).toBe('1 to find · 0 safe · 0 left');

    const signedIn = Date.now();
    expect((await walkIn(depot.id, 'Dan', 'Late')).status).toBe(200);
    const late = (p: typeof lead.page) => p.locator('[data-testid="evacuee"][data-name="Dan Late"]');
    await Promise.all([lead.page, other.page].map((p) => late(p).getByTestId('arrived-during').waitFor({ timeout: 5000 })));
    console.info(`a walk-in during the roll-call on both marshals' phones after ${Date.now() - signedIn} ms`);
    for (const p of [lead.page, other.page])
      expect(await p.getByTestId('roll-call-counts').textContent()).toBe('2 to find · 0 safe · 0 left');
    expect(await late(other.page).getByTestId('arrived-during').textContent()).toBe('Arrived during the evacuation');
    const found: Record<string, unknown> = {};
    await checkAtEverySize(other.page, 'evacuation-arrived-during', found, (p, name) => w.shot(p, `staff-${name}`));
    await other.page.setViewportSize(phone);
    // marked like anyone else
    await late(other.page).getByTestId('mark-safe').click();
    await lead.page.waitForFunction(
      () => document.querySelector('[data-testid="roll-call-counts"]')?.textContent === '1 to find · 1 safe · 0 left',
      null,
      { timeout: 5000 },
    );
    expect(found).toEqual({});
    await lead.context.close();
    await other.context.close();
  });

  it('at 390 px with two marshals the list holds still under a finger: the person tapped is the person marked, named, with Undo', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    const marshal = await makeUser(w.server.orm, { tenant, depot, role: 'Security', username: uniq('sec_') });
    await makeBadges(w.server.orm, depot, ['H1']);
    for (const [first, last] of [
      ['Anna', 'Ahern'],
      ['Brian', 'Byrne'],
      ['Cara', 'Cole'],
      ['Dara', 'Doyle'],
      ['Layla', 'Haddad'],
    ])
      expect((await walkIn(depot.id, first, last, first === 'Cara' ? 'H1' : undefined)).status).toBe(200);
    const phone = { width: 390, height: 844 };
    const lead = await w.page(phone);
    const other = await w.page(phone);
    await staffLogin(lead.page, manager.username);
    await staffLogin(other.page, marshal.username);
    await lead.page.goto('/evacuation');
    await lead.page.getByTestId('start-evacuation').click();
    await lead.page.getByTestId('start-confirm').click();
    await lead.page.getByTestId('roll-call').waitFor();
    await other.page.goto('/evacuation');
    await other.page.getByTestId('roll-call').waitFor();
    await untilWatched(w.server, depot.id, 2);
    const card = (page: typeof lead.page, name: string) => page.locator(`[data-testid="evacuee"][data-name="${name}"]`);
    const boxOf = async (page: typeof lead.page, name: string) => (await card(page, name).getByTestId('mark-safe').boundingBox())!;
    const statusOf = async () =>
      Object.fromEntries(
        (
          (await w.server.orm.em
            .fork()
            .getConnection()
            .execute(
              `select e.name, e.status, e.marked_by_name from evacuation_entry e join evacuation v on v.id = e.evacuation_id where v.depot_id = ?`,
              [depot.id],
            )) as { name: string; status: string; marked_by_name: string | null }[]
        ).map((r) => [r.name, `${r.status}${r.marked_by_name ? ` by ${r.marked_by_name}` : ''}`]),
      );
    const marshalName = marshal.name;
    const leadName = manager.name;

    // 1. The marshal's finger is down on Brian's "Mark safe" (second from the top) when the lead marks Anna above him
    // and Cara signs out at the kiosk: on the marshal's phone nothing moves, and lifting the finger marks Brian.
    await other.page.evaluate(() => window.scrollTo(0, 0));
    const brian = await boxOf(other.page, 'Brian Byrne');
    const brianRow = await card(other.page, 'Brian Byrne').getByTestId('evacuee-action').boundingBox();
    await other.page.mouse.move(brian.x + brian.width / 2, brian.y + brian.height / 2);
    await other.page.mouse.down();
    await card(lead.page, 'Anna Ahern').getByTestId('mark-safe').click();
    expect((await rest(w.server.url, 'POST', 'api/checkOut', { body: { depotBadge: 'H1', depotId: depot.id } })).status).toBe(200);
    // the changes arrived: Anna shows as safe and Cara as left, each in its place
    await card(other.page, 'Anna Ahern').and(other.page.locator('[data-status="SAFE"]')).waitFor({ timeout: 5000 });
    await card(other.page, 'Cara Cole').and(other.page.locator('[data-status="LEFT"]')).waitFor({ timeout: 5000 });
    await other.page.waitForTimeout(1800); // longer than the hold after a change: the finger is still down
    expect(await other.page.getByTestId('roll-call-list').getAttribute('data-held')).toBe('true');
    // (the card's row, not the pressed button, which Mantine nudges down a pixel while it is pressed)
    expect(await card(other.page, 'Brian Byrne').getByTestId('evacuee-action').boundingBox()).toEqual(brianRow);
    await w.shot(other.page, 'staff-evacuation-held-phone');
    await other.page.mouse.up();
    await other.page.getByTestId('roll-call-said').waitFor();
    expect(await other.page.getByTestId('roll-call-said').textContent()).toContain('Marked Brian Byrne safe');
    expect(await statusOf()).toMatchObject({ 'Anna Ahern': `SAFE by ${leadName}`, 'Brian Byrne': `SAFE by ${marshalName}` }); // (Cara's LEFT is read from her sign-out)

    // 2. Just after a change arrives (the lead marks Dara, above Layla), the marshal taps where Layla's button was:
    // Layla is marked, and the confirmation names her, with its Undo whole at 390 px.
    await other.page.getByTestId('roll-call-list').and(other.page.locator('[data-held="false"]')).waitFor({ timeout: 5000 });
    expect(await other.page.getByTestId('evacuee').count()).toBe(2); // closed up: Dara and Layla to find
    // (in the middle of the screen, clear of the confirmation at its foot)
    await card(other.page, 'Layla Haddad').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const layla = await boxOf(other.page, 'Layla Haddad');
    await card(lead.page, 'Dara Doyle').getByTestId('mark-safe').click();
    await card(other.page, 'Dara Doyle').and(other.page.locator('[data-status="SAFE"]')).waitFor({ timeout: 5000 });
    await other.page.mouse.click(layla.x + layla.width / 2, layla.y + layla.height / 2);
    const said = other.page.getByTestId('roll-call-said');
    await said.getByText('Marked Layla Haddad safe').waitFor();
    expect(await statusOf()).toMatchObject({ 'Dara Doyle': `SAFE by ${leadName}`, 'Layla Haddad': `SAFE by ${marshalName}` });
    const undo = said.getByTestId('roll-call-said-undo');
    const whole = await undo.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const label = el.querySelector('.mantine-Button-label') ?? el;
      return r.left >= 0 && r.right <= window.innerWidth && label.scrollWidth <= label.clientWidth + 1 && r.height >= 44;
    });
    expect(whole).toBe(true);
    expect(await undo.textContent()).toBe('Undo');
    await w.shot(other.page, 'staff-evacuation-said-phone');
    await undo.click();
    await said.getByText('Layla Haddad is back on the list to find').waitFor();
    expect((await statusOf())['Layla Haddad']).toBe('MISSING');

    // 3. At 390 px every tab and every pill keeps its words; the Undo of a card is whole too.
    const cut = async (page: typeof lead.page) => {
      await settled(page);
      return page.evaluate(() =>
        [
          ...document.querySelectorAll(
            '.mantine-SegmentedControl-label, .mantine-Badge-label, [data-testid="mark-undo"] .mantine-Button-label',
          ),
        ]
          .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > window.innerWidth)
          .map((el) => el.textContent),
      );
    };
    await lead.page.getByTestId('roll-call-show').getByText('All').click();
    await lead.page.getByTestId('mark-undo').first().waitFor();
    const found: Record<string, unknown> = {};
    await checkAtEverySize(lead.page, 'evacuation-roll-call-all', found, (p, name) => w.shot(p, `staff-${name}`));
    await lead.page.setViewportSize(phone);
    expect(await cut(lead.page)).toEqual([]);
    expect(await cut(other.page)).toEqual([]);
    await lead.page.getByTestId('end-evacuation').click();
    await lead.page.getByTestId('end-confirm').click();
    await lead.page.getByTestId('evacuation-record-link').first().click();
    await lead.page.getByTestId('evacuation-record').waitFor();
    await lead.page.getByText('Unaccounted for').first().waitFor();
    expect(await cut(lead.page)).toEqual([]);
    await checkAtEverySize(lead.page, 'evacuation-record-unaccounted', found, (p, name) => w.shot(p, `staff-${name}`));
    expect(found).toEqual({});
    await lead.context.close();
    await other.context.close();
  });

  it('starts from the on-site list, and every other staff screen shows it under way, live, with a link to the roll-call', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    const marshal = await makeUser(w.server.orm, { tenant, depot, role: 'Security', username: uniq('sec_') });
    expect((await walkIn(depot.id, 'Omar', 'Onsite')).status).toBe(200);
    const lead = await w.page({ width: 390, height: 844 });
    const other = await w.page();
    await staffLogin(lead.page, manager.username);
    await staffLogin(other.page, marshal.username);
    const watching = () => until(() => w.server.events.reach('evacuationChanged', depot.id) >= 2, 30_000, 'the banners listen', 20);
    await lead.page.goto(`/on-site?depot=${depot.id}`);
    await lead.page.getByTestId('on-site-table').waitFor({ state: 'attached' });
    await lead.page.getByTestId('start-evacuation').waitFor();
    const found: Record<string, unknown> = {};
    await checkAtEverySize(lead.page, 'on-site-start-evacuation', found, (p, name) => w.shot(p, `staff-${name}`));
    await lead.page.setViewportSize({ width: 390, height: 844 });
    expect(await other.page.getByTestId('evacuation-banner').count()).toBe(0);
    await watching();

    // Started from the on-site list: the roll-call opens; the marshal's dashboard says so at once, with a link.
    await lead.page.getByTestId('start-evacuation').click();
    await lead.page.getByTestId('start-confirm').click();
    await lead.page.waitForURL('**/evacuation?depot=*');
    await lead.page.getByTestId('roll-call').waitFor();
    expect(await lead.page.getByTestId('evacuation-banner').count()).toBe(0); // not on the roll-call itself
    const banner = other.page.getByTestId('evacuation-banner');
    await banner.waitFor({ timeout: 5000 });
    expect(await banner.textContent()).toContain(`Evacuation under way at ${depot.code}`);
    await lead.page.goto('/dashboard');
    await lead.page.getByTestId('evacuation-banner').waitFor();
    await checkAtEverySize(lead.page, 'dashboard-evacuation-banner', found, (p, name) => w.shot(p, `staff-${name}`));
    await other.page.getByTestId('evacuation-banner-link').click();
    await other.page.waitForURL('**/evacuation?depot=*');
    await other.page.getByTestId('roll-call').waitFor();

    // Ended: the banner goes from every screen without a reload.
    await other.page.goto('/dashboard');
    await other.page.getByTestId('evacuation-banner').waitFor();
    await lead.page.goto('/evacuation');
    await lead.page.getByTestId('end-evacuation').click();
    await lead.page.getByTestId('end-confirm').click();
    await lead.page.getByTestId('no-evacuation').waitFor();
    await other.page.getByTestId('evacuation-banner').waitFor({ state: 'detached', timeout: 5000 });
    expect(found).toEqual({});
    await lead.context.close();
    await other.context.close();
  });
});
