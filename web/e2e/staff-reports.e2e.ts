import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { settled } from './ux';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { makeBadges, makeRegularVisitor, makeUser, makeVisit, makeWorld, uniq } from '../../graph/src/test/factories';
import { gql, rest } from '../../graph/src/test/http';
import { Messages, required } from '../../graph/src/contracts/messages';
import { st } from './words';
import { dayLabel } from '../src/app/time';
import { RULES_OK } from '../../graph/src/modules/visits/__tests__/support';

jest.setTimeout(180_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const SIZES = [
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const TOUCH = new Set([768, 390]);
// A real signature-like PNG (a 1x1 black pixel is enough to prove the image arrives).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const toast = (page: Page, text: string) => page.getByTestId('toast-success').filter({ hasText: text }).first().waitFor();

/**
 * Screenshots at the four sizes, each checked: no horizontal overflow, and on the touch sizes every visible
 * button inside `scope` at least 44 px high.
 */
async function shots(page: Page, name: string, scope?: string) {
  const original = page.viewportSize()!;
  const hide = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    const { scroll, inner } = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, inner: window.innerWidth }));
    expect(scroll).toBeLessThanOrEqual(inner);
    if (scope && TOUCH.has(size.width)) {
      const small = await page.locator(`${scope} button:visible`).evaluateAll((els) =>
        els
          .map((e) => ({
            h: e.getBoundingClientRect().height,
            t: (e.textContent ?? '').trim() || e.getAttribute('aria-label') || e.outerHTML.slice(0, 60),
          }))
          .filter((b) => b.h > 0 && b.h < 44),
      );
      expect(small).toEqual([]);
    }
    await w.shot(page, `${name}-${size.width}`);
  }
  await hide.evaluate((el) => (el as unknown as HTMLElement).remove());
  await page.setViewportSize(original);
}

/** A planned or regular check-in through the kiosk's GraphQL (the rule answers travel), then its signature. */
async function checkIn(depotId: string, visitorRef: string, badge: string, png: Buffer = PNG) {
  const r = await gql(w.server.url, 'mutation($i: VisitorCheckInInput!) { visitorCheckIn(input: $i) { attendanceId } }', {
    i: { depotId, visitorRef, carReg: '12-D-345', temperature: '36.6', depotBadgeNum: badge, ruleAnswers: RULES_OK },
  });
  expect(r.errors).toBeUndefined();
  const attendanceId = r.data.visitorCheckIn.attendanceId as string;
  const s = await gql(w.server.url, 'mutation($i: SubmitSignatureInput!) { submitSignature(input: $i) }', {
    i: { depotId, attendanceId, png: `data:image/png;base64,${png.toString('base64')}` },
  });
  expect(s.errors).toBeUndefined();
  return attendanceId;
}

/** A signature as the kiosk's pad draws it: 650 by 160, a black pen stroke, PNG (drawn by the browser). */
async function drawnSignature(page: Page): Promise<Buffer> {
  const url = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 650;
    c.height = 160;
    const g = c.getContext('2d')!;
    g.fillStyle = 'white';
    g.fillRect(0, 0, 650, 160);
    g.strokeStyle = 'black';
    g.lineWidth = 3;
    g.beginPath();
    g.moveTo(40, 110);
    for (let x = 40; x <= 600; x += 10) g.lineTo(x, 80 + Math.sin(x / 25) * 40);
    g.stroke();
    return c.toDataURL('image/png');
  });
  return Buffer.from(url.split(',')[1], 'base64');
}

async function walkIn(depotId: string, firstName: string, lastName: string, badge: string) {
  const r = await rest(w.server.url, 'POST', 'api/unplanned-visit-checkIn', {
    body: {
      firstName,
      lastName,
      email: `${uniq('walk')}@example.test`,
      Company: 'Walk Co',
      carReg: 'W1',
      reasonForVisit: 'Delivery',
      depot: depotId,
      depotBadgeNum: badge,
      ruleAnswers: RULES_OK,
    },
  });
  expect(r.status).toBe(200);
}

async function downloadXlsx(page: Page, button: string) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByTestId(button).click()]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'visits-')), download.suggestedFilename());
  await download.saveAs(file);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const rows: string[][] = [];
  wb.worksheets[0].eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v == null ? '' : String(v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : v))),
    ),
  );
  return { name: download.suggestedFilename(), rows };
}

