import { ANONYMOUS } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { makeWorld, TEST_PASSWORD } from '../../../test/factories';
import { serviceTier, statusOf } from '../../../test/service-tier';
import { ChangePasswordCommand, LoginCommand, ResetPasswordCommand } from '../../users/password.commands';

/**
 * Wrong passwords slow the guesser without locking the account's owner out, and the limits hold under a burst; the
 * rules at the service tier (issue 24), counted in Redis (a prefix of each suite's own) with the client's address
 * given as the request's would be. The HTTP suite (throttle.test.ts) keeps how that address is read (X-Forwarded-For
 * and TRUST_PROXY) and the kiosk lookup budget shared by REST, GraphQL and graphql-ws. Statuses are those REST answers.
 */
type Tier = Awaited<ReturnType<typeof serviceTier>>;
const login = (t: Tier, username: string, password: string, ip: string) =>
  statusOf(t.as(ANONYMOUS).auth.login(ANONYMOUS, parse(LoginCommand, { username, password }), ip));

describe('per client, per account: the guesser is slowed, not the owner', () => {
  let t: Tier;
  beforeAll(async () => {
    t = await serviceTier({
      label: 'throttle',
      redis: true,
      limits: { loginPerIp: 8, resetPerIp: 5, loginFailuresPerPair: 3, loginFailuresPerUser: 8, resetFailuresPerUser: 3 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it("wrong passwords slow the guesser, not the owner: another client's failures never block the owner", async () => {
    const { admin } = await makeWorld(t.orm);
    const attacker = '192.0.2.66';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push(await login(t, admin.username, 'wrong-password', attacker));
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Even the right password is refused to the guesser's address while its window lasts.
    expect(await login(t, admin.username, TEST_PASSWORD, attacker)).toBe(429);
    // The owner, elsewhere, logs in at once.
    expect(await login(t, admin.username, TEST_PASSWORD, '192.0.2.10')).toBe(200);
  });

  it("a success clears its own address's failures", async () => {
    const { admin } = await makeWorld(t.orm);
    const owner = '192.0.2.11';
    for (let i = 0; i < 2; i++) expect(await login(t, admin.username, 'typo-password', owner)).toBe(401);
    expect(await login(t, admin.username, TEST_PASSWORD, owner)).toBe(200);
    for (let i = 0; i < 2; i++) expect(await login(t, admin.username, 'typo-password', owner)).toBe(401);
    expect(await login(t, admin.username, TEST_PASSWORD, owner)).toBe(200);
  });

  it('guessing spread over many addresses meets the per-account ceiling', async () => {
    const { admin } = await makeWorld(t.orm);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push(await login(t, admin.username, 'wrong-password', `192.0.2.${100 + i}`));
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
  });

  it('reset submissions with bad tokens are limited per account, from any address', async () => {
    const { admin } = await makeWorld(t.orm);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const cmd = parse(ResetPasswordCommand, { token: `guess-${i}`, username: admin.username, password: 'new-password-1' });
      statuses.push(await statusOf(t.as(ANONYMOUS).auth.resetPassword(ANONYMOUS, cmd, `192.0.2.${200 + i}`)));
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429]);
  });
});

describe('limits hold under a burst sent at once (issue 25: they were checked first and counted after)', () => {
  let t: Tier;
  beforeAll(async () => {
    t = await serviceTier({
      label: 'burst',
      redis: true,
      limits: { loginPerIp: 1000, resetPerIp: 5, loginFailuresPerPair: 10, loginFailuresPerUser: 20 },
    });
  });
  afterAll(async () => {
    await t.close();
  });
  const tally = (statuses: number[]) => statuses.reduce<Record<number, number>>((c, x) => ({ ...c, [x]: (c[x] ?? 0) + 1 }), {});

  it('30 wrong passwords at once from one address: 10 checked, 20 refused', async () => {
    const { admin } = await makeWorld(t.orm);
    const statuses = await Promise.all(Array.from({ length: 30 }, () => login(t, admin.username, 'wrong-password', '198.51.100.30')));
    expect(tally(statuses)).toEqual({ 401: 10, 429: 20 });
  });

  it('8 addresses bursting at one account stay within the account ceiling', async () => {
    const { admin } = await makeWorld(t.orm);
    const statuses = await Promise.all(
      Array.from({ length: 80 }, (_, i) => login(t, admin.username, 'wrong-password', `198.51.100.${40 + (i % 8)}`)),
    );
    expect(tally(statuses)).toEqual({ 401: 20, 429: 60 });
  });

  it('30 wrong current passwords at once on change-password: 10 checked, 20 refused', async () => {
    const { admin } = await makeWorld(t.orm);
    const { token } = await t
      .as(ANONYMOUS)
      .auth.login(ANONYMOUS, parse(LoginCommand, { username: admin.username, password: TEST_PASSWORD }), '198.51.100.90');
    const me = await t.as(ANONYMOUS).auth.authenticate(token);
    const cmd = parse(ChangePasswordCommand, { currentPassword: 'not-the-password', newPassword: 'brand-new-pass' });
    const statuses = await Promise.all(Array.from({ length: 30 }, () => statusOf(t.as(me).auth.changePassword(me, cmd))));
    expect(tally(statuses)).toEqual({ 400: 10, 429: 20 });
  });
});
