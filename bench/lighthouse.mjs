// Scenario (issue 27): Lighthouse 12's mobile profile (simulated slow 4G, 4x CPU slowdown) on the built web app as
// graph serves it: the kiosk home and the staff login, each run BENCH_LIGHTHOUSE_RUNS times (3) with an empty cache.
// Figures: the performance score, first and largest contentful paint (median and range), and the accessibility score.
// The goal is a performance score of 95 or more, FCP under 1.8 s and LCP under 2.5 s on both pages.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

export const name = 'Lighthouse, mobile profile';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * BENCH_LH_DEBUG=1: what a run is made of (the bytes of script and style, the long tasks on the simulated clock, each
 * script's CPU time, the main thread's work by kind, the simulated and observed metrics) and the page's last frame
 * (/tmp/lh-kiosk.jpg, /tmp/lh-login.jpg).
 */
function explain(url, a) {
  const reqs = a['network-requests'].details.items;
  const sum = (type) => reqs.filter((r) => r.resourceType === type).reduce((n, r) => n + (r.transferSize ?? 0), 0);
  const items = (id) => a[id].details?.items ?? [];
  console.log(url, 'script bytes', sum('Script'), 'style bytes', sum('Stylesheet'), 'requests', reqs.length);
  console.log(
    'long tasks',
    JSON.stringify(items('long-tasks').map((t) => [t.url?.slice(-40), Math.round(t.startTime), Math.round(t.duration)])),
  );
  console.log(
    'bootup',
    JSON.stringify(
      items('bootup-time')
        .slice(0, 6)
        .map((t) => [t.url?.slice(-40), Math.round(t.scripting)]),
    ),
  );
  console.log('work', JSON.stringify(items('mainthread-work-breakdown').map((t) => [t.group, Math.round(t.duration)])));
  console.log('metrics', JSON.stringify(a.metrics.details.items[0]));
  const shot = a['final-screenshot'].details?.data;
  if (shot) writeFileSync(`/tmp/lh-${url.includes('ml-admin') ? 'login' : 'kiosk'}.jpg`, Buffer.from(shot.split(',')[1], 'base64'));
}

async function audit(port, url) {
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  if (process.env.BENCH_LH_DEBUG) explain(url, lhr.audits);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
  };
}

export async function run({ url, tenantName, depotCode }) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const pages = {
    'kiosk home': `${url}/${encodeURIComponent(tenantName)}/${encodeURIComponent(depotCode)}`,
    'staff login': `${url}/ml-admin`,
  };
  const results = {};
  try {
    for (const pageUrl of Object.values(pages)) await audit(chrome.port, pageUrl); // warm-up: the server's first answers
    for (let i = 0; i < RUNS; i++)
      for (const [label, pageUrl] of Object.entries(pages)) (results[label] ??= []).push(await audit(chrome.port, pageUrl));
  } finally {
    chrome.kill();
  }
  return results;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const range = (xs, f = (x) => String(x)) => `${f(Math.min(...xs))}-${f(Math.max(...xs))}`;

export function report(title, results) {
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`\n${title}`);
  console.log('  page          performance (range)   FCP median (range)          LCP median (range)          TBT median   accessibility');
  for (const [label, runs] of Object.entries(results)) {
    const pick = (k) => runs.map((r) => r[k]);
    console.log(
      `  ${label.padEnd(12)}  ${String(median(pick('performance'))).padStart(3)} (${range(pick('performance'))})`.padEnd(38) +
        `  ${s(median(pick('fcp')))} (${range(pick('fcp'), s)})`.padEnd(28) +
        `  ${s(median(pick('lcp')))} (${range(pick('lcp'), s)})`.padEnd(28) +
        `  ${median(pick('tbt')).toFixed(0).padStart(5)} ms   ${median(pick('accessibility'))}`,
    );
  }
  console.log(`  ${Object.values(results)[0].length} runs each; goal: performance >= 95, FCP < 1.8 s, LCP < 2.5 s`);
}
