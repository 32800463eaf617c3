import type { Page } from 'playwright-core';
import { startBrowserWorld, type BrowserWorld } from './harness';
import { axe, problems, SIZES, type SizeName } from './ux';
import { makeBadges, makeWorld, uniq } from '../../graph/src/test/factories';
import { Messages } from '../../graph/src/contracts/messages';

/**
 * What a person at the kiosk would notice, measured at the sizes kiosks and phones have: a label cut off,
 * a page wider than the screen, a control smaller than a fingertip (44 x 44 px), a serious or critical
 * accessibility violation (axe-core); and the timers: the idle reset on a controlled clock, the 8 s reference
 * prompt from both entry points; a refused badge number keeps the visitor on the badge page.
 */
jest.setTimeout(240_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const kioskUrl = (tenant: string, code: string, screen?: string) =>
  `${screen ? `/${screen}` : ''}/${encodeURIComponent(tenant)}/${encodeURIComponent(code)}`;

/** Fills the walk-in form and proceeds to the rules. */
async function fillWalkIn(page: Page, firstName: string, lastName: string) {
  await page.getByTestId('field-firstName').fill(firstName);
  await page.getByTestId('field-lastName').fill(lastName);
  await page.getByTestId('field-email').fill(`${uniq(firstName.toLowerCase())}@example.test`);
  await page.getByTestId('field-company').fill('Engines');
  await page.getByTestId('field-carReg').fill('12D345');
  await page.getByTestId('field-reasonForVisit').click();
  await page.getByRole('option', { name: 'Delivery' }).click();
  await page.getByTestId('form-proceed').click();
}

async function check(page: Page, screen: string, size: SizeName, found: Record<string, unknown>) {
  await page.waitForTimeout(350); // modal transitions end
  await w.shot(page, `kiosk-ux-${screen}-${size}`);
  const p = await problems(page);
  const a = await axe(page);
  if (p.length) found[`${screen} @ ${size}: layout`] = [...new Set(p.map((x) => `${x.what}: '${x.text}' ${x.w}x${x.h}`))];
  if (a.length) found[`${screen} @ ${size}: axe`] = a;
}

describe('kiosk screens at every size', () => {
  it('nothing cut off, nothing wider than the screen, every control at least 44 x 44 px, no serious accessibility violation', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    for (const size of Object.keys(SIZES) as SizeName[]) {
      const { page, context } = await w.page(SIZES[size]);
      await page.goto(kioskUrl(tenant.name, depot.code));
      await page.getByTestId('kiosk-home').waitFor();
      await check(page, 'home', size, found);
      await page.getByTestId('kiosk-sign-in').click();
      await page.getByTestId('have-code-no').waitFor();
      await check(page, 'have-code', size, found);
      await page.getByTestId('have-code-no').click();
      await page.waitForURL('**/visit-type/**');
      await page.getByTestId('visit-planned').waitFor();
      await check(page, 'visit-type', size, found);
      await page.getByTestId('visit-planned').click();
      await page.getByTestId('reference-input').waitFor();
      await check(page, 'reference', size, found);
      await page.keyboard.press('Escape');
      await page.getByTestId('visit-unplanned').click();
      await page.waitForURL('**/unplanned-visit/**');
      await page.getByTestId('field-firstName').click();
      await check(page, 'unplanned-form', size, found);
      await fillWalkIn(page, 'Ada', 'Byron');
      await page.getByTestId('rules-page').waitFor();
      await check(page, 'rules', size, found);
      await page.goto(kioskUrl(tenant.name, depot.code, 'checkout'));
      await page.getByTestId('checkout-have-code').waitFor();
      await check(page, 'checkout', size, found);
      await page.goto(kioskUrl(tenant.name, depot.code, 'partner'));
      await page.getByTestId('partner-work-id').waitFor();
      await check(page, 'partner', size, found);
      await context.close();
    }
    expect(found).toEqual({});
  });
});

describe('kiosk timers (a controlled clock)', () => {
  it('a screen left alone asks "Are you still there?", keeps the visitor who answers, else goes home with the data cleared', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await page.clock.install();
    await page.goto(kioskUrl(tenant.name, depot.code, 'unplanned-visit'));
    await page.getByTestId('field-firstName').fill('Grace');
    await page.clock.fastForward(59_000);
    expect(await page.getByTestId('idle-prompt-text').isVisible()).toBe(false);
    await page.clock.fastForward(2_000);
    await page.getByTestId('idle-prompt-text').waitFor();
    await w.shot(page, 'kiosk-ux-idle-prompt');
    await page.getByTestId('idle-stay').click();
    await page.getByTestId('idle-prompt-text').waitFor({ state: 'hidden' });
    expect(await page.getByTestId('field-firstName').inputValue()).toBe('Grace');
    await page.clock.fastForward(61_000);
    await page.getByTestId('idle-prompt-text').waitFor();
    await page.clock.fastForward(16_000);
    await page.getByTestId('kiosk-home').waitFor();
    expect(page.url()).toMatch(new RegExp(`/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}$`));
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('kiosk:')).length)).toBe(0);
    // the home page itself never resets
    await page.clock.fastForward(120_000);
    expect(await page.getByTestId('idle-prompt-text').isVisible()).toBe(false);
    await context.close();
  });

  it('the reference prompt closes by itself after 8 s, from the kiosk home and from the visit-type page', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(SIZES['tablet-landscape']);
    await page.clock.install();
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-sign-in').click();
    await page.getByTestId('have-code-yes').click();
    await page.getByTestId('reference-input').waitFor();
    await page.clock.fastForward(7_000);
    expect(await page.getByTestId('reference-input').isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await page.getByTestId('reference-input').waitFor({ state: 'hidden' });
    await page.goto(kioskUrl(tenant.name, depot.code, 'visit-type'));
    await page.getByTestId('visit-planned').click();
    await page.getByTestId('reference-input').waitFor();
    await page.clock.fastForward(8_500);
    await page.getByTestId('reference-input').waitFor({ state: 'hidden' });
    await context.close();
  });
});

describe('a refused badge number', () => {
  it('keeps the walk-in on the badge page with only the number cleared; a right one then signs in', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['7']);
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await page.goto(kioskUrl(tenant.name, depot.code, 'unplanned-visit'));
    await fillWalkIn(page, 'Alan', 'Turing');
    await page.getByTestId('rules-page').waitFor();
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
    await page.getByTestId('badge-input').fill('99');
    await page.getByTestId('badge-submit').click();
    expect(await page.getByTestId('kiosk-error-text').textContent()).toBe(Messages.badgeUnknown('99'));
    await page.getByTestId('kiosk-error-ok').click();
    expect(page.url()).toContain('/enter-badge-number/');
    expect(await page.getByTestId('badge-input').inputValue()).toBe('');
    await page.getByTestId('badge-input').fill('7');
    await page.getByTestId('badge-submit').click();
    await page.getByTestId('checked-in-text').waitFor();
    expect(await page.getByTestId('checked-in-text').textContent()).toContain('7');
    await context.close();
  });
});
