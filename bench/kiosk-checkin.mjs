// Scenario: a kiosk walk-in check-in (attendee + visit + attendance in one transaction, CHECKED_IN published)
// through the REST shim and through GraphQL, beside a bare fastify route doing the same writes with `pg` and ioredis:
// the three rows, the two outbox rows the app writes with them (the webhook event, the managers' e-mail) and the
// numbered event published on Redis. `bare3` is the earlier baseline (the three rows only), printed for comparison.
// The three variants run in turn, BENCH_CHECKIN_RUNS rounds (default 7; the first variant of a round moves along, so
// each runs first, second and third), and each figure is the median of its rounds' ratios to the baseline of the same
// round, printed with the lowest and highest beside it: two single runs minutes apart differed more (0.66x and 1.06x)
// than the gap the figure is about (issue 28).
// Then the check-in-to-subscriber latency: a graphql-ws subscriber on the depot, one check-in at a time.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { load } from './lib.mjs';
import { percentile, WALK_IN_RULES } from './lib-server.mjs';

export const name = 'kiosk walk-in check-in';

const require = createRequire(import.meta.url);
const OPTS = { requests: Number(process.env.BENCH_CHECKIN_REQUESTS ?? 1500), concurrency: 16, warmup: 100 };
const RUNS = Math.max(1, Number(process.env.BENCH_CHECKIN_RUNS ?? 7));

