import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import { dayLabel } from '../src/app/time';
import { staffLogin, startBrowserWorld, untilWatched, type BrowserWorld } from './harness';
import { makePartner, makeWorld, TEST_PASSWORD } from '../../graph/src/test/factories';
import { Messages } from '../../graph/src/contracts/messages';
import { rest } from '../../graph/src/test/http';
import { axe, problems, SIZES } from './ux';
import { st } from './words';
import { addDays, dayBounds, localDay } from '../../graph/src/core/time';
import { Depot } from '../../graph/src/modules/depots/depot.entity';
import { Partner } from '../../graph/src/modules/attendance/partner.entity';
import { Attendance, AttendanceKind } from '../../graph/src/modules/attendance/attendance.entity';

let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const PARTNER_HEADERS = ['WorkId', 'Name', 'Organisation', 'Email', 'Shift', 'Role', 'SignFlag', 'BadgeNumFlag'];

async function xlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Partners');
  sheet.addRow(PARTNER_HEADERS);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A partner clocked in and out today at the depot, written straight to the table (the kiosk is another screen's). */
async function attendToday(depotId: string, workId: string): Promise<string> {
  const em = w.server.orm.em.fork();
  const depot = await em.findOneOrFail(Depot, depotId, { filters: false });
  const partner = await em.findOneOrFail(Partner, { workId }, { filters: false });
  const now = new Date();
  const day = localDay(now, depot.timeZone);
  const start = dayBounds(day, depot.timeZone).start.getTime();
  const at = (f: number) => new Date(start + (now.getTime() - start) * f); // earlier today, whatever the hour
  em.create(Attendance, {
    tenant: depot.tenant,
    depot,
    kind: AttendanceKind.Partner,
    partner,
    personKey: `partner:${partner.id}`,
    localDate: day,
    checkedInAt: at(0.25),
    checkedOutAt: at(0.75),
  });
  await em.flush();
  return day;
}

describe('staff partner screens in the browser', () => {
  it('adds a shift and a role, registers a partner with them, edits the partner and removes it', async () => {
    const { manager } = await makeWorld(w.server.orm);
    const { page, context } = await w.page();
    await staffLogin(page, manager.username, TEST_PASSWORD);
    const workId = String(randomInt(1e9, 9e9) * 100 + 7);

    // A shift: times required (the submit stays disabled without them), then added; we stay on /shifts.
    await page.goto('/shifts');
    await page.getByTestId('shifts-add').click();
    await page.getByTestId('shifts-form-shiftName').fill('Early');
    expect(await page.getByTestId('shifts-form-submit').isDisabled()).toBe(true);
    await page.getByTestId('shifts-form-startTime').fill('06:00');
    await page.getByTestId('shifts-form-endTime').fill('14:00');
    await page.getByTestId('shifts-form-submit').click();
    await page.getByText(Messages.shiftAdded).waitFor();
    await page.getByTestId('shifts-row').filter({ hasText: 'Early' }).waitFor();
    expect(await page.getByTestId('shifts-row').filter({ hasText: 'Early' }).textContent()).toContain('06:00');
    expect(page.url()).toMatch(/\/shifts$/);
    // View is read-only until Update; Save changes the end time.
    await page.getByTestId('shifts-row').filter({ hasText: 'Early' }).getByTestId('shifts-view').click();
    expect(await page.getByTestId('shifts-form-endTime').getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('shifts-form-update').click();
    await page.getByTestId('shifts-form-endTime').fill('14:30');
    await page.getByTestId('shifts-form-submit').click();
    await page.getByText(Messages.shiftUpdated).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('shifts-row').filter({ hasText: '14:30' }).waitFor();
    await w.shot(page, 'staff-partners-shifts');

    // A role.
    await page.goto('/role');
    await page.getByTestId('roles-add').click();
    await page.getByTestId('roles-form-roleName').fill('Forklift Driver');
    await page.getByTestId('roles-form-submit').click();
    await page.getByText(Messages.roleAdded).waitFor();
    await page.getByTestId('roles-row').filter({ hasText: 'Forklift Driver' }).waitFor();
    expect(page.url()).toMatch(/\/role$/);

    // Register a partner: a non-numeric work id is refused before sending.
    await page.goto('/register-partner');
    await page.getByTestId('partner-form-organisation').fill('Acme Logistics');
    await page.getByTestId('partner-form-workId').fill('12ab');
    await page.getByTestId('partner-form-name').fill('Aoife Kelly');
    await page.getByTestId('partner-form-name').blur();
    expect(await page.getByTestId('partner-form-submit').isDisabled()).toBe(true);
    await page.getByTestId('partner-form-workId').fill(workId);
    await page.getByTestId('partner-form-email').fill('aoife.kelly@example.test');
    await page.getByTestId('partner-form-shift').click();
    await page.getByRole('option', { name: /Early/ }).click();
    await page.getByTestId('partner-form-role').click();
    await page.getByRole('option', { name: 'Forklift Driver' }).click();
    await page.getByTestId('partner-form-signFlag').check({ force: true });
    await w.shot(page, 'staff-partners-register');
    await page.setViewportSize({ width: 768, height: 1024 });
    await w.shot(page, 'staff-partners-register-tablet');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByTestId('partner-form-submit').click();
    await page.getByText(Messages.partnerSaved).waitFor();
    expect(await page.getByTestId('partner-form-workId').inputValue()).toBe('');
    expect(page.url()).toMatch(/\/register-partner$/);

    // The same work id again: the server's text in the form.
    await page.getByTestId('partner-form-organisation').fill('Other Org');
    await page.getByTestId('partner-form-workId').fill(workId);
    await page.getByTestId('partner-form-name').fill('Someone Else');
    await page.getByTestId('partner-form-submit').click();
    await page.getByTestId('partner-form-error').waitFor();

    // The registered partners table: view (read-only), Update, Save.
    await page.goto('/registered-partners');
    const row = page.getByTestId('partners-row').filter({ hasText: workId });
    await row.waitFor();
    expect(await row.textContent()).toContain('Forklift Driver');
    await row.getByTestId('partners-view').click();
    expect(await page.getByTestId('partner-edit-name').getAttribute('readonly')).not.toBeNull();
    await page.getByTestId('partners-qr').click();
    await page.getByText(st('partners.qrCodeSent')).waitFor();
    await page.getByTestId('partner-edit-update').click();
    await page.getByTestId('partner-edit-name').fill('Aoife Kelly-Byrne');
    await page.getByTestId('partner-edit-submit').click();
    await page.getByText(Messages.partnerUpdated).waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('partners-row').filter({ hasText: 'Aoife Kelly-Byrne' }).waitFor();
    await w.shot(page, 'staff-partners-registered');

    // Remove, after 'Remove Partner?'.
    await page.getByTestId('partners-row').filter({ hasText: workId }).getByTestId('partners-remove').click();
    await page.getByText(Messages.removePartner).waitFor();
    await page.getByTestId('partner-remove-yes').click();
    await page.getByText(Messages.partnerDeleted).waitFor();
    await page.getByTestId('partners-row').filter({ hasText: workId }).waitFor({ state: 'detached' });
    await context.close();
  }, 120000);

  it('uploads a V1.1 partner file, sees it land, and downloads the daily partner report', async () => {
    const { depot, manager } = await makeWorld(w.server.orm);
    const { page, context } = await w.page();
    await staffLogin(page, manager.username, TEST_PASSWORD);
    const base = randomInt(1e9, 9e9) * 100;

    // The template V1.1 downloads with its headers.
    await page.goto('/register-partner');
    await page.getByTestId('bulk-upload-partner').waitFor();
    const templateDownload = page.waitForEvent('download');
    await page.getByTestId('upload-template').click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toContain('V1.1');
    const tw = new ExcelJS.Workbook();
    await tw.xlsx.readFile(await template.path());
    // The template carries every partner flag the kiosk uses (issue 9): the two optional columns after the eight.
    expect(tw.worksheets[0].getRow(1).values).toEqual([undefined, ...PARTNER_HEADERS, 'SingleSignFlag', 'EnterTemperature']);

    // A file that is not xlsx is refused before it is sent.
    await page
      .getByTestId('bulk-upload-partner')
      .locator('input[type=file]')
      .setInputFiles({ name: 'partners.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2') });
    expect(await page.getByTestId('upload-error').textContent()).toContain(Messages.xlsxOnly);

    // A file with a repeated row lands nothing and names the row.
    const row = [String(base + 1), 'Niamh Byrne', 'Acme Logistics', 'niamh@example.test', '', '', 'No', 'No'];
    await page
      .getByTestId('bulk-upload-partner')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'partners.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await xlsx([row, row]),
      });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-row-errors').waitFor();
    expect(await page.getByTestId('upload-row-error').first().textContent()).toContain(Messages.rowRepeats(3, 2));
    await w.shot(page, 'staff-partners-upload-rejected');

    // The corrected file lands.
    const good = [row, [String(base + 2), 'Ciaran Walsh', 'Acme Logistics', '', '', '', 'Yes', 'Yes']];
    await page
      .getByTestId('bulk-upload-partner')
      .locator('input[type=file]')
      .setInputFiles({
        name: 'partners.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: await xlsx(good),
      });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-success').waitFor();
    expect(await page.getByTestId('upload-success').textContent()).toContain(Messages.fileUploadedPage);
    expect(await page.getByTestId('upload-row-errors').count()).toBe(0);
    await w.shot(page, 'staff-partners-upload-landed');

    // The daily report shows the partner who clocked in today; the export downloads an xlsx with the row.
    const day = await attendToday(depot.id, String(base + 1));
    await page.goto('/partner-report');
    // The page opens on the depot's today; name the day in case the test straddles midnight.
    await page.getByTestId('report-date').fill(dayLabel(day));
    await page.getByTestId('report-row').first().waitFor();
    expect(await page.getByTestId('report-row').first().textContent()).toContain('Niamh Byrne');
    // The search (work id or name) asks the server: nobody by that name, then Niamh again.
    await page.getByTestId('report-filter').fill('nobody-by-this-name');
    await page.getByTestId('report-empty').waitFor();
    await page.getByTestId('report-filter').fill('niamh');
    await page.getByTestId('report-row').filter({ hasText: 'Niamh Byrne' }).waitFor();
    await page.getByTestId('report-filter').fill('');
    await page.getByTestId('report-row').first().waitFor();
    await w.shot(page, 'staff-partners-report');
    const downloading = page.waitForEvent('download');
    await page.getByTestId('report-export').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(download.suggestedFilename()).toMatch(/\d{4}/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    const values: string[] = [];
    wb.worksheets[0].eachRow((r) => values.push(JSON.stringify(r.values)));
    expect(values.some((v) => v.includes(String(base + 1)) && v.includes('Niamh Byrne'))).toBe(true);

    // A day without attendances says so; the date range needs both dates, then finds the row.
    await page.getByTestId('report-date').fill(dayLabel(addDays(day, -2)));
    expect(await page.getByTestId('report-empty').textContent()).toBe(Messages.noPartnersClockedIn);
    await page.getByTestId('report-mode').getByText('Date range').click();
    await page.getByTestId('report-date-from').fill(dayLabel(addDays(day, -3)));
    expect(await page.getByTestId('report-search').isDisabled()).toBe(true);
    await page.getByTestId('report-date-to').fill(dayLabel(day));
    await page.getByTestId('report-search').click();
    await page.getByTestId('report-row').filter({ hasText: 'Niamh Byrne' }).waitFor();

    // The same report at tablet width, once the export has finished.
    await page.locator('[data-testid="report-export"]:not([data-loading])').waitFor();
    await page.setViewportSize({ width: 768, height: 1024 });
    await w.shot(page, 'staff-partners-report-tablet');
    await context.close();
  }, 120000);

  it('registered partners: the search asks the server, and a partner shows its attendance history', async () => {
    const { depot, manager } = await makeWorld(w.server.orm);
    const a = await makePartner(w.server.orm, depot, { name: 'Siobhan History' });
    await makePartner(w.server.orm, depot, { name: 'Other Person' });
    const none = await makePartner(w.server.orm, depot, { name: 'Never Came' });
    await attendToday(depot.id, a.workId);
    const { page, context } = await w.page();
    await staffLogin(page, manager.username, TEST_PASSWORD);
    await page.goto('/registered-partners');
    await page.getByTestId('partners-row').nth(2).waitFor();
    await page.getByTestId('partners-search').fill('siobhan');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="partners-row"]').length === 1);
    await page.getByTestId('partners-row').filter({ hasText: 'Siobhan History' }).getByTestId('partners-view').click();
    await page.getByTestId('partner-history-row').first().waitFor();
    expect(await page.getByTestId('partner-history-row').count()).toBe(1);
    await w.shot(page, 'staff-partners-history');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByTestId('partners-search').fill(none.workId);
    await page.getByTestId('partners-row').filter({ hasText: 'Never Came' }).getByTestId('partners-view').click();
    expect(await page.getByTestId('partner-history-empty').textContent()).toBe(Messages.noClockedInFor('Never Came'));
    // The open history follows the kiosk without a reload: the clock-in shows as "in", the clock-out as its time.
    await untilWatched(w.server, depot.id);
    const clockIn = await rest(w.server.url, 'POST', 'api/clock-in', {
      body: { workId: none.workId, depot: depot.id, temperature: '36.6' },
    });
    expect(clockIn.status).toBe(200);
    const row = page.getByTestId('partner-history-row');
    await row.getByText('in', { exact: true }).waitFor();
    expect(await row.count()).toBe(1);
    // The dialog with its live row at every size staff use: nothing cut off or too small (touch sizes), no serious axe finding.
    for (const [name, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await w.shot(page, `staff-partners-history-live-${name}`);
      expect(await problems(page, { targets: size.width <= 768 })).toEqual([]);
      expect(await axe(page)).toEqual([]);
    }
    const clockOut = await rest(w.server.url, 'POST', 'api/clock-out', { body: { workId: none.workId, depot: depot.id } });
    expect(clockOut.status).toBe(200);
    await row.getByText('in', { exact: true }).waitFor({ state: 'detached' });
    expect(await row.locator('td').nth(2).textContent()).toMatch(/^\d{2}:\d{2}$/);
    await context.close();
  }, 120000);
});
