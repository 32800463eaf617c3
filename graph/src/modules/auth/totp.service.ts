import type { AttemptKeys } from '../../core/rate-limit';
import type { Deps } from '../../core/deps';
import type { Actor, StaffActor } from '../../core/auth/actor';
import { staffActorOf } from '../../core/auth/actor';
import { verifyChallenge, type ChallengePurpose } from '../../core/auth/jwt';
import { verifyPassword } from '../../core/auth/password';
import { open, seal } from '../../core/auth/secret-box';
import { carryAuditActor } from '../../core/audit';
import { badInput, conflict, notFound, unauthenticated } from '../../core/errors';
import { adminTenantId } from '../../core/tenancy';
import { runStatement, runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { SignInMessages } from '../../contracts/sign-in-messages';
import { User } from '../users/user.entity';
import { Tenant } from '../tenants/tenant.entity';
import { RecoveryCode } from './recovery-code.entity';
import { openSession, recordRefusedSignIn } from './sign-in-audit';
import { mayLogIn } from './auth.service';
import type { ConfirmTotpCommand, DisableTotpCommand, SignInCodeCommand, StartTotpCommand } from './auth.commands';
import { asTotpCode, hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, totpQrCode, totpUri } from './totp';

export interface TotpEnrolment {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

export interface TotpEnabled {
  recoveryCodes: string[];
  /** Set when the authenticator was set up during a sign-in: the session that sign-in was waiting for. */
  session: { token: string; exp: number; user: User } | null;
}

/** The staff actor a user is when it acts on its own account (the audit trail's actor during a sign-in). */
const selfActor = (user: User): StaffActor => staffActorOf(user, 0);

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238; issue 25). A user sets it up on /profile (or at
 * sign-in when its tenant requires it): a secret shown once (QR code and text), confirmed with a first code, then
 * ten recovery codes shown once and stored hashed. The secret is stored sealed (core/auth/secret-box.ts) and never
 * shown again. A code's time step is remembered: the same step (or an earlier one) is refused, so a code seen by
 * someone else cannot be used again. Wrong codes are throttled like wrong passwords: per client IP, per IP and account
 * (cleared by a success), per account from everywhere.
 */
export class TotpService {
  constructor(private readonly d: Deps) {}

  /** A new secret, waiting for its first code: signed in (profile) or with the `enrol` challenge of a sign-in. */
  async start(actor: Actor, cmd: StartTotpCommand): Promise<TotpEnrolment> {
    const { user } = await this.subject(actor, cmd.challenge, 'enrol');
    if (user.totpEnabledAt) throw badInput(SignInMessages.totpAlreadyOn);
    const secret = newTotpSecret();
    const pending = seal(this.d.config.jwtSecret, secret);
    await runStatement(this.d, (uow) => uow.em.nativeUpdate(User, { id: user.id }, { totpPendingSecret: pending }));
    const otpauthUri = totpUri(secret, user.username);
    return { secret, otpauthUri, qrCode: await totpQrCode(otpauthUri) };
  }

  /** The first code confirms the secret: two-step sign-in is on, with ten new recovery codes (shown this once). */
  async confirm(actor: Actor, cmd: ConfirmTotpCommand, ip = 'unknown'): Promise<TotpEnabled> {
    const { user, viaChallenge } = await this.subject(actor, cmd.challenge, 'enrol');
    if (user.totpEnabledAt) throw badInput(SignInMessages.totpAlreadyOn);
    const pending = user.totpPendingSecret ? open(this.d.config.jwtSecret, user.totpPendingSecret) : null;
    if (!pending) throw badInput(SignInMessages.totpNoPending);
    const keys = await this.claimCodeAttempt(user.id, ip);
    const step = await matchTotp(pending, asTotpCode(cmd.code) ?? '', this.d.clock.now());
    if (step === null) throw badInput(SignInMessages.totpCodeWrong, { code: [SignInMessages.totpCodeWrong] });
    await this.codeSucceeded(keys);
    const codes = newRecoveryCodes();
    const now = this.d.clock.now();
    // During a sign-in the request has no session: the user is its own actor in the audit trail.
    const em = viaChallenge ? carryAuditActor(this.d.em.fork(), selfActor(user), ip) : this.d.em;
    await runUnitOfWork({ ...this.d, em }, async (uow) => {
      await uow.action('user.totp-enable');
      // One winner when the same first code is sent twice at once: the second finds the secret no longer pending.
      const n = await uow.em.nativeUpdate(
        User,
        { id: user.id, totpEnabledAt: null, totpPendingSecret: user.totpPendingSecret },
        { totpSecret: user.totpPendingSecret, totpPendingSecret: null, totpEnabledAt: now, totpLastStep: String(step) },
      );
      if (n === 0) throw conflict(SignInMessages.totpAlreadyOn);
      await uow.em.nativeDelete(RecoveryCode, { user: user.id });
      await uow.em.insertMany(
        RecoveryCode,
        codes.map((c) => uow.em.create(RecoveryCode, { user: user.id, tenantId: user.tenant?.id ?? null, codeHash: hashRecoveryCode(c) })),
      );
    });
    user.totpEnabledAt = now;
    if (!viaChallenge) return { recoveryCodes: codes, session: null };
    const { token, exp } = await openSession(this.d, user, 'totp-enrolment', ip);
    return { recoveryCodes: codes, session: { token, exp, user } };
  }

  /** Turns two-step sign-in off: the password and a code (or a recovery code) of the signed-in user. */
  async disable(actor: Actor, cmd: DisableTotpCommand, ip = 'unknown'): Promise<boolean> {
    if (actor.kind !== 'staff') throw unauthenticated();
    const user = await this.load(actor.userId);
    if (!user || !mayLogIn(user)) throw unauthenticated();
    if (!user.totpEnabledAt) throw badInput(SignInMessages.totpNotOn);
    const passwordKey = `password:fail:user:${user.id}`;
    await this.d.limiter.claim(passwordKey, this.d.config.limits.loginFailuresPerPair, 15 * 60);
    if (!(await verifyPassword(user.passwordHash, cmd.password))) throw badInput(Messages.currentPasswordWrong);
    await this.d.limiter.reset(passwordKey);
    const keys = await this.claimCodeAttempt(user.id, ip);
    await this.useCode(user, cmd.code);
    await this.codeSucceeded(keys);
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('user.totp-disable');
      await uow.em.nativeUpdate(
        User,
        { id: user.id },
        { totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null },
      );
      await uow.em.nativeDelete(RecoveryCode, { user: user.id });
    });
    return true;
  }

  /** Sign-in, second step: the challenge of `signIn` and a current code or an unused recovery code -> the session. */
  async signInWithCode(actor: Actor, cmd: SignInCodeCommand, ip = 'unknown') {
    const claims = verifyChallenge(this.d.config, cmd.challenge, 'code');
    if (!claims) throw unauthenticated(SignInMessages.totpChallengeExpired);
    const keys = await this.claimCodeAttempt(claims.sub, ip);
    const user = await this.load(claims.sub);
    if (!user || !mayLogIn(user) || user.tokenVersion !== claims.ver || !user.totpEnabledAt) {
      throw unauthenticated(SignInMessages.totpChallengeExpired);
    }
    let method: 'totp' | 'recovery-code';
    try {
      method = await this.useCode(user, cmd.code);
    } catch (e) {
      await recordRefusedSignIn(this.d, { username: user.username, user, method: 'totp', reason: (e as Error).message, ip });
      throw e;
    }
    await this.codeSucceeded(keys);
    const { token, exp } = await openSession(this.d, user, method, ip);
    return { token, exp, user };
  }

  /**
   * A TenantAdmin requires two-step sign-in for its tenant (a SuperAdmin for the tenant it names). Turning it on
   * needs the admin's own authenticator first (or it would lock itself out), and ends the sessions of the tenant's
   * staff without one: they set it up at their next sign-in.
   */
  async setRequired(actor: Actor, required: boolean, tenantId?: string): Promise<Tenant> {
    const id = adminTenantId(actor, tenantId);
    const tenant = await this.d.em.findOne(Tenant, { id, archivedAt: null });
    if (!tenant) throw notFound('Tenant');
    if (required && actor.kind === 'staff' && actor.role === 'TenantAdmin') {
      const me = await this.d.em.findOne(User, { id: actor.userId }, { filters: false });
      if (!me?.totpEnabledAt) throw badInput(SignInMessages.totpOwnFirst);
    }
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('tenant.require-totp');
      await uow.em.nativeUpdate(Tenant, { id }, { requireTotp: required });
      if (!required) return;
      const rows = await uow.em.execute<{ id: string }[]>(
        `update app_user set token_version = token_version + 1 where tenant_id = ? and totp_enabled_at is null returning id`,
        [id],
      );
      if (rows.length > 0) uow.publish('sessionsRevoked', { userIds: rows.map((r) => r.id) });
    });
    tenant.requireTotp = required;
    return tenant;
  }

  /** The user a request acts for: the `purpose` challenge's when one is given, else the signed-in staff user. */
  private async subject(actor: Actor, challenge: string | undefined, purpose: ChallengePurpose) {
    if (challenge) {
      const claims = verifyChallenge(this.d.config, challenge, purpose);
      const user = claims ? await this.load(claims.sub) : null;
      if (!claims || !user || !mayLogIn(user) || user.tokenVersion !== claims.ver)
        throw unauthenticated(SignInMessages.totpChallengeExpired);
      return { user, viaChallenge: true };
    }
    if (actor.kind !== 'staff') throw unauthenticated();
    const user = await this.load(actor.userId);
    if (!user || !mayLogIn(user)) throw unauthenticated();
    return { user, viaChallenge: false };
  }

  private load(id: string) {
    return this.d.em.findOne(
      User,
      { id },
      { filters: false, populate: ['tenant', 'depot', 'totpSecret', 'totpPendingSecret', 'passwordHash'], refresh: true },
    );
  }

  /**
   * A code is accepted once: a 6-digit code when its time step is later than the last one used (one UPDATE, so of
   * two requests with the same code only one wins), else a recovery code that was not used yet. Throws the reason.
   */
  private async useCode(user: User, input: string): Promise<'totp' | 'recovery-code'> {
    const secret = user.totpSecret ? open(this.d.config.jwtSecret, user.totpSecret) : null;
    const code = asTotpCode(input);
    if (code) {
      const step = secret ? await matchTotp(secret, code, this.d.clock.now()) : null;
      if (step === null) throw badInput(SignInMessages.totpCodeWrong, { code: [SignInMessages.totpCodeWrong] });
      const n = await runStatement(this.d, (uow) =>
        uow.em.nativeUpdate(
          User,
          { id: user.id, $or: [{ totpLastStep: null }, { totpLastStep: { $lt: String(step) } }] },
          { totpLastStep: String(step) },
        ),
      );
      if (n === 0) throw badInput(SignInMessages.totpCodeUsed, { code: [SignInMessages.totpCodeUsed] });
      return 'totp';
    }
    const now = this.d.clock.now();
    const n = await runStatement(this.d, (uow) =>
      uow.em.nativeUpdate(RecoveryCode, { user: user.id, codeHash: hashRecoveryCode(input), usedAt: null }, { usedAt: now }),
    );
    if (n === 0) throw badInput(SignInMessages.totpCodeWrong, { code: [SignInMessages.totpCodeWrong] });
    return 'recovery-code';
  }

  /** Counts the attempt as a failure before the code is checked (a burst gets only the allowed tries). */
  private claimCodeAttempt(userId: string, ip: string) {
    const { limits } = this.d.config;
    return this.d.limiter.claimAttempt('totp', ip, userId, {
      perIp: limits.loginPerIp,
      perPair: limits.loginFailuresPerPair,
      perAccount: limits.totpFailuresPerUser,
    });
  }

  private codeSucceeded(keys: AttemptKeys) {
    return this.d.limiter.succeeded(keys);
  }
}
