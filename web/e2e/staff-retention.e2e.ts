import { readFileSync } from 'node:fs';
import { Messages } from '../../graph/src/contracts/messages';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeVisit, makeWorld, uniq } from '../../graph/src/test/factories';

/**
 * The data retention screen (issue 25): a TenantAdmin sets its tenant's retention (29 days refused with the server's
 * words), finds a person by e-mail (only in its tenant), downloads everything held about them as JSON and erases them
 * after confirming; every size measured, scanned and photographed.
 */
jest.setTimeout(240_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const sql = async (q: string, params: unknown[] = []) =>
  (await w.server.orm.em.fork().getConnection().execute(q, params)) as Record<string, unknown>[];

describe('the data retention screen', () => {
  it('sets the retention, exports and erases a person of its own tenant only; a DepotManager has no way in', async () => {
    const { tenant, depot, admin, manager } = await makeWorld(w.server.orm);
    const other = await makeWorld(w.server.orm);
    const email = `${uniq('rita')}@example.test`;
    const visit = await makeVisit(w.server.orm, depot, {
      person: { firstName: 'Rita', lastName: 'Requester', email, company: 'Rita Ltd' },
    });
    const twin = await makeVisit(w.server.orm, other.depot, {
      person: { firstName: 'Rita', lastName: 'Requester', email, company: 'Twin Ltd' },
    });

    const { page } = await w.page();
    await staffLogin(page, admin.username);
    await page.goto(`${w.server.url}/tenant-details/${tenant.id}`);
    await page.getByTestId('details-data-retention').click();
    await page.waitForURL('**/data-retention?tenant=*');
    await page.getByTestId('retention-form').waitFor();
    expect(await page.getByTestId('retention-days').inputValue()).toBe('365');
    await page.getByTestId('retention-no-runs').waitFor();

    // 29 days: the server's words in the form's error box; 90 is saved.
    await page.getByTestId('retention-days').fill('29');
    await page.getByTestId('retention-save').click();
    expect(await page.getByTestId('retention-error').textContent()).toContain(Messages.retentionDays);
    await page.getByTestId('retention-days').fill('90');
    await page.getByTestId('retention-save').click();
    await page.getByText(Messages.retentionSaved).waitFor();
    await page.reload();
    await page.getByTestId('retention-form').waitFor();
    expect(await page.getByTestId('retention-days').inputValue()).toBe('90');
    expect((await sql(`select retention_days from tenant where id = ?`, [tenant.id]))[0].retention_days).toBe(90);

    // The person: one visitor in this tenant (the namesake in the other tenant is not found).
    await page.getByTestId('subject-email').fill(email.toUpperCase());
    await page.getByTestId('subject-find').click();
    await page.getByTestId('subject-person').first().waitFor();
    expect(await page.getByTestId('subject-person').count()).toBe(1);
    expect(await page.getByTestId('subject-people').textContent()).toContain('Rita Ltd');
    expect(await page.getByTestId('subject-people').textContent()).not.toContain('Twin Ltd');

    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'data-retention', found, (p, name) => w.shot(p, `staff-${name}`));
    await page.setViewportSize({ width: 1280, height: 800 });

    // Everything held, as one JSON file.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByTestId('subject-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^data-subject-\d{8}-\d{6}\.json$/);
    const doc = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(doc.visitors).toEqual([
      expect.objectContaining({ firstName: 'Rita', email, company: 'Rita Ltd', visits: [expect.objectContaining({ id: visit.id })] }),
    ]);
    expect(JSON.stringify(doc)).not.toContain(twin.id);

    // Erase: asked first; cancelling keeps everything.
    await page.getByTestId('subject-erase').click();
    expect(await page.getByTestId('subject-erase-text').textContent()).toBe(Messages.subjectEraseConfirm(email));
    await checkAtEverySize(page, 'data-retention-confirm', found, (p, name) => w.shot(p, `staff-${name}`));
    expect(found).toEqual({});
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect((await sql(`select first_name from attendee where lower(email) = ? and tenant_id = ?`, [email, tenant.id])).length).toBe(1);
    await page.getByTestId('subject-erase').click();
    await page.getByTestId('subject-erase-confirm').click();
    await page.getByTestId('subject-nobody').waitFor();
    await page.getByText(Messages.subjectErased(1)).waitFor();
    expect(await sql(`select first_name from attendee where lower(email) = ? and tenant_id = ?`, [email, tenant.id])).toEqual([]);
    expect(
      await sql(`select first_name, company from attendee where lower(email) = ? and tenant_id = ?`, [email, other.tenant.id]),
    ).toEqual([{ first_name: 'Rita', company: 'Twin Ltd' }]);
    // The runs list shows the export and the erasure; the audit trail has both, and the search (issue 40: a
    // data-subject search is an audited fact of its own).
    await page.locator('[data-testid="retention-run"][data-kind="erase"]').first().waitFor();
    expect(await page.locator('[data-testid="retention-run"][data-kind="export"]').textContent()).toContain('nothing (exported 1 visitor)');
    expect(await page.locator('[data-testid="retention-run"][data-kind="erase"]').textContent()).toContain('1 visitor');
    await checkAtEverySize(page, 'data-retention-runs', found, (p, name) => w.shot(p, `staff-${name}`));
    expect(found).toEqual({});
    const actions = (await sql(`select distinct action from audit_log where tenant_id = ? and action like 'subject.%'`, [tenant.id])).map(
      (r) => r.action,
    );
    expect(actions.sort()).toEqual(['subject.erase', 'subject.export', 'subject.search']);

    // A DepotManager is sent to its dashboard.
    const m = await w.page();
    await staffLogin(m.page, manager.username);
    await m.page.goto(`${w.server.url}/data-retention`);
    await m.page.waitForURL('**/dashboard');
  });
});
