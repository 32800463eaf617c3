import type { EditRepresentativeCommand } from '../users/user.commands';
import type { Deps } from '../../core/deps';
import type { Actor, StaffActor } from '../../core/auth/actor';
import { forbidden, notFound, uniqueViolation } from '../../core/errors';
import { staffMailLinks } from '../../core/http/origin';
import { runUnitOfWork } from '../../core/unit-of-work';
import { findInScope, tenantWhere, requireUserAdmin } from '../../core/tenancy';
import { User } from '../users/user.entity';
import { usernameTaken, type UserService } from '../users/user.service';
import { visibleDepot } from '../depots/depot.policy';

/**
 * Tenant representatives: the users of a tenant as the tenant details page manages them (spec 7, Other).
 * TenantAdmin (its own tenant) and SuperAdmin only.
 */
export class RepresentativeService {
  constructor(
    private readonly d: Deps,
    /** The needs of this feature's manifest (index.ts): the tenant's role list, and the depots the actor may see. */
    private readonly users: Pick<UserService, 'assertRole'>,
  ) {}

  /** Rep edit (spec 5): name, username, email, role required; the role is built in or from the tenant's role list. */
  async edit(actor: Actor, id: string, cmd: EditRepresentativeCommand): Promise<User> {
    const staff = requireUserAdmin(actor);
    const { depotId, department } = cmd;
    const user = await this.find(staff, id);
    await this.users.assertRole(actor, user.tenant!.id, cmd.role);
    const depot = depotId && depotId !== user.depot?.id ? await visibleDepot(this.d.em, actor, depotId) : undefined;
    if (depot && depot.tenant.id !== user.tenant!.id) throw notFound('Location');
    // A new role or location changes what the user may see: its sessions end (HTTP and open sockets), it signs in again.
    const scopeChanged = cmd.role !== user.role || (depot !== undefined && depot.id !== user.depot?.id);
    await runUnitOfWork(
      this.d,
      async (uow) => {
        if (scopeChanged) user.tokenVersion += 1;
        uow.em.assign(user, {
          name: cmd.name,
          username: cmd.username,
          email: cmd.email,
          role: cmd.role,
          ...(department !== undefined ? { department } : {}),
          ...(depot ? { depot } : {}),
        });
        if (scopeChanged) uow.publish('sessionsRevoked', { userIds: [user.id] });
      },
      (err) => (uniqueViolation(err) === 'app_user_username_ci_uniq' ? usernameTaken(cmd.username) : undefined),
    );
    return user;
  }

  /** Remove a representative; nobody removes itself. Its open sockets close on every replica. */
  async remove(actor: Actor, id: string): Promise<boolean> {
    const staff = requireUserAdmin(actor);
    const user = await this.find(staff, id);
    if (user.id === staff.userId) throw forbidden('You cannot remove your own account');
    await runUnitOfWork(this.d, async (uow) => {
      await uow.em.nativeDelete(User, { id: user.id });
      uow.publish('sessionsRevoked', { userIds: [user.id] });
    });
    return true;
  }

  /** A new account-confirmation e-mail (a link to set a password), through the outbox. */
  async resendConfirmation(actor: Actor, id: string): Promise<boolean> {
    const user = await this.find(requireUserAdmin(actor), id);
    await runUnitOfWork(this.d, async (uow) => uow.enqueue('account-confirmation', { userId: user.id, ...staffMailLinks(this.d, actor) }));
    return true;
  }

  /**
   * A user of a tenant the actor may manage, or 404 (another tenant's id answers exactly like a missing one).
   * Only a SuperAdmin manages a SuperAdmin.
   */
  private async find(staff: StaffActor, id: unknown): Promise<User> {
    const user = await findInScope(this.d.em, User, id, { $and: [{ tenant: { $ne: null } }, tenantWhere(staff)] }, 'Representative', {
      populate: ['tenant', 'depot'],
    });
    if (user.role === 'SuperAdmin' && staff.role !== 'SuperAdmin') throw forbidden();
    return user;
  }
}
