import { raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { signToken, verifyToken } from '../../core/auth/jwt';
import { dummyHash, hashPassword, PASSWORD_MIN_LENGTH, verifyPassword } from '../../core/auth/password';
import { badInput, DomainError, unauthenticated } from '../../core/errors';
import { enqueue } from '../../core/outbox/outbox';
import { requireFields } from '../../core/validate';
import { Messages } from '../../contracts/messages';
import { User } from '../users/user.entity';

import { hashResetToken } from './reset-token';

/**
 * The one reset-request path (decisions.md "The worker mints reset tokens"): an outbox row carrying only the
 * user id; the worker mints the token and mails the link. The self-service request and an admin's send use it.
 */
export async function queuePasswordReset(em: EntityManager, user: User): Promise<void> {
  enqueue(em, 'password-reset', { userId: user.id });
  await em.flush();
}

/** A user may log in unless disabled or its tenant is archived (the tenant loaded with the user). */
export const mayLogIn = (user: User) => !user.disabled && !user.tenant?.archivedAt;

export class AuthService {
  constructor(private readonly d: Deps) {}

  async login(actor: Actor, input: Record<string, unknown>, ip = 'unknown') {
    const { username, password } = requireFields(input, { username: 'Username', password: 'Password' });
    await this.d.limiter.hit(`login:ip:${ip}`, this.d.config.limits.loginPerIp, 60);
    await this.d.limiter.hit(`login:user:${username.toLowerCase()}`, this.d.config.limits.loginPerUser, 60);
    const user = await this.findByUsername(username);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), password);
    if (!user || !ok || !mayLogIn(user)) throw new DomainError('UNAUTHENTICATED', Messages.invalidCredentials);
    await this.d.limiter.reset(`login:user:${username.toLowerCase()}`);
    const { token, exp } = signToken(this.d.config, user.id, user.tokenVersion);
    return { token, exp, user };
  }

  /** The actor a bearer token stands for: signature, expiry and the user's token version all checked. */
  async authenticate(token: string | null): Promise<Actor> {
    if (!token) return { kind: 'anonymous' };
    const claims = verifyToken(this.d.config, token);
    if (!claims) throw unauthenticated();
    const user = await this.d.em.findOne(User, { id: claims.sub }, { filters: false, populate: ['tenant'] });
    if (!user || !mayLogIn(user) || user.tokenVersion !== claims.ver) throw unauthenticated();
    return {
      kind: 'staff',
      userId: user.id,
      username: user.username,
      role: user.role,
      tenantId: user.tenant?.id ?? null,
      depotId: user.depot?.id ?? null,
      tokenExp: claims.exp,
    };
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
    await this.d.em.nativeUpdate(User, { id: actor.userId }, { tokenVersion: raw('token_version + 1') });
    this.d.events.sessionsRevoked({ userIds: [actor.userId] });
    return true;
  }

  /** Always answers the same, whether or not the user exists (no account enumeration). */
  async requestPasswordReset(actor: Actor, usernameRaw: unknown, ip = 'unknown'): Promise<boolean> {
    const { username } = requireFields({ username: usernameRaw }, { username: 'Username' });
    await this.d.limiter.hit(`reset:ip:${ip}`, this.d.config.limits.resetPerIp, 3600);
    await this.d.limiter.hit(`reset:user:${username.toLowerCase()}`, this.d.config.limits.resetPerUser, 3600);
    const user = await this.findByUsername(username);
    if (user && mayLogIn(user)) await queuePasswordReset(this.d.em, user);
    return true;
  }

  async resetPassword(actor: Actor, input: Record<string, unknown>, ip = 'unknown'): Promise<boolean> {
    const { token, username, password } = requireFields(input, { token: 'Token', username: 'Username', password: 'Password' });
    const confirmation = input.password_confirmation;
    if (confirmation !== undefined && confirmation !== password) throw badInput(Messages.passwordsDoNotMatch, { password_confirmation: [Messages.passwordsDoNotMatch] });
    if (password.length < PASSWORD_MIN_LENGTH) throw badInput(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`, { password: [`Password must be at least ${PASSWORD_MIN_LENGTH} characters`] });
    await this.d.limiter.hit(`reset:ip:${ip}`, this.d.config.limits.resetPerIp, 3600);
    const passwordHash = await hashPassword(password);
    const now = this.d.clock.now();
    return this.d.em.transactional(async (em) => {
      // Single use under concurrency: only the request that flips used_at wins.
      const claimed = await em.execute<{ user_id: string }[]>(
        `update password_reset_token t set used_at = ? from app_user u
          where t.user_id = u.id and t.token_hash = ? and t.used_at is null and t.expires_at > ? and lower(u.username) = lower(?)
          returning t.user_id`,
        [now, hashResetToken(token), now, username],
      );
      if (claimed.length === 0) throw badInput(Messages.resetLinkInvalid);
      await em.nativeUpdate(User, { id: claimed[0].user_id }, {
        passwordHash, emailConfirmed: true, tokenVersion: raw('token_version + 1'),
      });
      return claimed[0].user_id;
    }).then((userId) => {
      this.d.events.sessionsRevoked({ userIds: [userId] });
      return true;
    });
  }

  private findByUsername(username: string) {
    return this.d.em.findOne(User, { username: { $ilike: username.replace(/[\\%_]/g, '\\$&') } }, { filters: false, populate: ['tenant', 'depot'] });
  }
}
