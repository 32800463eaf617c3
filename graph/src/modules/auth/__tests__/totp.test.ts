import { generate } from 'otplib';
import { fixedClock } from '../../../core/clock';
import { startTestServer, type TestServer } from '../../../test/server';
import { gql, loginToken, rest } from '../../../test/http';
import { makeWorld, TEST_PASSWORD } from '../../../test/factories';
import { SignInMessages } from '../../../contracts/sign-in-messages';

/**
 * Issue 25, staff sign-in: TOTP (RFC 6238) over HTTP: the guard, a forged challenge over GraphQL, the legacy REST login's
 * 403. Enrolment, codes, recovery codes, the throttle and the tenant's requirement are in totp.service.test.ts.
 */
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

const WITH_CODE = `mutation($c:String!,$k:String!){ signInWithCode(challenge:$c,code:$k){ token user { username totpEnabled } } }`;
const START = `mutation($c:String){ startTotpEnrolment(challenge:$c){ secret otpauthUri qrCode } }`;
const CONFIRM = `mutation($k:String!,$c:String){ confirmTotpEnrolment(code:$k,challenge:$c){ recoveryCodes session { token user { username totpEnabled } } } }`;

/** Turns TOTP on for a signed-in user from its profile: the secret and the recovery codes. */
async function enrol(token: string) {
  const started = await gql(s.url, START, {}, token);
  expect(started.errors).toBeUndefined();
  const { secret } = started.data.startTotpEnrolment;
  const confirmed = await gql(s.url, CONFIRM, { k: await codeFor(secret) }, token);
  expect(confirmed.errors).toBeUndefined();
  return { secret, recoveryCodes: confirmed.data.confirmTotpEnrolment.recoveryCodes as string[] };
}

describe('enrolment at /profile', () => {
  it('needs a session (or a sign-in challenge) to start', async () => {
    const r = await gql(s.url, START, {});
    expect(r.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('two-step sign-in', () => {
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
});
