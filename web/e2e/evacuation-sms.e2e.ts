import { staffLogin, startBrowserWorld, untilWatched, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeBadges, makePartner, makeUser, makeWorld, uniq } from '../../graph/src/test/factories';
import { freshDatabase } from '../../graph/src/test/database';
import { gql, rest } from '../../graph/src/test/http';
import { until } from '../../graph/src/test/until';
import { startFakeTwilio, type FakeTwilio } from '../../graph/src/test/fake-twilio';
import { tokenFor } from '../../graph/src/modules/tenants/__tests__/support';
import { RULES_OK } from '../../graph/src/modules/visits/__tests__/support';
import { loopbackDelivery } from '../../graph/src/test/loopback-delivery';

/**
 * Everyone told in an evacuation by SMS, and the kiosk at the muster point (issue 39), in the browser: a roll-call
 * starts; a visitor's SMS (read from the fake Twilio) opens her "I am safe" page; her tap shows on both marshals'
 * roll-calls within a second. The depot's kiosk switches to its evacuation screen with "I am safe" by name and by
 * badge (each shown to the marshals), in English and Arabic at every size, and goes back to its home after the end.
 */
jest.setTimeout(300_000);
let w: BrowserWorld;
let sms: FakeTwilio;
const creds: Record<string, string> = {};
beforeAll(async () => {
  sms = await startFakeTwilio(creds);
  w = await startBrowserWorld({
    databaseUrl: await freshDatabase('roll_call_sms_e2e'),
    over: {
      webhooks: loopbackDelivery(),
      channels: { smsApiBase: sms.url },
    },
  });
}, 60000);
afterAll(async () => {
  await w?.close();
  await sms?.close();
});

const WALK_IN = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const counts = (text: string) => document.querySelector('[data-testid="roll-call-counts"]')?.textContent === text;

