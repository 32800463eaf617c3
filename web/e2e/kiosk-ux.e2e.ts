import type { Page } from 'playwright-core';
import { startBrowserWorld, type BrowserWorld } from './harness';
import { axe, pauseClock, problems, runClockUntil, settled, SIZES, type SizeName } from './ux';
import { makeBadges, makeUser, makeVisit, makeWorld, uniq } from '../../graph/src/test/factories';
import { Messages } from '../../graph/src/contracts/messages';
import { Attendance } from '../../graph/src/modules/attendance/attendance.entity';

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
  await settled(page); // modal transitions end
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

/** Every key of the touch keyboard inside the screen (none cut off or out of reach) and the field's own keyboard kept shut. */
async function keyboardReach(page: Page) {
  return page.evaluate(() => {
    const keys = [...document.querySelectorAll('.kiosk-keyboard .hg-button')].map((k) => ({ k, r: k.getBoundingClientRect() }));
    return {
      keys: keys.length,
      outside: keys
        .filter(({ r }) => r.left < -0.5 || r.right > window.innerWidth + 0.5 || r.bottom > window.innerHeight + 0.5)
        .map(({ k }) => k.textContent),
      inputMode: document.querySelector('[data-testid="rv-reference"]')?.getAttribute('inputmode') ?? null,
    };
  });
}

describe('the Regular Visitor touch keyboard and the signature pad (issue 27)', () => {
  it('on a phone every key of the touch keyboard is on the screen and the phone keyboard stays shut; wider screens type with their own', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    for (const size of Object.keys(SIZES) as SizeName[]) {
      const { page, context } = await w.page(SIZES[size]);
      await page.goto(kioskUrl(tenant.name, depot.code, 'regular-visitor'));
      await page.getByTestId('rv-reference').click();
      await check(page, 'regular-visitor', size, found);
      const reach = await keyboardReach(page);
      if (size === 'phone') {
        expect(reach).toEqual({ keys: 43, outside: [], inputMode: 'none' });
        // the keys type: 9, o, @ and the apostrophe were out of reach before
        for (const key of ['w', 'a', 'l', 't', 'e', 'r', '@', '9', 'o', "'"])
          await page.locator(`.kiosk-keyboard .hg-button[data-skbtn="${key}"]`).click();
        expect(await page.getByTestId('rv-reference').inputValue()).toBe("walter@9o'");
        await page.getByTestId('passcode-0').click();
        expect(await page.getByTestId('passcode-0').getAttribute('inputmode')).toBe('none');
        expect((await keyboardReach(page)).outside).toEqual([]);
      } else expect(reach).toEqual({ keys: 0, outside: [], inputMode: null });
      await context.close();
    }
    expect(found).toEqual({});
  });

  it('the signature pad fills its dialog: usefully tall on a phone, centred and as wide as the dialog at 1024 and wider', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    for (const size of ['phone', 'tablet-portrait', 'tablet-landscape', 'desktop'] as SizeName[]) {
      const visit = await makeVisit(w.server.orm, depot, { signFlag: true, enterTemperature: false, badgeNumFlag: false });
      const { page, context } = await w.page(SIZES[size]);
      await page.goto(kioskUrl(tenant.name, depot.code));
      await page.getByTestId('kiosk-sign-in').click();
      await page.getByTestId('have-code-yes').click();
      await page.getByTestId('reference-input').fill(visit.meetingReference!);
      await page.getByTestId('reference-submit').click();
      await page.waitForURL('**/planned-visit/**');
      await page.getByTestId('field-carReg').fill('SIGN1');
      await page.getByTestId('form-proceed').click();
      await acceptRules(page, 2);
      await page.getByTestId('signature-canvas').waitFor();
      await check(page, 'signature', size, found);
      const geometry = await page.evaluate(() => {
        const canvas = document.querySelector('[data-testid="signature-canvas"]') as HTMLCanvasElement;
        const body = canvas.closest('.mantine-Modal-body')!.getBoundingClientRect();
        const r = canvas.getBoundingClientRect();
        const pad = getComputedStyle(canvas.closest('.mantine-Modal-body')!);
        const inner = body.width - parseFloat(pad.paddingLeft) - parseFloat(pad.paddingRight);
        return { w: r.width, h: r.height, pixels: canvas.width, inner, left: r.left - body.left, right: body.right - r.right };
      });
      expect(geometry.pixels).toBe(Math.round(geometry.w)); // the pen lands where the finger is
      expect(geometry.w).toBeGreaterThan(geometry.inner - 8); // as wide as the dialog
      expect(Math.abs(geometry.left - geometry.right)).toBeLessThan(2); // centred
      expect(geometry.h).toBeGreaterThanOrEqual(size === 'phone' ? 180 : 160);
      // Signed: the confirmation gives each health answer in words, beside its question (no ticked box for a "No").
      const box = (await page.getByTestId('signature-canvas').boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      for (let i = 1; i <= 8; i++) await page.mouse.move(box.x + 20 + i * (box.width / 10), box.y + box.height / 2 + (i % 2 ? -20 : 20));
      await page.mouse.up();
      await page.getByTestId('signature-complete').click();
      await page.waitForURL('**/print-house-rules/**', { timeout: 10_000 });
      await page.getByTestId('print-rules').waitFor({ state: 'attached' }); // printed, not shown (issue 36)
      expect(await page.getByTestId('print-hsr_1-answer').textContent()).toBe('No');
      expect(await page.getByTestId('print-hsr_1').locator('input[type="checkbox"]').count()).toBe(0);
      expect(await page.getByTestId('print-hr_1').isChecked()).toBe(true);
      await check(page, 'confirmation', size, found);
      await context.close();
    }
    expect(found).toEqual({});
  });
});

