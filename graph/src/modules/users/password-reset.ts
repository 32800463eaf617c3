import type { UnitOfWork } from '../../core/unit-of-work';
import type { User } from './user.entity';
import { PasswordResetToken } from './password-reset-token.entity';

/**
 * The one reset-request path (decisions.md "The worker mints reset tokens"): an outbox row carrying only the
 * user id; the worker mints the token and mails the link. The self-service request and an admin's send use it.
 * A new request supersedes the older ones: every link already sent stops working now (the worker also voids
 * the older tokens when it mints the new one, for a request still on its way). `linkBase`: an admin's send, the address
 * the admin browsed (issue 36); the self-service request passes none.
 */
export async function queuePasswordReset(uow: UnitOfWork, user: User, now: Date, linkBase?: string): Promise<void> {
  await uow.em.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null }, { usedAt: now });
  uow.enqueue('password-reset', { userId: user.id, ...(linkBase ? { linkBase } : {}) });
}
