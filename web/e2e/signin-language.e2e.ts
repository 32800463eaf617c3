import type { BrowserContext, Page } from 'playwright-core';
import { Messages } from '../../graph/src/contracts/messages';
import { plServer } from '../src/i18n/locales/pl-server';
import { startBrowserWorld, type BrowserWorld } from './harness';
import { axe, problems, settled } from './ux';
import { makeWorld, TEST_PASSWORD } from '../../graph/src/test/factories';
import { seal } from '../../graph/src/core/auth/secret-box';
import { User } from '../../graph/src/modules/users/user.entity';
import { enAuth } from '../src/i18n/locales/en-auth';
import { plAuth } from '../src/i18n/locales/pl-auth';
import { arAuth } from '../src/i18n/locales/ar-auth';

/**
 * The sign-in pages in the person's language (issue 39): the login page in Polish because the browser says pl-PL
 * (loading the Polish sign-in words only, not another language's nor the staff screens'), in Arabic picked on the
 * page (right to left) and still Arabic after a reload and after a sign-out; the forgotten-password page and the
 * two-step code page too. Each at 390 and 1024 px wide: nothing wider than the screen, no label cut off, no target
 * under 44 px on the phone, no serious axe finding, no English word of the page left. Screenshots:
 * web/e2e/screenshots/signin-language-<lng>-<page>-<width>.png.
 */
jest.setTimeout(240_000);
let w: BrowserWorld;
beforeAll(async () => {
  w = await startBrowserWorld();
}, 60000);
afterAll(async () => {
  await w?.close();
});

const SIZES = { 390: { width: 390, height: 844 }, 1024: { width: 1024, height: 768 } } as const;
type Words = typeof plAuth;

/** A browser whose languages are `locale`'s (navigator.languages), as a person's phone set to that language. */
async function browser(locale?: string): Promise<{ page: Page; context: BrowserContext; chunks: string[] }> {
  const context = await w.browser.newContext({ viewport: SIZES[390], baseURL: w.server.url, ...(locale ? { locale } : {}) });
  context.setDefaultTimeout(60_000);
  const page = await context.newPage();
  const chunks: string[] = [];
  page.on('request', (r) => {
    const m = /\/assets\/([a-z]{2}-(?:auth|staff))-[\w-]+\.js$/.exec(new URL(r.url()).pathname);
    if (m) chunks.push(m[1]);
  });
  return { page, context, chunks };
}

