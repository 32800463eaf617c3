// Scenario: live views as the web app uses them, on graph replicas apart from the one the check-ins reach. Replica A
// (the compiled server) takes walk-in check-ins at a steady open-loop rate, round the depots; the other replicas hold
// open live grids (graphql-ws subscribers), spread over the depots. Each grid does exactly what the web app's live grid
// does (web/src/modules/visits/LiveReportPage.tsx): it reads liveReport once when it opens, then applies each
// attendanceChanged event's row to what it shows, and reads liveReport again (one read at a time) only on a jump in
// the depot's event numbers, after its socket came back, or when it cannot apply the event: the same LiveFeed and
// applyToLiveReport the web runs (graph/src/contracts/live-feed.ts, loaded from graph's build).
//
// A grid "shows" a visitor when its rows hold the visitor's attendance; the latency is from the check-in's request to
// that moment. A visitor that a grid of its depot never shows (within 5 s after the last check-in) is missed. The
// database's work per check-in is read from pg_stat_database (transactions: every statement outside BEGIN/COMMIT is
// one; pg_stat_statements needs shared_preload_libraries, which a shared PostgreSQL may not have) over the measured
// run, with the grids' own reads beside it. The run is made at each number of views of BENCH_SCALEOUT_VIEWS
// (default 100,1000) on the same replicas (the views of a step stay open for the next).
//
// BENCH_SCALEOUT_SECONDS (default 20), BENCH_SCALEOUT_RATE (check-ins a second, default 100), BENCH_SCALEOUT_DEPOTS
// (default 50), BENCH_SCALEOUT_REPLICAS (graph processes, A included, default 2). BENCH_SCALEOUT_LARGE=1 is the large
// variant: 3 replicas, 5,000 views over 200 depots, 300 check-ins a second. BENCH_SCALEOUT_REFETCH=1 makes every grid
// read liveReport again on every event, as the web app did before issue 28 (for the before figures).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { cpuMeter, formatCpu, machineLagMeter, percentile, startServer } from './lib-server.mjs';

const require = createRequire(import.meta.url);
const { LiveFeed, applyToLiveReport } = require('../graph/dist/contracts/live-feed.js');

const LARGE = process.env.BENCH_SCALEOUT_LARGE === '1';
const REFETCH_ALL = process.env.BENCH_SCALEOUT_REFETCH === '1';
const DEPOTS = Number(process.env.BENCH_SCALEOUT_DEPOTS ?? (LARGE ? 200 : 50));
const REPLICAS = Math.max(2, Number(process.env.BENCH_SCALEOUT_REPLICAS ?? (LARGE ? 3 : 2)));
const VIEWS = (process.env.BENCH_SCALEOUT_VIEWS ?? (LARGE ? '5000' : '100,1000')).split(',').map(Number);
export const name = `scale-out: check-ins on replica A, live grids as the web app uses them on ${REPLICAS - 1} other replica(s)`;

const RULES = Object.fromEntries(
  ['hr_1', 'hr_2', 'hr_3', 'hr_4', 'hr_5', 'hr_7', 'hsr_5', 'sr_1', 'sr_2', 'hsr_6', 'or_1', 'or_2']
    .map((k) => [k, 'yes'])
    .concat(['hsr_1', 'hsr_2', 'hsr_3', 'hsr_4'].map((k) => [k, 'no'])),
);
const MUTATION = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
// The web's documents (web/src/modules/staff/documents.ts), as the client preset sends them.
const ROW =
  'fragment LiveRowFields on LiveReportRow { attendanceId attendeeName visitType dateofVisit checkIn checkOut actualIn actualOut }';
const LIVE_REPORT = `query LiveReport($depotId: ID!, $date: String, $visitType: String!) { liveReport(depotId: $depotId, date: $date, visitType: $visitType) { date weekFrom weekTo timeZone message seq rows { ...LiveRowFields } } } ${ROW}`;
const SUBSCRIPTION = `subscription AttendanceChanged($depotId: ID!) { attendanceChanged(depotId: $depotId) { kind seq attendanceId visitId attendeeName visitType at row { ...LiveRowFields } } } ${ROW}`;
const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