describe('the roll-call by SMS and at the muster kiosk', () => {
  it("a visitor's SMS link and the muster kiosk mark people safe on both marshals' roll-calls at once", async () => {
    const { tenant, depot, admin, manager } = await makeWorld(w.server.orm);
    const second = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('dm_') });
    const accountSid = `AC${uniq()}${uniq()}${uniq()}${uniq()}`;
    creds[accountSid] = 'tok-0123456789abcdef';
    const adminToken = tokenFor(w.server, admin);
    const set = await gql(
      w.server.url,
      'mutation($input: SetSmsProviderInput!) { setSmsProvider(input: $input) { hint } }',
      { input: { accountSid, authToken: 'tok-0123456789abcdef', from: '+15005550006' } },
      adminToken,
    );
    expect(set.errors).toBeUndefined();
    const dm = tokenFor(w.server, manager);
    await gql(
      w.server.url,
      'mutation($d: ID!) { setDepotAssemblyPoint(depotId: $d, text: "Car park B, by the main gate") }',
      { d: depot.id },
      dm,
    );

    const phone = '+353851234567';
    await makeBadges(w.server.orm, depot, ['B7']);
    for (const [firstName, extra] of [
      ['Ana', { phone: '+353 85 123 4567' }],
      ['Zoe', { depotBadgeNum: 'B7' }],
    ] as const) {
      const r = await gql(w.server.url, WALK_IN, {
        i: {
          depotId: depot.id,
          firstName,
          lastName: 'Murphy',
          email: `${uniq(firstName.toLowerCase())}@example.test`,
          company: 'Acme',
          carReg: '12-D-1',
          reasonForVisit: 'Meeting',
          ruleAnswers: RULES_OK,
          ...extra,
        },
      });
      expect(r.errors).toBeUndefined();
    }
    const pat = await makePartner(w.server.orm, depot, { name: 'Pat Walsh' });
    expect((await rest(w.server.url, 'POST', 'api/clock-in', { body: { workId: pat.workId, depot: depot.id } })).status).toBe(200);

    // The manager turns the kiosks at the muster point on, on the on-site list; then starts the roll-call.
    const lead = await w.page({ width: 1024, height: 768 });
    await staffLogin(lead.page, manager.username);
    await lead.page.goto(`/on-site?depot=${depot.id}`);
    await lead.page.getByTestId('muster-kiosk').click();
    await lead.page.locator('[data-testid="muster-kiosk"]:checked').waitFor();
    await lead.page.goto('/evacuation');
    await lead.page.getByTestId('start-evacuation').click();
    await lead.page.getByTestId('start-confirm').click();
    await lead.page.getByTestId('roll-call').waitFor();
    // The second marshal, on a phone.
    const other = await w.page({ width: 390, height: 844 });
    await staffLogin(other.page, second.username);
    await other.page.goto('/evacuation');
    await other.page.getByTestId('roll-call').waitFor();
    await untilWatched(w.server, depot.id, 2);
    for (const m of [lead, other]) await m.page.waitForFunction(counts, '3 to find · 0 safe · 0 left');

    // Ana's SMS, from the fake provider: her link, on her phone.
    await until(async () => sms.accepted(phone).length === 1, 20_000, 'the SMS');
    const body = sms.accepted(phone)[0].body;
    expect(body).toContain('Go to the assembly point: Car park B, by the main gate');
    const ana = await w.page({ width: 390, height: 844 });
    await ana.page.goto(new URL(/(https?:\/\/\S+\/safe\/\S+)/.exec(body)![1]).pathname);
    await ana.page.locator('[data-testid="safe-page"][data-state="OPEN"]').waitFor();
    await ana.page.getByTestId('safe-button').click();
    await ana.page.getByTestId('safe-done').waitFor();
    const both = (text: string) => Promise.all([lead, other].map((m) => m.page.waitForFunction(counts, text, { timeout: 1000 })));
    await both('2 to find · 1 safe · 0 left');

    // The kiosk: the evacuation screen with "I am safe", in English and Arabic, at every size.
    const kiosk = await w.page({ width: 1024, height: 768 });
    await kiosk.page.goto(`/${encodeURIComponent(tenant.name)}/${encodeURIComponent(depot.code)}`);
    await kiosk.page.getByTestId('muster-panel').waitFor();
    expect(await kiosk.page.getByTestId('kiosk-sign-in').count()).toBe(0);
    const found: Record<string, unknown> = {};
    await kiosk.page.getByTestId('muster-name').fill('pa');
    await kiosk.page.getByTestId('muster-people').getByText('Pat W.').waitFor();
    await checkAtEverySize(kiosk.page, 'kiosk-muster', found, (p, name) => w.shot(p, name));
    await kiosk.page.setViewportSize({ width: 1024, height: 768 });
    await kiosk.page.getByTestId('kiosk-language-ar').click();
    await kiosk.page.getByTestId('muster-panel').getByText('هل أنت في نقطة التجمع؟', { exact: false }).waitFor();
    expect(await kiosk.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await checkAtEverySize(kiosk.page, 'kiosk-muster-ar', found, (p, name) => w.shot(p, name));
    await kiosk.page.setViewportSize({ width: 1024, height: 768 });
    await kiosk.page.getByTestId('kiosk-language-en').click();
    await kiosk.page.getByTestId('muster-panel').getByText('At the assembly point?', { exact: false }).waitFor();

    // By name: Pat picks his, confirms; by badge: Zoe's B7. Each on both roll-calls at once.
    await kiosk.page.getByTestId('muster-name').fill('pa');
    await kiosk.page.getByTestId('muster-people').getByText('Pat W.').click();
    await kiosk.page.getByTestId('muster-yes').click();
    await kiosk.page.getByTestId('muster-done').filter({ hasText: 'Thank you, Pat W.' }).waitFor();
    await both('1 to find · 2 safe · 0 left');
    await kiosk.page.getByTestId('muster-badge').fill('b7');
    await kiosk.page.getByTestId('muster-badge-safe').click();
    await kiosk.page.getByTestId('muster-done').filter({ hasText: 'Thank you, Zoe M.' }).waitFor();
    await both('0 to find · 3 safe · 0 left');
    await w.shot(kiosk.page, 'kiosk-muster-done');
    // A badge not on the roll-call: said so, nothing marked.
    await kiosk.page.getByTestId('muster-badge').fill('NOPE');
    await kiosk.page.getByTestId('muster-badge-safe').click();
    await kiosk.page.getByTestId('muster-error').filter({ hasText: 'could not find you' }).waitFor();

    // The end: the kiosk goes back to its home by itself.
    await lead.page.getByTestId('end-evacuation').click();
    await lead.page.getByTestId('end-confirm').click();
    await kiosk.page.getByTestId('kiosk-sign-in').waitFor({ timeout: 15_000 });
    expect(await kiosk.page.getByTestId('muster-panel').count()).toBe(0);
    expect(sms.accepted(phone)).toHaveLength(1);
    expect(found).toEqual({});
    for (const c of [lead, other, ana, kiosk]) await c.context.close();
  });
});