/** A user whose account has two-step sign-in on (the secret sealed as the server keeps it): the password leads to the code. */
async function withTwoStep(userId: string) {
  await w.server.orm.em
    .fork()
    .nativeUpdate(
      User,
      { id: userId },
      { totpSecret: seal(w.server.config.jwtSecret, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'), totpEnabledAt: new Date() },
    );
}

/** The English of these keys is nowhere on the page (each differs from the language's own word). */
async function noEnglish(page: Page, keys: [keyof Words, string][], words: Words) {
  const body = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  for (const [group, key] of keys) {
    const english = (enAuth[group] as Record<string, string>)[key];
    const theirs = (words[group] as Record<string, string>)[key];
    expect([english, theirs !== english && body.includes(theirs.split('{')[0].trim())]).toEqual([english, true]);
    expect([english, body.includes(english)]).toEqual([english, false]);
  }
}

/** A page at 390 and 1024: photographed, measured, scanned; the document's language and direction. */
async function checkPage(page: Page, lng: 'pl' | 'ar', name: string, found: Record<string, unknown>) {
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
    lng,
    lng === 'ar' ? 'rtl' : 'ltr',
  ]);
  for (const [width, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await w.shot(page, `signin-language-${lng}-${name}-${width}`);
    const p = await problems(page, { targets: width === '390' });
    if (p.length) found[`${lng} ${name} @ ${width}: layout`] = p.map((x) => `${x.what}: '${x.text}' ${x.w}x${x.h}`);
    const a = await axe(page);
    if (a.length) found[`${lng} ${name} @ ${width}: axe`] = a;
  }
  await page.setViewportSize(SIZES[390]);
}

const LOGIN: [keyof Words, string][] = [
  ['login', 'loginTitle'],
  ['login', 'loginSubtitle'],
  ['login', 'username'],
  ['login', 'password'],
  ['login', 'loginSubmit'],
  ['login', 'resetPasswordLink'],
];
const FORGOT: [keyof Words, string][] = [
  ['login', 'forgotTitle'],
  ['login', 'forgotSubtitle'],
  ['login', 'username'],
  ['login', 'forgotSubmit'],
  ['login', 'backToLogin'],
];
const CODE: [keyof Words, string][] = [
  ['signIn', 'codeIntro'],
  ['signIn', 'code'],
  ['signIn', 'codeSubmit'],
  ['signIn', 'startOver'],
];

/** Password accepted, the code step shows. */
async function toCodeStep(page: Page, username: string) {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(TEST_PASSWORD);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('totp-code').waitFor();
}

describe('the sign-in pages in the person’s language', () => {
  it('Polish from the browser (pl-PL): login, forgotten password, two-step code; only the Polish sign-in words load', async () => {
    const { manager } = await makeWorld(w.server.orm);
    await withTwoStep(manager.id);
    const found: Record<string, unknown> = {};
    const { page, context, chunks } = await browser('pl-PL');
    await page.goto('/ml-admin');
    await page.getByRole('heading', { name: plAuth.login.loginTitle }).waitFor();
    expect(await page.getByTestId('sign-in-language').inputValue()).toBe('pl');
    await checkPage(page, 'pl', 'login', found);
    await noEnglish(page, LOGIN, plAuth);
    expect(chunks).toEqual(['pl-auth']); // not another language's, not the staff screens'

    // a field left empty says so in Polish
    await page.getByTestId('login-username').focus();
    await page.getByTestId('login-username').blur();
    await page.getByText(`Pole „${plAuth.login.username}” jest wymagane`).waitFor();
    // the server's answer to a wrong password too (i18n/serverMessages.ts), not its English
    await page.getByTestId('login-username').fill(manager.username);
    await page.getByTestId('login-password').fill('not-the-password');
    await page.getByTestId('login-submit').click();
    await page.getByText(plServer.invalidCredentials).first().waitFor();
    expect(await page.getByText(Messages.invalidCredentials).count()).toBe(0);
    await page.getByTestId('login-password').fill('');

    await page.getByTestId('login-reset-link').click();
    await page.getByTestId('forgot-form').waitFor();
    await checkPage(page, 'pl', 'forgot', found);
    await noEnglish(page, FORGOT, plAuth);

    await page.getByTestId('forgot-back-to-login').click();
    await toCodeStep(page, manager.username);
    await checkPage(page, 'pl', 'code', found);
    await noEnglish(page, CODE, plAuth);
    expect(chunks).toEqual(['pl-auth']);
    await context.close();
    expect(found).toEqual({});
  });

  it('Arabic picked on the page: right to left, remembered after a reload and a sign-out; forgotten password and code too', async () => {
    const { manager, admin } = await makeWorld(w.server.orm);
    await withTwoStep(manager.id);
    const found: Record<string, unknown> = {};
    const { page, context } = await browser(); // the browser's English
    await page.goto('/ml-admin');
    await page.getByRole('heading', { name: enAuth.login.loginTitle }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByTestId('sign-in-language').selectOption('ar');
    await page.getByRole('heading', { name: arAuth.login.loginTitle }).waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    await page.reload();
    await page.getByRole('heading', { name: arAuth.login.loginTitle }).waitFor();
    await checkPage(page, 'ar', 'login', found);
    await noEnglish(page, LOGIN, arAuth);

    await page.getByTestId('login-reset-link').click();
    await page.getByTestId('forgot-form').waitFor();
    await checkPage(page, 'ar', 'forgot', found);
    await noEnglish(page, FORGOT, arAuth);

    await page.getByTestId('forgot-back-to-login').click();
    await toCodeStep(page, manager.username);
    await checkPage(page, 'ar', 'code', found);
    await noEnglish(page, CODE, arAuth);

    // An English-speaking user signs in: the staff screens are in the user's language; signed out, Arabic again.
    await page.getByTestId('totp-restart').click();
    await page.getByTestId('login-username').fill(admin.username);
    await page.getByTestId('login-password').fill(TEST_PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL('**/dashboard');
    await page.getByTestId('header-username').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en' && document.documentElement.dir === 'ltr');
    await page.setViewportSize(SIZES[1024]);
    await page.getByTestId('header-user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByRole('heading', { name: arAuth.login.loginTitle }).waitFor();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await context.close();
    expect(found).toEqual({});
  });
});
