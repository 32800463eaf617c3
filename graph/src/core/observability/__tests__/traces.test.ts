import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import { startChildServer, startChildWorker } from '../../../test/child-server';
import { startOtlpCollector, type CollectedSpan } from '../../../test/otlp-collector';
import { startSmtpSink } from '../../../test/smtp-sink';
import { freshDatabase } from '../../../test/database';
import { testOrm } from '../../../test/orm';
import { rest } from '../../../test/http';
import { until } from '../../../test/until';
import { makeManager, makeWorld, uniq } from '../../../test/factories';
import { RULES_OK } from '../../../modules/visits/__tests__/support';

/**
 * Issue 41: OpenTelemetry traces, exported by OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set. The compiled server and
 * worker run as `npm start` runs them (processes of their own: instrumentation hooks `require`, which jest replaces),
 * on a database and Redis prefix of their own, exporting to a local OTLP receiver. A kiosk walk-in's trace follows it
 * from the request (HTTP, GraphQL-free REST row, its SQL) through the outbox into the worker's job and that job's SQL.
 */
jest.setTimeout(120_000);
let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
let mail: Awaited<ReturnType<typeof startSmtpSink>>;
let graph: Awaited<ReturnType<typeof startChildServer>>;
let worker: Awaited<ReturnType<typeof startChildWorker>>;
let orm: MikroORM;

beforeAll(async () => {
  collector = await startOtlpCollector();
  mail = await startSmtpSink();
  const databaseUrl = await freshDatabase('traces');
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: `${process.env.REDIS_PREFIX}:traces-${randomUUID().slice(0, 8)}`,
    SMTP_URL: mail.url,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '100',
  };
  [graph, worker] = await Promise.all([startChildServer(env), startChildWorker(env)]);
  orm = await testOrm(databaseUrl);
});
afterAll(async () => {
  await Promise.all([graph?.stop(), worker?.stop()]);
  await orm?.close();
  await mail?.close();
  await collector?.close();
});

describe('traces', () => {
  it("a walk-in's trace runs from the kiosk request through the outbox into the worker's e-mail job", async () => {
    const { depot } = await makeWorld(orm);
    const manager = await makeManager(orm, depot, { email: `${uniq('mgr')}@example.test` });
    const r = await rest(graph.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'trace',
        lastName: 'walker',
        email: `${uniq('tw')}@example.test`,
        Company: 'acme',
        reasonForVisit: 'Meeting',
        meetingWith: 'grace host',
        carReg: '12 d 345',
        depot: depot.id,
        ruleAnswers: RULES_OK,
      },
    });
    expect(r.status).toBe(200);
    await mail.waitFor((m) => m.to.includes(manager.email));

    const route = 'POST /api/unplanned-visit-checkIn';
    let request: CollectedSpan | undefined;
    let jobs: CollectedSpan[] = [];
    await until(
      () => {
        request = collector.spans.find((sp) => sp.service === 'depot-register-graph' && sp.name === route);
        jobs = collector.spans.filter(
          (sp) => sp.service === 'depot-register-worker' && sp.traceId === request?.traceId && sp.name.startsWith('job '),
        );
        return !!request && jobs.length > 0;
      },
      30_000,
      'the request span and its job span exported',
    );
    const trace = collector.spans.filter((sp) => sp.traceId === request!.traceId);
    // the request: its route, never an id; its SQL as children in the same trace
    expect(request!.attributes['http.route']).toBe('/api/unplanned-visit-checkIn');
    expect(trace.some((sp) => sp.service === 'depot-register-graph' && sp.attributes['db.system.name'] === 'postgresql')).toBe(true);
    // the job continues the request's trace (through the outbox row), and its own SQL hangs under it
    const job = jobs[0];
    expect(job.parentSpanId).toBeDefined();
    expect(trace.some((sp) => sp.spanId === job.parentSpanId)).toBe(true);
    const underJob = trace.filter((sp) => sp.parentSpanId === job.spanId);
    expect(underJob.some((sp) => sp.attributes['db.system.name'] === 'postgresql')).toBe(true);
    // no personal data leaves in a span: SQL text has placeholders, never the values
    const visitor = JSON.stringify(trace).toLowerCase();
    expect(visitor).not.toContain('walker');
    expect(visitor).not.toContain('@example.test');
    // a capability link's secret stays out too: the span keeps the route pattern, not the path or query
    const secret = `${randomUUID()}.deadbeef`;
    await fetch(`${graph.url}/safe/${secret}?email=someone@example.test`).catch(() => undefined);
    await until(
      () =>
        collector.spans.some(
          (sp) => sp.service === 'depot-register-graph' && sp.name.startsWith('GET ') && sp.traceId !== request!.traceId,
        ),
      30_000,
      'the GET exported',
    );
    expect(JSON.stringify(collector.spans)).not.toContain(secret);
    expect(JSON.stringify(collector.spans)).not.toContain('someone@example.test');
    // health probes are not traced
    await fetch(`${graph.url}/healthz`);
    expect(collector.spans.some((sp) => sp.name.includes('/healthz'))).toBe(false);
  });
});