describe('the walk-in form (issue 27)', () => {
  it('refuses an e-mail without a domain suffix with a clear message before the rules; the car registration says what to enter on foot', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    for (const size of ['phone', 'tablet-portrait', 'tablet-landscape'] as SizeName[]) {
      const { page, context } = await w.page(SIZES[size]);
      await page.goto(kioskUrl(tenant.name, depot.code, 'unplanned-visit'));
      await page.getByTestId('field-firstName').fill('Walter');
      await page.getByTestId('field-lastName').fill('White');
      await page.getByTestId('field-email').fill('walter@deliveries');
      await page.getByTestId('field-company').fill('Deliveries');
      await page.getByTestId('field-carReg').fill('none');
      await page.getByTestId('field-reasonForVisit').click();
      await page.getByRole('option', { name: 'Delivery' }).click();
      expect(await page.getByText('Came on foot or by bus? Enter NONE.').isVisible()).toBe(true);
      await page.getByTestId('form-proceed').click();
      await page.getByText('Enter your whole e-mail address, with its ending: for example name@company.com').waitFor();
      await settled(page);
      expect(await page.getByTestId('rules-page').count()).toBe(0);
      expect(await page.getByTestId('field-email').getAttribute('aria-invalid')).toBe('true');
      await w.shot(page, `kiosk-ux-walk-in-email-${size}`);
      await page.getByTestId('field-email').fill('walter@deliveries.ie');
      // on a phone the touch keyboard stays docked over the form's bottom after the correction: the visitor scrolls
      // Proceed above it before tapping (the page has room under it while the keyboard is docked)
      await page.getByTestId('form-proceed').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      const clear = await page.evaluate(() => {
        const b = document.querySelector('[data-testid="form-proceed"]')!.getBoundingClientRect();
        const k = document.querySelector('.kiosk-keyboard-docked')?.getBoundingClientRect();
        return !k || b.bottom <= k.top;
      });
      expect(clear).toBe(true);
      // and it stays there: a re-render (the field's blur as the finger lands on Proceed) does not pull the page back to
      // the field being typed in (it did, between the tap's press and release: the tap then ended on the keyboard)
      const still = await page.evaluate(async () => {
        const before = window.scrollY;
        (document.querySelector('[data-testid="field-email"]') as HTMLInputElement).blur();
        for (let i = 0; i < 3; i++) await new Promise((r) => requestAnimationFrame(r));
        return { before, after: window.scrollY };
      });
      expect(still.after).toBe(still.before);
      if (size === 'phone') {
        // the keyboard's Done puts it away: nothing covers the form
        await page.getByTestId('field-email').click();
        await w.shot(page, 'kiosk-ux-walk-in-keyboard-done-phone');
        await page.getByTestId('keyboard-done').click();
        await page.locator('.kiosk-keyboard-docked').waitFor({ state: 'detached' });
      }
      // the message goes as the address is corrected, before the visitor taps Proceed (no layout shift under the tap)
      await page.getByText('Enter your whole e-mail address, with its ending: for example name@company.com').waitFor({ state: 'hidden' });
      expect(await page.getByTestId('field-email').getAttribute('aria-invalid')).not.toBe('true');
      await settled(page);
      await page.getByTestId('form-proceed').click();
      await page
        .getByTestId('rules-page')
        .waitFor()
        .catch(async (err: unknown) => {
          // what the screen showed instead (CI saw this once per run under load): kept for the next reader
          await w.shot(page, `kiosk-ux-walk-in-no-rules-${size}`);
          console.error(
            `walk-in ${size}: no rules page; url ${page.url()}; screen: ${(await page.locator('body').innerText()).slice(0, 600)}`,
          );
          throw err;
        });
      await context.close();
    }
  });
});

