import { staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { makeUser, makeWorld, TEST_PASSWORD } from '../../graph/src/test/factories';
import { Messages } from '../../graph/src/contracts/messages';

/**
 * A staff user's own account (issue 12): the login page and role guards keep a signed-in user in the staff area;
 * the user menu opens the profile with the password change; the reset page says its rule up front and shows no
 * form for a spent or unknown link.
 */
jest.setTimeout(120_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

describe('a signed-in staff user', () => {
  it('at /ml-admin goes on to /dashboard; a role sent away from tenant details lands on /dashboard, still signed in', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const clerk = await makeUser(w.server.orm, { tenant, depot, role: 'Receptionist' });
    const { page, context } = await w.page({ width: 768, height: 1024 });
    await staffLogin(page, clerk.username);
    await page.goto('/ml-admin');
    await page.waitForURL('**/dashboard');
    await page.goto(`/tenant-details/${tenant.id}`);
    await page.waitForURL('**/dashboard');
    expect(await page.getByTestId('header-username').textContent()).toBe(clerk.username);
    await context.close();
  });

  it('keeps the session when `me` gets no answer (a reload mid-request, the API away) and asks again; a refused `me` logs out', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const clerk = await makeUser(w.server.orm, { tenant, depot, role: 'Receptionist' });
    const { page, context } = await w.page({ width: 1024, height: 768 });
    await staffLogin(page, clerk.username);
    // The edge of the world: the browser's own network. The first two `me` calls get no answer at all.
    let unanswered = 2;
    let refuse = false;
    await page.route('**/graphql', async (route) => {
      const op = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
      if (op !== 'Me') return route.continue();
      if (refuse)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }),
        });
      if (unanswered > 0) {
        unanswered--;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.goto(`/tenant-details/${tenant.id}`);
    await page.getByTestId('toast-error').filter({ hasText: Messages.networkError }).first().waitFor();
    expect(page.url()).toContain('/tenant-details/');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeTruthy();
    // Asked again until it is answered: then the role guard sends the clerk on to the dashboard, signed in.
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    expect(unanswered).toBe(0);
    expect(await page.getByTestId('header-username').textContent()).toBe(clerk.username);
    await w.shot(page, 'staff-me-recovered');

    refuse = true;
    await page.reload();
    await page.waitForURL('**/ml-admin');
    expect(await page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
    await context.close();
  });

  it('changes its password from the user menu: the current one checked, 8 characters said up front, other sessions end', async () => {
    const { tenant, depot } = await makeWorld(w.server.orm);
    const user = await makeUser(w.server.orm, { tenant, depot, role: 'DepotManager' });
    const other = await w.page({ width: 1280, height: 800 });
    await staffLogin(other.page, user.username);
    const { page, context } = await w.page({ width: 390, height: 844 });
    await staffLogin(page, user.username);
    await page.getByTestId('header-user-menu').click();
    await page.getByTestId('profile-link').click();
    await page.waitForURL('**/profile');
    expect(await page.getByTestId('profile-username').textContent()).toBe(user.username);
    await page.getByText(Messages.passwordRule(8)).first().waitFor();
    await page.getByTestId('change-password-current').fill('not-my-password');
    await page.getByTestId('change-password-new').fill('short');
    await page.getByTestId('change-password-confirmation').fill('short');
    await page.getByTestId('change-password-current').click(); // leave the fields: formik validates them
    await page.getByText(Messages.passwordTooShort(8)).first().waitFor();
    expect(await page.getByTestId('change-password-submit').isDisabled()).toBe(true);
    await page.getByTestId('change-password-new').fill('A-new-password-1');
    await page.getByTestId('change-password-confirmation').fill('A-new-password-1');
    await page.getByTestId('change-password-submit').click();
    expect(await page.getByTestId('change-password-error').textContent()).toContain(Messages.currentPasswordWrong);
    await page.getByTestId('change-password-current').fill(TEST_PASSWORD);
    await page.getByTestId('change-password-new').fill('A-new-password-1');
    await page.getByTestId('change-password-confirmation').fill('A-new-password-1');
    await page.getByTestId('change-password-submit').click();
    await page.getByTestId('toast-success').filter({ hasText: Messages.passwordChanged }).first().waitFor();
    await w.shot(page, 'staff-profile-390');
    // This session carries on; the other one is sent to the login page.
    await page.goto('/dashboard');
    await page.getByTestId('header-username').waitFor();
    await other.page.goto('/reports');
    await other.page.waitForURL('**/ml-admin');
    // signed in again with the new password, it goes back to the page it asked for
    await other.page.getByTestId('login-username').fill(user.username);
    await other.page.getByTestId('login-password').fill('A-new-password-1');
    await other.page.getByTestId('login-submit').click();
    await other.page.waitForURL('**/reports');
    await other.page.getByTestId('header-username').waitFor();
    await other.context.close();
    await context.close();
  });
});

describe('the reset-password page', () => {
  it('says the 8-character rule before any submit, and shows no form for a link that does not work', async () => {
    const { page, context } = await w.page({ width: 768, height: 1024 });
    await page.goto('/resetPassword/QUJD/REVG/R0g=/someone/someone%40example.test');
    expect(await page.getByTestId('reset-link-invalid').textContent()).toBe(Messages.resetLinkInvalid);
    expect(await page.getByTestId('reset-form').count()).toBe(0);
    await w.shot(page, 'reset-link-invalid-768');
    await context.close();
  });
});
