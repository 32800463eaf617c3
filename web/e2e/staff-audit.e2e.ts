import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import ExcelJS from 'exceljs';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { gql } from '../../graph/src/test/http';
import { makeWorld } from '../../graph/src/test/factories';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';

/** The audit trail screen (issue 25): a TenantAdmin reads its tenant's changes, filters, pages and exports them. */
jest.setTimeout(180_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

describe('the audit trail screen', () => {
  it('lists, filters, pages and exports the changes; personal values only as changed; DepotManager has no entry', async () => {
    const { depot, admin, manager } = await makeWorld(w.server.orm);
    const t = tokenFor(w.server, admin);
    for (let i = 1; i <= 27; i++) {
      const r = await gql(w.server.url, `mutation($n: String!) { addRole(input: { roleName: $n }) { id } }`, { n: `Role ${i}` }, t);
      expect(r.errors).toBeUndefined();
    }
    const m = await gql(
      w.server.url,
      `mutation($d: ID!) { addManager(input: { name: "Hidden Person", email: "hidden@example.test", depotId: $d, department: "Ops" }) { id } }`,
      { d: depot.id },
      t,
    );
    expect(m.errors).toBeUndefined();

    const { page } = await w.page();
    await staffLogin(page, admin.username);
    await page.getByRole('link', { name: 'Audit trail' }).first().click();
    await page.waitForURL('**/audit');
    await page.getByTestId('audit-row').first().waitFor();
    // 27 roles, the manager, and this admin's own sign-in (issue 40: a sign-in is an audited fact of its own)
    expect(await page.getByTestId('audit-total').textContent()).toBe('29 changes');
    expect(await page.getByTestId('audit-page').textContent()).toBe('Page 1 of 2');
    // Newest first: the sign-in, then the manager, its personal values shown only as changed.
    expect(await page.getByTestId('audit-row').first().getAttribute('data-action')).toBe('auth.sign-in');
    const first = page.getByTestId('audit-row').nth(1);
    expect(await first.getAttribute('data-action')).toBe('manager.add');
    expect(await first.textContent()).toContain('name: changed (personal)');
    expect(await page.content()).not.toContain('hidden@example.test');
    await page.getByTestId('audit-next').click();
    await page.getByText('Page 2 of 2').waitFor();
    // 4 more, and the read of page 1 itself (a read of the trail is audited after it answers, so it shows from the next)
    expect(await page.getByTestId('audit-row').count()).toBe(5);

    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'audit', found, (p, name) => w.shot(p, `staff-${name}`));
    expect(found).toEqual({});
    await page.setViewportSize({ width: 1280, height: 800 });

    // Filter by action: the roles only.
    await page.getByTestId('audit-filter-action').fill('role');
    await page.getByTestId('audit-search').click();
    await page.getByText('27 changes').waitFor();
    await page.getByTestId('audit-filter-targetType').fill('manager');
    await page.getByTestId('audit-search').click();
    await page.getByTestId('audit-none').waitFor();
    await page.getByTestId('audit-filter-targetType').fill('');
    await page.getByTestId('audit-search').click();
    await page.getByText('27 changes').waitFor();

    // The export, filtered as on screen, through the worker.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId('audit-export').click()]);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'audit-')), download.suggestedFilename());
    await download.saveAs(file);
    expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{8}-\d{6}\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    expect(wb.worksheets[0].rowCount).toBe(28);

    // A DepotManager has no entry in the menu, and the address sends it to its dashboard.
    const other = await w.page();
    await staffLogin(other.page, manager.username);
    expect(await other.page.getByRole('link', { name: 'Audit trail' }).count()).toBe(0);
    await other.page.goto(`${w.server.url}/audit`);
    await other.page.waitForURL('**/dashboard');
  });
});
