// Issue 38, "A visitor who arrives ready", in the browser: the visitor opens the booking e-mail's pre-arrival link,
// types the car registration, accepts the rules and signs; at the kiosk the QR reference signs them in without the
// form, the rules or the signature. The page at every size in English and Arabic (ux.ts: overflow, targets, axe).
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeWorld, uniq } from '../../graph/src/test/factories';
import { rest } from '../../graph/src/test/http';
import { Attendance } from '../../graph/src/modules/attendance/attendance.entity';
import { Signature } from '../../graph/src/modules/attendance/signature.entity';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';

jest.setTimeout(180_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };

async function draw(page: Page) {
  // A long page on a phone: the pad is scrolled into view first (the mouse draws where the screen is).
  await page.getByTestId('signature-canvas').scrollIntoViewIfNeeded();
  const box = (await page.getByTestId('signature-canvas').boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++)
    await page.mouse.move(box.x + 20 + i * (box.width / 14), box.y + box.height / 2 + (i % 2 ? -20 : 20), { steps: 3 });
  await page.mouse.up();
}

async function bookFor(world: Awaited<ReturnType<typeof makeWorld>>) {
  const email = `${uniq('arrive')}@example.test`;
  const when = DateTime.now().setZone(world.depot.timeZone).toFormat("yyyy-MM-dd'T'HH:mm");
  const booked = await rest(w.server.url, 'POST', 'api/book-meeting', {
    token: tokenFor(w.server, world.admin),
    body: {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: email,
      Company: 'Engines',
      depot: world.depot.id,
      MeetingDateTime: when,
      signFlag: true,
    },
  });
  expect(booked.status).toBe(201);
  const mail = await w.server.mail.waitFor((m) => m.to.includes(email));
  const link = /(\/arrive\/[A-Za-z0-9_-]{43}\?lang=[a-z]{2})/.exec(mail.text);
  expect(link).not.toBeNull();
  return { reference: booked.body.meetingReference as string, path: link![1] };
}

describe('a visitor who arrives ready', () => {
  it('completes the page from the booking e-mail, then signs in at the kiosk by reference without being asked again', async () => {
    const world = await makeWorld(w.server.orm);
    const { reference, path } = await bookFor(world);
    const { page, context } = await w.page(PHONE);
    await page.goto(path);
    await page.getByTestId('prearrival-page').and(page.locator('[data-state="OPEN"]')).waitFor();
    expect(await page.getByTestId('prearrival-firstname').inputValue()).toBe('Ada');
    // A fresh tenant reads the built-in rules: their heading carries no number (there is no "version 0").
    await page.getByRole('heading', { name: 'Site rules', exact: true }).waitFor();
    expect(await page.getByText(/version 0/i).count()).toBe(0);
    // Nothing given: refused on the page, nothing sent.
    await page.getByTestId('prearrival-submit').click();
    await page.getByTestId('prearrival-missing').waitFor();
    await page.getByTestId('prearrival-carreg').fill('12 d 345');
    for (const box of await page.locator('[data-testid^="prearrival-rule-"]').all()) await box.check();
    for (const no of await page.locator('[data-testid$="-no"]').all()) await no.check();
    await draw(page);
    await page.getByTestId('signature-complete').click();
    await page.getByTestId('prearrival-submit').click();
    await page.getByTestId('prearrival-saved').waitFor();
    await w.shot(page, 'prearrival-saved-phone');
    // Opened again before arrival: what was given is there, and may be changed.
    await page.reload();
    await page.getByTestId('prearrival-page').and(page.locator('[data-state="DONE"]')).waitFor();
    expect(await page.getByTestId('prearrival-carreg').inputValue()).toBe('12D345');
    await page.getByTestId('prearrival-signed').waitFor();
    await context.close();

    // At the kiosk: the reference, then straight to the confirmation: no form, no rules, no signature.
    const kiosk = await w.page(TABLET);
    await kiosk.page.goto(`/${encodeURIComponent(world.tenant.name)}/${encodeURIComponent(world.depot.code)}`);
    await kiosk.page.getByTestId('kiosk-sign-in').click();
    await kiosk.page.getByTestId('have-code-yes').click();
    await kiosk.page.getByTestId('reference-input').fill(reference);
    await kiosk.page.getByTestId('reference-submit').click();
    await kiosk.page.getByTestId('checked-in-text').waitFor({ timeout: 30_000 });
    expect(await kiosk.page.getByTestId('checked-in-text').textContent()).toContain('Ada Lovelace');
    await w.shot(kiosk.page, 'prearrival-kiosk-checked-in-tablet');
    expect(kiosk.page.url()).not.toContain('planned-visit');
    expect(await kiosk.page.getByTestId('rules-page').count()).toBe(0);
    expect(await kiosk.page.getByTestId('signature-canvas').count()).toBe(0);
    const em = w.server.orm.em.fork();
    const a = await em.findOneOrFail(Attendance, { visit: { meetingReference: reference } }, { filters: false });
    expect(a.carReg).toBe('12D345');
    expect(a.ruleAnswers).toMatchObject({ hr_1: 'yes', hsr_1: 'no' });
    expect(await em.count(Signature, { attendance: a.id }, { filters: false })).toBe(1);
    await kiosk.context.close();

    // The link after the check-in: the visit has started.
    const again = await w.page(PHONE);
    await again.page.goto(path);
    await again.page.getByTestId('prearrival-error').waitFor();
    expect(await again.page.getByTestId('prearrival-error').textContent()).toContain('already started');
    await again.context.close();
  });

  it('the page at every size in English and in Arabic (right to left): nothing cut off, targets, axe', async () => {
    const world = await makeWorld(w.server.orm);
    const { path } = await bookFor(world);
    const found: Record<string, unknown> = {};
    for (const [lng, url] of [
      ['en', path],
      ['ar', path.replace(/lang=[a-z]{2}/, 'lang=ar')],
    ] as const) {
      const { page, context } = await w.page(PHONE);
      await page.goto(url);
      await page.getByTestId('prearrival-page').and(page.locator('[data-state="OPEN"]')).waitFor();
      if (lng === 'ar') {
        await page.locator('html[dir="rtl"]').waitFor();
        expect(await page.getByTestId('prearrival-submit').textContent()).toBe('تأكيد وحفظ');
        await page.getByRole('heading', { name: 'قواعد الموقع', exact: true }).waitFor();
      }
      await checkAtEverySize(page, `prearrival-${lng}`, found, w.shot);
      await context.close();
    }
    expect(found).toEqual({});
  });
});