export async function run({ databaseUrl, tenantName, redisPrefix }) {
  const seconds = Number(process.env.BENCH_SCALEOUT_SECONDS ?? 20);
  const rate = Number(process.env.BENCH_SCALEOUT_RATE ?? (LARGE ? 300 : 100));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const {
    rows: [tenant],
  } = await pool.query(`select id from tenant where name = $1`, [tenantName]);
  const { rows: depots } = await pool.query(
    `insert into depot (id, created_at, updated_at, tenant_id, code, line1, line2, county, eir_code)
     select gen_random_uuid(), now(), now(), $1, 'SO' || g || '_' || $2, '1 Quay', 'Docks', 'Dublin', 'D01' from generate_series(1, ${DEPOTS}) g
     returning id`,
    [tenant.id, String(Date.now())],
  );
  const { hashPassword } = require('../graph/dist/core/auth/password.js');
  const username = `scale_${Date.now()}`;
  await pool.query(
    `insert into app_user (id, created_at, updated_at, tenant_id, username, name, email, role, password_hash, email_confirmed)
     values (gen_random_uuid(), now(), now(), $1, $2, 'Scale Admin', $3, 'TenantAdmin', $4, true)`,
    [tenant.id, username, `${username}@example.test`, await hashPassword('Bench-Password-1')],
  );
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const transactions = async () => {
    const { rows } = await pool.query('select xact_commit + xact_rollback as n from pg_stat_database where datname = $1', [dbName]);
    return Number(rows[0].n);
  };

  const prefix = `${redisPrefix}:scale`;
  const replicas = [];
  for (let r = 0; r < REPLICAS; r++) replicas.push(await startServer({ databaseUrl, redisPrefix: prefix }));
  const [a, ...viewReplicas] = replicas;
  const json = { 'content-type': 'application/json' };
  const views = [];
  const results = [];
  try {
    const login = await (
      await fetch(`${a.url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username, password: 'Bench-Password-1' }) })
    ).json();
    const auth = { ...json, authorization: `Bearer ${login.token}` };

    // name -> { t0, depot, shown (views that show it), measured, ok, answered }
    const sent = new Map();
    const latencies = [];
    let readErrors = 0;

    /** One open live grid, as LiveReportPage: its report, its feed, its socket. */
    const openView = async (i) => {
      const depot = i % DEPOTS;
      const replica = viewReplicas[i % viewReplicas.length];
      const view = { depot, report: null, shows: new Set(), connected: false, closed: 0, client: null, feed: null };
      const read = async () => {
        const r = await fetch(`${replica.url}/graphql`, {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({
            operationName: 'LiveReport',
            query: LIVE_REPORT,
            variables: { depotId: depots[depot].id, date: null, visitType: 'All' },
          }),
        });
        const out = await r.json();
        if (!r.ok || out.errors) {
          readErrors++;
          throw new Error(JSON.stringify(out).slice(0, 160));
        }
        view.report = out.data.liveReport;
        seen(view);
        return view.report.seq;
      };
      view.feed = new LiveFeed(
        {
          apply: (e) => {
            if (REFETCH_ALL || !view.report) return false;
            const next = applyToLiveReport(view.report, e, 'All');
            if (!next) return false;
            view.report = next;
            if (e.row) seenRow(view, e.row);
            return true;
          },
          refetch: read,
        },
        { awaitFirstRead: true },
      );
      view.feed.synced(await read());
      let dropped = false;
      view.client = createClient({
        url: replica.url.replace(/^http/, 'ws') + '/graphql',
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${login.token}` },
        lazy: false,
        retryAttempts: 5, // as the web app's client (web/src/app/apollo.ts)
        onNonLazyError: () => undefined,
        on: {
          connected: () => {
            view.connected = true;
            if (dropped) {
              dropped = false;
              view.feed.reconnected();
            }
          },
          closed: () => {
            if (view.connected) view.closed++;
            view.connected = false;
            dropped = true;
          },
        },
      });
      view.client.subscribe(
        { operationName: 'AttendanceChanged', query: SUBSCRIPTION, variables: { depotId: depots[depot].id } },
        {
          next: (v) => v.data?.attendanceChanged && view.feed.event(v.data.attendanceChanged),
          error: () => undefined,
          complete: () => undefined,
        },
      );
      return view;
    };
    const seenRow = (view, row) => {
      if (view.shows.has(row.attendeeName)) return;
      view.shows.add(row.attendeeName);
      const s = sent.get(row.attendeeName);
      if (!s) return;
      s.shown++;
      if (s.measured) latencies.push(performance.now() - s.t0);
    };
    const seen = (view) => {
      for (const row of view.report.rows) seenRow(view, row);
    };

    let n = 0;
    let errors = 0;
    let firstError = null;
    const checkIn = async (measured) => {
      n++;
      const depot = n % DEPOTS;
      const lastName = `scale${n}`;
      const entry = { t0: performance.now(), shown: 0, measured, ok: false, depot, answered: 0 };
      sent.set(`Bench Scale${n}`, entry);
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
    const open = (depot) => views.filter((v) => v.depot === depot && v.connected).length;

    for (const target of VIEWS) {
      // The grids open 50 at a time (each reads its report and authenticates its socket), as a fleet of browsers
      // would over a few seconds, not in one instant.
      for (let i = views.length; i < target; i += 50) {
        views.push(...(await Promise.all(Array.from({ length: Math.min(50, target - i) }, (_, k) => openView(i + k)))));
      }
      for (let t = 0; views.some((v) => !v.connected) && t < 300; t++) await sleep(100);

      // Warm-up: one check-in per depot; every grid must show its depot's (the subscriptions are live).
      const machine = machineLagMeter();
      const warmFrom = sent.size;
      await Promise.all(Array.from({ length: DEPOTS }, () => checkIn(false)));
      const warm = [...sent.values()].slice(warmFrom);
      for (let t = 0; warm.some((s) => s.shown < open(s.depot)) && t < 100; t++) await sleep(100);
      const warmMissing = warm.reduce((m, s) => m + Math.max(0, open(s.depot) - s.shown), 0);

      // The measured run: a steady rate (open loop: a slow answer does not slow the next check-in).
      latencies.length = 0;
      const readsBefore = views.reduce((m, v) => m + v.feed.counts.refetches, 0);
      const gapsBefore = views.reduce((m, v) => m + v.feed.counts.gaps, 0);
      const closedBefore = views.reduce((m, v) => m + v.closed, 0);
      await sleep(1100); // the replicas' statistics of the warm-up reach pg_stat_database (at most a second late)
      const xactBefore = await transactions();
      const total = Math.round(seconds * rate);
      const measuredFrom = sent.size;
      const inflight = [];
      const start = performance.now();
      const cpu = cpuMeter(Object.fromEntries(replicas.map((r, k) => [String.fromCharCode(65 + k), r.pid])));
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
      const achieved = total / ((end - start) / 1000);
      const measured = [...sent.values()].slice(measuredFrom).filter((s) => s.ok);
      for (let t = 0; measured.some((s) => s.shown < open(s.depot)) && t < 50; t++) await sleep(100);
      await sleep(1100);
      const xact = (await transactions()) - xactBefore;
      const expected = measured.reduce((m, s) => m + open(s.depot), 0);
      const shown = measured.reduce((m, s) => m + Math.min(s.shown, open(s.depot)), 0);
      results.push({
        views: views.length,
        connected: views.filter((v) => v.connected).length,
        closed: views.reduce((m, v) => m + v.closed, 0) - closedBefore,
        checkIns: total,
        rate,
        achieved,
        errors,
        firstError,
        expected,
        shown,
        missed: expected - shown,
        warmMissing,
        reads: views.reduce((m, v) => m + v.feed.counts.refetches, 0) - readsBefore,
        gaps: views.reduce((m, v) => m + v.feed.counts.gaps, 0) - gapsBefore,
        readErrors,
        xactPerCheckIn: xact / total,
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
        max: latencies.reduce((m, x) => Math.max(m, x), 0),
        startupMs: replicas.map((r) => r.readyMs),
        cores,
        benchLagP99: lag.percentile(99) / 1e6,
        benchLagMax: lag.max / 1e6,
      });
      errors = 0;
      firstError = null;
      readErrors = 0;
    }
    return results;
  } finally {
    await Promise.all(views.map((v) => v.client?.dispose()));
    for (const r of replicas) await r.stop();
    await pool.end();
  }
}

