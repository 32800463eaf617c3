// Scenario (issue 40): a tenant's webhook delivery (walk-in to its receiver's request) alone, then while another
// tenant's endpoint accepts and never answers (20 walk-ins there first), with the real worker (outbox relay, BullMQ,
// fair delivery at its defaults: 3 s first timeout, 2 in flight per endpoint, paused after 3 timeouts). Also a burst
// of 20 events at the healthy endpoint: what the per-endpoint limit costs a busy, healthy receiver.
// BENCH_WEBHOOK_SAMPLES deliveries each way (default 5); the figure is the median, with the slowest beside it.
import { createRequire } from 'node:module';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { WALK_IN_RULES } from './lib-server.mjs';

export const name = 'webhook neighbour';

const require = createRequire(import.meta.url);
const SAMPLES = Math.max(1, Number(process.env.BENCH_WEBHOOK_SAMPLES ?? 5));
const BURST = 20;

/** A receiver on 127.0.0.1: `/hang` accepts and never answers, anything else answers 200 at once; arrivals are counted. */
async function startReceiver() {
  const arrived = new Map();
  const hanging = [];
  const waiters = [];
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrived.set(req.url, (arrived.get(req.url) ?? 0) + 1);
      for (const w of waiters.splice(0)) w();
      if (req.url === '/hang') hanging.push(res);
      else res.end('ok');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    url: (p) => `${base}${p}`,
    count: (p) => arrived.get(p) ?? 0,
    /** Resolves when `p` has seen `n` requests (or rejects after `ms`). */
    async reach(p, n, ms = 60_000) {
      const deadline = Date.now() + ms;
      while ((arrived.get(p) ?? 0) < n) {
        if (Date.now() > deadline) throw new Error(`${p}: ${arrived.get(p) ?? 0} of ${n} requests within ${ms} ms`);
        await new Promise((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export function report(title, r) {
  console.log(`\n${title}`);
  console.log(
    `  B's delivery alone            median ${r.alone.median.toFixed(0).padStart(6)} ms   slowest ${r.alone.max.toFixed(0).padStart(6)} ms`,
  );
  console.log(
    `  B's delivery while A hangs    median ${r.loaded.median.toFixed(0).padStart(6)} ms   slowest ${r.loaded.max.toFixed(0).padStart(6)} ms`,
  );
  const ratio = r.loaded.median / r.alone.median;
  const diff = r.loaded.median - r.alone.median;
  const worst = r.loaded.max - r.alone.max;
  console.log(
    `  ratio ${ratio.toFixed(2)}x, difference ${diff.toFixed(0)} ms (slowest: ${worst.toFixed(0)} ms); goal: within 2000 ms ${Math.max(diff, worst) <= 2000 ? '(met)' : '(NOT met)'}`,
  );
  console.log(
    `  A's requests received while B was measured: ${r.aRequests} (${BURST} events, at most ${r.concurrency} in flight per endpoint)`,
  );
  console.log(`  a burst of ${BURST} events at B's healthy endpoint: the last delivered after ${r.burstMs.toFixed(0)} ms`);
}

export async function run({ url, databaseUrl, redisPrefix, orm }) {
  const { loadConfig } = require('../graph/dist/core/config.js');
  const { startWorker } = require('../worker/dist/index.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const rx = await startReceiver();
  // Two tenants of their own, each a depot and an endpoint that wants walk-ins.
  const tenant = async (label, path) => {
    const t = randomUUID();
    const d = randomUUID();
    await pool.query(`insert into tenant (id, created_at, updated_at, name) values ($1, now(), now(), $2)`, [t, `Webhook ${label}`]);
    await pool.query(
      `insert into depot (id, created_at, updated_at, tenant_id, code, line1, line2, county, eir_code) values ($1, now(), now(), $2, $3, '1 Quay', 'Docks', 'Dublin', 'D01')`,
      [d, t, `WH${label}`],
    );
    await pool.query(
      `insert into webhook_endpoint (id, created_at, updated_at, tenant_id, url, events, secret, created_by) values ($1, now(), now(), $2, $3, '{visitor.checked_in}', $4, 'bench')`,
      [randomUUID(), t, rx.url(path), `whsec_${randomBytes(24).toString('base64')}`],
    );
    return d;
  };
  const depotA = await tenant('A', '/hang');
  const depotB = await tenant('B', '/b');
  // The earlier scenarios' outbox rows (thousands of walk-ins' e-mails and events) are not this scenario's work: the
  // worker started here would run them all while it is measured.
  await pool.query(`update outbox_event set dispatched_at = now(), done_at = now() where done_at is null`);
  const config = loadConfig(
    { ...process.env, DATA_DIR: '/tmp/dr-bench', WEBHOOK_ALLOW_PRIVATE: 'true' },
    { jwtSecret: 'bench', redisPrefix: `${redisPrefix}:webhooks` },
  );
  const worker = await startWorker({ config, orm, log: () => undefined });
  let n = 0;
  const walkIn = async (depot) => {
    n++;
    const r = await fetch(`${url}/api/unplanned-visit-checkIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'bench',
        lastName: `neighbour${n}`,
        email: `neighbour${n}-${Date.now()}@example.test`,
        company: 'acme',
        Company: 'acme',
        carReg: '12 d 345',
        reasonForVisit: 'Meeting',
        depot,
        ruleAnswers: WALK_IN_RULES,
      }),
    });
    if (!r.ok) throw new Error(`walk-in: HTTP ${r.status} ${await r.text()}`);
  };
  /** One walk-in at B, and the time until B's receiver has its delivery. */
  const timedB = async () => {
    const before = rx.count('/b');
    const t0 = performance.now();
    await walkIn(depotB);
    await rx.reach('/b', before + 1);
    return performance.now() - t0;
  };
  try {
    await timedB(); // warm-up
    const alone = [];
    for (let i = 0; i < SAMPLES; i++) alone.push(await timedB());
    const burstStart = performance.now();
    const burstFrom = rx.count('/b');
    for (let i = 0; i < BURST; i++) await walkIn(depotB);
    await rx.reach('/b', burstFrom + BURST);
    const burstMs = performance.now() - burstStart;

    for (let i = 0; i < BURST; i++) await walkIn(depotA);
    const loaded = [];
    for (let i = 0; i < SAMPLES; i++) loaded.push(await timedB());
    const aRequests = rx.count('/hang');
    return {
      alone: { median: median(alone), max: Math.max(...alone) },
      loaded: { median: median(loaded), max: Math.max(...loaded) },
      aRequests,
      burstMs,
      concurrency: config.webhooks.endpointConcurrency,
    };
  } finally {
    await rx.close();
    await worker.stop();
    await pool.end();
  }
}
