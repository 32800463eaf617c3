import { SCREENSHOTS, staffLogin, startBrowserWorld, type BrowserWorld } from './harness';
import { checkAtEverySize } from './ux';
import { makeManager, makeWorld, uniq } from '../../graph/src/test/factories';
import { until } from '../../graph/src/test/until';
import { walkIn } from '../../graph/src/modules/visits/__tests__/support';

/**
 * Channels (issue 39): a TenantAdmin sets the SMS provider (a bad sending number refused at its field; the token never
 * shown back) and is refused a depot Teams URL that is not https or points at a private address; a DepotManager sets
 * their mobile number (a number not in E.164 refused) and channels per kind in their profile. Each screen measured,
 * scanned (axe) and photographed at 390, 768, 1024, 1280 (and 1440).
 */
jest.setTimeout(300_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

describe('notification channels', () => {
  it('an admin sets the providers, a manager their channels; bad input is refused clearly', async () => {
    const { depot, admin, manager } = await makeWorld(w.server.orm);
    const found: Record<string, unknown> = {};
    const shot = (p: Parameters<BrowserWorld['shot']>[0], name: string) => w.shot(p, `staff-${name}`);
    const { page } = await w.page();
    await staffLogin(page, admin.username);
    await page.goto(`${w.server.url}/channels`);
    await page.getByTestId('sms-form').waitFor();
    await page.getByTestId('channel-log').waitFor();
    await checkAtEverySize(page, 'channels-empty', found, shot);
    await page.setViewportSize({ width: 1280, height: 800 });

    // the SMS provider: a sending number not in E.164 refused at its field; then set, and only its hint shown
    const sid = `AC${uniq()}${uniq()}${uniq()}${uniq()}`;
    await page.getByTestId('sms-accountSid').fill(sid);
    await page.getByTestId('sms-authToken').fill('secret-token-0123456789');
    await page.getByTestId('sms-from').fill('0851234567');
    await page.getByTestId('sms-save').click();
    await page.getByText('international (E.164) form').first().waitFor();
    await page.getByTestId('sms-from').fill('+15005550006');
    await page.getByTestId('sms-save').click();
    await page
      .getByTestId('sms-hint')
      .filter({ hasText: `${sid.slice(-4)}, from +15005550006` })
      .waitFor();
    expect(await page.content()).not.toContain('secret-token-0123456789');

    // a depot's Teams URL: http refused, a private address refused, nothing saved
    const code = depot.code;
    await page.getByTestId(`teams-${code}-url`).fill('http://teams.example.com/hook');
    await page.getByTestId(`teams-${code}-save`).click();
    await page.getByTestId(`teams-${code}-error`).filter({ hasText: 'it must be https' }).waitFor();
    await page.getByTestId(`teams-${code}-url`).fill('https://10.1.2.3/webhookb2/x');
    await page.getByTestId(`teams-${code}-save`).click();
    await page.getByTestId(`teams-${code}-error`).filter({ hasText: 'private' }).waitFor();

    // a walk-in: the depot's mailed manager (not a staff user) is told by e-mail, and the log shows it
    await makeManager(w.server.orm, depot);
    const res = await walkIn(w.server, depot.id, { email: `${uniq('wendy')}@example.test` });
    expect(res.status).toBeLessThan(300);
    await until(
      async () => {
        await page.reload();
        await page.getByTestId('channel-log').waitFor();
        return (await page.getByTestId('channel-log-row').count()) > 0;
      },
      30_000,
      'the e-mail in the delivery log',
    );
    await page.getByTestId('channel-log-row').filter({ hasText: 'Visitor signed in' }).first().waitFor();
    await checkAtEverySize(page, 'channels-set', found, shot);

    // a DepotManager's own channels (profile)
    const m = await w.page();
    await staffLogin(m.page, manager.username);
    await m.page.goto(`${w.server.url}/profile`);
    await m.page.getByTestId('my-channels').waitFor();
    expect(await m.page.getByTestId('my-ALERTS-SMS').isChecked()).toBe(true); // a DepotManager's default
    expect(await m.page.getByTestId('my-EVACUATIONS-TEAMS').isDisabled()).toBe(true);
    await m.page.getByTestId('my-phone').fill('12345');
    await m.page.getByTestId('my-ARRIVALS-SMS').check();
    await m.page.getByTestId('my-channels-save').click();
    await m.page.getByTestId('my-phone-error').filter({ hasText: 'E.164' }).waitFor();
    await m.page.getByTestId('my-phone').fill('+353 85 123 4567');
    await m.page.getByTestId('my-ARRIVALS-TEAMS').check();
    // Issue 39: a Slack direct message needs a member id the form of Slack's; the answer is shown at the field.
    await m.page.getByTestId('my-ARRIVALS-SLACK_DM').check();
    await m.page.getByTestId('my-slack-member').fill('bob');
    await m.page.getByTestId('my-channels-save').click();
    await m.page.getByText('A Slack member id is U or W').waitFor();
    await m.page.getByTestId('my-slack-member').fill('U0123ABCD');
    await m.page.getByTestId('my-channels-save').click();
    await m.page.getByTestId('my-channels-saved').waitFor();
    await m.page.reload();
    await m.page.getByTestId('my-channels').waitFor();
    expect(await m.page.getByTestId('my-phone').inputValue()).toBe('+353851234567');
    expect(await m.page.getByTestId('my-ARRIVALS-TEAMS').isChecked()).toBe(true);
    expect(await m.page.getByTestId('my-ARRIVALS-SLACK_DM').isChecked()).toBe(true);
    expect(await m.page.getByTestId('my-slack-member').inputValue()).toBe('U0123ABCD');
    await m.page.getByTestId('my-channels').scrollIntoViewIfNeeded();
    await checkAtEverySize(m.page, 'profile-channels', found, shot);
    // On a phone the channels per kind are stacked, each kind its own block: nothing scrolls sideways in it.
    await m.page.setViewportSize({ width: 390, height: 844 });
    const choices = m.page.getByTestId('my-channel-choices');
    await choices.scrollIntoViewIfNeeded();
    expect(await choices.getAttribute('data-layout')).toBe('stacked');
    const sideways = await choices.evaluate(
      (el) =>
        [el, ...el.querySelectorAll('*')].filter((e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible')
          .length,
    );
    expect(sideways).toBe(0);
    expect(await choices.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    expect(await m.page.getByTestId('my-ARRIVALS-TEAMS').isChecked()).toBe(true); // the same choices, stacked
    await choices.screenshot({ path: `${SCREENSHOTS}/staff-profile-channels-choices-390.png` });
    expect(found).toEqual({});
  });
});
