import { raw } from '@mikro-orm/core';
import type { Deps } from '../../core/deps';
import { staffActorOf, type Actor } from '../../core/auth/actor';
import { signChallenge, signToken, verifyToken, type ChallengePurpose } from '../../core/auth/jwt';
import { API_KEY_PREFIX, type ApiKeyService } from '../api-keys/api-key.service';
import { dummyHash, hashPassword, verifyPassword } from '../../core/auth/password';
import { badInput, DomainError, forbidden, unauthenticated } from '../../core/errors';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { SignInMessages } from '../../contracts/sign-in-messages';
import { User } from '../users/user.entity';
import { PasswordResetToken } from '../users/password-reset-token.entity';
import { queuePasswordReset } from '../users/password-reset';
import type {
  ChangePasswordCommand,
  CheckResetLinkCommand,
  LoginCommand,
  RequestPasswordResetCommand,
  ResetPasswordCommand,
} from '../users/password.commands';

import { hashResetToken } from './reset-token';
import { openSession, recordRefusedSignIn } from './sign-in-audit';

/** A user may log in unless disabled or its tenant is archived (the tenant loaded with the user). */
export const mayLogIn = (user: User) => !user.disabled && !user.tenant?.archivedAt;
/** What a right password leads to: nothing more (null), an authenticator code, or setting one up (the tenant requires it). */
export function secondStepOf(user: User): ChallengePurpose | null {
  if (user.totpEnabledAt) return 'code';
  if (user.tenant?.requireTotp) return 'enrol';
  return null;
}

/** The first step's answer: a session, or a challenge for the second step. */
export type SignInStep =
  | { next: 'SESSION'; session: { token: string; exp: number; user: User } }
  | { next: 'TOTP_CODE' | 'TOTP_ENROL'; challenge: string; challengeExpiresAt: Date };

/** mayLogIn in SQL, for the user `u`: a disabled user's or an archived tenant's reset links do not work (issue 25). */
const MAY_LOG_IN_SQL = `not u.disabled and not exists (select 1 from tenant a where a.id = u.tenant_id and a.archived_at is not null)`;

export class AuthService {
  constructor(
    private readonly d: Deps,
    private readonly apiKeys: ApiKeyService,
  ) {}

  /**
   * Throttled so that a guesser is slowed and the owner is not locked out (decisions.md "Login throttles"):
   * attempts per client IP; wrong passwords per IP and account (cleared by a success from that IP), so
   * another client's failures never block the owner; and a generous ceiling of wrong passwords per account
   * from everywhere, against guessing spread over many addresses.
   */
  async login(actor: Actor, cmd: LoginCommand, ip = 'unknown') {
    const user = await this.checkPassword(cmd, ip);
    // The one-step login (REST api/login, GraphQL login) cannot ask for a second factor: it refuses such accounts.
    if (secondStepOf(user)) throw forbidden(SignInMessages.totpLegacyLoginRefused);
    const { token, exp } = await openSession(this.d, user, 'password', ip);
    return { token, exp, user };
  }

  /**
   * Sign-in, first step (issue 25): the password, throttled like `login`. Without two-step sign-in the answer is the
   * session; with it, a challenge (five minutes) for the code (`signInWithCode`), or, when the tenant requires it and
   * the user has none yet, for setting up the authenticator (`startTotpEnrolment`/`confirmTotpEnrolment`).
   */
  async signIn(actor: Actor, cmd: LoginCommand, ip = 'unknown'): Promise<SignInStep> {
    const user = await this.checkPassword(cmd, ip);
    const next = secondStepOf(user);
    if (!next) {
      const { token, exp } = await openSession(this.d, user, 'password', ip);
      return { next: 'SESSION', session: { token, exp, user } };
    }
    const challenge = signChallenge(this.d.config, user.id, user.tokenVersion, next);
    return {
      next: next === 'code' ? 'TOTP_CODE' : 'TOTP_ENROL',
      challenge: challenge.token,
      challengeExpiresAt: new Date(challenge.exp * 1000),
    };
  }

