// Scenario: two graph processes (replicas A and B, the compiled server) on one PostgreSQL and one Redis. 1,000
// graphql-ws subscribers on replica B watch 50 depots (20 a depot); walk-in check-ins are posted to replica A at
// a steady rate, round the depots. Each event's latency is from its check-in's request to its arrival at each
// subscriber of that depot; an event that never arrives (within 5 s after the last check-in) is lost.
// BENCH_SCALEOUT_SECONDS (default 20) and BENCH_SCALEOUT_RATE (check-ins a second, default 100) shape it.
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { cpuMeter, formatCpu, machineLagMeter, percentile, startServer } from './lib-server.mjs';

const require = createRequire(import.meta.url);
export const name = 'scale-out: check-ins on replica A, 1,000 live grids on replica B';

const DEPOTS = 50;
const SUBSCRIBERS = 1000;
const RULES = Object.fromEntries(
  ['hr_1', 'hr_2', 'hr_3', 'hr_4', 'hr_5', 'hr_7', 'hsr_5', 'sr_1', 'sr_2', 'hsr_6', 'or_1', 'or_2']
    .map((k) => [k, 'yes'])
    .concat(['hsr_1', 'hsr_2', 'hsr_3', 'hsr_4'].map((k) => [k, 'no'])),
);
const MUTATION = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
const SUBSCRIPTION = 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }';
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function run({ databaseUrl, tenantName, redisPrefix }) {
  const seconds = Number(process.env.BENCH_SCALEOUT_SECONDS ?? 20);
  const rate = Number(process.env.BENCH_SCALEOUT_RATE ?? 100);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const {
    rows: [tenant],
  } = await pool.query(`select id from tenant where name = $1`, [tenantName]);
  const { rows: depots } = await pool.query(
    `insert into depot (id, created_at, updated_at, tenant_id, code, line1, line2, county, eir_code)
     select gen_random_uuid(), now(), now(), $1, 'SO' || g, '1 Quay', 'Docks', 'Dublin', 'D01' from generate_series(1, ${DEPOTS}) g
     returning id`,
    [tenant.id],
  );
  const { hashPassword } = require('../graph/dist/core/auth/password.js');
  const username = `scale_${Date.now()}`;
  await pool.query(
    `insert into app_user (id, created_at, updated_at, tenant_id, username, name, email, role, password_hash, email_confirmed)
     values (gen_random_uuid(), now(), now(), $1, $2, 'Scale Admin', $3, 'TenantAdmin', $4, true)`,
    [tenant.id, username, `${username}@example.test`, await hashPassword('Bench-Password-1')],
  );

  const prefix = `${redisPrefix}:scale`;
  const a = await startServer({ databaseUrl, redisPrefix: prefix });
  const b = await startServer({ databaseUrl, redisPrefix: prefix });
  const json = { 'content-type': 'application/json' };
  const clients = [];
  try {
    const login = await (
      await fetch(`${a.url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username, password: 'Bench-Password-1' }) })
    ).json();

    // name -> { t0, depot index, received }
    const sent = new Map();
    const latencies = [];
    let late = 0;
    const onEvent = (v) => {
      const s = sent.get(v.data?.attendanceChanged?.attendeeName);
      if (!s) return;
      s.received++;
      if (s.measured) latencies.push(performance.now() - s.t0);
    };
    // The grids open their sockets 50 at a time (each authenticates on connection_init), as a fleet of
    // browsers would over a few seconds, not in one instant.
    let connected = 0;
    const live = new Array(DEPOTS).fill(0); // sockets open per depot
    let closed = 0;
    for (let i = 0; i < SUBSCRIBERS; i++) {
      const client = createClient({
        url: b.url.replace(/^http/, 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${login.token}` },
        retryAttempts: 0,
        lazy: false,
        onNonLazyError: () => undefined,
        on: {
          connected: () => {
            connected++;
            live[i % DEPOTS]++;
          },
          closed: () => {
            closed++;
            live[i % DEPOTS]--;
          },
        },
      });
      client.subscribe(
        { query: SUBSCRIPTION, variables: { d: depots[i % DEPOTS].id } },
        { next: onEvent, error: () => undefined, complete: () => undefined },
      );
      clients.push(client);
      if (i % 50 === 49) for (let t = 0; connected <= i - 10 && t < 100; t++) await sleep(20);
    }
    for (let t = 0; connected < SUBSCRIBERS && t < 300; t++) await sleep(100);

    let n = 0;
    let errors = 0;
    let firstError = null;
    const checkIn = async (measured) => {
      n++;
      const depot = n % DEPOTS;
      const lastName = `scale${n}`;
      const key = `Bench Scale${n}`;
      const entry = { t0: performance.now(), received: 0, measured, ok: false, depot, answered: 0 };
      sent.set(key, entry);
      const body = JSON.stringify({
        query: MUTATION,
        variables: {
          i: {
            firstName: 'bench',
            lastName,
            email: `${lastName}-${Date.now()}@example.test`,
            company: 'acme',
            carReg: '12 d 345',
            reasonForVisit: 'Meeting',
            depotId: depots[depot].id,
            ruleAnswers: RULES,
          },
        },
      });
      try {
        const r = await fetch(`${a.url}/graphql`, { method: 'POST', headers: json, body });
        const out = await r.json();
        entry.answered = performance.now() - entry.t0;
        entry.ok = r.ok && !out.errors;
        if (!entry.ok) firstError ??= `HTTP ${r.status} ${JSON.stringify(out).slice(0, 160)}`;
      } catch (e) {
        entry.ok = false;
        firstError ??= String(e?.cause?.code ?? e?.message ?? e);
      }
      if (!entry.ok) errors++;
    };

    // Started before the warm-up, so that its own start does not fall in the measured run.
    const machine = machineLagMeter();
    // Warm-up: one check-in per depot; every subscriber must hear its depot's (the subscriptions are live).
    await Promise.all(Array.from({ length: DEPOTS }, () => checkIn(false)));
    const warm = [...sent.values()];
    for (let t = 0; warm.some((s) => s.received < live[s.depot]) && t < 100; t++) await sleep(100);
    const warmMissing = warm.reduce((m, s) => m + Math.max(0, live[s.depot] - s.received), 0);

    // The measured run: a steady rate (open loop: a slow answer does not slow the next check-in).
    const total = Math.round(seconds * rate);
    const inflight = [];
    const start = performance.now();
    const cpu = cpuMeter({ A: a.pid, B: b.pid });
    const lag = monitorEventLoopDelay({ resolution: 5 });
    lag.enable();
    for (let i = 0; i < total; i++) {
      await sleep(start + (i * 1000) / rate - performance.now());
      inflight.push(checkIn(true));
    }
    await Promise.all(inflight);
    const end = performance.now();
    const cores = cpu();
    lag.disable();
    const machineLag = await machine.stop();
    const achieved = total / ((performance.now() - start) / 1000);
    const measured = [...sent.values()].filter((s) => s.measured && s.ok);
    for (let t = 0; measured.some((s) => s.received < live[s.depot]) && t < 50; t++) await sleep(100);
    // Every socket that is open hears every event of its depot (a socket that closed is counted in `closed`).
    const expected = measured.reduce((m, s) => m + live[s.depot], 0);
    const received = measured.reduce((m, s) => m + Math.min(s.received, live[s.depot]), 0);
    late = measured.reduce((m, s) => m + Math.max(0, s.received - live[s.depot]), 0);
    return {
      subscribers: connected,
      closed,
      checkIns: total,
      rate,
      achieved,
      errors,
      firstError,
      expected,
      received,
      lost: expected - received,
      duplicates: late,
      warmMissing,
      // The idle process's lateness in the same quarters of the run (by time; the check-ins are at a steady rate).
      machineByTime: [0, 1, 2, 3].map((q) => {
        const from = performance.timeOrigin + start + ((end - start) * q) / 4;
        const to = performance.timeOrigin + start + ((end - start) * (q + 1)) / 4;
        const part = machineLag.filter(([at]) => at >= from && at < to).map(([, late]) => late);
        return `${percentile(part, 0.99).toFixed(0)}/${Math.max(0, ...part).toFixed(0)}`;
      }),
      byTime: [0, 1, 2, 3].map((q) => {
        const part = measured.slice((q * measured.length) / 4, ((q + 1) * measured.length) / 4).map((s) => s.answered);
        return `${percentile(part, 0.5).toFixed(0)}/${percentile(part, 0.99).toFixed(0)}`;
      }),
      answerP50: percentile(
        measured.map((s) => s.answered),
        0.5,
      ),
      answerP99: percentile(
        measured.map((s) => s.answered),
        0.99,
      ),
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      startupMs: [a.readyMs, b.readyMs],
      cores,
      benchLagP99: lag.percentile(99) / 1e6,
      benchLagMax: lag.max / 1e6,
    };
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
    await a.stop();
    await b.stop();
    await pool.end();
  }
}

