import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { axe, settled } from './ux';
import { makeUser, makeWorld, uniq } from '../../graph/src/test/factories';
import { User } from '../../graph/src/modules/users/user.entity';

/**
 * Issue 36, accessibility: a toast's close button, the date picker's arrows and a pagination's arrows have names; the
 * NOT CONFIRMED pill reads at 4.5:1; on a touch screen every text field is at least 44 px high.
 */
jest.setTimeout(120_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

/** The names of the icon-only buttons shown now that have none. */
const unnamed = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter(
        (b) =>
          b.getBoundingClientRect().width > 0 &&
          !(b.textContent ?? '').trim() &&
          !b.getAttribute('aria-label') &&
          !b.getAttribute('aria-labelledby') &&
          !(b.id && document.querySelector(`label[for="${b.id}"]`)),
      )
      .map((b) => b.className.slice(0, 60)),
  );

describe('staff screens, accessibility (issue 36)', () => {
  it('names every icon button (toast close, date-picker arrows), the NOT CONFIRMED pill passes contrast, touch fields are 44 px', async () => {
    const { tenant, depot, admin } = await makeWorld(w.server.orm);
    const newcomer = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager', username: uniq('new_') });
    await w.server.orm.em.fork().nativeUpdate(User, { id: newcomer.id }, { emailConfirmed: false });
    const { page, context } = await w.page({ width: 768, height: 1024 }, { touch: true });
    await staffLogin(page, admin.username);

    // A toast (a badge added on the dashboard): its close button has a name.
    await page.getByTestId('badge-number').fill(uniq('B').slice(0, 8));
    await page.getByTestId('badge-add').click();
    await page.getByTestId('toast-success').waitFor();
    expect(await page.getByTestId('toast-success').locator('button').getAttribute('aria-label')).toBe('Close notification');
    expect(await unnamed(page)).toEqual([]);
    expect(await axe(page)).toEqual([]);

    // A badge range the server refuses: its words at the field typed, not above the form (issue 36).
    await page.getByTestId('badge-mode').getByText('Range').click();
    await page.getByTestId('badge-to').fill('0');
    await page.getByTestId('badge-add').click();
    const refused = page.getByTestId('badge-add-error');
    await refused.waitFor();
    expect(await page.getByTestId('badge-to').getAttribute('aria-invalid')).toBe('true');
    // below the field, not above the form
    expect((await refused.boundingBox())!.y).toBeGreaterThan((await page.getByTestId('badge-to').boundingBox())!.y);
    await w.shot(page, 'staff-badge-range-refused-tablet');
    await page.getByTestId('badge-mode').getByText('Single badge').click();

    // Text fields on a touch screen: 44 px at least.
    const heights = await page.evaluate(() =>
      [...document.querySelectorAll('input.mantine-Input-input')]
        .filter((i) => i.getBoundingClientRect().width > 0)
        .map((i) => i.getBoundingClientRect().height),
    );
    expect(heights.length).toBeGreaterThan(0);
    expect(heights.filter((h) => h < 43.5)).toEqual([]);

    // The date picker open: its arrows and month heading have names.
    await page.goto('/planned-visitor');
    await page.getByTestId('book-date').click();
    await page.locator('.mantine-DatePickerInput-calendarHeaderControl').last().waitFor();
    await settled(page);
    expect(await page.locator('.mantine-DatePickerInput-calendarHeaderControl').last().getAttribute('aria-label')).toBe('Next month');
    expect(await unnamed(page)).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await w.shot(page, 'staff-a11y-date-picker-tablet');
    await page.keyboard.press('Escape');

    // The users table's NOT CONFIRMED pill: no contrast finding.
    await page.goto(`/tenant-details/${tenant.id}`);
    const pill = page.locator('[data-testid="user-confirmed"]', { hasText: /not confirmed/i }).first();
    await pill.waitFor();
    await settled(page);
    expect(await axe(page)).toEqual([]);
    await pill.scrollIntoViewIfNeeded();
    await w.shot(page, 'staff-a11y-users-tablet');
    await context.close();
  });

  it('says what is wrong: a 5-digit TOTP code, a day that does not exist, an incomplete e-mail in the data-subject search', async () => {
    const { tenant, admin } = await makeWorld(w.server.orm);
    const { page, context } = await w.page({ width: 390, height: 844 });
    await staffLogin(page, admin.username);

    // 31/11/2026 is no day: the field says so, not "is required".
    await page.goto('/reports');
    await page.getByTestId('range-dateFrom').fill('31/11/2026');
    await page.getByTestId('range-dateFrom').blur();
    await page.getByText('Date From is not a valid date').waitFor();
    expect(await page.getByText('Date From is required').count()).toBe(0);
    expect(await page.getByTestId('range-dateFrom').inputValue()).toBe('31/11/2026');
    await w.shot(page, 'staff-messages-bad-day-phone');

    // Five digits from the authenticator: the code has six.
    await page.goto('/profile');
    await page.getByTestId('two-step-on').click();
    await page.getByTestId('totp-qr').waitFor();
    await page.getByTestId('totp-enrol-code').fill('12345');
    await page.getByTestId('totp-enrol-submit').click();
    await page.getByText('The code from the app has 6 digits').waitFor();
    expect(await page.getByText('is required').count()).toBe(0);
    await w.shot(page, 'staff-messages-totp-phone');

    // Add Shift: a time the server refuses is said at its field (issue 36), not above the form.
    await page.goto('/shifts');
    await page.getByTestId('shifts-add').click();
    await page.getByTestId('shifts-form-startTime').fill('25:00');
    await page.getByTestId('shifts-form-endTime').fill('14:00');
    await page.getByTestId('shifts-form-submit').click();
    await page.locator('[data-testid="shifts-form-startTime"][aria-invalid="true"]').waitFor();
    expect(await page.getByTestId('shifts-form-error').count()).toBe(0);
    await w.shot(page, 'staff-messages-shift-phone');
    await page.keyboard.press('Escape');

    // An address cut short in the data-subject search: said at the field.
    await page.goto(`/data-retention?tenant=${tenant.id}`);
    await page.getByTestId('subject-email').fill('layla@');
    await page.getByTestId('subject-find').click();
    await page.getByText('E-mail address is not complete: type all of it (name@example.com)').waitFor();
    await w.shot(page, 'staff-messages-subject-phone');
    await context.close();
  });
});
