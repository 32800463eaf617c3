import { randomInt } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { startBrowserWorld, type BrowserWorld } from './harness';
import { makeWorld, TEST_PASSWORD } from '../../graph/src/test/factories';
import { Messages } from '../../graph/src/contracts/messages';
import { dayBounds, localDay } from '../../graph/src/core/time';
import { Depot } from '../../graph/src/modules/depots/depot.entity';
import { Partner } from '../../graph/src/modules/partners/partner.entity';
import { Attendance, AttendanceKind } from '../../graph/src/modules/attendance/attendance.entity';

let w: BrowserWorld;
beforeAll(async () => { w = await startBrowserWorld(); }, 60000);
afterAll(async () => { await w?.close(); });

async function login(page: Page, username: string, password: string) {
  await page.goto('/ml-admin');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('header-username').waitFor();
}

const PARTNER_HEADERS = ['WorkId', 'Name', 'Organisation', 'Email', 'Shift', 'Role', 'SignFlag', 'BadgeNumFlag'];

async function xlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('Partners');
  sheet.addRow(PARTNER_HEADERS);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A partner clocked in and out today at the depot, written straight to the table (the kiosk is another screen's). */
async function attendToday(depotId: string, workId: string) {
  const em = w.server.orm.em.fork();
  const depot = await em.findOneOrFail(Depot, depotId, { filters: false });
  const partner = await em.findOneOrFail(Partner, { workId }, { filters: false });
  const now = new Date();
  const day = localDay(now, depot.timeZone);
  const start = dayBounds(day, depot.timeZone).start.getTime();
  const at = (f: number) => new Date(start + (now.getTime() - start) * f); // earlier today, whatever the hour
  em.create(Attendance, {
    tenant: depot.tenant, depot, kind: AttendanceKind.Partner, partner, personKey: `partner:${partner.id}`, localDate: day,
    checkedInAt: at(0.25), checkedOutAt: at(0.75),
  });
  await em.flush();
}

describe('staff partner screens in the browser', () => {
  it('uploads a V1.1 partner file, sees it land, and downloads the daily partner report', async () => {
    const { depot, manager } = await makeWorld(w.server.orm);
    const { page, context } = await w.page();
    await login(page, manager.username, TEST_PASSWORD);
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
    expect(tw.worksheets[0].getRow(1).values).toEqual([undefined, ...PARTNER_HEADERS]);

    // A file that is not xlsx is refused before it is sent.
    await page.getByTestId('bulk-upload-partner').locator('input[type=file]').setInputFiles({ name: 'partners.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n1,2') });
    expect(await page.getByTestId('upload-error').textContent()).toContain(Messages.xlsxOnly);

    // A file with a repeated row lands nothing and names the row.
    const row = [String(base + 1), 'Niamh Byrne', 'Acme Logistics', 'niamh@example.test', '', '', 'No', 'No'];
    await page.getByTestId('bulk-upload-partner').locator('input[type=file]').setInputFiles({ name: 'partners.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx([row, row]) });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-row-errors').waitFor();
    expect(await page.getByTestId('upload-row-error').first().textContent()).toContain(Messages.rowRepeats(3, 2));
    await w.shot(page, 'staff-partners-upload-rejected');

    // The corrected file lands.
    const good = [row, [String(base + 2), 'Ciaran Walsh', 'Acme Logistics', '', '', '', 'Yes', 'Yes']];
    await page.getByTestId('bulk-upload-partner').locator('input[type=file]').setInputFiles({ name: 'partners.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await xlsx(good) });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-success').waitFor();
    expect(await page.getByTestId('upload-success').textContent()).toContain(Messages.fileUploadedPage);
    expect(await page.getByTestId('upload-row-errors').count()).toBe(0);
    await w.shot(page, 'staff-partners-upload-landed');

    // The daily report shows the partner who clocked in today; the export downloads an xlsx with the row.
    await attendToday(depot.id, String(base + 1));
    await page.goto('/partner-report');
    await page.getByTestId('report-row').first().waitFor();
    expect(await page.getByTestId('report-row').first().textContent()).toContain('Niamh Byrne');
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

    // The same report at tablet width, once the export has finished.
    await page.locator('[data-testid="report-export"]:not([data-loading])').waitFor();
    await page.setViewportSize({ width: 768, height: 1024 });
    await w.shot(page, 'staff-partners-report-tablet');
    await context.close();
  }, 120000);
});
