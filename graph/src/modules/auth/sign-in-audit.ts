import type { Deps } from '../../core/deps';
import { recordAuditEvent } from '../../core/audit';
import { signToken } from '../../core/auth/jwt';
import type { User } from '../users/user.entity';

/** How a staff member signed in (issue 40). */
export type SignInMethod = 'password' | 'totp' | 'recovery-code' | 'totp-enrolment' | 'sso';

/**
 * A staff session begins (issue 40): its token, and the trail's `auth.sign-in` row (who, how, from where). Every
 * sign-in issues its session here, so none goes unrecorded.
 */
export async function openSession(
  d: Deps,
  user: User,
  method: SignInMethod,
  ip: string | undefined,
): Promise<{ token: string; exp: number }> {
  const session = signToken(d.config, user.id, user.tokenVersion);
  await recordAuditEvent(d.em, {
    action: 'auth.sign-in',
    actorId: user.id,
    actorUsername: user.username,
    tenantId: user.tenant?.id ?? null,
    ip,
    targetType: 'app_user',
    targetId: user.id,
    details: { method },
  });
  return session;
}

/**
 * A refused sign-in (issue 40): the `auth.sign-in-refused` row with the name that was tried (and the account when it
 * exists), how, why and from where; never the password or code given.
 */
export async function recordRefusedSignIn(
  d: Deps,
  r: { username: string; user: User | null; method: SignInMethod; reason: string; ip: string | undefined },
): Promise<void> {
  await recordAuditEvent(d.em, {
    action: 'auth.sign-in-refused',
    actorId: r.user?.id ?? null,
    actorUsername: r.user?.username ?? r.username,
    tenantId: r.user?.tenant?.id ?? null,
    ip: r.ip,
    targetType: 'app_user',
    targetId: r.user?.id ?? null,
    details: { method: r.method, reason: r.reason },
  });
}
