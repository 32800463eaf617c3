import { generate } from 'otplib';
import { fixedClock } from '../../../core/clock';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { makeDepot, makeTenant, makeUser, makeWorld, TEST_PASSWORD } from '../../../test/factories';
import { Messages } from '../../../contracts/messages';
import { SignInMessages } from '../../../contracts/sign-in-messages';

/** Issue 25, staff sign-in: TOTP (RFC 6238) with recovery codes, throttled like passwords, required per tenant. */
const clock = fixedClock('2026-11-26T10:00:05Z');
const epoch = () => Math.floor(clock.now().getTime() / 1000);
const codeFor = (secret: string, at = epoch()) => generate({ secret, epoch: at });
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ worker: false, clock });
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => clock.set('2026-11-26T10:00:05Z'));

const SIGN_IN = `mutation($u:String!,$p:String!){ signIn(username:$u,password:$p){ next challenge challengeExpiresAt session { token user { username totpEnabled } } } }`;
const WITH_CODE = `mutation($c:String!,$k:String!){ signInWithCode(challenge:$c,code:$k){ token user { username totpEnabled } } }`;
const START = `mutation($c:String){ startTotpEnrolment(challenge:$c){ secret otpauthUri qrCode } }`;
const CONFIRM = `mutation($k:String!,$c:String){ confirmTotpEnrolment(code:$k,challenge:$c){ recoveryCodes session { token user { username totpEnabled } } } }`;

async function signIn(username: string, password = TEST_PASSWORD) {
  const r = await gql(s.url, SIGN_IN, { u: username, p: password });
  expect(r.errors).toBeUndefined();
  return r.data.signIn as { next: string; challenge: string | null; session: { token: string } | null };
}

/** Turns TOTP on for a signed-in user from its profile: the secret and the recovery codes. */
async function enrol(token: string) {
  const started = await gql(s.url, START, {}, token);
  expect(started.errors).toBeUndefined();
  const { secret } = started.data.startTotpEnrolment;
  const confirmed = await gql(s.url, CONFIRM, { k: await codeFor(secret) }, token);
  expect(confirmed.errors).toBeUndefined();
  return { secret, recoveryCodes: confirmed.data.confirmTotpEnrolment.recoveryCodes as string[] };
}

interface AuditRow {
  actor_id: string;
  changes: Record<string, { masked: boolean; after: unknown }>;
}
async function auditRows(userId: string, action: string): Promise<AuditRow[]> {
  return s.orm.em
    .fork()
    .getConnection()
    .execute<AuditRow[]>(`select actor_id, changes from audit_log where action = ? and (target_id = ? or actor_id = ?) order by id`, [
      action,
      userId,
      userId,
    ]);
}