describe('visitors report, visit detail and questionnaire', () => {
  it('a day of visits of each kind: the planned list pages by 5, the range report searches and filters, the chart, an export opened with exceljs', async () => {
    const { depot, admin } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['R1', 'R2', 'R3']);
    const start = DateTime.now().setZone(depot.timeZone).startOf('day');
    const today = start.toISODate()!;
    const planned = [];
    for (let i = 0; i < 6; i++) {
      planned.push(
        await makeVisit(w.server.orm, depot, {
          dateOfVisit: start.plus({ hours: 8, minutes: i * 20 }).toJSDate(),
          person: { firstName: 'Plan', lastName: `Number${i}` },
        }),
      );
    }
    await checkIn(depot.id, planned[0].meetingReference!, 'R1');
    const rv = await makeRegularVisitor(w.server.orm, depot, { person: { firstName: 'Regina', lastName: 'Regular' } });
    await checkIn(depot.id, rv.meetingReference, 'R2');
    await walkIn(depot.id, 'Walter', 'Walker', 'R3');

    const { page, context } = await w.page();
    await staffLogin(page, admin.username);
    await page.getByTestId('side-menu-item-reports').click();
    await page.waitForURL('**/reports');
    expect(await page.getByText(/coming in a later release/i).count()).toBe(0);

    // Planned visits of today: 6, 5 on the first page, 1 on the second.
    await page
      .getByTestId('daily-total')
      .filter({ hasText: st('visits.total', { n: 6 }) })
      .waitFor();
    expect(await page.locator('[data-testid="daily-table"] [data-testid="visit-row"]').count()).toBe(5);
    await page.getByTestId('daily-pages').getByRole('button', { name: '2' }).click();
    await page.locator('[data-testid="daily-table"] [data-testid="visit-row"]').nth(0).waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="daily-table"] [data-testid="visit-row"]').length === 1);

    // Another day with nobody planned: the server's empty state.
    await page.getByTestId('daily-date').fill(dayLabel(start.plus({ days: 20 }).toISODate()!));
    await page.getByTestId('daily-empty').filter({ hasText: Messages.noVisitorsForDates }).waitFor();
    await page.getByTestId('daily-date').fill(dayLabel(today));
    await page.getByTestId('daily-total').waitFor();

    // The date range: both dates required (spec 5), then every kind of visitor.
    const submit = page.getByTestId('range-submit');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('range-dateFrom').fill(dayLabel(start.minus({ days: 6 }).toISODate()!));
    await page.getByTestId('range-dateFrom').blur();
    await page.getByTestId('range-dateTo').focus();
    await page.getByTestId('range-dateTo').blur();
    await page
      .getByText(required(st('visits.dateTo')))
      .first()
      .waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await page.getByTestId('range-dateTo').fill(dayLabel(today));
    await submit.click();
    await page.getByTestId('range-total').waitFor();
    const names = async () =>
      page.locator('[data-testid="range-table"] [data-testid="visit-row"]').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-name')));
    expect(await page.locator('[data-testid="range-table"] [data-testid="visit-row"]').count()).toBeLessThanOrEqual(5);

    // The chart of the range: bars drawn.
    await page.getByTestId('visitors-chart').waitFor();
    const barsDrawn = (scope: string) =>
      page.waitForFunction(
        (sel) =>
          [...document.querySelectorAll(`${sel} .recharts-bar-rectangle path`)].some((p) => (p as SVGGraphicsElement).getBBox().height > 0),
        scope,
      );
    await barsDrawn('[data-testid="visitors-chart-days"]');
    await barsDrawn('[data-testid="visitors-chart-hours"]');

    await shots(page, 'reports-visitors', '[data-testid="visitors-report"]');

    // Search (server-side) and the visit-type filter.
    await page.getByTestId('range-search').fill('walker');
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="range-table"] [data-testid="visit-row"]')];
      return rows.length === 1 && rows[0].getAttribute('data-name') === 'Walter Walker';
    });
    await page.getByTestId('range-search').fill('');
    await page.getByTestId('range-type').click();
    await page.getByRole('option', { name: 'Regular', exact: true }).click();
    await page.waitForFunction(() => {
      const rows = [...document.querySelectorAll('[data-testid="range-table"] [data-testid="visit-row"]')];
      return rows.length === 1 && rows[0].getAttribute('data-name') === 'Regina Regular';
    });
    expect(await names()).toEqual(['Regina Regular']);
    await page.getByTestId('range-type').click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByTestId('range-search').fill('walker');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="range-table"] [data-testid="visit-row"]').length === 1);

    // The export: 'Please export the file now.', the worker's file, opened with exceljs.
    const exported = downloadXlsx(page, 'range-export');
    await toast(page, Messages.exportReady);
    const { name, rows } = await exported;
    expect(name).toMatch(/\.xlsx$/);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows.some((r) => r.join(' ').includes('Walter') && r.join(' ').includes('Walker'))).toBe(true);
    expect(rows.some((r) => r.join(' ').includes('Regina'))).toBe(false); // the search is honoured

    // The daily export too.
    const daily = await downloadXlsx(page, 'daily-export');
    expect(daily.rows.filter((r) => r.join(' ').includes('Plan')).length).toBe(6);

    // A row opens the visit.
    await page.locator('[data-testid="range-table"] [data-testid="visit-row"]').first().click();
    await page.waitForURL(/\/visit\/[^/]+$/);
    await page.getByTestId('visit-detail').waitFor();
    expect(await page.getByTestId('visit-name').textContent()).toBe('Walter Walker');
    await context.close();
  });

  it("offline, the report panels say the register cannot be reached, not the browser's 'Failed to fetch'", async () => {
    const { admin } = await makeWorld(w.server.orm);
    const { page, context } = await w.page();
    await staffLogin(page, admin.username);
    await page.getByTestId('side-menu-item-reports').click();
    await page.waitForURL('**/reports');
    await page.getByTestId('daily-empty').or(page.getByTestId('daily-total')).first().waitFor();
    await context.setOffline(true);
    const today = DateTime.now().toISODate()!;
    await page.getByTestId('range-dateFrom').fill(dayLabel(DateTime.now().minus({ days: 3 }).toISODate()!));
    await page.getByTestId('range-dateTo').fill(dayLabel(today));
    await page.getByTestId('range-submit').click();
    await page.getByTestId('range-error').waitFor();
    expect(await page.getByTestId('range-error').textContent()).toBe(st('common.offline'));
    await page.getByTestId('daily-date').fill(dayLabel(DateTime.now().plus({ days: 9 }).toISODate()!));
    await page.getByTestId('daily-error').waitFor();
    expect(await page.getByTestId('daily-error').textContent()).toBe(st('common.offline'));
    expect(await page.getByText('Failed to fetch').count()).toBe(0);
    await page.keyboard.press('Escape');
    await w.shot(page, 'staff-reports-offline');
    await context.close();
  });

  it('a visit through each state: expected, checked in (Manual Checkout, confirmed), checked out; Cancel Visit goes to /reports; the questionnaire in a new tab', async () => {
    const { depot, admin } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['Q1']);
    const zone = depot.timeZone;
    const at = DateTime.now().setZone(zone).startOf('day').plus({ hours: 23, minutes: 30 });
    const visit = await makeVisit(w.server.orm, depot, {
      dateOfVisit: at.toJSDate(),
      person: { firstName: 'Quinn', lastName: 'Stateful' },
    });
    const other = await makeVisit(w.server.orm, depot, {
      dateOfVisit: at.toJSDate(),
      person: { firstName: 'Cora', lastName: 'Cancelled' },
    });

    const { page, context } = await w.page();
    await staffLogin(page, admin.username);

    // The dashboard's rows open the detail too.
    await page.locator(`[data-testid="visit-row"][data-reference="${visit.meetingReference}"]`).click();
    await page.waitForURL(`**/visit/${visit.id}`);

    // Not checked in: the expected time (in the depot's zone) and Cancel Visit; no questionnaire yet.
    await page.locator('[data-testid="visit-detail"][data-state="BOOKED"]').waitFor();
    expect(await page.getByTestId('visit-expected').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4} 23:30$/); // the one date and time format
    expect(await page.getByTestId('visit-questionnaire').count()).toBe(0);
    await shots(page, 'visit-detail-booked', '[data-testid="visit-detail"]');
    const early = await context.newPage();
    await early.goto(`/visit/${visit.id}/questionnaire`);
    await early.getByTestId('questionnaire-message').filter({ hasText: Messages.visitorNotCheckedIn }).waitFor();
    await w.shot(early, 'visit-questionnaire-not-checked-in');
    await early.close();

    // Checked in (at the kiosk): Manual Checkout, asked first; "not now" leaves it in.
    await checkIn(depot.id, visit.meetingReference!, 'Q1', await drawnSignature(page));
    await page.reload();
    await page.locator('[data-testid="visit-detail"][data-state="CHECKED_IN"]').waitFor();
    await page.getByTestId('visit-checkin').waitFor();
    await page.getByTestId('visit-checkout').click();
    await page.getByTestId('visit-confirm-no').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await page.locator('[data-testid="visit-detail"][data-state="CHECKED_IN"]').count()).toBe(1);
    await page.getByTestId('visit-checkout').click();
    await page.getByTestId('visit-confirm-notify').check({ force: true });
    await shots(page, 'visit-detail-confirm-checkout');
    await page.getByTestId('visit-confirm-yes').click();
    await toast(page, Messages.visitorCheckedOut);
    await page.locator('[data-testid="visit-detail"][data-state="CHECKED_OUT"]').waitFor();
    await page.getByTestId('visit-checkout-time').waitFor();
    await shots(page, 'visit-detail-checked-out', '[data-testid="visit-detail"]');

    // View Questionnaire: a new tab with the answers in plain words, car reg, temperature and the signature.
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByTestId('visit-questionnaire').click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(new RegExp(`/visit/${visit.id}/questionnaire$`));
    await tab.getByTestId('questionnaire').waitFor();
    expect(await tab.getByTestId('questionnaire-name').textContent()).toBe('Quinn Stateful');
    expect(await tab.getByTestId('questionnaire-carreg').textContent()).toBe('12-D-345');
    expect(await tab.getByTestId('questionnaire-temperature').textContent()).toContain('36.6');
    expect(await tab.getByTestId('questionnaire-answer').count()).toBeGreaterThan(5);
    const img = tab.getByTestId('questionnaire-signature');
    await img.waitFor();
    await tab.waitForFunction(() => {
      const el = document.querySelector('[data-testid="questionnaire-signature"]') as HTMLImageElement | null;
      return !!el && el.complete && el.naturalWidth === 650 && el.naturalHeight === 160;
    });
    await shots(tab, 'visit-questionnaire', '[data-testid="questionnaire"]');
    await tab.close();

    // Cancel Visit: asked first, then 'Meeting Canceled.' and /reports.
    await page.goto(`/visit/${other.id}`);
    await page.locator('[data-testid="visit-detail"][data-state="BOOKED"]').waitFor();
    await page.getByTestId('visit-cancel').click();
    await page.getByTestId('visit-confirm').getByText(st('visits.cancelConfirmTitle')).waitFor();
    await page.getByTestId('visit-confirm-yes').click();
    await toast(page, Messages.meetingCanceled);
    await page.waitForURL('**/reports');
    await page.goto(`/visit/${other.id}`);
    await page.locator('[data-testid="visit-detail"][data-state="CANCELLED"]').waitFor();
    await context.close();
  });

  it('the live report: the attendee filter, the booking modal and the add-partner modal, each back on /LiveVisITReport', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    await makeBadges(w.server.orm, depot, ['L1', 'L2']);
    await walkIn(depot.id, 'Lena', 'Livefirst', 'L1');
    await walkIn(depot.id, 'Otto', 'Other', 'L2');
    const root = await makeUser(w.server.orm, { role: 'SuperAdmin', tenant: null, username: uniq('root_') });
    const { page, context } = await w.page();
    await staffLogin(page, root.username);
    await page.goto('/LiveVisITReport');
    await page.getByTestId('tenant-picker').click();
    await page.getByTestId('tenant-picker').fill(tenant.name);
    await page.getByRole('option', { name: tenant.name }).click();
    await page.locator('[data-testid="live-row"]').nth(1).waitFor();
    await page.getByTestId('live-attendee').fill('lena');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="live-row"]').length === 1);
    expect(await page.locator('[data-testid="live-row"]').getAttribute('data-name')).toBe('Lena Livefirst');
    await page.getByTestId('live-attendee').fill('');

    // Book a visit in the modal: it closes and we stay on /LiveVisITReport.
    await page.getByTestId('live-book').click();
    await page.getByTestId('live-book-modal').getByTestId('book-AttendeeFirstName').waitFor();
    await shots(page, 'live-report-book-modal');
    await page.getByTestId('book-AttendeeFirstName').fill('modal');
    await page.getByTestId('book-AttendeeLastName').fill('booker');
    await page.getByTestId('book-AttendeeEmail').fill(`${uniq('modal')}@example.test`);
    await page.getByTestId('book-AttendeeCompany').fill('acme');
    await page.getByTestId('book-hostIsMe').uncheck({ force: true });
    await page.getByTestId('book-hostName').fill('Grace Host');
    await page.getByTestId('book-hostEmail').fill('grace@example.test');
    await page.getByTestId('book-department').fill('Ops');
    await page.getByTestId('book-date').click();
    await page.getByRole('button', { name: DateTime.now().setZone(depot.timeZone).toFormat('d MMMM yyyy'), exact: true }).click();
    await page.getByTestId('book-time').fill('23:59');
    await page.getByTestId('book-submit').click();
    await toast(page, Messages.visitorBooked);
    await page.getByTestId('book-submit').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/LiveVisITReport');

    // Add a partner in the modal (every flag the kiosk uses): it closes and we stay on /LiveVisITReport.
    await page.getByTestId('live-add-partner').click();
    const modal = page.getByTestId('live-partner-modal');
    await modal.getByTestId('partner-form-organisation').fill('Acme Logistics');
    await modal.getByTestId('partner-form-workId').fill(String(Date.now()).slice(-9));
    await modal.getByTestId('partner-form-name').fill('Modal Partner');
    await modal.getByTestId('partner-form-singleSignFlag').check({ force: true });
    await modal.getByTestId('partner-form-enterTemperature').check({ force: true });
    await shots(page, 'live-report-partner-modal');
    await modal.getByTestId('partner-form-submit').click();
    await toast(page, Messages.partnerSaved);
    await page.getByTestId('partner-form-submit').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/LiveVisITReport');
    await context.close();
  });
});
