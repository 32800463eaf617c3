import type { Page } from 'playwright-core';
import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { axe, problems, settled, SIZES, TOUCH_SIZES, type SizeName } from './ux';
import { makeWorld, uniq } from '../../graph/src/test/factories';

/**
 * The people directory (issue 39): a TenantAdmin adds a host on /hosts (a phone not in E.164 refused at the form, with
 * the server's words), finds them in the list, and picks them while booking: typing part of the name offers the host
 * (name, department, e-mail) and picking fills the host's e-mail and department. Each screen measured, scanned (axe)
 * and photographed at the phone (390) and tablet-landscape (1024) sizes.
 */
jest.setTimeout(300_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const AT: SizeName[] = ['phone', 'tablet-landscape'];

async function look(page: Page, screen: string, found: Record<string, unknown>, again?: () => Promise<void>) {
  const hide = await page.addStyleTag({ content: '.mantine-Notifications-root { display: none !important; }' });
  for (const size of AT) {
    await page.setViewportSize(SIZES[size]);
    await again?.();
    await settled(page);
    await w.shot(page, `hosts-${screen}-${size}`);
    const p = await problems(page, { targets: TOUCH_SIZES.has(size) });
    const a = await axe(page);
    if (p.length) found[`${screen} @ ${size}: layout`] = [...new Set(p.map((x) => `${x.what}: '${x.text}' ${x.w}x${x.h}`))];
    if (a.length) found[`${screen} @ ${size}: axe`] = a;
  }
  await hide.evaluate((el) => (el as Element).remove());
}

describe('the people directory', () => {
  it('an admin adds a host, finds them, and picks them when booking', async () => {
    const { admin, tenant } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    const { page } = await w.page();
    await staffLogin(page, admin.username);
    await page.goto(`${w.server.url}/hosts`);
    await page.getByTestId('host-name').waitFor();
    await page.getByTestId('hosts-empty').waitFor();
    await look(page, 'empty', found);
    await page.setViewportSize(SIZES.desktop);

    const email = `${uniq('niamh')}@example.test`;
    await page.getByTestId('host-name').fill('Niamh Byrne');
    await page.getByTestId('host-email').fill(email);
    await page.getByTestId('host-phone').fill('0851234567');
    await page.getByTestId('host-department').fill('Goods in');
    await page.getByTestId('host-save').click();
    await page.getByTestId('host-error').filter({ hasText: 'E.164' }).waitFor();
    await page.getByTestId('host-phone').fill('+353 85 123 4567');
    await page.getByTestId('host-save').click();
    await page.locator('[data-testid="host-row"][data-name="Niamh Byrne"]').first().waitFor();
    await page.getByTestId('hosts-search').fill('goods');
    await page.locator('[data-testid="host-row"][data-name="Niamh Byrne"]').first().waitFor();
    await look(page, 'list', found);
    const [row] = (await w.server.orm.em
      .fork()
      .getConnection()
      .execute(`select "phone", "department" from "host" where "tenant_id" = ? and "email" = ?`, [tenant.id, email])) as {
      phone: string;
      department: string;
    }[];
    expect(row).toEqual({ phone: '+353851234567', department: 'Goods in' });

    // Booking: the host picked from the directory fills their e-mail and department.
    await page.setViewportSize(SIZES.desktop);
    await page.goto(`${w.server.url}/planned-visitor`);
    await page.getByTestId('book-AttendeeFirstName').waitFor();
    await page.getByTestId('book-hostIsMe').uncheck({ force: true });
    await page.getByTestId('book-hostName').fill('nia');
    const option = page.getByRole('option', { name: new RegExp(`Niamh Byrne · Goods in <${email}>`) });
    await option.waitFor();
    // The list open at each size (a resize closes it): typed again, the option shown.
    await look(page, 'booking-typeahead', found, async () => {
      await page.getByTestId('book-hostName').fill('');
      await page.getByTestId('book-hostName').fill('nia');
      await option.waitFor();
    });
    await page.setViewportSize(SIZES.desktop);
    if (!(await option.isVisible())) await page.getByTestId('book-hostName').click();
    await option.click();
    expect(await page.getByTestId('book-hostName').inputValue()).toBe('Niamh Byrne');
    expect(await page.getByTestId('book-hostEmail').inputValue()).toBe(email);
    expect(await page.getByTestId('book-department').inputValue()).toBe('Goods in');
    await look(page, 'booking-picked', found);
    expect(found).toEqual({});
  });

  it('an admin uploads the directory as CSV (semicolons, as Excel saves it in Polish), and a file that is not UTF-8 is refused with why', async () => {
    const { admin, tenant } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    const { page } = await w.page();
    await staffLogin(page, admin.username);
    await page.goto(`${w.server.url}/hosts`);
    const box = page.getByTestId('bulk-upload-host');
    await box.waitFor();
    const file = box.locator('input[type=file]');
    const csv = `Name;Email;Phone;Department;Language;ArrivalChannels\r\nŁucja Wójcik;lucja@example.test;+48 601 234 567;Magazyn;pl;EMAIL\r\n`;
    await file.setInputFiles({ name: 'hosts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-error').filter({ hasText: 'UTF-8' }).waitFor();
    await file.setInputFiles({ name: 'hosts.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${csv}`, 'utf8') });
    await page.getByTestId('upload-submit').click();
    await page.getByTestId('upload-success').waitFor();
    await page.locator('[data-testid="host-row"][data-name="Łucja Wójcik"]').first().waitFor();
    await look(page, 'csv-uploaded', found);
    const rows = (await w.server.orm.em
      .fork()
      .getConnection()
      .execute(`select "name", "phone", "language" from "host" where "tenant_id" = ?`, [tenant.id])) as unknown[];
    expect(rows).toEqual([{ name: 'Łucja Wójcik', phone: '+48601234567', language: 'pl' }]);
    expect(found).toEqual({});
  });
});
