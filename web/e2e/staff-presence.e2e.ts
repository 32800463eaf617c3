import ExcelJS from 'exceljs';
import { staffLogin, startBrowserWorld, untilWatched, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeBadges, makePartner, makeUser, makeWorld, uniq } from '../../graph/src/test/factories';
import { rest } from '../../graph/src/test/http';
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
    await w.shot(page, 'staff-on-site-print');
    const pdf = await page.pdf({ format: 'A4' });
    expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
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
    await other.page.locator('[data-testid="evacuee"][data-name="Anna Ahern"]').waitFor({ state: 'detached', timeout: 2000 });
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
});
