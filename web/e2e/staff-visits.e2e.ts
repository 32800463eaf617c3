import { DateTime } from 'luxon';
import { staffLogin, startBrowserWorld, untilWatched, type BrowserWorld } from './harness';
import { makeBadges, makeUser, makeVisit, makeWorld, uniq } from '../../graph/src/test/factories';
import { rest } from '../../graph/src/test/http';
import { Messages } from '../../graph/src/contracts/messages';
import { st } from './words';
import { RULES_OK } from '../../graph/src/modules/visits/__tests__/support';

jest.setTimeout(120_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

describe('staff screens for visitors', () => {
  it('books a visit on /planned-visitor: past days blocked, the form resets and shows the booking, the visitor gets the reference by e-mail', async () => {
    const { depot, admin } = await makeWorld(w.server.orm);
    const { page, context } = await w.page();
    await staffLogin(page, admin.username);
    await page.goto('/planned-visitor');
    const email = `${uniq('guest')}@example.test`;
    expect(await page.getByTestId('book-submit').isDisabled()).toBe(true);
    await page.getByTestId('book-AttendeeFirstName').fill('grace');
    await page.getByTestId('book-AttendeeLastName').fill('hopper');
    await page.getByTestId('book-AttendeeEmail').fill(email);
    await page.getByTestId('book-AttendeeCompany').fill('navy');
    await page.getByTestId('book-date').click();
    const today = DateTime.now().setZone(depot.timeZone);
    const yesterday = today.minus({ days: 1 });
    if (yesterday.month === today.month)
      expect(await page.getByRole('button', { name: yesterday.toFormat('d MMMM yyyy'), exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: today.toFormat('d MMMM yyyy'), exact: true }).click();
    await page.getByTestId('book-time').fill('23:59');
    await w.shot(page, 'staff-book-visit');
    await page.getByTestId('book-submit').click();
    // Issue 23: the page stays on the form and shows the booking just made (date, reference, a link to it).
    await page.getByTestId('just-booked').waitFor();
    expect(new URL(page.url()).pathname).toBe('/planned-visitor');
    const mail = await w.server.mail.waitFor((m) => m.to.includes(email));
    const reference = /reference: (V\d{9})/.exec(mail.text)![1];
    expect(await page.getByTestId('just-booked').getAttribute('data-reference')).toBe(reference);
    await page.goto('/dashboard');
    await page.locator(`[data-testid="visit-row"][data-reference="${reference}"]`).waitFor();
    await w.shot(page, 'staff-dashboard');
    await page.goto('/booked-visitors');
    await page.locator(`[data-testid="visit-row"][data-reference="${reference}"]`).waitFor();
    await context.close();
  });

  it('the live grid shows a sign-in and then the sign-out at once, without a reload', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['L1']);
    const root = await makeUser(w.server.orm, { role: 'SuperAdmin', tenant: null, username: uniq('root_') });
    const { page, context } = await w.page();
    await staffLogin(page, root.username);
    await page.goto('/LiveVisITReport');
    await page.getByTestId('tenant-picker').click();
    await page.getByTestId('tenant-picker').fill(tenant.name);
    await page.getByRole('option', { name: tenant.name }).click();
    await page.getByTestId('live-empty').waitFor();
    expect(await page.getByTestId('live-empty').textContent()).toBe(Messages.noAttendees);
    await untilWatched(w.server, depot.id);
    // The grid applies each event's row to what it shows: no read of liveReport per event (issue 28).
    let reads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/graphql') && (r.postData() ?? '').includes('"operationName":"LiveReport"')) reads++;
    });
    const before = await page.evaluate(() => performance.now());
    const inn = await rest(w.server.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'Live',
        lastName: 'Person',
        email: `${uniq('live')}@example.test`,
        Company: 'Acme',
        carReg: 'X1',
        reasonForVisit: 'Meeting',
        depot: depot.id,
        depotBadgeNum: 'L1',
        ruleAnswers: RULES_OK,
      },
    });
    expect(inn.status).toBe(200);
    const row = page.locator('[data-testid="live-row"][data-name="Live Person"]');
    await row.waitFor({ timeout: 5000 });
    const shown = await page.evaluate(() => performance.now());
    expect(await row.locator('[data-slot]').count()).toBeGreaterThan(0);
    await w.shot(page, 'staff-live-grid-in');
    await rest(w.server.url, 'POST', 'api/checkOut', { body: { depotBadge: 'L1', depotId: depot.id } });
    await page.locator('[data-testid="live-row"][data-name="Live Person"]:not([data-out=""])').waitFor({ timeout: 5000 });
    await w.shot(page, 'staff-live-grid-out');
    expect(reads).toBe(0);
    // A missed event: the next sign-in's event is numbered but never reaches the grid (published as another tenant's,
    // which the subscription drops). The sign-in after it shows the jump in the depot's numbers: the grid reads once
    // and shows both.
    const walkIn = (firstName: string) =>
      rest(w.server.url, 'POST', 'api/unplanned-visit-checkIn', {
        body: {
          firstName,
          lastName: 'Person',
          email: `${uniq('live')}@example.test`,
          Company: 'Acme',
          carReg: 'X1',
          reasonForVisit: 'Meeting',
          depot: depot.id,
          ruleAnswers: RULES_OK,
        },
      });
    const publish = w.server.events.publish;
    w.server.events.publish = ((name: string, payload: object) =>
      publish(
        name as never,
        (name === 'attendanceChanged' ? { ...payload, tenantId: 'lost-on-the-way' } : payload) as never,
      )) as typeof publish;
    try {
      expect((await walkIn('Lost')).status).toBe(200);
    } finally {
      w.server.events.publish = publish;
    }
    expect((await walkIn('Next')).status).toBe(200);
    await page.locator('[data-testid="live-row"][data-name="Next Person"]').waitFor({ timeout: 5000 });
    await page.locator('[data-testid="live-row"][data-name="Lost Person"]').waitFor({ timeout: 5000 });
    expect(reads).toBe(1);
    // Today's grid is live and opens scrolled to now (the attendee column stays); another day is not live.
    expect(await page.getByTestId('live-status').isVisible()).toBe(true);
    const now = DateTime.now().setZone(depot.timeZone);
    const left = await page
      .getByTestId('live-grid-scroll')
      .locator('.mantine-ScrollArea-viewport')
      .first()
      .evaluate((el) => el.scrollLeft);
    if (now.hour * 2 + Math.floor(now.minute / 30) > 6) expect(left).toBeGreaterThan(0);
    expect(await page.locator('[data-slot-head="0"]').textContent()).toBe('00:00'); // 24-hour slot headers
    expect(await page.locator('[data-slot-head="27"]').textContent()).toBe('13:30');
    const other = now.day > 1 ? now.minus({ days: 1 }) : now.plus({ days: 1 });
    await page.getByTestId('live-date').click();
    await page.getByRole('button', { name: other.toFormat('d MMMM yyyy'), exact: true }).click();
    await page.getByTestId('live-status').waitFor({ state: 'detached' });
    // For the record (not asserted: timings are the benchmark's): how long the grid took to show the sign-in.
    console.log(`live grid showed the sign-in ${Math.round(shown - before)} ms after the request started`);
    await context.close();
  });

  it('a dashboard row follows the kiosk without a reload: NOT CHECKED IN, then CHECKED IN (Cancel gone), then CHECKED OUT; both actions ask first', async () => {
    const { depot, admin } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['D1']);
    const visit = await makeVisit(w.server.orm, depot, { person: { firstName: 'Dash', lastName: 'Board' } });
    const other = await makeVisit(w.server.orm, depot, { person: { firstName: 'Kept', lastName: 'Visit' } });
    const { page, context } = await w.page({ width: 1024, height: 768 });
    await staffLogin(page, admin.username);
    const row = page.locator(`[data-testid="visit-row"][data-visit="${visit.id}"]`);
    await row.waitFor();
    expect(await row.getByTestId('visit-state').getAttribute('data-state')).toBe('BOOKED');
    // Cancel Visit asks first; "Keep the visit" leaves it booked.
    await page.locator(`[data-testid="visit-row"][data-visit="${other.id}"]`).getByTestId('visit-cancel').click();
    await page.getByTestId('visit-confirm-no').click();
    await page.getByTestId('visit-confirm-no').waitFor({ state: 'hidden' });
    expect(page.url()).toMatch(/\/dashboard$/);
    await untilWatched(w.server, depot.id); // the visits table and the badge table share one subscription (Apollo)
    const table = page.getByTestId('visits-table');
    let badgeReads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && (r.postData() ?? '').includes('"operationName":"DepotBadges"')) badgeReads++;
    });
    const inn = await rest(w.server.url, 'POST', 'api/checkIn', {
      body: {
        firstName: 'Dash',
        lastName: 'Board',
        email: 'dash@example.test',
        company: 'Acme',
        meetingWith: 'Grace Host',
        carReg: 'D1',
        visitorRef: visit.meetingReference,
        depot: depot.id,
        depotBadgeNum: 'D1',
        ...RULES_OK,
      },
    });
    expect(inn.status).toBe(200);
    await row.locator('[data-testid="visit-state"][data-state="CHECKED_IN"]').waitFor({ timeout: 5000 });
    expect(await row.getByTestId('visit-cancel').count()).toBe(0);
    expect(Number(await table.getAttribute('data-events'))).toBeGreaterThan(0); // it came by the subscription
    // The badge table takes the badge from the event, without reading its badges again (issue 28).
    await page.locator('[data-testid="badge-row"][data-badge="D1"][data-in-use="true"]').waitFor({ timeout: 5000 });
    expect(badgeReads).toBe(0);
    await w.shot(page, 'staff-dashboard-live-in');
    // Manual Checkout asks first too; Not now leaves the visitor in.
    await row.getByTestId('visit-checkout').click();
    await page
      .getByTestId('visit-confirm')
      .getByText(st('visits.checkoutConfirmBody', { name: 'Dash Board' }))
      .waitFor();
    await page.getByTestId('visit-confirm-no').click();
    await page.getByTestId('visit-confirm-no').waitFor({ state: 'hidden' });
    expect(await row.getByTestId('visit-state').getAttribute('data-state')).toBe('CHECKED_IN');
    const out = await rest(w.server.url, 'POST', 'api/checkOut', { body: { depotBadge: 'D1', depotId: depot.id } });
    expect(out.status).toBe(200);
    await row.locator('[data-testid="visit-state"][data-state="CHECKED_OUT"]').waitFor({ timeout: 5000 });
    expect(await row.getByTestId('visit-checkout').count()).toBe(0);
    // The badge table beside it saw the badge come back, also without a reload.
    await page.locator('[data-testid="badge-row"][data-badge="D1"][data-in-use="false"]').waitFor({ timeout: 5000 });
    await w.shot(page, 'staff-dashboard-live-out');
    await context.close();
  });
});
