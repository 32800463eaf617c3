import { startTestServer, type TestServer } from '../../test/server';
import { rest } from '../../test/http';
import { routes } from '../../routes';
import { makeDepot, makeTenant } from '../../test/factories';
import { Messages } from '../../contracts/messages';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

describe('health, readiness and the OpenAPI document', () => {
  it('/healthz answers ok and /readyz reports database, redis and pub/sub', async () => {
    expect((await rest(s.url, 'GET', 'healthz')).body).toEqual({ status: 'ok' });
    const ready = await rest(s.url, 'GET', 'readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ok', database: 'ok', redis: 'ok', pubsub: 'redis' });
  });

  it('/api/openapi.json lists every route of the table with its method, and marks staff routes', async () => {
    const doc = (await rest(s.url, 'GET', 'api/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    for (const r of routes) {
      const p = '/' + r.path.replace(/^\//, '').replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[p]?.[r.method.toLowerCase()];
      expect({ route: `${r.method} ${p}`, present: Boolean(op) }).toEqual({ route: `${r.method} ${p}`, present: true });
      expect(op.security.length > 0).toBe(r.auth === 'staff');
    }
    expect(doc.paths['/api/login'].post).toBeDefined();
    expect(doc.paths['/request-password-email/{username}'].get).toBeDefined();
  });

  it('serves the web app for client routes and keeps the spec casing of REST paths', async () => {
    const page = await fetch(s.url + '/ml-admin');
    if (s.config.webDist) {
      expect(page.status).toBe(200);
      expect(await page.text()).toMatch(/<div id="root">/);
    }
    // Paths are case-sensitive: API/LOGIN is not a route.
    expect((await rest(s.url, 'POST', 'API/LOGIN', { body: {} })).status).toBe(404);
  });
});

describe('kiosk routes are throttled per client IP', () => {
  it('answers 429 with the error body past the limit', async () => {
    const limited = await startTestServer({
      worker: false,
      over: { redisPrefix: `${process.env.REDIS_PREFIX}:rl-${Date.now()}`, limits: { loginPerIp: 30, resetPerIp: 20, kioskPerIp: 3 } },
    });
    try {
      const tenant = await makeTenant(limited.orm);
      const depot = await makeDepot(limited.orm, tenant);
      const path = `api/find-depot/${encodeURIComponent(tenant.name)}/${depot.code}`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await rest(limited.url, 'GET', path)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await rest(limited.url, 'GET', path)).body.message).toBe(Messages.tooManyRequests);
    } finally {
      await limited.close();
    }
  });
});
