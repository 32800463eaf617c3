import { startTestServer, type TestServer } from '../../test/server';
import { rest } from '../../test/http';
import { makeWorld, uniq } from '../../test/factories';
import { Messages } from '../../contracts/messages';
import { tokenFor } from '../../modules/tenants/__tests__/support';
import { walkIn } from '../../modules/visits/__tests__/support';
import { fromDriverError, loggable } from '../errors';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${s.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { errors: { message: string; extensions: { code: string } }[] } }));

describe('the edge: malformed input is a 400 naming the field, never a 5xx', () => {
  it('a non-UUID id anywhere in a REST request', async () => {
    const { admin } = await makeWorld(s.orm);
    const r = await rest(s.url, 'GET', 'api/list-shifts?tenantId=abc', { token: tokenFor(s, admin) });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({
      message: 'tenantId is not a valid id',
      errors: { Error: ['tenantId is not a valid id'], tenantId: ['tenantId is not a valid id'] },
      statusText: 'Bad Request',
    });
  });

  it('a NUL character in a text field, a path parameter or a query, public routes included', async () => {
    const { depot } = await makeWorld(s.orm);
    const login = await rest(s.url, 'POST', 'api/login', { body: { username: 'a\u0000b', password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body.errors.username).toEqual(['username must not contain a NUL character']);
    const status = await rest(s.url, 'GET', 'api/get-visitor-status/a%00b');
    expect(status.status).toBe(400);
    const walk = await walkIn(s, depot.id, { email: `${uniq('n')}@example.test`, firstName: 'Ada\u0000' });
    expect(walk.status).toBe(400);
    expect(walk.body.errors.firstName).toEqual(['firstName must not contain a NUL character']);
    const nested = await rest(s.url, 'POST', 'api/unplanned-visit-checkIn', {
      body: { depot: depot.id, ruleAnswers: { hr_1: 'y\u0000' } },
    });
    expect(nested.body.errors['ruleAnswers.hr_1']).toBeDefined();
    const q = await rest(s.url, 'GET', `api/QR-Info?meetingReference=V1%00`);
    expect(q.status).toBe(400);
    // A query field of the same name does not hide the path parameter's NUL (found by the fuzz test: 503).
    const shadowed = await rest(s.url, 'GET', 'request-password-email/a%00b?username=plain');
    expect(shadowed.status).toBe(400);
    expect(shadowed.body.errors.username).toEqual(['username must not contain a NUL character']);
  });

  it('GraphQL: NUL in a variable or a literal, a subscription over HTTP, a persisted-query hash: 400, not an internal error', async () => {
    const v = await post({
      query: 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: 'a\u0000', p: 'x' },
    });
    expect(v.status).toBe(400);
    expect(v.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const lit = await post({ query: 'mutation { login(username: "a\\u0000", password: "x") { token } }' });
    expect(lit.status).toBe(400);
    expect(lit.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const sub = await post(
      {
        query: 'subscription($d: ID!) { attendanceChanged(depotId: $d) { kind } }',
        variables: { d: '00000000-0000-0000-0000-000000000000' },
      },
      { 'apollo-require-preflight': 'true' },
    );
    expect(sub.status).toBe(400);
    expect(sub.body.errors[0]).toMatchObject({ message: Messages.subscriptionOverHttp, extensions: { code: 'BAD_REQUEST' } });
    const pq = await post({ query: '{ health }', extensions: { persistedQuery: { version: 1, sha256Hash: 'deadbeef' } } });
    expect(pq.status).toBeLessThan(500);
    expect(JSON.stringify(pq.body)).not.toContain('INTERNAL_SERVER_ERROR');
  });
});

describe('the safety net and the logs', () => {
  it('a driver error the services did not name becomes a 4xx; the log line never carries the SQL or its values', () => {
    const err = Object.assign(
      new Error(
        `insert into "attendee" ("first_name", "email") values ('Ada', 'ada@example.test') - invalid byte sequence for encoding "UTF8": 0x00`,
      ),
      {
        name: 'DriverException',
        code: '22021',
        routine: 'report_invalid_encoding',
      },
    );
    expect(fromDriverError(err)).toMatchObject({ code: 'BAD_USER_INPUT', message: Messages.invalidValue });
    expect(fromDriverError(Object.assign(new Error('dup'), { code: '23505' }))).toMatchObject({ code: 'CONFLICT' });
    expect(fromDriverError(Object.assign(new Error('deadlock'), { code: '40P01' }))).toMatchObject({ code: 'CONFLICT' });
    expect(fromDriverError(new Error('plain'))).toBeUndefined();
    const line = JSON.stringify(loggable(err));
    expect(line).toContain('22021');
    expect(line).not.toMatch(/ada@example\.test|'Ada'|insert into/);
  });
});
