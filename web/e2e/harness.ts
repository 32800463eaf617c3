import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../graph/src/test/server';
import { TEST_PASSWORD } from '../../graph/src/test/factories';
import { until } from '../../graph/src/test/until';

export const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

/** The real app (server + worker + built web) and a real Chromium (Debian's, never a downloaded build). */
export async function startBrowserWorld(opts: Parameters<typeof startTestServer>[0] & { browserArgs?: string[] } = {}) {
  const { browserArgs = [], ...serverOpts } = opts;
  const server: TestServer = await startTestServer(serverOpts);
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...browserArgs,
    ], // launch() gives every run a fresh, empty profile
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  /** Content-security-policy violations Chromium reported on any page: every browser test fails on one. */
  const cspViolations: string[] = [];
  return {
    server,
    browser,
    cspViolations,
    /**
     * A fresh browser context and page. `serviceWorkers: 'block'` keeps the app's service worker (issue 27) out: a
     * device that never installed it (plain http on a depot's network), whose chunks come from the network only.
     */
    async page(
      viewport: { width: number; height: number } = { width: 1280, height: 800 },
      options: { serviceWorkers?: 'allow' | 'block'; touch?: boolean } = {},
    ): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({
        viewport,
        baseURL: server.url,
        serviceWorkers: options.serviceWorkers ?? 'allow',
        // a phone or tablet: touch, and scrollbars that overlay the page instead of taking its width
        ...(options.touch ? { isMobile: true, hasTouch: true } : {}),
      });
      context.on('console', (msg) => {
        if (/Content Security Policy/i.test(msg.text())) cspViolations.push(`${msg.location().url}: ${msg.text()}`);
      });
      // A loaded machine (CI's two cores running two suites, each a server and a browser) once took over 30 s, Playwright's
      // default, to show the sign-in form of a first visit: a minute for actions and navigations.
      context.setDefaultTimeout(60_000);
      const page = await context.newPage();
      return { page, context };
    },
    /** Saves a PNG under web/e2e/screenshots (git-ignored) for a person to look at. */
    shot: (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true }),
    async close() {
      await browser.close();
      await server.close();
      if (cspViolations.length) throw new Error(`the app broke its content security policy:\n${cspViolations.join('\n')}`);
    },
  };
}
export type BrowserWorld = Awaited<ReturnType<typeof startBrowserWorld>>;

/** Signs a staff user in through the login page and waits for the dashboard with the user's name in the header. */
export async function staffLogin(page: Page, username: string, password = TEST_PASSWORD) {
  await page.goto('/ml-admin');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL('**/dashboard');
  await page.getByTestId('header-username').waitFor();
}

/**
 * Waits until `subscriptions` attendanceChanged subscriptions of the depot listen on the server, so that a check-in
 * made from now on reaches them: their sockets authenticated and subscribed, and Redis confirmed the topic. The views
 * of one page that follow the same depot share one subscription (Apollo Client dedupes them).
 */
export async function untilWatched(server: TestServer, depotId: string, subscriptions = 1) {
  await until(() => server.events.watchers(depotId) >= subscriptions, 30_000, `${subscriptions} subscription(s) to depot ${depotId}`, 20);
}
