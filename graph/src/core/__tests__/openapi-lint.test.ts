import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loginToken, makeRole, makeUser, makeWorld, rest, startTestServer, TEST_PASSWORD, type TestServer } from '../../test';
import { routes } from '../../routes';
import { openApiDocument } from '../http/openapi';
import type { RestRoute } from '../http/rest';

/**
 * Issue 26: the OpenAPI document the server serves passes Redocly's recommended rules (redocly.yaml; the spec's own
 * trailing-slash paths are the listed exceptions of .redocly.lint-ignore.yaml), and the error answers it declares are
 * the ones the routes really give.
 */
const ROOT = path.resolve(__dirname, '../../../..');
const DOC_FILE = 'test-results/openapi.json'; // the path .redocly.lint-ignore.yaml names

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s?.close();
});

interface Operation {
  description: string;
  responses: Record<string, { $ref?: string }>;
}
const served = async () => (await rest(s.url, 'GET', 'api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
const docPath = (p: string) => '/' + p.replace(/^\//, '').replace(/:(\w+)/g, '{$1}');
const concrete = (p: string) => p.replace(/:(\w+)/g, () => randomUUID());

function redoclyLint(file: string): {
  totals: { errors: number; warnings: number; ignored: number };
  problems: { ruleId: string; message: string }[];
} {
  const cli = require.resolve('@redocly/cli/bin/cli.js', { paths: [ROOT] });
  const r = spawnSync(process.execPath, [cli, 'lint', file, '--format', 'json', '--max-problems', '1000'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const out = r.stdout.slice(r.stdout.indexOf('{'));
  if (!out) throw new Error(`redocly printed no report (exit ${r.status}): ${r.stderr}`);
  return JSON.parse(out);
}

describe('the OpenAPI document of the REST shim', () => {
  it('passes redocly lint with the recommended rules, no error and no warning, only the listed exceptions ignored', async () => {
    mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(path.join(ROOT, DOC_FILE), JSON.stringify(await served(), null, 2));
    const report = redoclyLint(DOC_FILE);
    expect(report.problems.filter((p) => !('ignored' in p && p.ignored)).map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 3 });
  }, 60_000);

  it('fails the lint when the document breaks a rule (an operation without an error answer)', async () => {
    const doc = await served();
    const responses = doc.paths['/api/list-shifts'].get.responses as Record<string, unknown>;
    for (const code of Object.keys(responses)) if (code.startsWith('4')) delete responses[code];
    writeFileSync(path.join(ROOT, 'test-results/openapi-broken.json'), JSON.stringify(doc));
    const report = redoclyLint('test-results/openapi-broken.json');
    expect(report.problems.map((p) => p.ruleId)).toContain('operation-4xx-response');
  }, 60_000);

  it('declares 401 on every staff route, and every staff route answers 401 without a token, with the error body', async () => {
    const doc = await served();
    for (const r of routes.filter((x) => x.auth === 'staff')) {
      const op = doc.paths[docPath(r.path)][r.method.toLowerCase()];
      const res = await rest(s.url, r.method, concrete(r.path), r.method === 'GET' || r.method === 'DELETE' ? {} : { body: {} });
      expect({ route: `${r.method} ${r.path}`, status: res.status, declared: Object.keys(op.responses) }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 401,
        declared: expect.arrayContaining(['400', '401', '503']),
      });
      expect(res.body).toEqual({ message: expect.any(String), errors: { Error: [res.body.message] }, statusText: 'Unauthorized' });
    }
  });

  it('declares 403 with the roles on a role-limited route, and another role gets 403 there', async () => {
    const { tenant, depot, manager } = await makeWorld(s.orm);
    const clerkRole = await makeRole(s.orm, tenant, 'Clerk');
    const clerk = await makeUser(s.orm, { tenant, depot, role: clerkRole.roleName });
    const admin = await makeUser(s.orm, { tenant, depot, role: 'TenantAdmin' });
    const tokens = {
      DepotManager: await loginToken(s.url, manager.username, TEST_PASSWORD),
      Clerk: await loginToken(s.url, clerk.username, TEST_PASSWORD),
      TenantAdmin: await loginToken(s.url, admin.username, TEST_PASSWORD),
    };
    const doc = await served();
    const limited = routes.filter((r) => r.roles);
    expect(limited.length).toBeGreaterThan(20);
    for (const r of limited) {
      const op = doc.paths[docPath(r.path)][r.method.toLowerCase()];
      expect(op.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
      expect(op.description).toContain(r.roles!.join(', '));
      const outsider = (['Clerk', 'DepotManager', 'TenantAdmin'] as const).find((role) => !r.roles!.includes(role))!;
      const res = await rest(s.url, r.method, concrete(r.path), { token: tokens[outsider], body: r.method === 'GET' ? undefined : {} });
      expect({ route: `${r.method} ${r.path}`, as: outsider, status: res.status }).toEqual({
        route: `${r.method} ${r.path}`,
        as: outsider,
        status: 403,
      });
    }
    // A route open to any staff member still declares 403: an API key without its scope (issue 26) gets it.
    expect(doc.paths['/api/list-shifts'].get.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    expect(doc.paths['/api/list-shifts'].get.description).toContain('Not open to API keys.');
  });

  it('declares 404, 409 and 429 where they occur, and the answers match', async () => {
    const { tenant, depot, admin } = await makeWorld(s.orm);
    const token = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const doc = await served();
    // 404: a shift that is not there (or another tenant's).
    const missing = await rest(s.url, 'GET', `api/get-shift/${randomUUID()}`, { token });
    expect(missing.status).toBe(404);
    expect(doc.paths['/api/get-shift/{id}'].get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    // 409: a role name taken (case-insensitive).
    await makeRole(s.orm, tenant, 'Forklift driver');
    const taken = await rest(s.url, 'POST', 'api/add-role', { token, body: { RoleName: 'FORKLIFT DRIVER' } });
    expect(taken.status).toBe(409);
    expect(doc.paths['/api/add-role'].post.responses['409']).toEqual({ $ref: '#/components/responses/Conflict' });
    // A read has no 409; a public kiosk route has 429 (its throttle) and no 401.
    expect(doc.paths['/api/list-shifts'].get.responses['409']).toBeUndefined();
    const kiosk = doc.paths['/api/find-depot/{tenantName}/{depotCode}'].get.responses;
    expect(Object.keys(kiosk).sort()).toEqual(['200', '400', '404', '429', '503']);
    expect((await rest(s.url, 'GET', `api/find-depot/${encodeURIComponent(tenant.name)}/${depot.code}`)).status).toBe(200);
  });

  it("adds a route's own error answers (errors) to those derived from it", () => {
    const route = {
      method: 'GET',
      path: 'api/things/:id/file',
      auth: 'staff',
      tag: 'Things',
      summary: 'A file',
      errors: [{ status: 410, description: 'The file was removed' }],
      run: async () => undefined,
    } as RestRoute<never>;
    const op = openApiDocument([route], '1')['paths']['/api/things/{id}/file'].get as Operation;
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404', '410', '429', '503']);
    expect(op.responses['410']).toMatchObject({ description: 'The file was removed' });
  });
});
