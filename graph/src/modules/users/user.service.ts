import { randomBytes } from 'node:crypto';
import { raw } from '@mikro-orm/core';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { hashPassword } from '../../core/auth/password';
import { badInput, conflict, forbidden, notFound, uniqueViolation } from '../../core/errors';
import { runUnitOfWork } from '../../core/unit-of-work';
import { staffMailLinkBase, staffMailLinks } from '../../core/http/origin';
import { actingTenantId, findInScope, tenantWhere, requireUserAdmin } from '../../core/tenancy';
import { Messages } from '../../contracts/messages';
import { Depot } from '../depots/depot.entity';
import { RoleName } from '../roles/role-name.entity';
import { queuePasswordReset } from './password-reset';
import { recordActorEvent } from '../../core/audit';
import { Tenant } from '../tenants/tenant.entity';
import { STAFF_ROLES, User } from './user.entity';
import type { RegisterUserCommand, SetMyLanguageCommand } from './user.commands';
import { PasswordResetToken } from './password-reset-token.entity';

/** A username in use; with `field`, named at that field of the request (issue 36: a form shows it there). */
export const usernameTaken = (username: string, field?: string) => {
  const message = `The username ${username} is already taken`;
  return conflict(message, field ? { [field]: [message] } : undefined);
};

export class UserService {
  constructor(private readonly d: Deps) {}

  /**
   * Register a New User (spec 3 registration payload: name, tenantId, depotId, username, email, password,
   * department, role). Without a password the user gets an e-mail link to set one.
   */
  async register(actor: Actor, cmd: RegisterUserCommand): Promise<User> {
    requireUserAdmin(actor);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const tenant = await this.d.em.findOne(Tenant, { id: tenantId }, { filters: false });
    if (!tenant) throw notFound('Tenant');
    const depot = await this.d.em.findOne(Depot, { id: cmd.depotId, tenant: tenantId });
    if (!depot) throw notFound('Location');
    await this.assertRole(actor, tenantId, cmd.role);
    const passwordHash = await hashPassword(cmd.password ?? randomBytes(24).toString('base64url'));
    // The user and its confirmation e-mail in one unit; the username's unique index becomes a clear 409.
    return runUnitOfWork(
      this.d,
      async (uow) => {
        await uow.action('user.register');
        const user = uow.em.create(User, {
          tenant,
          depot,
          username: cmd.username,
          name: cmd.name,
          email: cmd.email,
          department: cmd.department ?? null,
          role: cmd.role,
          passwordHash,
        });
        uow.enqueue('account-confirmation', { userId: user.id, ...staffMailLinks(this.d, actor) });
        return user;
      },
      (err) => (uniqueViolation(err) === 'app_user_username_ci_uniq' ? usernameTaken(cmd.username) : undefined),
    );
  }

  /** A role is one of the three built in or a name from the tenant's role list; only SuperAdmin makes SuperAdmins. */
  async assertRole(actor: Actor, tenantId: string, role: string): Promise<void> {
    if (role === 'SuperAdmin' && !(actor.kind === 'staff' && actor.role === 'SuperAdmin'))
      throw badInput('Role is not valid', { role: ['Role is not valid'] });
    if ((STAFF_ROLES as readonly string[]).includes(role)) return;
    const found = await this.d.em.count(RoleName, { tenant: tenantId, roleName: { $ilike: role } });
    if (!found) throw badInput('Role is not valid', { role: ['Role is not valid'] });
  }

  /**
   * Disable or enable a user (SuperAdmin any user, TenantAdmin the users of its own tenant; nobody itself).
   * Disabling bumps the token version in the same UPDATE, so every token the user holds stops working at once.
   */
  async setDisabled(actor: Actor, id: string, disabled: boolean): Promise<User> {
    const staff = requireUserAdmin(actor);
    const user = await this.findManaged(actor, id);
    if (user.id === staff.userId) throw forbidden(Messages.cannotDisableSelf);
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action(disabled ? 'user.disable' : 'user.enable');
      await uow.em.nativeUpdate(User, { id: user.id }, disabled ? { disabled, tokenVersion: raw('token_version + 1') } : { disabled });
      if (disabled) {
        // Reset links sent before stop working too: enabling the user again does not bring them back (issue 25).
        await uow.em.nativeUpdate(PasswordResetToken, { user: user.id, usedAt: null }, { usedAt: this.d.clock.now() });
        uow.publish('sessionsRevoked', { userIds: [user.id] });
      }
    });
    return this.d.em.findOneOrFail(User, { id: user.id }, { populate: ['tenant', 'depot'], refresh: true, filters: false });
  }

  /** An admin sends a user the reset-password e-mail (same scope as setDisabled), through the one reset path. */
  async sendPasswordReset(actor: Actor, id: string): Promise<boolean> {
    requireUserAdmin(actor);
    const user = await this.findManaged(actor, id);
    if (user.disabled) throw badInput(Messages.userIsDisabled);
    await runUnitOfWork(this.d, async (uow) => {
      await queuePasswordReset(uow, user, this.d.clock.now(), staffMailLinkBase(this.d, actor));
      // Issue 40: the trail keeps that an admin sent it (the e-mail's token is minted later, by the worker).
      await recordActorEvent(uow.em, {
        action: 'user.send-reset',
        targetType: 'app_user',
        targetId: user.id,
        tenantId: user.tenant?.id ?? null,
      });
    });
    return true;
  }

  /**
   * The signed-in staff user sets its own language (issue 39): null returns it to its tenant's default. Answers the
   * user with its tenant and depot.
   */
  async setMyLanguage(actor: Actor, cmd: SetMyLanguageCommand): Promise<User> {
    if (actor.kind !== 'staff') throw forbidden();
    await runUnitOfWork(this.d, async (uow) => {
      await uow.action('user.set-language');
      await uow.em.nativeUpdate(User, { id: actor.userId }, { language: cmd.language });
    });
    return this.d.em.findOneOrFail(User, { id: actor.userId }, { populate: ['tenant', 'depot'], refresh: true, filters: false });
  }

  /**
   * A user the actor administers, or 404: a malformed id, a missing one and another tenant's user answer the
   * same. SuperAdmin: any user; TenantAdmin: its tenant's users, never a SuperAdmin (403).
   */
  async findManaged(actor: Actor, id: string): Promise<User> {
    const staff = requireUserAdmin(actor);
    const user = await findInScope(this.d.em, User, id, tenantWhere(staff), 'User', { populate: ['tenant', 'depot'] });
    if (user.role === 'SuperAdmin' && staff.role !== 'SuperAdmin') throw forbidden();
    return user;
  }
}
