import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize, settled } from './ux';
import { gql } from '../../graph/src/test/http';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';
import { makeWorld, uniq } from '../../graph/src/test/factories';
import { Tenant } from '../../graph/src/modules/tenants/tenant.entity';
import { Attendance } from '../../graph/src/modules/attendance/attendance.entity';
import { Messages } from '../../graph/src/contracts/messages';
import { pl } from '../src/i18n/locales/pl';
import { ar } from '../src/i18n/locales/ar';

/**
 * Languages (issue 27): a walk-in signs in in Polish and in Arabic at 768 x 1024 (the Arabic kiosk right to left), the
 * Polish walk-in's e-mail arrives in Polish, the Arabic kiosk is checked at every size (overflow, 44 px targets, axe),
 * and a kiosk left alone returns to the tenant's default language.
 */
jest.setTimeout(120_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const TABLET = { width: 768, height: 1024 };
const kioskUrl = (tenant: string, code: string) => `/${encodeURIComponent(tenant)}/${encodeURIComponent(code)}`;

/** Every rule accepted and every health question answered 'no', page by page (in whatever language). */
async function acceptRules(page: Page, pages: number) {
  for (let i = 1; i <= pages; i++) {
    await page.getByTestId('rules-proceed').waitFor();
    for (const box of await page.locator('[role="dialog"] input[type="checkbox"]').all()) await box.check();
    for (const no of await page.locator('[role="dialog"] input[type="radio"][value="no"]').all()) await no.check();
    await page.getByTestId('rules-proceed').click();
  }
}

async function walkIn(page: Page, shotName: string, email: string) {
  await page.getByTestId('kiosk-sign-in').click();
  await page.getByTestId('have-code-no').click();
  await page.getByTestId('visit-unplanned').click();
  await page.waitForURL('**/unplanned-visit/**');
  await page.getByTestId('field-firstName').fill('kasia');
  await page.getByTestId('field-lastName').fill('nowak');
  await page.getByTestId('field-email').fill(email);
  await page.getByTestId('field-company').fill('acme');
  await page.getByTestId('field-carReg').fill('01-d-99');
  await page.getByTestId('field-reasonForVisit').click();
  await page.getByRole('option', { name: 'Delivery' }).click();
  await w.shot(page, `${shotName}-form-tablet`);
  await page.getByTestId('form-proceed').click();
  await page.getByTestId('rules-proceed').waitFor();
  await w.shot(page, `${shotName}-rules-tablet`);
  await acceptRules(page, 2);
  await page.getByTestId('temperature-input').fill('36.6');
  await page.getByTestId('temperature-submit').click();
  await page.getByTestId('badge-skip').click();
  return (await page.getByTestId('checked-in-text').textContent()) ?? '';
}

describe('the kiosk in the visitor’s language', () => {
  it('a walk-in in Polish at 768 x 1024: every screen in Polish, the sign-in stored with pl, the e-mail in Polish', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(TABLET);
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-languages').waitFor();
    // Each language in its own name, no flags.
    expect(await page.getByTestId('kiosk-languages').innerText()).toMatch(
      /English[\s\S]*Polski[\s\S]*Română[\s\S]*Lietuvių[\s\S]*Español[\s\S]*Português[\s\S]*العربية/,
    );
    await page.getByTestId('kiosk-language-pl').click();
    await page.getByTestId('kiosk-sign-in').filter({ hasText: pl.kiosk.signIn }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('pl');
    await w.shot(page, 'kiosk-home-pl-tablet');
    // Polish runs longer than English: the home at every size (overflow, 44 px targets, axe).
    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'kiosk-home-pl', found, w.shot);
    expect(found).toEqual({});
    await page.setViewportSize(TABLET);
    const email = `${uniq('kasia')}@example.test`;
    const text = await walkIn(page, 'kiosk-walk-in-pl', email);
    expect(text).toBe('Witamy, Kasia Nowak. Jesteś zarejestrowany.');
    const a = await w.server.orm.em.fork().findOneOrFail(Attendance, { depot: depot.id }, { filters: false });
    expect(a.language).toBe('pl');
    const mail = await w.server.mail.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe(`Jesteś zarejestrowany w ${tenant.name} ${depot.code}`);
    await context.close();
  });

  it('a walk-in in Arabic at 768 x 1024, laid out right to left; the Arabic kiosk passes at every size', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(TABLET);
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-language-ar').click();
    await page.getByTestId('kiosk-sign-in').filter({ hasText: ar.kiosk.signIn }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // Right to left: Sign In (first in the grid) sits at the right, Sign Out at the left.
    const signIn = (await page.getByTestId('kiosk-sign-in').boundingBox())!;
    const signOut = (await page.getByTestId('kiosk-sign-out').boundingBox())!;
    expect(signIn.x).toBeGreaterThan(signOut.x);
    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'kiosk-home-ar', found, w.shot);
    await page.setViewportSize(TABLET);
    const text = await walkIn(page, 'kiosk-walk-in-ar', `${uniq('amal')}@example.test`);
    expect(text).toBe('مرحبًا Kasia Nowak. تم تسجيل دخولك.');
    await page.getByTestId('kiosk-home').waitFor({ timeout: 10000 });
    // the home is back in the tenant's language after a sign-in (the next test): the next visitor picks Arabic again
    await page.getByTestId('kiosk-language-ar').click();
    await page.getByTestId('kiosk-sign-in').filter({ hasText: ar.kiosk.signIn }).click();
    await page.getByTestId('have-code-no').click();
    await page.getByTestId('visit-unplanned').click();
    await page.waitForURL('**/unplanned-visit/**');
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await checkAtEverySize(page, 'kiosk-unplanned-ar', found, w.shot);
    expect(found).toEqual({});
    await context.close();
  });

  it("after a check-in's confirmation the home is in the tenant's default language again, not the visitor's", async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(TABLET);
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-language-pl').click();
    await page.getByTestId('kiosk-sign-in').filter({ hasText: pl.kiosk.signIn }).waitFor();
    expect(await walkIn(page, 'kiosk-walk-in-pl-home', `${uniq('kasia')}@example.test`)).toBe(
      'Witamy, Kasia Nowak. Jesteś zarejestrowany.',
    );
    await page.getByTestId('checked-in-ok').click();
    // At once, not after the 75 s idle reset.
    await page.getByTestId('kiosk-sign-in').filter({ hasText: 'Sign In' }).waitFor({ timeout: 5_000 });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByTestId('kiosk-language-en').getAttribute('aria-pressed')).toBe('true');
    await w.shot(page, 'kiosk-home-after-pl-check-in-tablet');
    await context.close();
  });

  it("a tenant's own English rule inside the Arabic dialog reads left to right: its full stop at its end (dir=auto)", async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    const saved = await gql(
      w.server.url,
      'mutation($i: SaveKioskTextsInput!) { saveKioskTexts(input: $i) { tenantId } }',
      { i: { texts: [{ key: 'hr_1', text: 'Wear your hard hat at all times.' }], contractorRules: [] } },
      tokenFor(w.server, admin),
    );
    expect(saved.errors).toBeUndefined();
    const { page, context } = await w.page(TABLET);
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-language-ar').click();
    await page.getByTestId('kiosk-sign-in').filter({ hasText: ar.kiosk.signIn }).click();
    await page.getByTestId('have-code-no').click();
    await page.getByTestId('visit-unplanned').click();
    await page.waitForURL('**/unplanned-visit/**');
    await page.getByTestId('field-firstName').fill('amal');
    await page.getByTestId('field-lastName').fill('haddad');
    await page.getByTestId('field-email').fill(`${uniq('amal')}@example.test`);
    await page.getByTestId('field-company').fill('acme');
    await page.getByTestId('field-carReg').fill('01-d-99');
    await page.getByTestId('field-reasonForVisit').click();
    await page.getByRole('option', { name: 'Delivery' }).click();
    await page.getByTestId('form-proceed').click();
    const rule = page.getByRole('dialog').getByText('Wear your hard hat at all times.');
    await rule.waitFor();
    await settled(page);
    await w.shot(page, 'kiosk-rules-own-english-ar-tablet');
    // Where the first letter and the full stop are drawn: left to right, the stop is to the right of the W.
    const at = await rule.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let node: Node | null;
      while ((node = walker.nextNode()) && !node.textContent!.startsWith('Wear'));
      const x = (i: number) => {
        const r = document.createRange();
        r.setStart(node!, i);
        r.setEnd(node!, i + 1);
        return r.getBoundingClientRect().x;
      };
      return {
        w: x(0),
        stop: x(node!.textContent!.length - 1),
        dir: (node!.parentElement as HTMLElement).closest('[dir]')!.getAttribute('dir'),
      };
    });
    expect(at.stop).toBeGreaterThan(at.w);
    expect(at.dir).toBe('auto');
    await context.close();
  });

  it("a kiosk left alone returns to the tenant's default language", async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const em = w.server.orm.em.fork();
    await em.nativeUpdate(Tenant, { id: tenant.id }, { kioskDefaultLanguage: 'ro', kioskLanguages: ['en', 'ro', 'pl'] });
    const { page, context } = await w.page(TABLET);
    await page.clock.install();
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-language-ro').waitFor();
    await page.getByTestId('kiosk-language-ro').and(page.locator('[aria-pressed="true"]')).waitFor(); // the default, once its catalogue loaded
    expect(await page.getByTestId('kiosk-languages').locator('button').count()).toBe(3);
    await page.getByTestId('kiosk-language-pl').click();
    await page.getByTestId('kiosk-sign-in').filter({ hasText: pl.kiosk.signIn }).waitFor();
    await page.clock.fastForward(61_000);
    await page.getByTestId('idle-prompt-text').waitFor();
    await w.shot(page, 'kiosk-home-idle-pl-tablet');
    await page.clock.fastForward(16_000);
    await page.getByTestId('kiosk-language-ro').and(page.locator('[aria-pressed="true"]')).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ro');
    // A screen past the home, left alone in Polish: its idle reset clears it and speaks the default again.
    await page.getByTestId('kiosk-language-pl').click();
    await page.getByTestId('kiosk-sign-in').filter({ hasText: pl.kiosk.signIn }).click();
    await page.getByTestId('have-code-no').click();
    await page.waitForURL('**/visit-type/**');
    await page.getByTestId('visit-unplanned').waitFor(); // the screen is up: its idle timer runs
    await page.clock.fastForward(61_000);
    await page.getByTestId('idle-prompt-text').filter({ hasText: 'sekund' }).waitFor();
    await page.clock.fastForward(16_000);
    await page.getByTestId('kiosk-home').waitFor();
    await page.getByTestId('kiosk-language-ro').and(page.locator('[aria-pressed="true"]')).waitFor();
    expect(await page.getByTestId('kiosk-sign-in').textContent()).toBe('Intrare');
    await context.close();
  });

  it('a TenantAdmin chooses the languages on /kiosk-texts (a default not offered is refused); the kiosk starts in the default', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(TABLET);
    await staffLogin(page, admin.username);
    await page.goto('/kiosk-texts');
    await page.getByTestId('kiosk-languages-form').waitFor();
    for (const code of ['ro', 'lt', 'es', 'pt', 'ar']) await page.getByTestId(`offer-${code}`).uncheck();
    await page.getByTestId('default-ro').check();
    await page.getByTestId('kiosk-languages-save').click();
    expect(await page.getByTestId('kiosk-languages-error').textContent()).toBe(Messages.defaultLanguageNotOffered);
    await page.getByTestId('default-pl').check();
    const found: Record<string, unknown> = {};
    await checkAtEverySize(page, 'staff-kiosk-languages', found, w.shot);
    expect(found).toEqual({});
    await page.getByTestId('kiosk-languages-save').click();
    await page.getByText(Messages.kioskLanguagesSaved).first().waitFor();
    await context.close();

    const kiosk = await w.page(TABLET);
    await kiosk.page.goto(kioskUrl(tenant.name, depot.code));
    await kiosk.page.getByTestId('kiosk-sign-in').filter({ hasText: pl.kiosk.signIn }).waitFor();
    expect(await kiosk.page.getByTestId('kiosk-languages').locator('button').allTextContents()).toEqual(['English', 'Polski']);
    await kiosk.context.close();
  });
});
