import { freshDatabase, makeWorld, rest, startTestServer, uniq, until, untilOutboxDone, type TestServer } from '../../../graph/src/test';
import { startWorker, type RunningWorker } from '../worker';
import { serveWorkerMetrics } from '../metrics';
import { quiet } from './helpers';

/**
 * The worker's own metrics (issue 41): the jobs it ran by queue, name and result with their durations, and the outbox
 * rows its relay handed over, read back from its /metrics port as Prometheus scrapes it; behind METRICS_TOKEN as
 * graph's (404 without one, 401 with a wrong one). A database of its own, and this suite's worker the only one on it.
 */
let s: TestServer;
let worker: RunningWorker;
beforeAll(async () => {
  s = await startTestServer({ databaseUrl: await freshDatabase('workermetrics'), worker: false });
  worker = await startWorker({ config: s.config, orm: s.orm, log: quiet });
});
afterAll(async () => {
  await worker?.stop();
  await s?.close();
});

const scrape = (port: number, token?: string, path = '/metrics') =>
  fetch(`http://127.0.0.1:${port}${path}`, token ? { headers: { authorization: `Bearer ${token}` } } : {});

describe("the worker's metrics", () => {
  it('counts the jobs a walk-in caused, by queue, name and result, and the rows relayed; only with the token', async () => {
    const { depot } = await makeWorld(s.orm);
    const r = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: {
        firstName: 'Mia',
        lastName: 'Metric',
        email: `${uniq('mm')}@example.test`,
        Company: 'Acme',
        carReg: 'M1',
        reasonForVisit: 'Meeting',
        depot: depot.id,
      },
    });
    expect(r.status).toBe(200);
    await untilOutboxDone(s.orm, 'visit-notification');
    const served = await serveWorkerMetrics(worker.metrics, { port: 0, host: '127.0.0.1', token: 'scrape-me' });
    try {
      const body = await until(
        async () => {
          const text = await (await scrape(served.port, 'scrape-me')).text();
          return /depot_worker_jobs_total\{queue="email",job="visit-notification",result="completed"\} [1-9]/.test(text) ? text : null;
        },
        10_000,
        'the visit-notification job counted',
      );
      expect(body).toMatch(/depot_worker_job_duration_seconds_count\{queue="email",job="visit-notification",result="completed"\} [1-9]/);
      expect(body).toMatch(/depot_worker_outbox_relayed_total [1-9]/);
      expect(body).toMatch(/depot_worker_nodejs_eventloop_lag_seconds /);
      expect((await scrape(served.port, 'wrong')).status).toBe(401);
      expect((await scrape(served.port)).status).toBe(401);
      expect((await scrape(served.port, 'scrape-me', '/other')).status).toBe(404);
    } finally {
      await served.close();
    }
    const closed = await serveWorkerMetrics(worker.metrics, { port: 0, host: '127.0.0.1', token: undefined });
    try {
      expect((await scrape(closed.port, 'anything')).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
