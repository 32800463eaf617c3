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
    expect((await walkIn(depot.id, 'Dash', 'Board')).status).toBe(200);
    await page.waitForFunction((code) => document.querySelector(`[data-depot="${code}"]`)?.textContent?.includes('3 people'), depot.code);
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
    expect((await rest(w.server.url, 'POST', 'api/checkOut', { body: { depotBadge: 'S2', depotId: depot.id } })).status).toBe(200);
    await live.waitFor({ state: 'detached', timeout: 5000 });

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

    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'on-site', found, (p, name) => w.shot(p, `staff-${name}`));
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
