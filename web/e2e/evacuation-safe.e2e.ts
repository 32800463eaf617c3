import { staffLogin, startBrowserWorld, untilWatched, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeUser, makeWorld, uniq } from '../../graph/src/test/factories';
import { gql } from '../../graph/src/test/http';
import { plainText } from '../../graph/src/test/smtp-sink';
import { RULES_OK } from '../../graph/src/modules/visits/__tests__/support';

/**
 * Everyone told in an evacuation (issues 37, 39), in the browser: a manager sets the depot's assembly point and starts
 * a roll-call; a visitor who signed in in Polish opens the "I am safe" link from her e-mail on her phone, in Polish, and
 * taps it: the manager's roll-call counts her safe at once. The page in Arabic is right to left. Every size checked.
 */
jest.setTimeout(300_000); // over 120 s on a loaded machine (four staff sizes and two phones, each scanned)
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const signIn = async (depotId: string, firstName: string, email: string, language: string) => {
  const r = await gql(w.server.url, WALK_IN, {
    i: {
      depotId,
      firstName,
      lastName: 'Visitor',
      email,
      company: 'Acme',
      carReg: '12-D-1',
      reasonForVisit: 'Meeting',
      ruleAnswers: RULES_OK,
      language,
    },
  });
  expect(r.errors).toBeUndefined();
};
const linkPath = (raw: string) => new URL(/(https?:\/\/\S+\/safe\/\S+)/.exec(plainText(raw))![1]).pathname;

describe('"I am safe" links', () => {
  it('the assembly point set on the on-site list reaches each person; their link marks them safe on the roll-call at once', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const manager = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    const ana = `${uniq('ana')}@example.test`;
    const omar = `${uniq('omar')}@example.test`;
    await signIn(depot.id, 'Ana', ana, 'pl');
    await signIn(depot.id, 'Omar', omar, 'ar');

    const lead = await w.page({ width: 1024, height: 768 });
    await staffLogin(lead.page, manager.username);
    await lead.page.goto(`/on-site?depot=${depot.id}`);
    await lead.page.getByTestId('assembly-point-change').click();
    await lead.page.getByTestId('assembly-point-text').fill('Car park B, by the main gate');
    await lead.page.getByTestId('assembly-point-save').click();
    await lead.page.getByText('Assembly point: Car park B, by the main gate.').waitFor();

    await lead.page.goto('/evacuation');
    await lead.page.getByTestId('start-evacuation').click();
    await lead.page.getByTestId('start-confirm').click();
    await lead.page.getByTestId('roll-call').waitFor();
    expect(await lead.page.getByTestId('roll-call-counts').textContent()).toBe('2 to find · 0 safe · 0 left');
    await untilWatched(w.server, depot.id);

    // Ana's e-mail, in Polish; her link opens on her phone in Polish.
    const toAna = await w.server.mail.waitFor((m) => m.to.includes(ana) && m.subject.startsWith('Ewakuacja'));
    const phone = await w.page({ width: 390, height: 844 });
    await phone.page.goto(linkPath(toAna.text));
    await phone.page.locator('[data-testid="safe-page"][data-state="OPEN"]').waitFor();
    expect(await phone.page.getByTestId('safe-assembly-point').textContent()).toBe(
      'Udaj się na miejsce zbiórki: Car park B, by the main gate',
    );
    expect(await phone.page.getByTestId('safe-button').textContent()).toBe('Jestem bezpieczny');
    const found: Record<string, unknown> = {};
    await checkAtEverySize(phone.page, 'safe-link-pl', found, (p, name) => w.shot(p, `public-${name}`));
    await phone.page.setViewportSize({ width: 390, height: 844 });

    await phone.page.getByTestId('safe-button').click();
    await phone.page.getByTestId('safe-done').waitFor();
    expect(await phone.page.getByTestId('safe-done').textContent()).toMatch(/^Dziękujemy, Ana: koordynatorzy widzą/);
    await w.shot(phone.page, 'public-safe-link-pl-done');
    // The manager's roll-call counts her safe without a reload.
    await lead.page.waitForFunction(
      () => document.querySelector('[data-testid="roll-call-counts"]')?.textContent === '1 to find · 1 safe · 0 left',
      null,
      { timeout: 5000 },
    );
    // Opened again, the link says what happened.
    await phone.page.reload();
    await phone.page.locator('[data-testid="safe-page"][data-state="SAFE"]').waitFor();

    // Omar's page is in Arabic, right to left.
    const toOmar = await w.server.mail.waitFor((m) => m.to.includes(omar) && m.subject.startsWith('إخلاء'));
    const arabic = await w.page({ width: 390, height: 844 });
    await arabic.page.goto(linkPath(toOmar.text));
    await arabic.page.locator('[data-testid="safe-page"][data-state="OPEN"]').waitFor();
    await arabic.page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await arabic.page.getByTestId('safe-button').textContent()).toBe('أنا في أمان');
    await checkAtEverySize(arabic.page, 'safe-link-ar', found, (p, name) => w.shot(p, `public-${name}`));

    // The depot's kiosk says a roll-call is under way and where to go, to whoever comes to it (or has just signed in).
    const kiosk = await w.page({ width: 1024, height: 768 });
    await kiosk.page.goto(`/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}`);
    await kiosk.page.getByTestId('kiosk-evacuation').waitFor();
    expect(await kiosk.page.getByTestId('kiosk-evacuation-point').textContent()).toBe(
      'Go to the assembly point: Car park B, by the main gate',
    );
    await checkAtEverySize(kiosk.page, 'kiosk-evacuation', found, (p, name) => w.shot(p, name));
    // In Arabic, right to left, for a visitor who picks it.
    await kiosk.page.setViewportSize({ width: 1024, height: 768 });
    await kiosk.page.getByTestId('kiosk-language-ar').click();
    await kiosk.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="kiosk-evacuation-point"]')?.textContent ===
        'توجّه إلى نقطة التجمع: Car park B, by the main gate',
    );
    expect(await kiosk.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await checkAtEverySize(kiosk.page, 'kiosk-evacuation-ar', found, (p, name) => w.shot(p, name));
    await kiosk.page.getByTestId('kiosk-language-en').click();

    // A link that is not one of ours says so, in English.
    const stray = await w.page({ width: 390, height: 844 });
    await stray.page.goto('/safe/not-a-real-link');
    await stray.page.getByTestId('safe-error').waitFor();
    expect(await stray.page.getByTestId('safe-error').textContent()).toContain('This link is not valid');
    // The roll-call ends: the kiosk's notice goes at its next look (every 15 s).
    await lead.page.getByTestId('end-evacuation').click();
    await lead.page.getByTestId('end-confirm').click();
    await kiosk.page.getByTestId('kiosk-evacuation').waitFor({ state: 'detached', timeout: 30_000 });
    expect(found).toEqual({});
    for (const c of [lead, phone, arabic, stray, kiosk]) await c.context.close();
  });
});