describe('enrolment at /profile', () => {
  it('shows a secret once (QR code and text), turns on with the first code, gives ten recovery codes, stores the secret sealed and audits it', async () => {
    const { admin } = await makeWorld(s.orm);
    const first = await signIn(admin.username);
    expect(first.next).toBe('SESSION');
    const token = first.session!.token;

    const started = await gql(s.url, START, {}, token);
    expect(started.errors).toBeUndefined();
    const { secret, otpauthUri, qrCode } = started.data.startTotpEnrolment;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(`otpauth://totp/Depot%20Register:${admin.username}?secret=${secret}&issuer=Depot%20Register`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);

    // A wrong first code leaves it off.
    const wrong = await gql(s.url, CONFIRM, { k: (Number(await codeFor(secret)) + 1).toString().padStart(6, '0').slice(-6) }, token);
    expect(wrong.errors?.[0]).toMatchObject({ message: SignInMessages.totpCodeWrong, extensions: { code: 'BAD_USER_INPUT' } });
    const malformed = await gql(s.url, CONFIRM, { k: 'abc' }, token);
    expect(malformed.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql(s.url, '{ me { totpEnabled } }', {}, token)).data.me.totpEnabled).toBe(false);

    const confirmed = await gql(s.url, CONFIRM, { k: await codeFor(secret) }, token);
    expect(confirmed.errors).toBeUndefined();
    const codes: string[] = confirmed.data.confirmTotpEnrolment.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(confirmed.data.confirmTotpEnrolment.session).toBeNull();
    expect((await gql(s.url, '{ me { totpEnabled } }', {}, token)).data.me.totpEnabled).toBe(true);

    // Stored sealed and hashed: neither the secret nor a recovery code is in the database as text.
    const [row] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select totp_secret, totp_pending_secret from app_user where id = ?`, [admin.id]);
    expect(row.totp_pending_secret).toBeNull();
    expect(row.totp_secret).toMatch(/^v1\./);
    expect(row.totp_secret).not.toContain(secret);
    const stored = await s.orm.em.fork().getConnection().execute(`select code_hash from user_recovery_code where user_id = ?`, [admin.id]);
    expect(stored).toHaveLength(10);
    expect(stored.map((r: { code_hash: string }) => r.code_hash)).not.toContain(codes[0]);

    // A second enrolment is refused while it is on.
    const again = await gql(s.url, START, {}, token);
    expect(again.errors?.[0]).toMatchObject({ message: SignInMessages.totpAlreadyOn, extensions: { code: 'BAD_USER_INPUT' } });

    const audit = await auditRows(admin.id, 'user.totp-enable');
    const userRow = audit.find((r) => r.changes.totp_secret);
    expect(userRow?.actor_id).toBe(admin.id);
    expect(userRow?.changes.totp_secret).toEqual({ before: null, after: '(personal)', masked: true });
  });

  it('turns on once when the same first code is sent twice at once', async () => {
    const { manager } = await makeWorld(s.orm);
    const token = await loginToken(s.url, manager.username, TEST_PASSWORD);
    const started = await gql(s.url, START, {}, token);
    const code = await codeFor(started.data.startTotpEnrolment.secret);
    const answers = await Promise.all([1, 2].map(() => gql(s.url, CONFIRM, { k: code }, token)));
    expect(answers.filter((r) => !r.errors)).toHaveLength(1);
    expect(answers.filter((r) => ['BAD_USER_INPUT', 'CONFLICT'].includes(r.errors?.[0].extensions?.code ?? ''))).toHaveLength(1);
    const [{ n }] = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select count(*)::int as n from user_recovery_code where user_id = ?`, [manager.id]);
    expect(n).toBe(10);
  });

  it('needs a session (or a sign-in challenge) to start', async () => {
    const r = await gql(s.url, START, {});
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('two-step sign-in', () => {
  it('answers a challenge, then the session for a right code; a wrong code, a replayed code and a challenge used as a session are refused', async () => {
    const { manager } = await makeWorld(s.orm);
    const { secret } = await enrol(await loginToken(s.url, manager.username, TEST_PASSWORD));
    clock.set('2026-11-26T10:01:05Z');

    const step = await signIn(manager.username);
    expect(step).toMatchObject({ next: 'TOTP_CODE', session: null });
    expect(step.challenge).toBeTruthy();
    // The challenge is no session.
    const asSession = await gql(s.url, '{ me { username } }', {}, step.challenge!);
    expect(asSession.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const wrong = await gql(s.url, WITH_CODE, { c: step.challenge, k: '000000' === (await codeFor(secret)) ? '111111' : '000000' });
    expect(wrong.errors?.[0]).toMatchObject({ message: SignInMessages.totpCodeWrong, extensions: { code: 'BAD_USER_INPUT' } });

    const code = await codeFor(secret);
    const ok = await gql(s.url, WITH_CODE, { c: step.challenge, k: code });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.signInWithCode.user).toEqual({ username: manager.username, totpEnabled: true });
    const me = await gql(s.url, '{ me { username } }', {}, ok.data.signInWithCode.token);
    expect(me.data.me.username).toBe(manager.username);

    // The same code again (same time step), even with a fresh challenge: refused.
    const step2 = await signIn(manager.username);
    const replay = await gql(s.url, WITH_CODE, { c: step2.challenge, k: code });
    expect(replay.errors?.[0]).toMatchObject({ message: SignInMessages.totpCodeUsed, extensions: { code: 'BAD_USER_INPUT' } });
    // The previous step's code is refused too; the next step's works.
    const previous = await gql(s.url, WITH_CODE, { c: step2.challenge, k: await codeFor(secret, epoch() - 30) });
    expect(previous.errors?.[0].message).toMatch(/used already|not right/);
    clock.set('2026-11-26T10:01:35Z');
    const next = await gql(s.url, WITH_CODE, { c: step2.challenge, k: await codeFor(secret) });
    expect(next.errors).toBeUndefined();
  });

  it('lets one of two requests with the same code through when they arrive at once', async () => {
    const { manager } = await makeWorld(s.orm);
    const { secret } = await enrol(await loginToken(s.url, manager.username, TEST_PASSWORD));
    clock.set('2026-11-26T10:02:05Z');
    const [a, b] = [await signIn(manager.username), await signIn(manager.username)];
    const code = await codeFor(secret);
    const answers = await Promise.all([a, b].map((st) => gql(s.url, WITH_CODE, { c: st.challenge, k: code })));
    expect(answers.filter((r) => !r.errors).length).toBe(1);
    expect(answers.filter((r) => r.errors?.[0].message === SignInMessages.totpCodeUsed).length).toBe(1);
  });

  it('takes each recovery code once', async () => {
    const { manager } = await makeWorld(s.orm);
    const { recoveryCodes } = await enrol(await loginToken(s.url, manager.username, TEST_PASSWORD));
    const step = await signIn(manager.username);
    const used = await gql(s.url, WITH_CODE, { c: step.challenge, k: recoveryCodes[3].toUpperCase() });
    expect(used.errors).toBeUndefined();
    expect(used.data.signInWithCode.user.username).toBe(manager.username);
    const again = await gql(s.url, WITH_CODE, { c: (await signIn(manager.username)).challenge, k: recoveryCodes[3] });
    expect(again.errors?.[0]).toMatchObject({ message: SignInMessages.totpCodeWrong, extensions: { code: 'BAD_USER_INPUT' } });
    const other = await gql(s.url, WITH_CODE, { c: (await signIn(manager.username)).challenge, k: recoveryCodes[4] });
    expect(other.errors).toBeUndefined();
  });

  it('throttles wrong codes like passwords: a burst of 15 at once gets 10 checks, then even the right code waits', async () => {
    const { manager } = await makeWorld(s.orm);
    const { secret } = await enrol(await loginToken(s.url, manager.username, TEST_PASSWORD));
    const step = await signIn(manager.username);
    const answers = await Promise.all(Array.from({ length: 15 }, () => gql(s.url, WITH_CODE, { c: step.challenge, k: 'zzzzz-zzzzz' })));
    const codes = answers.map((r) => r.errors?.[0].extensions?.code);
    expect(codes.filter((c) => c === 'BAD_USER_INPUT')).toHaveLength(10);
    expect(codes.filter((c) => c === 'RATE_LIMITED')).toHaveLength(5);
    clock.set('2026-11-26T10:03:05Z');
    const right = await gql(s.url, WITH_CODE, { c: step.challenge, k: await codeFor(secret) });
    expect(right.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });

  it('refuses a forged, expired-looking or foreign challenge', async () => {
    const r = await gql(s.url, WITH_CODE, { c: 'not-a-challenge', k: '123456' });
    expect(r.errors?.[0]).toMatchObject({ message: SignInMessages.totpChallengeExpired, extensions: { code: 'UNAUTHENTICATED' } });
    // A session token is no challenge either.
    const { admin } = await makeWorld(s.orm);
    const session = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const r2 = await gql(s.url, WITH_CODE, { c: session, k: '123456' });
    expect(r2.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('keeps the legacy one-step login for accounts without TOTP and refuses it, with a clear message, for accounts with it', async () => {
    const { admin, manager } = await makeWorld(s.orm);
    await enrol(await loginToken(s.url, manager.username, TEST_PASSWORD));
    const plain = await rest(s.url, 'POST', 'api/login', { body: { username: admin.username, password: TEST_PASSWORD } });
    expect(plain.status).toBe(200);
    expect(plain.body.token).toBeTruthy();
    const refused = await rest(s.url, 'POST', 'api/login', { body: { username: manager.username, password: TEST_PASSWORD } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      message: SignInMessages.totpLegacyLoginRefused,
      errors: { Error: [SignInMessages.totpLegacyLoginRefused] },
    });
    expect(refused.body.token).toBeUndefined();
    const gqlLogin = await gql(s.url, 'mutation($u:String!,$p:String!){ login(username:$u,password:$p){ token } }', {
      u: manager.username,
      p: TEST_PASSWORD,
    });
    expect(gqlLogin.errors?.[0]).toMatchObject({ message: SignInMessages.totpLegacyLoginRefused, extensions: { code: 'FORBIDDEN' } });
    // A wrong password still answers as a wrong password (nothing is revealed about TOTP before the password).
    const wrong = await rest(s.url, 'POST', 'api/login', { body: { username: manager.username, password: 'nope-nope-nope' } });
    expect(wrong.status).toBe(401);
  });

  it('turns off with the password and a code, audited; then sign-in is one step again', async () => {
    const { manager } = await makeWorld(s.orm);
    const token = await loginToken(s.url, manager.username, TEST_PASSWORD);
    const { secret } = await enrol(token);
    clock.set('2026-11-26T10:04:05Z');
    const DISABLE = `mutation($p:String!,$k:String!){ disableTotp(password:$p,code:$k) }`;
    const badPassword = await gql(s.url, DISABLE, { p: 'wrong-password', k: await codeFor(secret) }, token);
    expect(badPassword.errors?.[0]).toMatchObject({ message: Messages.currentPasswordWrong, extensions: { code: 'BAD_USER_INPUT' } });
    const badCode = await gql(s.url, DISABLE, { p: TEST_PASSWORD, k: '12345x' }, token);
    expect(badCode.errors?.[0]).toMatchObject({ message: SignInMessages.totpCodeWrong });
    const off = await gql(s.url, DISABLE, { p: TEST_PASSWORD, k: await codeFor(secret) }, token);
    expect(off.errors).toBeUndefined();
    expect(off.data.disableTotp).toBe(true);
    expect((await signIn(manager.username)).next).toBe('SESSION');
    const [row] = await s.orm.em.fork().getConnection().execute(`select totp_secret from app_user where id = ?`, [manager.id]);
    expect(row.totp_secret).toBeNull();
    expect(await s.orm.em.fork().getConnection().execute(`select 1 from user_recovery_code where user_id = ?`, [manager.id])).toHaveLength(
      0,
    );
    const audit = await auditRows(manager.id, 'user.totp-disable');
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0].actor_id).toBe(manager.id);
  });
});

describe('required by the tenant', () => {
  const REQUIRE = `mutation($r:Boolean!,$t:ID){ setTenantRequireTotp(required:$r,tenantId:$t){ tenantId requireTotp } }`;

  it('needs the admin own TOTP first, ends the sessions of staff without it, and leads them to enrol at sign-in', async () => {
    const { tenant, admin, manager } = await makeWorld(s.orm);
    const adminToken = await loginToken(s.url, admin.username, TEST_PASSWORD);
    const managerToken = await loginToken(s.url, manager.username, TEST_PASSWORD);

    const notYet = await gql(s.url, REQUIRE, { r: true }, adminToken);
    expect(notYet.errors?.[0]).toMatchObject({ message: SignInMessages.totpOwnFirst, extensions: { code: 'BAD_USER_INPUT' } });
    const denied = await gql(s.url, REQUIRE, { r: true }, managerToken);
    expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    await enrol(adminToken);
    const on = await gql(s.url, REQUIRE, { r: true }, adminToken);
    expect(on.errors).toBeUndefined();
    expect(on.data.setTenantRequireTotp).toEqual({ tenantId: tenant.id, requireTotp: true });
    const audit = await s.orm.em
      .fork()
      .getConnection()
      .execute(`select actor_id, changes from audit_log where action = 'tenant.require-totp' and target_id = ?`, [tenant.id]);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor_id: admin.id, changes: { require_totp: { before: false, after: true, masked: false } } });

    // The manager's session (no TOTP) has ended; the admin's (TOTP on) goes on.
    expect((await gql(s.url, '{ me { username } }', {}, managerToken)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(s.url, '{ me { username } }', {}, adminToken)).data.me.username).toBe(admin.username);

    // The manager cannot get a session without enrolling: not by the legacy login, not by a challenge.
    expect((await rest(s.url, 'POST', 'api/login', { body: { username: manager.username, password: TEST_PASSWORD } })).status).toBe(403);
    const step = await signIn(manager.username);
    expect(step).toMatchObject({ next: 'TOTP_ENROL', session: null });
    expect((await gql(s.url, '{ me { username } }', {}, step.challenge!)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const codeChallenge = await gql(s.url, WITH_CODE, { c: step.challenge, k: '123456' });
    expect(codeChallenge.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');

    const started = await gql(s.url, START, { c: step.challenge });
    expect(started.errors).toBeUndefined();
    const { secret } = started.data.startTotpEnrolment;
    const confirmed = await gql(s.url, CONFIRM, { k: await codeFor(secret), c: step.challenge });
    expect(confirmed.errors).toBeUndefined();
    const { recoveryCodes, session } = confirmed.data.confirmTotpEnrolment;
    expect(recoveryCodes).toHaveLength(10);
    expect(session.user).toEqual({ username: manager.username, totpEnabled: true });
    expect((await gql(s.url, '{ me { username totpRequired } }', {}, session.token)).data.me).toEqual({
      username: manager.username,
      totpRequired: true,
    });
    // Enrolled during the sign-in: the audit trail names the user itself.
    const enabled = await auditRows(manager.id, 'user.totp-enable');
    expect(enabled.some((r) => r.actor_id === manager.id)).toBe(true);
    // From now on, the code step.
    expect((await signIn(manager.username)).next).toBe('TOTP_CODE');
  });

  it('lets a SuperAdmin set it for the tenant it names, and leaves other tenants alone', async () => {
    const superAdmin = await makeUser(s.orm, { role: 'SuperAdmin' });
    const tenant = await makeTenant(s.orm);
    const other = await makeTenant(s.orm);
    const otherUser = await makeUser(s.orm, { tenant: other, depot: await makeDepot(s.orm, other), role: 'DepotManager' });
    const token = await loginToken(s.url, superAdmin.username, TEST_PASSWORD);
    const missing = await gql(s.url, REQUIRE, { r: true }, token);
    expect(missing.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const on = await gql(s.url, REQUIRE, { r: true, t: tenant.id }, token);
    expect(on.data.setTenantRequireTotp.requireTotp).toBe(true);
    expect((await signIn(otherUser.username)).next).toBe('SESSION');
    const off = await gql(s.url, REQUIRE, { r: false, t: tenant.id }, token);
    expect(off.data.setTenantRequireTotp.requireTotp).toBe(false);
  });
});
