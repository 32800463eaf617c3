import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeDepot, makeWorld } from '../../graph/src/test/factories';

/**
 * Summaries (issue 39): on /profile a TenantAdmin turns each depot's end-of-day and end-of-week summaries on or off
 * (saved at once, kept after a reload); a DepotManager sees only the depot they manage. Measured, scanned (axe) and
 * photographed at 390, 768, 1024 and 1280 (and 1440).
 */
jest.setTimeout(300_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

describe('summaries on the profile', () => {
  it("an admin toggles each depot's summaries; a manager sees their own depot only", async () => {
    const { tenant, depot, admin, manager } = await makeWorld(w.server.orm);
    const second = await makeDepot(w.server.orm, tenant);
    const found: Record<string, unknown> = {};
    const shot = (p: Parameters<BrowserWorld['shot']>[0], name: string) => w.shot(p, `staff-${name}`);
    const { page } = await w.page();
    await staffLogin(page, admin.username);
    await page.goto(`${w.server.url}/profile`);
    await page.getByTestId('my-summaries').waitFor();
    await page.getByTestId(`summary-row-${second.code}`).waitFor();
    expect(await page.getByTestId(`summary-day-${depot.code}`).isChecked()).toBe(false);

    await page.getByTestId(`summary-day-${depot.code}`).click();
    await page.waitForFunction(
      (id) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.checked,
      `summary-day-${depot.code}`,
    );
    await page.getByTestId(`summary-week-${second.code}`).click();
    await page.waitForFunction(
      (id) => (document.querySelector(`[data-testid="${id}"]`) as HTMLInputElement | null)?.checked,
      `summary-week-${second.code}`,
    );
    await page.reload();
    await page.getByTestId('my-summaries').waitFor();
    expect(await page.getByTestId(`summary-day-${depot.code}`).isChecked()).toBe(true);
    expect(await page.getByTestId(`summary-week-${depot.code}`).isChecked()).toBe(false);
    expect(await page.getByTestId(`summary-week-${second.code}`).isChecked()).toBe(true);
    expect(await page.getByTestId(`summary-day-${second.code}`).isChecked()).toBe(false);
    const [row] = await w.server.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from summary_subscription where user_id = ? and end_of_day_since is not null`, [admin.id]);
    expect(row.n).toBe(1);
    await checkAtEverySize(page, 'profile-summaries', found, shot);

    const m = await w.page();
    await staffLogin(m.page, manager.username);
    await m.page.goto(`${w.server.url}/profile`);
    await m.page.getByTestId(`summary-row-${depot.code}`).waitFor();
    expect(await m.page.getByTestId(`summary-row-${second.code}`).count()).toBe(0);
    expect(found).toEqual({});
  });
});
