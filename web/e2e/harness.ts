import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../../graph/src/test/server';

export const SCREENSHOTS = path.resolve(__dirname, 'screenshots');

/** The real app (server + worker + built web) and a real Chromium (Debian's, never a downloaded build). */
export async function startBrowserWorld(opts: Parameters<typeof startTestServer>[0] = {}) {
  const server: TestServer = await startTestServer(opts);
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'], // launch() gives every run a fresh, empty profile
  });
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    server,
    browser,
    async page(viewport: { width: number; height: number } = { width: 1280, height: 800 }): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({ viewport, baseURL: server.url });
      const page = await context.newPage();
      return { page, context };
    },
    /** Saves a PNG under web/e2e/screenshots (git-ignored) for a person to look at. */
    shot: (page: Page, name: string) => page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true }),
    async close() {
      await browser.close();
      await server.close();
    },
  };
}
export type BrowserWorld = Awaited<ReturnType<typeof startBrowserWorld>>;