  /** The password of `cmd.username`, throttled per IP, per IP and account, and per account; the user when right. */
  private async checkPassword(cmd: LoginCommand, ip: string): Promise<User> {
    const { limits } = this.d.config;
    const keys = await this.d.limiter.claimAttempt('login', ip, cmd.username.toLowerCase(), {
      perIp: limits.loginPerIp,
      perPair: limits.loginFailuresPerPair,
      perAccount: limits.loginFailuresPerUser,
    });
    const user = await this.findByUsername(cmd.username);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), cmd.password);
    if (!user || !ok || !mayLogIn(user)) {
      const reason = !user ? 'unknown-username' : !ok ? 'wrong-password' : 'account-disabled';
      await recordRefusedSignIn(this.d, { username: cmd.username, user, method: 'password', reason, ip });
      throw new DomainError('UNAUTHENTICATED', Messages.invalidCredentials);
    }
    await this.d.limiter.succeeded(keys);
    return user;
  }

  /** The actor a bearer token stands for: signature, expiry and the user's token version all checked. */
  async authenticate(token: string | null): Promise<Actor> {
    if (!token) return { kind: 'anonymous' };
    // An integrator's API key (issue 26): its own rules, in its own module.
    if (token.startsWith(API_KEY_PREFIX)) return (await this.apiKeys.authenticate(token)) ?? Promise.reject(unauthenticated());
    const claims = verifyToken(this.d.config, token);
    if (!claims) throw unauthenticated();
    const user = await this.d.em.findOne(User, { id: claims.sub }, { filters: false, populate: ['tenant'] });
    if (!user || !mayLogIn(user) || user.tokenVersion !== claims.ver) throw unauthenticated();
    return staffActorOf(user, claims.exp);
  }

  async me(actor: Actor): Promise<User> {
    if (actor.kind !== 'staff') throw unauthenticated();
    const user = await this.d.em.findOne(User, { id: actor.userId }, { populate: ['tenant', 'depot'], filters: false });
    if (!user) throw unauthenticated();
    return user;
  }

  /** Revokes every token of the user (this one included). */
  async logout(actor: Actor): Promise<boolean> {
    if (actor.kind !== 'staff') throw unauthenticated();
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('auth.logout');
      await uow.em.nativeUpdate(User, { id: actor.userId }, { tokenVersion: raw('token_version + 1') });
      uow.publish('sessionsRevoked', { userIds: [actor.userId] });
    });
    return true;
  }

  /**
   * The signed-in user's own password: the current one verified (wrong ones throttled like logins), the new
   * one of 8 or more. Every other session ends (the token version moves on, open sockets close); the answer
   * carries a fresh token for this one.
   */
  async changePassword(actor: Actor, cmd: ChangePasswordCommand) {
    if (actor.kind !== 'staff') throw unauthenticated();
    const failKey = `password:fail:user:${actor.userId}`;
    await this.d.limiter.claim(failKey, this.d.config.limits.loginFailuresPerPair, 15 * 60);
    const user = await this.d.em.findOne(User, { id: actor.userId }, { populate: ['tenant', 'depot'], filters: false });
    if (!user || !mayLogIn(user)) throw unauthenticated();
    if (!(await verifyPassword(user.passwordHash, cmd.currentPassword))) throw badInput(Messages.currentPasswordWrong);
    await this.d.limiter.reset(failKey);
    const passwordHash = await hashPassword(cmd.newPassword);
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('user.password-change');
      user.passwordHash = passwordHash;
      user.tokenVersion += 1;
      uow.publish('sessionsRevoked', { userIds: [user.id] });
    });
    const { token, exp } = signToken(this.d.config, user.id, user.tokenVersion);
    return { token, exp, user };
  }

  /** Whether a reset link (token and username) would still set a password: unused and not expired. Throttled per IP. */
  async checkResetLink(actor: Actor, cmd: CheckResetLinkCommand, ip = 'unknown'): Promise<boolean> {
    await this.d.limiter.hit(`reset:ip:${ip}`, this.d.config.limits.resetPerIp, 3600);
    const now = this.d.clock.now();
    const rows = await this.d.em.execute<{ ok: number }[]>(
      `select 1 as ok from password_reset_token t join app_user u on u.id = t.user_id
        where t.token_hash = ? and t.used_at is null and t.expires_at > ? and lower(u.username) = lower(?) and ${MAY_LOG_IN_SQL} limit 1`,
      [hashResetToken(cmd.token), now, cmd.username],
    );
    return rows.length > 0;
  }

  /** Always answers the same, whether or not the user exists (no account enumeration). */
  async requestPasswordReset(actor: Actor, cmd: RequestPasswordResetCommand, ip = 'unknown'): Promise<boolean> {
    await this.d.limiter.hit(`reset:ip:${ip}`, this.d.config.limits.resetPerIp, 3600);
    await this.d.limiter.hit(`reset:user:${cmd.username.toLowerCase()}`, this.d.config.limits.resetPerUser, 3600);
    const user = await this.findByUsername(cmd.username);
    if (user && mayLogIn(user)) await runUnitOfWork(this.d, (uow) => queuePasswordReset(uow, user, this.d.clock.now()));
    return true;
  }

  /**
   * Sets the password with an e-mailed token: single use, and the reset voids every other outstanding token
   * of the user. Throttled per client IP and, for tokens that do not work, per account.
   */
  async resetPassword(actor: Actor, cmd: ResetPasswordCommand, ip = 'unknown'): Promise<boolean> {
    const failKey = `reset:fail:user:${cmd.username.toLowerCase()}`;
    await this.d.limiter.hit(`reset:ip:${ip}`, this.d.config.limits.resetPerIp, 3600);
    await this.d.limiter.claim(failKey, this.d.config.limits.resetFailuresPerUser, 3600);
    const passwordHash = await hashPassword(cmd.password);
    const now = this.d.clock.now();
    const userId = await runUnitOfWork(this.d, async (uow) => {
      const { em } = uow;
      // Single use under concurrency: only the request that flips used_at wins.
      const claimed = await em.execute<{ user_id: string }[]>(
        `update password_reset_token t set used_at = ? from app_user u
          where t.user_id = u.id and t.token_hash = ? and t.used_at is null and t.expires_at > ? and lower(u.username) = lower(?)
            and ${MAY_LOG_IN_SQL}
          returning t.user_id`,
        [now, hashResetToken(cmd.token), now, cmd.username],
      );
      if (claimed.length === 0) return null;
      // Every other link the user was sent stops working with this reset.
      await em.nativeUpdate(PasswordResetToken, { user: claimed[0].user_id, usedAt: null }, { usedAt: now });
      await em.nativeUpdate(
        User,
        { id: claimed[0].user_id },
        {
          passwordHash,
          emailConfirmed: true,
          tokenVersion: raw('token_version + 1'),
        },
      );
      uow.publish('sessionsRevoked', { userIds: [claimed[0].user_id] });
      return claimed[0].user_id;
    });
    if (!userId) throw badInput(Messages.resetLinkInvalid);
    await this.d.limiter.release(failKey);
    return true;
  }

  private findByUsername(username: string) {
    return this.d.em.findOne(
      User,
      { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } },
      { filters: false, populate: ['tenant', 'depot'] },
    );
  }
}
