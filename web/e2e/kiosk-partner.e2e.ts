import type { Page } from 'playwright-core';
import { startBrowserWorld, type BrowserWorld } from './harness';
import { problems, settled } from './ux';
import { Tenant } from '../../graph/src/modules/tenants/tenant.entity';
import { makeBadges, makePartner, makeWorld } from '../../graph/src/test/factories';
import { Messages } from '../../graph/src/contracts/messages';
import { Attendance } from '../../graph/src/modules/attendance/attendance.entity';
import { Signature } from '../../graph/src/modules/attendance/signature.entity';
import { gql } from '../../graph/src/test/http';
import { RULE_QUESTIONS } from '../../graph/src/contracts/rule-questions';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';

jest.setTimeout(120_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

async function draw(page: Page) {
  const box = (await page.getByTestId('signature-canvas').boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * (box.width / 14), box.y + box.height / 2 + (i % 2 ? -15 : 15), { steps: 3 });
  await page.mouse.up();
}

describe('partner kiosk in the browser', () => {
  it('a partner with temperature, badge and signature clocks in, then clocks out and sees its name and organisation', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['P7']);
    // Issue 23: the tenant's own contractor rules, not the visitors' house rules.
    const saved = await gql(
      w.server.url,
      'mutation($i: SaveKioskTextsInput!) { saveKioskTexts(input: $i) { tenantId } }',
      { i: { texts: [], contractorRules: ['Sign the permit to work before starting.'] } },
      tokenFor(w.server, admin),
    );
    expect(saved.errors).toBeUndefined();
    const p = await makePartner(w.server.orm, depot, {
      name: 'Pat Murphy',
      organisation: 'Acme Logistics',
      enterTemperature: true,
      badgeNumFlag: true,
      signFlag: true,
    });
    const { page, context } = await w.page({ width: 768, height: 1024 });
    await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
    await page.getByTestId('partner-work-id').fill(p.workId);
    await w.shot(page, 'partner-work-id-tablet');
    await page.getByTestId('partner-clock-in').click();
    expect(await page.getByTestId('partner-name').textContent()).toBe('Pat Murphy');
    await w.shot(page, 'partner-identity-tablet');
    await page.getByTestId('partner-identity-yes').click();
    await page.waitForURL('**/partner-temperature/**');
    await page.getByTestId('temperature-input').fill('36.4');
    await page.getByTestId('temperature-submit').click();
    await page.getByTestId('contractor-rules').getByText('Sign the permit to work before starting.').waitFor();
    expect(await page.getByTestId('contractor-rules').textContent()).not.toContain(RULE_QUESTIONS.hr_1.text);
    await page.getByTestId('partner-rules-accept').click();
    await page.waitForURL('**/enter-badge-number-partner/**/temperature');
    // The signature comes before the clock-in (issue 36's order): a refused badge is told once the partner has signed,
    // and keeps the partner on the badge screen with only the number cleared.
    await page.getByTestId('badge-input').fill('zz');
    await page.getByTestId('badge-submit').click();
    await draw(page);
    await page.getByTestId('signature-complete').click();
    expect(await page.getByTestId('kiosk-error-text').textContent()).toBe(Messages.badgeUnknown('ZZ'));
    await page.getByTestId('kiosk-error-ok').click();
    expect(await page.getByTestId('badge-input').inputValue()).toBe('');
    await page.getByTestId('badge-input').fill('p7');
    await page.getByTestId('badge-submit').click();
    await draw(page);
    await settled(page);
    await w.shot(page, 'partner-signature-tablet');
    await page.getByTestId('signature-complete').click();
    await page.getByTestId('signature-saved-text').waitFor();
    const em = w.server.orm.em.fork();
    const a = await em.findOneOrFail(Attendance, { partner: p.id }, { filters: false, populate: ['badge'] });
    expect(a.badge!.number).toBe('P7');
    expect(a.temperature).toBe('36.4');
    expect(await em.count(Signature, { attendance: a.id }, { filters: false })).toBe(1);
    await page.getByTestId('signature-saved-ok').click();
    await page.getByTestId('kiosk-home').waitFor();

    // A second clock-in the same day: the sign-in validation, whose Yes clocks out.
    await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
    await page.getByTestId('partner-work-id').fill(p.workId);
    await page.getByTestId('partner-clock-in').click();
    expect(await page.getByTestId('partner-validation-text').textContent()).toBe(Messages.alreadySignedInSignOut);
    await page.getByTestId('partner-validation-yes').click();
    // Named once, and reminded of the badge it holds (issue 23).
    expect(await page.getByTestId('clock-out-notice-text').textContent()).toBe(Messages.partnerClockedOut('Pat Murphy', 'P7'));
    expect(await page.getByTestId('clock-out-notice-text').textContent()).toContain('hand back your badge P7');
    await w.shot(page, 'partner-clock-out-tablet');
    await em.refresh(a);
    expect(a.checkedOutAt).not.toBeNull();
    await context.close();
  });

  it('a plain partner on a phone: house rules, clocked in (9 s notice); clocking out twice asks to sign in again, Yes or No', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const p = await makePartner(w.server.orm, depot, { name: 'Sam Lee', organisation: 'Globex' });
    const { page, context } = await w.page({ width: 390, height: 844 });
    await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
    await page.getByTestId('partner-work-id').fill(p.workId);
    await w.shot(page, 'partner-work-id-phone');
    await page.getByTestId('partner-clock-in').click();
    await page.getByTestId('partner-identity-yes').click();
    await page.getByTestId('partner-rules-accept').click();
    expect(await page.getByTestId('clock-in-notice-text').textContent()).toBe(Messages.partnerClockedIn('Sam Lee'));
    await page.getByTestId('clock-in-notice-ok').click();
    await page.getByTestId('kiosk-home').waitFor();
    await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
    await page.getByTestId('partner-work-id').fill(p.workId);
    await page.getByTestId('partner-clock-out').click();
    // No badge held: no badge reminder.
    expect(await page.getByTestId('clock-out-notice-text').textContent()).toBe(Messages.partnerClockedOut('Sam Lee'));
    await page.getByTestId('clock-out-notice-ok').click();
    // In and out today, clock-out again: the spec's question with its answers (issue 23), No goes home.
    await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
    await page.getByTestId('partner-work-id').fill(p.workId);
    await page.getByTestId('partner-clock-out').click();
    expect(await page.getByTestId('partner-validation-text').textContent()).toBe(Messages.alreadySignedOutSignIn);
    expect(await page.getByTestId('kiosk-error-ok').count()).toBe(0);
    await settled(page); // the modal's transition ends
    await w.shot(page, 'partner-signed-out-question-phone');
    await page.getByTestId('partner-validation-no').click();
    await page.getByTestId('kiosk-home').waitFor();
    // ... and Yes goes on to the clock-in: the identity question, the rules, clocked in again.
    await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
    await page.getByTestId('partner-work-id').fill(p.workId);
    await page.getByTestId('partner-clock-out').click();
    await page.getByTestId('partner-validation-yes').click();
    expect(await page.getByTestId('partner-name').textContent()).toBe('Sam Lee');
    await page.getByTestId('partner-identity-yes').click();
    await page.getByTestId('partner-rules-accept').click();
    expect(await page.getByTestId('clock-in-notice-text').textContent()).toBe(Messages.partnerClockedIn('Sam Lee'));
    const open = await w.server.orm.em.fork().find(Attendance, { partner: p.id, checkedOutAt: null }, { filters: false });
    expect(open).toHaveLength(1);
    await context.close();
  });

  it("the signature is asked before the clock-in: the partner's Cancel goes home with nothing written (phone and tablet)", async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['C9']);
    const signer = await makePartner(w.server.orm, depot, { name: 'Ada Byron', organisation: 'Engines', signFlag: true });
    const withBadge = await makePartner(w.server.orm, depot, {
      name: 'Kit Marlowe',
      organisation: 'Globe',
      signFlag: true,
      badgeNumFlag: true,
    });
    const em = w.server.orm.em.fork();
    const cases = [
      { p: signer, viewport: { width: 390, height: 844 }, size: 'phone' },
      { p: withBadge, viewport: { width: 1024, height: 768 }, size: 'tablet-landscape' },
    ];
    for (const { p, viewport, size } of cases) {
      const { page, context } = await w.page(viewport);
      await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
      await page.getByTestId('partner-work-id').fill(p.workId);
      await page.getByTestId('partner-clock-in').click();
      await page.getByTestId('partner-identity-yes').click();
      await page.getByTestId('partner-rules-accept').click();
      if (p === withBadge) {
        await page.getByTestId('badge-input').fill('c9');
        await page.getByTestId('badge-submit').click();
      }
      await page.getByTestId('signature-canvas').waitFor();
      // Asked to sign, and not clocked in yet.
      expect(await em.count(Attendance, { partner: p.id }, { filters: false })).toBe(0);
      await draw(page);
      await settled(page);
      await w.shot(page, `partner-signature-cancel-${size}`);
      await page.getByTestId('signature-cancel').click();
      await page.getByTestId('kiosk-home').waitFor();
      // Nothing written: no attendance, no signature, and the badge is still free.
      expect(await em.count(Attendance, { partner: p.id }, { filters: false })).toBe(0);
      expect(await em.count(Signature, { tenant: tenant.id }, { filters: false })).toBe(0);
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('kiosk-partner:')))).toEqual([]);
      await context.close();
    }
    // The badge holder may clock in again with the same badge: it was never taken.
    const { page, context } = await w.page({ width: 768, height: 1024 });
    await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
    await page.getByTestId('partner-work-id').fill(withBadge.workId);
    await page.getByTestId('partner-clock-in').click();
    await page.getByTestId('partner-identity-yes').click();
    await page.getByTestId('partner-rules-accept').click();
    await page.getByTestId('badge-input').fill('c9');
    await page.getByTestId('badge-submit').click();
    await draw(page);
    await page.getByTestId('signature-complete').click();
    await page.getByTestId('signature-saved-text').waitFor();
    const a = await em.fork().findOneOrFail(Attendance, { partner: withBadge.id }, { filters: false, populate: ['badge'] });
    expect(a.badge!.number).toBe('C9');
    expect(await em.fork().count(Signature, { attendance: a.id }, { filters: false })).toBe(1);
    await context.close();
  });

  it('the signature dialog keeps every button label on one line at 768, 1024 and 390 px (English and Romanian, the longest)', async () => {
    const sizes = [
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ];
    const found: Record<string, unknown> = {};
    for (const language of ['en', 'ro']) {
      const { tenant, depot } = await makeWorld(w.server.orm);
      await w.server.orm.em
        .fork()
        .nativeUpdate(Tenant, { id: tenant.id }, { kioskDefaultLanguage: language, kioskLanguages: ['en', language] });
      const p = await makePartner(w.server.orm, depot, { name: 'Ion Popescu', organisation: 'Carpati', signFlag: true });
      const { page, context } = await w.page(sizes[0]);
      await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
      await page.getByTestId('partner-work-id').fill(p.workId);
      await page.getByTestId('partner-clock-in').click();
      await page.getByTestId('partner-identity-yes').click();
      await page.getByTestId('partner-rules-accept').click();
      await page.getByTestId('signature-canvas').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      for (const size of sizes) {
        await page.setViewportSize(size);
        await settled(page);
        await w.shot(page, `partner-signature-buttons-${language}-${size.width}`);
        // Each label's lines (its height over its line height), and each button's height against a one-line button's: a
        // copy of Complete laid out by itself at its own width in the same dialog.
        const { oneLine, buttons } = await page.evaluate(() => {
          const complete = document.querySelector('[data-testid="signature-complete"]')!;
          const copy = complete.cloneNode(true) as HTMLElement;
          copy.removeAttribute('data-testid');
          Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'max-content', top: '0', left: '0' });
          complete.parentElement!.appendChild(copy);
          const height = Math.round(copy.getBoundingClientRect().height);
          copy.remove();
          return {
            oneLine: height,
            buttons: ['signature-clear', 'signature-cancel', 'signature-complete'].map((id) => {
              const button = document.querySelector(`[data-testid="${id}"]`)!;
              const label = button.querySelector('.mantine-Button-label')!;
              return {
                id,
                text: label.textContent,
                lines: Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight)),
                height: Math.round(button.getBoundingClientRect().height),
              };
            }),
          };
        });
        const wrong = buttons.filter((b) => b.lines !== 1 || b.height !== oneLine);
        if (wrong.length) found[`${language} @ ${size.width}`] = { oneLine, wrong };
        const p2 = (await problems(page)).filter((x) => x.what !== 'target under 44 px' || /signature/i.test(x.text));
        if (p2.length) found[`${language} @ ${size.width}: layout`] = p2;
      }
      await context.close();
    }
    expect(found).toEqual({});
  });

  it('an unknown work id is told so, not "Invalid Reference Number", at clock-in and at clock-out', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const { page, context } = await w.page({ width: 768, height: 1024 });
    for (const button of ['partner-clock-out', 'partner-clock-in']) {
      await page.goto(`/partner/${encodeURIComponent(tenant.name)}/${depot.code}`);
      await page.getByTestId('partner-work-id').fill('99999999999997');
      await page.getByTestId(button).click();
      expect(await page.getByTestId('kiosk-error-text').textContent()).toBe(Messages.partnerUnknown);
      expect(await page.getByTestId('partner-work-id').inputValue()).toBe('');
      await page.getByTestId('kiosk-error-ok').click();
    }
    await context.close();
  });
});