export function report(title, r) {
  console.log(`\n${title}`);
  console.log(
    `  ${r.subscribers} subscribers connected on B (${DEPOTS} depots, ${r.closed} closed before the end); ${r.checkIns} check-ins to A at ${r.rate}/s (achieved ${r.achieved.toFixed(0)}/s), ${r.errors} failed`,
  );
  if (r.firstError) console.log(`  first failed check-in: ${r.firstError}`);
  console.log(`  check-in request -> event at each subscriber: p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms`);
  console.log(
    `  check-in request -> its answer from A:        p50 ${r.answerP50.toFixed(2)} ms   p99 ${r.answerP99.toFixed(2)} ms (by quarter, p50/p99: ${r.byTime.join(', ')})`,
  );
  console.log(
    `  events expected ${r.expected}, received ${r.received}, lost ${r.lost}${r.duplicates ? `, duplicates ${r.duplicates}` : ''}${r.warmMissing ? ` (warm-up missed ${r.warmMissing})` : ''}`,
  );
  console.log(
    `  the bench's own event loop (the 1,000 clients and the poster): delay p99 ${r.benchLagP99.toFixed(1)} ms, max ${r.benchLagMax.toFixed(0)} ms`,
  );
  console.log(
    `  an idle process beside them, its 5 ms timer late by (by quarter, p99/max; a stall of the host shows here): ${r.machineByTime.join(', ')} ms`,
  );
  console.log(`  CPU while posting (cores busy; the machine has ${availableParallelism()}): ${formatCpu(r.cores)}`);
  console.log(`  replica start to /readyz: A ${r.startupMs[0].toFixed(0)} ms, B ${r.startupMs[1].toFixed(0)} ms`);
}
