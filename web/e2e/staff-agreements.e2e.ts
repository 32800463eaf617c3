import { readFile } from 'node:fs/promises';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makePartner, makeWorld, uniq } from '../../graph/src/test/factories';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';
import type { Page } from 'playwright-core';
import { gql, rest } from '../../graph/src/test/http';
import { RULES_OK } from '../../graph/src/modules/visits/__tests__/support';

/**
 * Agreements with versions (issue 38): a TenantAdmin saves the kiosk's rule words, a visitor signs in, the admin
 * changes the words and asks again; the versions list keeps both with their dates, the visit detail and the printed
 * questionnaire show the words accepted then, and the signed agreement downloads as a PDF. Every new screen measured,
 * scanned (axe) and photographed at 390, 768, 1024, 1280 (and 1440).
 */
jest.setTimeout(300_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const OLD = 'Old words: wear the yellow visitor badge at all times.';
const NEW = 'New words: wear the green visitor badge on your chest.';
const SAVE = 'mutation($i: SaveKioskTextsInput!) { saveKioskTexts(input: $i) { tenantId } }';

describe('agreement versions', () => {
  it('the versions list keeps every save; the visit detail shows the words accepted then, and the PDF downloads', async () => {
    const { depot, admin } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    const shot = (p: Parameters<BrowserWorld['shot']>[0], name: string) => w.shot(p, `staff-${name}`);
    const { page } = await w.page();
    await staffLogin(page, admin.username);
    await page.goto(`${w.server.url}/kiosk-texts`);
    const versions = page.getByTestId('agreement-version');
    await versions.first().waitFor();
    expect(await versions.count()).toBe(2); // the built-in defaults
    await page.getByTestId('text-hr_1').fill(OLD);
    await page.getByTestId('kiosk-texts-save').click();
    await page.locator('[data-testid="agreement-version"][data-kind="rules"][data-number="1"]').waitFor();

    const email = `${uniq('ada')}@example.test`;
    const r = await rest(w.server.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'ada',
        lastName: 'byrne',
        email,
        Company: 'Acme',
        carReg: '12D345',
        reasonForVisit: 'Meeting',
        depot: depot.id,
        ruleAnswers: RULES_OK,
      },
    });
    expect(r.status).toBe(200);

    await page.getByTestId('text-hr_1').fill(NEW);
    await page.getByTestId('kiosk-texts-ask-again').check();
    await page.getByTestId('kiosk-texts-save').click();
    const v2 = page.locator('[data-testid="agreement-version"][data-kind="rules"][data-number="2"]');
    await v2.getByTestId('agreement-version-ask-again').waitFor();
    await v2
      .getByTestId('agreement-version-label')
      .filter({ hasText: /^Version 2, saved \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ })
      .waitFor();
    const v1 = page.locator('[data-testid="agreement-version"][data-kind="rules"][data-number="1"]');
    await v1.locator('button').first().click();
    await v1.getByTestId('agreement-version-words').filter({ hasText: OLD }).waitFor();
    expect(await v1.getByTestId('agreement-version-words').textContent()).not.toContain(NEW);
    await page.getByTestId('agreement-versions').scrollIntoViewIfNeeded();
    await checkAtEverySize(page, 'agreement-versions', found, shot);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The visit detail: the version accepted then, its words, and the PDF.
    const [visit] = await w.server.orm.em
      .fork()
      .getConnection()
      .execute(`select a.visit_id from attendance a join attendee p on p.id = a.attendee_id where p.email = ?`, [email]);
    await page.goto(`${w.server.url}/visit/${visit.visit_id}`);
    const agreement = page.getByTestId('visit-agreement');
    await agreement
      .getByTestId('visit-agreement-version')
      .filter({ hasText: /Agreement accepted: Version 1, saved / })
      .waitFor();
    await agreement.locator('button', { hasText: 'The words accepted then' }).click();
    await agreement.getByTestId('visit-agreement-words').filter({ hasText: OLD }).waitFor();
    expect(await agreement.textContent()).not.toContain(NEW);
    await checkAtEverySize(page, 'visit-agreement', found, shot);
    await page.setViewportSize({ width: 1280, height: 800 });
    const downloading = page.waitForEvent('download');
    await agreement.getByTestId('visit-agreement-pdf').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^agreement-\d{8}-\d{4}-[0-9a-f]{8}\.pdf$/);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    // The printed questionnaire: the old words, with the version's date.
    await page.goto(`${w.server.url}/visit/${visit.visit_id}/questionnaire`);
    await page
      .getByTestId('questionnaire-version')
      .filter({ hasText: /^Version 1, saved / })
      .waitFor();
    await page.locator('[data-testid="questionnaire-answer"][data-key="hr_1"]').filter({ hasText: OLD }).waitFor();
    await shot(page, 'agreement-questionnaire-desktop');

    expect(found).toEqual({});
  });

  it('"ask again": the partner kiosk shows the changed contractor rules as changed, once', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    const token = tokenFor(w.server, admin);
    const save = async (contractorRules: string[], askAgain: boolean) =>
      expect((await gql(w.server.url, SAVE, { i: { texts: [], contractorRules, askAgain } }, token)).errors).toBeUndefined();
    await save(['Sign the permit to work before starting.'], false);
    const p = await makePartner(w.server.orm, depot, { name: 'Pat Murphy' });
    const found: Record<string, unknown> = {};
    const shot = (pg: Parameters<BrowserWorld['shot']>[0], name: string) => w.shot(pg, `kiosk-${name}`);
    const clockInTo = async (page: Page) => {
      await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
      await page.getByTestId('partner-work-id').fill(p.workId);
      await page.getByTestId('partner-clock-in').click();
      await page.getByTestId('partner-identity-yes').click();
      await page.getByTestId('contractor-rules').waitFor();
    };
    const { page, context } = await w.page({ width: 768, height: 1024 });
    await clockInTo(page);
    expect(await page.getByTestId('partner-rules-changed').count()).toBe(0); // nothing asked again yet
    await page.getByTestId('partner-rules-accept').click();
    await page.getByTestId('kiosk-home').waitFor({ timeout: 20_000 });
    const close = () =>
      w.server.orm.em.fork().getConnection().execute(`update attendance set checked_out_at = now() where partner_id = ?`, [p.id]);
    await close();

    await save(['Sign the permit to work before starting.', 'No phones in the yard.'], true);
    await clockInTo(page);
    await page.getByTestId('partner-rules-changed').filter({ hasText: 'These rules have changed' }).waitFor();
    await page.getByTestId('contractor-rules').getByText('No phones in the yard.').waitFor();
    await checkAtEverySize(page, 'partner-rules-changed', found, shot);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByTestId('partner-rules-accept').click();
    await page.getByTestId('kiosk-home').waitFor({ timeout: 20_000 });
    await close();

    // Once: the next clock-in shows the rules without the notice.
    await clockInTo(page);
    expect(await page.getByTestId('partner-rules-changed').count()).toBe(0);
    expect(found).toEqual({});
    await context.close();
  });
});
