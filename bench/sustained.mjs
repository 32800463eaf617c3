// Scenario: sustained load on one graph process (the compiled server, its own OS process so its memory is its
// own): 50 walk-in check-ins a second (GraphQL and the REST shim in turn) for two minutes, open loop. Latency
// p50/p95/p99, errors, and the server's resident memory after the warm-up and at the end (sampled every 10 s).
// BENCH_SUSTAINED_SECONDS (default 120) and BENCH_SUSTAINED_RATE (default 50) shape it.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { percentile, startServer } from './lib-server.mjs';

export const name = 'sustained load: walk-in check-ins at a steady rate on one server process';

const RULES = Object.fromEntries(
  ['hr_1', 'hr_2', 'hr_3', 'hr_4', 'hr_5', 'hr_7', 'hsr_5', 'sr_1', 'sr_2', 'hsr_6', 'or_1', 'or_2']
    .map((k) => [k, 'yes'])
    .concat(['hsr_1', 'hsr_2', 'hsr_3', 'hsr_4'].map((k) => [k, 'no'])),
);
const MUTATION = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function run({ databaseUrl, tenantName, depotCode, redisPrefix }) {
  const seconds = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 120);
  const rate = Number(process.env.BENCH_SUSTAINED_RATE ?? 50);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const {
    rows: [depot],
  } = await pool.query(`select d.id from depot d join tenant t on t.id = d.tenant_id where t.name = $1 and d.code = $2`, [
    tenantName,
    depotCode,
  ]);
  await pool.end();
  const server = await startServer({ databaseUrl, redisPrefix: `${redisPrefix}:sustained` });
  const json = { 'content-type': 'application/json' };
  let n = 0;
  const checkIn = async () => {
    n++;
    const person = {
      firstName: 'bench',
      lastName: `steady${n}`,
      email: `steady${n}-${Date.now()}@example.test`,
      company: 'acme',
      carReg: '12 d 345',
      reasonForVisit: 'Meeting',
      ruleAnswers: RULES,
    };
    const t0 = performance.now();
    try {
      const r =
        n % 2
          ? await fetch(`${server.url}/graphql`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify({ query: MUTATION, variables: { i: { ...person, depotId: depot.id } } }),
            })
          : await fetch(`${server.url}/api/unplanned-visit-checkIn`, {
              method: 'POST',
              headers: json,
              body: JSON.stringify({ ...person, depot: depot.id }),
            });
      const out = await r.json();
      return { ms: performance.now() - t0, ok: r.ok && !out.errors };
    } catch {
      return { ms: performance.now() - t0, ok: false };
    }
  };
  try {
    for (let i = 0; i < 200; i++) await checkIn(); // warm-up (JIT, pools)
    const rss = [server.rssMb()];
    const sampler = setInterval(() => rss.push(server.rssMb()), 10_000);
    const total = Math.round(seconds * rate);
    const runs = [];
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      await sleep(start + (i * 1000) / rate - performance.now());
      runs.push(checkIn());
    }
    const results = await Promise.all(runs);
    const elapsed = (performance.now() - start) / 1000;
    clearInterval(sampler);
    rss.push(server.rssMb());
    const ms = results.map((r) => r.ms);
    return {
      seconds,
      rate,
      achieved: total / elapsed,
      requests: total,
      errors: results.filter((r) => !r.ok).length,
      p50: percentile(ms, 0.5),
      p95: percentile(ms, 0.95),
      p99: percentile(ms, 0.99),
      rss,
      startupMs: server.readyMs,
    };
  } finally {
    await server.stop();
  }
}

export function report(title, r) {
  console.log(`\n${title}`);
  console.log(
    `  ${r.requests} check-ins at ${r.rate}/s for ${r.seconds} s (achieved ${r.achieved.toFixed(1)}/s), GraphQL and REST in turn: ${r.errors} errors`,
  );
  console.log(`  latency p50 ${r.p50.toFixed(2)} ms   p95 ${r.p95.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms`);
  console.log(
    `  server RSS MB: after warm-up ${r.rss[0].toFixed(1)}, at the end ${r.rss[r.rss.length - 1].toFixed(1)} (every 10 s: ${r.rss.map((v) => v.toFixed(0)).join(' ')})`,
  );
}
