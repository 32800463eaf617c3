import { createHash } from 'node:crypto';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { makeWorld, TEST_PASSWORD, uniq } from '../../../test/factories';
import { tokenFor } from '../../tenants/__tests__/support';

/**
 * Issue 40, authentication leaves a trace: each fact is one audit_log row with who, when and from where, written where
 * the fact happens (the auth services, core/audit.ts recordAuditEvent): sign-ins by password (and TOTP, recovery code,
 * single sign-on: totp.test.ts, oidc.test.ts), refused sign-ins (never the password tried), logouts, password changes,
 * an admin's reset e-mail, API keys made and revoked, reads of the trail and data-subject searches.
 */
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false });
});
afterAll(async () => {
  await s.close();
});

interface Row {
  id: string;
  at: Date;
  actor_id: string | null;
  actor_username: string;
  tenant_id: string | null;
  action: string;
  operation: string;
  target_id: string | null;
  changes: Record<string, { after: unknown }>;
  ip: string | null;
}
const sql = async <T>(q: string, params: unknown[] = []) => (await s.orm.em.fork().getConnection().execute(q, params)) as T[];
const lastId = async () => Number((await sql<{ m: string | null }>(`select max(id) as m from audit_log`))[0].m ?? 0);
/** The rows of `action` since `after` of one tenant (or of a name tried that is no account): other files run beside. */
const rowsSince = (after: number, action: string, tenantId: string, triedName = '') =>
  sql<Row>(`select * from audit_log where id > ? and action = ? and (tenant_id = ? or actor_username = ?) order by id`, [
    after,
    action,
    tenantId,
    triedName,
  ]);
const LOOPBACK = /^(::ffff:)?127\.0\.0\.1$|^::1$/;

describe('authentication leaves a trace (issue 40)', () => {
  it('a password sign-in (REST and GraphQL) and a refused one, never with the password tried', async () => {
    const { tenant, manager } = await makeWorld(s.orm);
    const before = await lastId();
    await loginToken(s.url, manager.username, TEST_PASSWORD);
    const step = await gql(s.url, 'mutation($u: String!, $p: String!) { signIn(username: $u, password: $p) { next } }', {
      u: manager.username,
      p: TEST_PASSWORD,
    });
    expect(step.data.signIn.next).toBe('SESSION');
    const signIns = await rowsSince(before, 'auth.sign-in', tenant.id);
    expect(signIns).toHaveLength(2);
    for (const r of signIns) {
      expect(r).toMatchObject({
        actor_id: manager.id,
        actor_username: manager.username,
        tenant_id: tenant.id,
        operation: 'EVENT',
        target_id: manager.id,
      });
      expect(r.changes.method.after).toBe('password');
      expect(r.ip).toMatch(LOOPBACK);
      expect(r.at).toBeTruthy();
    }

    const wrong = `Wrong-${uniq()}`;
    expect((await rest(s.url, 'POST', 'api/login', { body: { username: manager.username, password: wrong } })).status).toBe(401);
    const nobody = uniq('nobody_');
    expect((await rest(s.url, 'POST', 'api/login', { body: { username: nobody, password: wrong } })).status).toBe(401);
    const refused = await rowsSince(before, 'auth.sign-in-refused', tenant.id, nobody);
    expect(refused.map((r) => [r.actor_id, r.actor_username, r.tenant_id, r.changes.reason.after])).toEqual([
      [manager.id, manager.username, tenant.id, 'wrong-password'],
      [null, nobody, null, 'unknown-username'],
    ]);
    for (const r of refused) expect(r.ip).toMatch(LOOPBACK);
    expect(JSON.stringify(refused)).not.toContain(wrong);
  });

  it('a logout, a password change and an admin’s reset e-mail', async () => {
    const { tenant, admin, manager } = await makeWorld(s.orm);
    const before = await lastId();
    const token = await loginToken(s.url, manager.username, TEST_PASSWORD);
    const changed = await gql(
      s.url,
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { token } }',
      { i: { currentPassword: TEST_PASSWORD, newPassword: 'Another-Horse-10' } },
      token,
    );
    expect(changed.errors).toBeUndefined();
    expect((await gql(s.url, 'mutation { logout }', {}, changed.data.changePassword.token)).data.logout).toBe(true);
    const reset = await gql(s.url, 'mutation($id: ID!) { sendUserPasswordReset(id: $id) }', { id: manager.id }, tokenFor(s, admin));
    expect(reset.errors).toBeUndefined();
    for (const [action, actor] of [
      ['user.password-change', manager],
      ['auth.logout', manager],
      ['user.send-reset', admin],
    ] as const) {
      const rows = await rowsSince(before, action, tenant.id);
      expect([action, rows.length]).toEqual([action, 1]);
      expect(rows[0]).toMatchObject({ actor_id: actor.id, actor_username: actor.username, target_id: manager.id });
      expect(rows[0].ip).toMatch(LOOPBACK);
    }
    // The new password hash is masked, never written out.
    expect(JSON.stringify(await rowsSince(before, 'user.password-change', tenant.id))).not.toContain('$argon2');
  });

  it('API keys made and revoked, the trail read, a data subject searched (the address only as its hash)', async () => {
    const { tenant, admin } = await makeWorld(s.orm);
    const token = tokenFor(s, admin);
    const before = await lastId();
    const made = await gql(
      s.url,
      'mutation($i: CreateApiKeyInput!) { createApiKey(input: $i) { key { id } } }',
      { i: { name: uniq('k '), scopes: ['READ_REPORTS'] } },
      token,
    );
    const keyId = made.data.createApiKey.key.id;
    expect((await gql(s.url, 'mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: keyId }, token)).errors).toBeUndefined();
    for (const action of ['apikey.create', 'apikey.revoke']) {
      const rows = await rowsSince(before, action, tenant.id);
      expect([action, rows.map((r) => [r.actor_id, r.target_id])]).toEqual([action, [[admin.id, keyId]]]);
    }

    const read = await gql(s.url, 'query { auditTrail(page: { page: 1, pageSize: 5 }) { total rows { action } } }', {}, token);
    expect(read.errors).toBeUndefined();
    // The page does not show its own reading; the next one does.
    expect(read.data.auditTrail.rows.map((r: { action: string }) => r.action)).not.toContain('audit.read');
    const reads = await rowsSince(before, 'audit.read', tenant.id);
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ actor_id: admin.id, tenant_id: tenant.id, operation: 'EVENT' });
    expect(reads[0].ip).toMatch(LOOPBACK);

    const email = `${uniq('subject')}@example.test`;
    const found = await gql(s.url, 'query($i: DataSubjectInput!) { dataSubject(input: $i) { id } }', { i: { email } }, token);
    expect(found.errors).toBeUndefined();
    const searches = await rowsSince(before, 'subject.search', tenant.id);
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ actor_id: admin.id, tenant_id: tenant.id });
    expect(searches[0].changes.emailSha256.after).toBe(createHash('sha256').update(email).digest('hex'));
    expect(searches[0].changes.found.after).toBe(0);
    expect(JSON.stringify(searches)).not.toContain(email);
  });
});
