// Scenario: the first load of a kiosk home (/{tenant}/{depot}) in headless Chromium, against the real built web
// app served by graph, with an empty cache each time. Figures: the JavaScript the page fetched until the home is
// on screen and the network is idle (requests, bytes on the wire as served, their Content-Encoding, bytes once
// decoded, and the same files gzipped at level 9, the figure the size budget speaks of), and the time from
// navigation to the rendered home beside a bare static HTML page served by a bare fastify in the same process.
/* global requestAnimationFrame, MutationObserver, performance */ // used inside the page
import { gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { chromium } from 'playwright-core';

export const name = 'kiosk first load';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 7);
const BARE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title></head><body><h1 data-ready>Bare page</h1></body></html>';

/** One cold load of `url`: until `ready` (a selector) is in the document, then until the network is idle. */
async function coldLoad(browser, url, ready) {
  const context = await browser.newContext({ viewport: { width: 768, height: 1024 } });
  // In the page from its first byte: the frame after `ready` first matched, in ms since navigation start.
  await context.addInitScript((sel) => {
    const seen = () => {
      if (window.__rendered !== undefined || !document.querySelector(sel)) return false;
      window.__rendered = null;
      requestAnimationFrame(() => (window.__rendered = performance.now()));
      return true;
    };
    const observer = new MutationObserver(() => seen() && observer.disconnect());
    observer.observe(document, { childList: true, subtree: true });
  }, ready);
  const page = await context.newPage();
  const responses = [];
  page.on('response', (r) => responses.push(r));
  await page.goto(url, { waitUntil: 'commit' });
  const rendered = await (await page.waitForFunction(() => window.__rendered, undefined, { timeout: 60_000 })).jsonValue();
  await page.waitForLoadState('networkidle');
  const js = { requests: 0, wire: 0, raw: 0, gzip: 0, encodings: new Set() };
  for (const r of responses) {
    if (r.request().resourceType() !== 'script') continue;
    const body = await r.body();
    const sizes = await r.request().sizes();
    js.requests++;
    js.wire += sizes.responseBodySize;
    js.raw += body.length;
    js.gzip += gzipSync(body, { level: 9 }).length;
    js.encodings.add(r.headers()['content-encoding'] ?? 'identity');
  }
  await context.close();
  return { rendered, js };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function run({ url, tenantName, depotCode }) {
  const bare = Fastify();
  bare.get('/bare.html', (_req, reply) => reply.type('text/html').header('cache-control', 'no-store').send(BARE_HTML));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}/bare.html`;
  const browser = await chromium.launch({
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
    ],
  });
  const kioskUrl = `${url}/${encodeURIComponent(tenantName)}/${encodeURIComponent(depotCode)}`;
  try {
    await coldLoad(browser, kioskUrl, '[data-testid="kiosk-home"]'); // warm-up: the server's first answers, Chromium's caches of code
    await coldLoad(browser, bareUrl, '[data-ready]');
    const kiosk = [];
    const baseline = [];
    for (let i = 0; i < RUNS; i++) {
      baseline.push(await coldLoad(browser, bareUrl, '[data-ready]'));
      kiosk.push(await coldLoad(browser, kioskUrl, '[data-testid="kiosk-home"]'));
    }
    return {
      runs: RUNS,
      baseline: median(baseline.map((r) => r.rendered)),
      kiosk: median(kiosk.map((r) => r.rendered)),
      js: kiosk.at(-1).js,
    };
  } finally {
    await browser.close();
    await bare.close();
  }
}

export function report(title, { runs, baseline, kiosk, js }) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`\n${title}`);
  console.log(
    `  kiosk home JavaScript: ${js.requests} requests, ${kb(js.wire)} on the wire (${[...js.encodings].join(', ')}), ${kb(js.raw)} decoded, ${kb(js.gzip)} gzip -9`,
  );
  console.log(`  time to rendered page, median of ${runs} cold loads (768x1024, empty cache):`);
  console.log(`    bare HTML page  ${baseline.toFixed(0).padStart(6)} ms`);
  console.log(`    kiosk home      ${kiosk.toFixed(0).padStart(6)} ms   ${(kiosk / baseline).toFixed(1)}x baseline`);
}