export function report(title, results) {
  console.log(`\n${title}`);
  for (const r of results) {
    console.log(
      `  ${r.views} live grids (${r.connected} connected, ${r.closed} sockets dropped during the run) over ${DEPOTS} depots on ${REPLICAS - 1} replica(s)${REFETCH_ALL ? ', each reading liveReport on every event (as before issue 28)' : ''}; ${r.checkIns} check-ins to A at ${r.rate}/s (achieved ${r.achieved.toFixed(0)}/s), ${r.errors} failed`,
    );
    if (r.firstError) console.log(`    first failed check-in: ${r.firstError}`);
    console.log(
      `    check-in request -> each grid shows the visitor: p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   max ${r.max.toFixed(0)} ms`,
    );
    console.log(
      `    grids x visitors expected ${r.expected}, shown ${r.shown}, missed ${r.missed}${r.warmMissing ? ` (warm-up missed ${r.warmMissing})` : ''}; the grids' reads of liveReport ${r.reads} (${r.gaps} after a gap${r.readErrors ? `, ${r.readErrors} failed` : ''})`,
    );
    console.log(
      `    database transactions per check-in (pg_stat_database, every statement outside BEGIN/COMMIT is one): ${r.xactPerCheckIn.toFixed(2)}; grid reads per check-in ${(r.reads / r.checkIns).toFixed(2)}`,
    );
    console.log(
      `    check-in request -> its answer from A: p50 ${r.answerP50.toFixed(2)} ms   p99 ${r.answerP99.toFixed(2)} ms (by quarter, p50/p99: ${r.byTime.join(', ')})`,
    );
    console.log(
      `    the bench's own event loop (the grids and the poster): delay p99 ${r.benchLagP99.toFixed(1)} ms, max ${r.benchLagMax.toFixed(0)} ms`,
    );
    console.log(`    an idle process beside them, its 5 ms timer late by (by quarter, p99/max): ${r.machineByTime.join(', ')} ms`);
    console.log(`    CPU while posting (cores busy; the machine has ${availableParallelism()}): ${formatCpu(r.cores)}`);
  }
  console.log(`  replica start to /readyz: ${results[0]?.startupMs.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}`);
}
