import { randomUUID } from 'node:crypto';
import { ANONYMOUS, type Actor } from '../../../core/auth/actor';
import { parse } from '../../../core/command';
import { makeUser, makeWorld, TEST_PASSWORD, uniq } from '../../../test/factories';
import { failure, serviceTier, statusOf } from '../../../test/service-tier';
import { Messages } from '../../../contracts/messages';
import { User } from '../../users/user.entity';
import { PasswordResetToken } from '../../users/password-reset-token.entity';
import { ChangePasswordCommand, CheckResetLinkCommand, LoginCommand, ResetPasswordCommand } from '../../users/password.commands';
import { hashResetToken } from '../reset-token';

/**
 * Passwords, sessions, reset links and change-password at the service tier (issue 24). The HTTP suite (auth.test.ts)
 * keeps the REST and GraphQL answers: the error bodies, the token checks of a request, register-user's legacy form,
 * bad input never a 500, and the guards.
 */
let t: Awaited<ReturnType<typeof serviceTier>>;
beforeAll(async () => {
  // As the HTTP suite's server: throttles in Redis, every caller one address, per-IP limits out of the way.
  t = await serviceTier({ label: 'auth', redis: true, limits: { loginPerIp: 100000, resetPerIp: 100000 } });
});
afterAll(async () => {
  await t.close();
});

const anon = () => t.as(ANONYMOUS).auth;
const login = (username: string, password: string) => anon().login(ANONYMOUS, parse(LoginCommand, { username, password }));
/** The actor a bearer token is, as a request carrying it would be (UNAUTHENTICATED when it is none). */
const session = (token: string) => anon().authenticate(token);
const tokenOf = async (username: string) => (await login(username, TEST_PASSWORD)).token;
const resetPassword = (body: Record<string, unknown>) => anon().resetPassword(ANONYMOUS, parse(ResetPasswordCommand, body));

describe('login', () => {
  it('is case-insensitive on the username', async () => {
    const { admin } = await makeWorld(t.orm);
    const r = await login(admin.username.toUpperCase(), TEST_PASSWORD);
    expect(r.user.username).toBe(admin.username);
  });

  it('requires username and password with field messages', async () => {
    const r = await failure(() => parse(LoginCommand, {}));
    expect(r.code).toBe('BAD_USER_INPUT');
    expect(r.fields?.username).toEqual(['Username is required']);
    expect(r.fields?.password).toEqual(['Password is required']);
  });

  it('throttles repeated failures per account with 429', async () => {
    const { admin } = await makeWorld(t.orm);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push(await statusOf(login(admin.username, 'wrong-password')));
    expect(statuses.slice(0, 10).every((x) => x === 401)).toBe(true);
    expect(statuses[11]).toBe(429);
    const blocked = await failure(login(admin.username, TEST_PASSWORD));
    expect(blocked.code).toBe('RATE_LIMITED');
    expect(blocked.message).toBe(Messages.tooManyRequests);
  });
});

describe('tokens', () => {
  it('logout revokes every token of the user; a new login works', async () => {
    const { admin } = await makeWorld(t.orm);
    const t1 = await tokenOf(admin.username);
    const t2 = await tokenOf(admin.username);
    const me = await session(t1);
    expect(await t.as(me).auth.logout(me)).toBe(true);
    expect((await failure(session(t1))).code).toBe('UNAUTHENTICATED');
    expect((await failure(session(t2))).code).toBe('UNAUTHENTICATED');
    const t3 = await tokenOf(admin.username);
    expect((await session(t3)).kind).toBe('staff');
  });

  it('a disabled user is refused at once', async () => {
    const { admin } = await makeWorld(t.orm);
    const token = await tokenOf(admin.username);
    await t.orm.em.fork().nativeUpdate(User, { id: admin.id }, { disabled: true });
    expect((await failure(session(token))).code).toBe('UNAUTHENTICATED');
  });
});

describe('reset a password', () => {
  it('answers a clear BAD_USER_INPUT for a reset with a bad token and changes nothing', async () => {
    const user = await makeUser(t.orm, { role: 'SuperAdmin' });
    const r = await failure(
      resetPassword({ token: 'AAAA', username: user.username, password: 'new-password-1', password_confirmation: 'new-password-1' }),
    );
    expect(r.code).toBe('BAD_USER_INPUT');
    expect(r.message).toBe(Messages.resetLinkInvalid);
    const mismatch = await failure(() =>
      resetPassword({ token: 'AAAA', username: user.username, password: 'new-password-1', password_confirmation: 'other' }),
    );
    expect(mismatch.message).toBe(Messages.passwordsDoNotMatch);
    expect(await statusOf(login(user.username, TEST_PASSWORD))).toBe(200);
  });

  it('resetLinkValid: true for a live link, false once used, expired or for another username', async () => {
    const user = await makeUser(t.orm, { role: 'SuperAdmin' });
    const em = t.orm.em.fork();
    const mint = (token: string, expiresAt: Date) =>
      em.create(PasswordResetToken, {
        user: em.getReference(User, user.id),
        tokenHash: hashResetToken(token),
        expiresAt,
        sourceEventId: randomUUID(),
      });
    mint('LIVE-TOKEN', new Date(Date.now() + 10 * 60_000));
    mint('OLD-TOKEN', new Date(Date.now() - 60_000));
    await em.flush();
    const valid = (token: string, username: string) => anon().checkResetLink(ANONYMOUS, parse(CheckResetLinkCommand, { token, username }));
    expect(await valid('LIVE-TOKEN', user.username)).toBe(true);
    expect(await valid('LIVE-TOKEN', uniq('other_'))).toBe(false);
    expect(await valid('OLD-TOKEN', user.username)).toBe(false);
    expect(
      await resetPassword({
        token: 'LIVE-TOKEN',
        username: user.username,
        password: 'new-password-1',
        password_confirmation: 'new-password-1',
      }),
    ).toBe(true);
    expect(await valid('LIVE-TOKEN', user.username)).toBe(false);
  });
});

describe('change password', () => {
  const change = (actor: Actor, i: { currentPassword: string; newPassword: string }) =>
    t.as(actor).auth.changePassword(actor, parse(ChangePasswordCommand, i));

  it('verifies the current password, needs 8 characters, ends the other sessions and answers a working token', async () => {
    const user = await makeUser(t.orm, { role: 'SuperAdmin' });
    const mine = await tokenOf(user.username);
    const other = await tokenOf(user.username);
    const me = await session(mine);
    expect((await failure(change(me, { currentPassword: 'not-the-password', newPassword: 'brand-new-pass' }))).message).toBe(
      Messages.currentPasswordWrong,
    );
    expect((await failure(() => change(me, { currentPassword: TEST_PASSWORD, newPassword: 'short' }))).message).toBe(
      Messages.passwordTooShort(8),
    );
    const still = await session(mine); // nothing changed yet
    expect((await t.as(still).auth.me(still)).username).toBe(user.username);
    const ok = await change(me, { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass' });
    expect(ok.user.username).toBe(user.username);
    const fresh = await session(ok.token);
    expect((await t.as(fresh).auth.me(fresh)).username).toBe(user.username);
    for (const old of [mine, other]) expect((await failure(session(old))).code).toBe('UNAUTHENTICATED');
    expect(await statusOf(login(user.username, TEST_PASSWORD))).toBe(401);
    expect(await statusOf(login(user.username, 'brand-new-pass'))).toBe(200);
  });
});
