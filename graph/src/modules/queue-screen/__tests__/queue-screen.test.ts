import { Queue, Worker } from 'bullmq';
import IORedis from 'ioredis';
import { startTestServer, type TestServer } from '../../../test/server';
import { freshDatabase } from '../../../test/database';
import { makeUser, makeWorld } from '../../../test/factories';
import { rest } from '../../../test/http';
import { tokenFor } from '../../tenants/__tests__/support';
import { until } from '../../../test/until';

/**
 * Issue 41, "a queue screen for SuperAdmin": bull-board at /admin/queues, entered with the staff token (an HttpOnly,
 * SameSite=Strict cookie scoped to the screen), every request authenticated again. A failed job is seen and retried
 * from it. Anonymous, a TenantAdmin, an API-less cookie, a logged-out session: refused. Adding made-up jobs: refused.
 */
let s: TestServer;
let redis: IORedis;
beforeAll(async () => {
  // Queues of its own (a database of its own): the test fails a job on the 'email' queue without touching other suites'.
  s = await startTestServer({ databaseUrl: await freshDatabase('queue_screen'), worker: false, over: { redisPrefix: `qs${Date.now()}` } });
  redis = new IORedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
});
afterAll(async () => {
  await s.close();
  redis.disconnect();
});

const enter = async (token?: string) => {
  const res = await fetch(`${s.url}/admin/queues/session`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, cookie: res.headers.get('set-cookie') ?? '', body: await res.json() };
};
const screen = (cookie: string, path: string, init: RequestInit = {}) =>
  fetch(`${s.url}/admin/queues${path}`, { ...init, headers: { ...(init.headers ?? {}), cookie: cookie.split(';')[0]! } });

it('a SuperAdmin enters with the staff token, sees the queues and a failed job, and retries it', async () => {
  const admin = await makeUser(s.orm, { role: 'SuperAdmin', tenant: null });
  const entered = await enter(tokenFor(s, admin));
  expect(entered.status).toBe(200);
  expect(entered.body).toEqual({ path: '/admin/queues/' });
  expect(entered.cookie).toMatch(/^dr_queues=[A-Za-z0-9_-]{43}; Path=\/admin\/queues; Max-Age=\d+; HttpOnly; SameSite=Strict$/);

  const page = await screen(entered.cookie, '/');
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Depot Register queues');
  expect(page.headers.get('cache-control')).toBe('no-store');

  // A job that fails on the 'email' queue (a worker of the test's own that throws), then seen and retried from the screen.
  const prefix = s.config.redisPrefix;
  const queue = new Queue('email', { connection: redis, prefix });
  const failing = new Worker('email', async () => Promise.reject(new Error('SMTP said no')), { connection: redis, prefix });
  const job = await queue.add('visit-notification', { attendanceId: 'a1' }, { attempts: 1 });
  await until(async () => (await job.getState()) === 'failed', 10_000, 'the job failed');
  await failing.close();

  const queues: any = await (await screen(entered.cookie, '/api/queues?activeQueue=email&status=failed')).json();
  const email = queues.queues.find((q: { name: string }) => q.name === 'email');
  expect(email.counts.failed).toBe(1);
  expect(email.jobs.map((j: { id: string; failedReason: string }) => [j.id, j.failedReason])).toEqual([[job.id, 'SMTP said no']]);
  expect(queues.queues.map((q: { name: string }) => q.name).sort()).toEqual(
    ['email', 'exports', 'imports', 'schedules', 'webhook-retries', 'webhooks'].sort(),
  );

  const retried = await screen(entered.cookie, `/api/queues/email/${job.id}/retry`, { method: 'PUT' });
  expect(retried.status).toBe(204);
  expect(await job.getState()).toBe('waiting');

  // No made-up jobs from the screen.
  const added = await screen(entered.cookie, '/api/queues/email/add', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'password-reset', data: { userId: admin.id } }),
  });
  expect(added.status).toBe(403);
  expect(await queue.getJobCounts('waiting')).toEqual({ waiting: 1 });
  await queue.obliterate({ force: true });
  await queue.close();

  // A logout ends the screen at once: the cookie no longer opens it.
  expect((await rest(s.url, 'POST', 'api/logout', { token: tokenFor(s, admin) })).status).toBe(200);
  expect((await screen(entered.cookie, '/api/queues')).status).toBe(401);
});

it('anyone else is refused: no token, a TenantAdmin, no cookie, a made-up cookie', async () => {
  const w = await makeWorld(s.orm);
  expect((await enter()).status).toBe(401);
  expect((await enter('not-a-token')).status).toBe(401);
  const tenantAdmin = await enter(tokenFor(s, w.admin));
  expect(tenantAdmin.status).toBe(403);
  expect(tenantAdmin.cookie).toBe('');
  expect((await fetch(`${s.url}/admin/queues/`)).status).toBe(401);
  expect((await fetch(`${s.url}/admin/queues/api/queues`)).status).toBe(401);
  expect((await screen('dr_queues=' + 'A'.repeat(43), '/api/queues')).status).toBe(401);
  const body = await (await fetch(`${s.url}/admin/queues/static/js/x.js`)).json();
  expect(body).toEqual({ message: 'Your session has expired, please login again!' });
});