export async function run({ url, tenantName, depotCode, databaseUrl, runs = RUNS }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const {
    rows: [depot],
  } = await pool.query(`select d.id, d.tenant_id from depot d join tenant t on t.id = d.tenant_id where t.name = $1 and d.code = $2`, [
    tenantName,
    depotCode,
  ]);
  let n = 0;
  const person = () => {
    n++;
    return {
      firstName: 'bench',
      lastName: `visitor${n}`,
      email: `bench${n}-${Date.now()}@example.test`,
      company: 'acme',
      carReg: '12 d 345',
    };
  };

  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  // The app's numbered publish (graph/src/core/events/pubsub.ts): INCR and PUBLISH in one script.
  redis.defineCommand('publishSequenced', {
    numberOfKeys: 2,
    lua: `local n = redis.call('INCR', KEYS[1])
redis.call('PUBLISH', KEYS[2], string.sub(ARGV[1], 1, -2) .. ',"seq":' .. n .. '}')
return n`,
  });
  const outbox = (name, queue, payload) => [randomUUID(), queue, name, JSON.stringify(payload)];
  const bare = Fastify();
  const writeRows = async (client, b, sameWrites) => {
    const attendee = randomUUID();
    const visit = randomUUID();
    const attendance = randomUUID();
    await client.query(
      `insert into attendee (id, created_at, updated_at, tenant_id, first_name, last_name, email, company, type) values ($1, now(), now(), $2, $3, $4, lower($5), $6, 'Visitor')`,
      [attendee, depot.tenant_id, b.firstName, b.lastName, b.email, b.company],
    );
    await client.query(
      `insert into visit (id, created_at, updated_at, tenant_id, depot_id, attendee_id, visit_type, date_of_visit, reason_for_visit) values ($1, now(), now(), $2, $3, $4, 'Unplanned', now(), $5)`,
      [visit, depot.tenant_id, depot.id, attendee, b.reasonForVisit],
    );
    await client.query(
      `insert into attendance (id, created_at, updated_at, tenant_id, depot_id, kind, visit_id, attendee_id, person_key, local_date, checked_in_at, car_reg, rule_answers) values ($1, now(), now(), $2, $3, 'Visitor', $4, $5, $6, current_date, now(), $7, $8)`,
      [attendance, depot.tenant_id, depot.id, visit, attendee, `visitor:${attendee}`, b.carReg, JSON.stringify(b.ruleAnswers)],
    );
    if (sameWrites)
      await client.query(
        `insert into outbox_event (id, created_at, updated_at, queue, name, payload, attempts) values ($1, now(), now(), $2, $3, $4::jsonb, 0), ($5, now(), now(), $6, $7, $8::jsonb, 0)`,
        [
          ...outbox('webhook-event', 'webhooks', {
            event: 'visitor.checked_in',
            tenantId: depot.tenant_id,
            attendanceId: attendance,
            depotId: depot.id,
            visitId: visit,
          }),
          ...outbox('visit-notification', 'mail', { attendanceId: attendance }),
        ],
      );
    return { attendance, visit };
  };
  const bareRoute = (sameWrites) => async (req) => {
    const b = req.body;
    const client = await pool.connect();
    try {
      await client.query('begin');
      const { attendance } = await writeRows(client, b, sameWrites);
      await client.query('commit');
      if (sameWrites)
        await redis.publishSequenced(
          `bench:seq:${depot.id}`,
          `bench:attendanceChanged:${depot.id}`,
          JSON.stringify({ kind: 'CHECKED_IN', depotId: depot.id, attendanceId: attendance, attendeeName: `${b.firstName} ${b.lastName}` }),
        );
      return { attendanceId: attendance };
    } catch (e) {
      await client.query('rollback');
      throw e;
    } finally {
      client.release();
    }
  };
  bare.post('/bare/checkin', bareRoute(true));
  bare.post('/bare3/checkin', bareRoute(false));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = `http://127.0.0.1:${bare.server.address().port}`;

  const json = { 'content-type': 'application/json' };
  const restBody = () =>
    JSON.stringify({ ...person(), Company: 'acme', reasonForVisit: 'Meeting', depot: depot.id, ruleAnswers: WALK_IN_RULES });
  const mutation = 'mutation($i: UnplannedCheckInInput!) { unplannedCheckIn(input: $i) { attendanceId } }';
  const gqlBody = (p = person()) =>
    JSON.stringify({
      query: mutation,
      variables: { i: { ...p, reasonForVisit: 'Meeting', depotId: depot.id, ruleAnswers: WALK_IN_RULES } },
    });
  const variants = {
    baseline: () =>
      fetch(`${bareUrl}/bare/checkin`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...person(), reasonForVisit: 'Meeting', ruleAnswers: WALK_IN_RULES }),
      }),
    bare3: () =>
      fetch(`${bareUrl}/bare3/checkin`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ ...person(), reasonForVisit: 'Meeting', ruleAnswers: WALK_IN_RULES }),
      }),
    rest: () => fetch(`${url}/api/unplanned-visit-checkIn`, { method: 'POST', headers: json, body: restBody() }),
    graphql: () => fetch(`${url}/graphql`, { method: 'POST', headers: json, body: gqlBody() }),
  };
  // BENCH_CHECKIN_ONLY=<variant> runs that one alone (to profile it: node --cpu-prof scripts/bench.mjs).
  const names = Object.keys(variants).filter((v) => !process.env.BENCH_CHECKIN_ONLY || v === process.env.BENCH_CHECKIN_ONLY);
  const rounds = [];
  for (let r = 0; r < runs; r++) {
    const round = {};
    for (let k = 0; k < names.length; k++) {
      const v = names[(r + k) % names.length];
      round[v] = await load(variants[v], OPTS);
    }
    rounds.push(round);
  }
  await bare.close();
  redis.disconnect();

  // Check-in to subscriber: a staff subscriber on the depot; each check-in is timed from its request to its event.
  const { hashPassword } = require('../graph/dist/core/auth/password.js');
  const username = `bench_${Date.now()}`;
  await pool.query(
    `insert into app_user (id, created_at, updated_at, tenant_id, depot_id, username, name, email, role, password_hash, email_confirmed)
    values (gen_random_uuid(), now(), now(), $1, $2, $3, 'Bench Admin', $4, 'TenantAdmin', $5, true)`,
    [depot.tenant_id, depot.id, username, `${username}@example.test`, await hashPassword('Bench-Password-1')],
  );
  const login = await (
    await fetch(`${url}/api/login`, { method: 'POST', headers: json, body: JSON.stringify({ username, password: 'Bench-Password-1' }) })
  ).json();
  const ws = createClient({
    url: url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${login.token}` },
    retryAttempts: 0,
    lazy: false,
  });
  const waiting = new Map();
  const dispose = ws.subscribe(
    { query: 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind attendeeName } }', variables: { d: depot.id } },
    {
      next: (v) => {
        const w = waiting.get(v.data?.attendanceChanged?.attendeeName);
        if (w) w(performance.now());
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  await new Promise((r) => setTimeout(r, 500));
  const fromRequest = [];
  const fromAnswer = [];
  let missed = 0;
  for (let i = 0; i < 300; i++) {
    const p = person();
    const name = `Bench ${p.lastName.charAt(0).toUpperCase()}${p.lastName.slice(1)}`;
    const arrived = new Promise((resolve) => {
      waiting.set(name, resolve);
      setTimeout(() => resolve(null), 2000);
    });
    const t0 = performance.now();
    const r = await fetch(`${url}/graphql`, { method: 'POST', headers: json, body: gqlBody(p) });
    await r.text();
    const t1 = performance.now();
    const t2 = await arrived;
    waiting.delete(name);
    if (t2 === null) {
      missed++;
      continue;
    }
    fromRequest.push(t2 - t0);
    fromAnswer.push(t2 - t1);
  }
  dispose();
  await ws.dispose();
  await pool.end();
  const pct = (xs, p) => {
    const s = [...xs].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? NaN;
  };
  console.log(`\ncheck-in to subscriber (graphql-ws on the depot, ${fromRequest.length} sequential check-ins, ${missed} events missed):`);
  console.log(
    `  request sent -> event received   p50 ${pct(fromRequest, 0.5).toFixed(2)} ms   p99 ${pct(fromRequest, 0.99).toFixed(2)} ms`,
  );
  console.log(
    `  answer received -> event received p50 ${pct(fromAnswer, 0.5).toFixed(2)} ms   p99 ${pct(fromAnswer, 0.99).toFixed(2)} ms (negative: the event came first)`,
  );
  return { rounds };
}

export function report(title, { rounds }) {
  const median = (xs) => percentile(xs, 0.5);
  const spread = (xs) => `${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)}`;
  if (!rounds[0].baseline) {
    // BENCH_CHECKIN_ONLY=graphql (a profile of one variant): its figures by round, no ratio.
    for (const v of Object.keys(rounds[0]))
      console.log(
        `  ${v}: req/s by round ${rounds.map((r) => r[v].rps.toFixed(0)).join(', ')}; CPU ms per check-in ${rounds.map((r) => r[v].cpuMs.toFixed(3)).join(', ')}`,
      );
    return;
  }
  console.log(`\n${title}: ${rounds.length} interleaved rounds of ${OPTS.requests} check-ins a variant (16 concurrent)`);
  console.log(
    '  variant     req/s (median, range)         p50 ms (median)   p99 ms (median)   errors   throughput vs baseline (median, range)',
  );
  for (const v of Object.keys(rounds[0])) {
    const rps = rounds.map((r) => r[v].rps);
    const ratio = rounds.map((r) => r[v].rps / r.baseline.rps);
    console.log(
      `  ${v.padEnd(10)} ${median(rps).toFixed(0).padStart(6)} (${Math.min(...rps).toFixed(0)}-${Math.max(...rps).toFixed(0)})`.padEnd(42) +
        `${median(rounds.map((r) => r[v].p50))
          .toFixed(2)
          .padStart(8)}          ${median(rounds.map((r) => r[v].p99))
          .toFixed(2)
          .padStart(
            8,
          )}   ${String(rounds.reduce((m, r) => m + r[v].errors, 0)).padStart(6)}   ${median(ratio).toFixed(2)}x (${spread(ratio)})`,
    );
  }
  console.log(
    `  by round, throughput vs that round's baseline: ${rounds.map((r) => `rest ${(r.rest.rps / r.baseline.rps).toFixed(2)}x graphql ${(r.graphql.rps / r.baseline.rps).toFixed(2)}x`).join('; ')}`,
  );
  console.log(
    `  this process's CPU per check-in (the bench client and the server; median ms): ${Object.keys(rounds[0])
      .map((v) => `${v} ${median(rounds.map((r) => r[v].cpuMs)).toFixed(3)}`)
      .join(', ')}`,
  );
  const vsBare3 = (v) => rounds.map((r) => r[v].rps / r.bare3.rps);
  console.log(
    `  against bare3 (the three rows only, the earlier baseline): rest ${median(vsBare3('rest')).toFixed(2)}x (${spread(vsBare3('rest'))}), graphql ${median(vsBare3('graphql')).toFixed(2)}x (${spread(vsBare3('graphql'))})`,
  );
}