describe('an unknown depot link (issue 27)', () => {
  it('shows the "Depot not found" card and nothing else: no developer toast', async () => {
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await page.goto(kioskUrl(uniq('No Such Tenant'), 'ZZ9'));
    await page.getByTestId('kiosk-not-found').waitFor();
    await page.waitForLoadState('networkidle');
    await settled(page); // every answer is in, and a toast would have come in with it
    expect(await page.getByText(/Resource Not Found|check the terminal/i).count()).toBe(0);
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await w.shot(page, 'kiosk-ux-unknown-depot');
    await context.close();
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

  it('the home\'s "Do you have a QR code or a reference number?" closes by itself after 8 s (issue 27)', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await page.clock.install();
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-sign-in').click();
    await page.getByTestId('have-code-no').waitFor();
    await page.clock.fastForward(7_000);
    expect(await page.getByTestId('have-code-no').isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await page.getByTestId('have-code-no').waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(new RegExp(`/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}$`));
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

/** Answers every rule page (every box ticked, 'no' to every health question). */
async function acceptRules(page: Page, pages: number) {
  for (let i = 1; i <= pages; i++) {
    await page
      .getByTestId('rules-page')
      .filter({ hasText: `Page ${i} of ${pages}` })
      .waitFor();
    for (const box of await page.locator('[role="dialog"] input[type="checkbox"]').all()) await box.check();
    for (const no of await page.locator('[role="dialog"] input[type="radio"][value="no"]').all()) await no.check();
    await page.getByTestId('rules-proceed').click();
  }
}

/** What a passer-by could still find of a visitor on the kiosk: the DOM, the kiosk's storage, the history entry. */
async function traces(page: Page, name: string) {
  return page.evaluate(
    (n) => ({
      inDom: document.documentElement.outerHTML.includes(n),
      stored: Object.keys(sessionStorage).filter((k) => k.startsWith('kiosk:')).length,
      inHistory: JSON.stringify(window.history.state ?? null).includes(n),
    }),
    name,
  );
}

describe('the kiosk keeps no personal data on its public screen (issue 23, a controlled clock)', () => {
  it("after the check-in's 4 s confirmation the depot home shows, the visitor's data cleared, and Back shows none of it", async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await page.clock.install();
    await page.goto(kioskUrl(tenant.name, depot.code, 'unplanned-visit'));
    await fillWalkIn(page, 'Hedy', 'Lamarr');
    await acceptRules(page, 2);
    await page.getByTestId('temperature-input').fill('36.6');
    await page.getByTestId('temperature-submit').click();
    // the page's clock stops before the check-in: the 4 s are counted on it, whatever real time the test takes
    await pauseClock(page);
    await page.getByTestId('badge-skip').click();
    await runClockUntil(page, () => page.getByTestId('checked-in-text').isVisible(), { maxMs: 10_000 });
    expect(await page.getByTestId('checked-in-text').textContent()).toContain('Hedy Lamarr');
    await page.clock.fastForward(3_000);
    expect(await page.getByTestId('checked-in-text').isVisible()).toBe(true);
    await page.clock.fastForward(1_500);
    await page.getByTestId('kiosk-home').waitFor();
    expect(page.url()).toMatch(new RegExp(`/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}$`));
    expect(await traces(page, 'Lamarr')).toEqual({ inDom: false, stored: 0, inHistory: false });
    await w.shot(page, 'kiosk-ux-after-confirmation');
    await page.clock.resume(); // animation frames run again (settled waits for two)
    // Back leads to a page of the kiosk's own (the form the visitor started from, empty), never to their details.
    await page.goBack();
    await page.locator('[data-testid="field-firstName"], [data-testid="kiosk-home"]').first().waitFor();
    await settled(page);
    expect(page.url()).not.toMatch(/print-|enter-badge/);
    expect(await traces(page, 'Lamarr')).toEqual({ inDom: false, stored: 0, inHistory: false });
    await context.close();
  });

  it('the label page clears itself as soon as the print dialog closes: home, no name in the DOM, storage or history', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const visit = await makeVisit(w.server.orm, depot, {
      printLabel: true,
      person: { firstName: 'Radia', lastName: 'Perlman', email: `${uniq('rp')}@example.test`, company: 'Spanning Trees' },
    });
    const { page, context } = await w.page(SIZES['tablet-portrait']);
    await page.addInitScript(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.clock.install();
    await page.goto(kioskUrl(tenant.name, depot.code));
    await page.getByTestId('kiosk-sign-in').click();
    await page.getByTestId('have-code-yes').click();
    await page.getByTestId('reference-input').fill(visit.meetingReference!);
    await page.getByTestId('reference-submit').click();
    await page.waitForURL('**/planned-visit/**');
    await page.getByTestId('field-carReg').fill('RP1');
    await page.getByTestId('form-proceed').click();
    await acceptRules(page, 2);
    await page.getByTestId('checked-in-text').waitFor();
    await page.clock.fastForward(4_500);
    // A label is printing: the confirmation goes on to the label, not home.
    await page.waitForURL('**/print-label/**');
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1);
    // The label is printed, not shown (issue 36): its text is in the printed label only.
    expect(await page.getByTestId('label-name').textContent()).toBe('Radia Perlman');
    expect(await page.getByTestId('label-name').isVisible()).toBe(false);
    expect(await page.getByTestId('label-welcome').isVisible()).toBe(true);
    await page.clock.fastForward(2_000);
    expect(await page.getByTestId('label-welcome').isVisible()).toBe(true);
    await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
    await page.getByTestId('kiosk-home').waitFor();
    expect(await traces(page, 'Perlman')).toEqual({ inDom: false, stored: 0, inHistory: false });
    // The label's history entry became the home: Back never shows the label again.
    await page.goBack();
    await page.getByTestId('kiosk-home').waitFor();
    expect(page.url()).not.toContain('print-label');
    expect(await traces(page, 'Perlman')).toEqual({ inDom: false, stored: 0, inHistory: false });
    await context.close();
  });
});

describe('issue 36: the label page shows first name and badge only and goes home by itself (a controlled clock)', () => {
  it('after a check-in with a label: first name and badge on the screen, the label printed not shown, home after 5 s', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const sizes = ['phone', 'tablet-portrait', 'tablet-landscape'] as SizeName[];
    await makeBadges(
      w.server.orm,
      depot,
      sizes.map((_, i) => `LB${i + 1}`),
    );
    const found: Record<string, unknown> = {};
    for (const [i, size] of sizes.entries()) {
      const visit = await makeVisit(w.server.orm, depot, {
        printLabel: true,
        badgeNumFlag: true,
        person: { firstName: 'Barbara', lastName: 'Liskov', email: `${uniq('bl')}@example.test`, company: 'Substitution' },
      });
      const { page, context } = await w.page(SIZES[size]);
      await page.addInitScript(() => {
        (window as unknown as { printed: number }).printed = 0;
        window.print = () => {
          (window as unknown as { printed: number }).printed += 1;
        };
      });
      await page.clock.install();
      await page.goto(kioskUrl(tenant.name, depot.code));
      await page.getByTestId('kiosk-sign-in').click();
      await page.getByTestId('have-code-yes').click();
      await page.getByTestId('reference-input').fill(visit.meetingReference!);
      await page.getByTestId('reference-submit').click();
      await page.waitForURL('**/planned-visit/**');
      await page.getByTestId('field-carReg').fill('BL1');
      await page.getByTestId('form-proceed').click();
      await acceptRules(page, 2);
      await page.waitForURL('**/enter-badge-number/**');
      await page.getByTestId('badge-input').fill(`lb${i + 1}`);
      // The page's clock stops before the check-in: the measuring below takes real time, the 5 s count on the page's clock.
      await pauseClock(page);
      await page.getByTestId('badge-submit').click();
      await runClockUntil(page, () => page.getByTestId('checked-in-text').isVisible(), { maxMs: 10_000 });
      await page.clock.fastForward(4_500);
      const printedAfter = await runClockUntil(page, () => page.evaluate(() => (window as unknown as { printed: number }).printed === 1));
      expect(printedAfter).toBeLessThanOrEqual(500); // the label went out within 0.5 s of the label page
      // On the screen: the first name and the badge, nothing else of the visitor.
      expect(await page.getByTestId('label-welcome').textContent()).toContain('Barbara');
      expect(await page.getByTestId('label-screen-badge').textContent()).toContain(`LB${i + 1}`);
      const shown = await page.evaluate(() => document.body.innerText);
      expect(shown).not.toContain('Liskov');
      expect(shown).not.toContain('Substitution');
      expect(shown).not.toContain(visit.meetingReference!);
      // Measured and photographed on the stopped clock (no animation frame runs: no settling, no axe scan here).
      await w.shot(page, `kiosk-ux-label-screen-${size}`);
      const p = await problems(page);
      if (p.length) found[`label-screen @ ${size}`] = p.map((x) => `${x.what}: '${x.text}' ${x.w}x${x.h}`);
      // Still there before KIOSK_TIMERS.personalData (5 s), home after it, with nothing of the visitor left.
      await page.clock.fastForward(3_500); // under 4.5 s after the label went out
      expect(await page.getByTestId('label-welcome').isVisible()).toBe(true);
      await page.clock.fastForward(1_500); // 5 s and more
      await page.getByTestId('kiosk-home').waitFor();
      expect(await traces(page, 'Liskov')).toEqual({ inDom: false, stored: 0, inHistory: false });
      expect(await traces(page, 'Barbara')).toEqual({ inDom: false, stored: 0, inHistory: false });
      await context.close();
    }
    expect(found).toEqual({});
  });
});

describe('issue 36: Cancel at the signature', () => {
  it('goes back to the kiosk home with the visitor not signed in: no attendance, no signature, no e-mail', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    for (const size of ['phone', 'tablet-portrait', 'tablet-landscape'] as SizeName[]) {
      const email = `${uniq('cancel')}@example.test`;
      const visit = await makeVisit(w.server.orm, depot, {
        signFlag: true,
        enterTemperature: false,
        badgeNumFlag: false,
        hostEmail: `${uniq('host')}@example.test`,
        person: { firstName: 'Edsger', lastName: 'Dijkstra', email, company: 'Shortest Paths' },
      });
      const { page, context } = await w.page(SIZES[size]);
      await page.goto(kioskUrl(tenant.name, depot.code));
      await page.getByTestId('kiosk-sign-in').click();
      await page.getByTestId('have-code-yes').click();
      await page.getByTestId('reference-input').fill(visit.meetingReference!);
      await page.getByTestId('reference-submit').click();
      await page.waitForURL('**/planned-visit/**');
      await page.getByTestId('field-carReg').fill('ED1');
      await page.getByTestId('form-proceed').click();
      await acceptRules(page, 2);
      await page.getByTestId('signature-canvas').waitFor();
      await check(page, 'signature-cancel', size, found);
      const cancel = (await page.getByTestId('signature-cancel').boundingBox())!;
      expect(cancel.width).toBeGreaterThanOrEqual(44);
      expect(cancel.height).toBeGreaterThanOrEqual(44);
      await page.getByTestId('signature-cancel').click();
      await page.getByTestId('kiosk-home').waitFor();
      expect(await traces(page, 'Dijkstra')).toEqual({ inDom: false, stored: 0, inHistory: false });
      // Nothing written: no attendance for the visit, and neither the visitor nor the host is e-mailed.
      const attendances = await w.server.orm.em.fork().count(Attendance, { visit: visit.id }, { filters: false });
      expect(attendances).toBe(0);
      await new Promise((r) => setTimeout(r, 1_500));
      expect(w.server.mail.messages.filter((m) => m.to.includes(email) || m.to.includes(visit.hostEmail!))).toEqual([]);
      // The reference is still unused: the visitor may sign in again.
      await page.getByTestId('kiosk-sign-in').click();
      await page.getByTestId('have-code-yes').click();
      await page.getByTestId('reference-input').fill(visit.meetingReference!);
      await page.getByTestId('reference-submit').click();
      await page.waitForURL('**/planned-visit/**');
      await context.close();
    }
    expect(found).toEqual({});
  });
});

describe("issue 36: a walk-in's host from the depot's list", () => {
  it('offers the people who host at the depot (or someone else, typed); the host picked is e-mailed that the visitor arrived', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    const sizes = ['phone', 'tablet-portrait', 'tablet-landscape'] as SizeName[];
    for (const size of sizes) {
      const hostEmail = `${uniq('hilda')}@example.test`;
      const host = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', email: hostEmail, username: uniq('hilda_') });
      const { page, context } = await w.page(SIZES[size]);
      await page.goto(kioskUrl(tenant.name, depot.code, 'unplanned-visit'));
      await page.getByTestId('field-hostId').waitFor();
      await page.getByTestId('field-firstName').fill('Grace');
      await page.getByTestId('field-lastName').fill('Hopper');
      await page.getByTestId('field-email').fill(`${uniq('grace')}@example.test`);
      await page.getByTestId('field-company').fill('Compilers');
      await page.getByTestId('field-carReg').fill('GH1');
      await page.getByTestId('field-reasonForVisit').click();
      await page.getByRole('option', { name: 'Delivery' }).click();
      // "Someone else": the name is typed instead.
      await page.getByTestId('field-hostId').click();
      await page.getByRole('option', { name: 'Someone else', exact: true }).click();
      await page.getByTestId('field-meetingWith').waitFor();
      // The choice shown in the picker is whole (an input's text is not measured by check()).
      expect(await page.getByTestId('field-hostId').evaluate((el) => (el as HTMLInputElement).scrollWidth <= el.clientWidth + 1)).toBe(
        true,
      );
      await check(page, 'walk-in-host-other', size, found);
      // A host of the depot's list: typed to narrow where the screen has its own keyboard, picked from the list on a phone.
      await page.getByTestId('field-hostId').click();
      if (size !== 'phone') await page.getByTestId('field-hostId').fill(host.name.slice(0, 8));
      await page.getByRole('option', { name: host.name, exact: true }).waitFor();
      await check(page, 'walk-in-host-list', size, found);
      await page.getByRole('option', { name: host.name, exact: true }).click();
      expect(await page.getByTestId('field-meetingWith').count()).toBe(0);
      expect(await page.getByTestId('field-hostId').evaluate((el) => (el as HTMLInputElement).scrollWidth <= el.clientWidth + 1)).toBe(
        true,
      );
      await check(page, 'walk-in-host-picked', size, found);
      await page.getByTestId('form-proceed').click();
      await acceptRules(page, 2);
      await page.getByTestId('temperature-input').fill('36.6');
      await page.getByTestId('temperature-submit').click();
      await page.getByTestId('badge-skip').click();
      await page.getByTestId('checked-in-text').waitFor();
      const mail = await w.server.mail.waitFor((m) => m.to.includes(hostEmail));
      expect(mail.subject).toBe('Your visitor Grace Hopper has arrived');
      expect(mail.text).toContain(`Hello ${host.name},`);
      await context.close();
    }
    expect(found).toEqual({});
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
