import { Writable } from 'node:stream';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { gql } from '../../../test/http';
import { makeManager, makeWorld, uniq } from '../../../test/factories';
import { outboxDoneForDepot } from '../../../test/outbox';
import { walkIn } from '../../../modules/visits/__tests__/support';
import { tokenFor } from '../../../modules/tenants/__tests__/support';
import { wsClient } from '../../../test/ws';

/**
 * Issue 41: logs as JSON with the request id and tenant id on every line of a request and of the job it caused. The
 * server's and the worker's lines are read back from their own JSON output (the loggers main.ts and the worker's main
 * use), in a database (and so queues) of its own: on the run's shared queues another suite's worker could run the job.
 */
type Line = Record<string, unknown> & { msg?: string; service?: string; requestId?: string; tenantId?: string };
const lines: Line[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    for (const text of String(chunk).split('\n')) if (text.trim()) lines.push(JSON.parse(text) as Line);
    done();
  },
});
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('request-logs'), logStream: sink });
});
afterAll(async () => {
  await s?.close();
});

describe('log lines of a request and of its jobs', () => {
  it("a kiosk walk-in's lines and its e-mail job's lines carry the request's id and the depot's tenant", async () => {
    const { tenant, depot } = await makeWorld(s.orm);
    const manager = await makeManager(s.orm, depot, { email: `${uniq('mgr')}@example.test` });
    const requestId = `walk-in-${uniq('req')}`;
    const r = await walkIn(s, depot.id, { firstName: 'log', lastName: 'line' }, { 'x-request-id': requestId });
    expect(r.status).toBe(200);
    expect(r.headers.get('x-request-id')).toBe(requestId);
    await s.mail.waitFor((m) => m.to.includes(manager.email));
    await outboxDoneForDepot(s.orm, depot.id);

    const ofRequest = lines.filter((l) => l.requestId === requestId);
    // the request's own lines (fastify's "incoming request" / "request completed"): JSON, the graph service
    const server = ofRequest.filter((l) => l.service === 'graph');
    expect(server.map((l) => l.msg)).toEqual(expect.arrayContaining(['request completed']));
    expect(server.find((l) => l.msg === 'request completed')).toMatchObject({ tenantId: tenant.id, level: 30 });
    expect(typeof server[0].time).toBe('string'); // ISO time
    // the job it caused (the managers' sign-in e-mail), in the worker: same request id and tenant, the job named
    const jobs = ofRequest.filter((l) => l.service === 'worker' && l.msg === 'job done');
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    for (const job of jobs) expect(job).toMatchObject({ tenantId: tenant.id, job: expect.any(String), jobId: expect.any(String) });
    // and nothing of it carries another request's id or another tenant
    expect(lines.filter((l) => l.jobId && jobs.some((j) => j.jobId === l.jobId) && l.requestId !== requestId)).toEqual([]);
  });

  it('a mutation over the socket runs in a request scope: the job it causes carries a request id and the tenant', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const email = `${uniq('ws-guest')}@example.test`;
    const client = wsClient(s.url, tokenFor(s, admin));
    try {
      const result = await new Promise<{ data?: { bookVisit: { id: string } }; errors?: unknown }>((resolve, reject) => {
        client.subscribe<{ bookVisit: { id: string } }>(
          {
            query: `mutation($d: ID!, $e: String!) { bookVisit(input: { depotId: $d, firstName: "Wes", lastName: "Socket", email: $e, company: "Acme", date: "2099-01-01", time: "10:00" }) { id } }`,
            variables: { d: depot.id, e: email },
          },
          { next: (v) => resolve(v as never), error: reject, complete: () => undefined },
        );
      });
      expect(result.errors).toBeUndefined();
    } finally {
      await client.dispose();
    }
    await s.mail.waitFor((m) => m.to.includes(email));
    await outboxDoneForDepot(s.orm, depot.id);
    const job = lines.find((l) => l.service === 'worker' && l.msg === 'job done' && l.tenantId === tenant.id);
    expect(job).toMatchObject({ requestId: expect.stringMatching(/^[0-9a-f-]{36}$/), tenantId: tenant.id });
  });

  it("a staff request's lines carry the staff member's tenant; a request id a client cannot abuse is replaced", async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const requestId = `staff-${uniq('req')}`;
    const r = await gql(s.url, '{ me { username } }', {}, tokenFor(s, admin), { 'x-request-id': requestId });
    expect(r.errors).toBeUndefined();
    const done = lines.find((l) => l.requestId === requestId && l.msg === 'request completed');
    expect(done).toMatchObject({ tenantId: tenant.id, service: 'graph' });

    // too long, or with characters a log reader could be fooled by: a new id of the server's own
    for (const bad of ['x'.repeat(300), 'a b', 'line\\nbreak', '{"json":1}']) {
      const res = await fetch(`${s.url}/healthz`, { headers: { 'x-request-id': bad } });
      const id = res.headers.get('x-request-id')!;
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
