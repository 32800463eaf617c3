import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { conflict, uniqueViolation } from '../../core/errors';
import { actingTenantId, findInScope, tenantWhere } from '../../core/tenancy';
import { Messages } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import { requireShiftAndRoleEditor } from '../tenants/tenant.policy';
import type { RoleCommand } from './role.commands';
import { RoleName } from './role-name.entity';

/** A tenant's role names (partners' roles and the staff role list): any staff member lists them; SuperAdmin, TenantAdmin and DepotManager change them (issue 23). */
export class RoleService {
  constructor(private readonly d: Deps) {}

  async list(actor: Actor, tenantId?: string | null): Promise<RoleName[]> {
    const scope = tenantId ? { tenant: actingTenantId(actor, tenantId) } : tenantWhere(actor);
    return this.d.em.find(RoleName, scope, { orderBy: { roleName: 'asc', id: 'asc' } });
  }

  get(actor: Actor, id: string): Promise<RoleName> {
    return findInScope(this.d.em, RoleName, id, tenantWhere(actor), 'Role');
  }

  async add(actor: Actor, cmd: RoleCommand): Promise<RoleName> {
    requireShiftAndRoleEditor(actor);
    const { roleName } = cmd;
    const tenant = this.d.em.getReference(Tenant, actingTenantId(actor, cmd.tenantId));
    const role = this.d.em.create(RoleName, { tenant, roleName });
    await this.flush(roleName);
    return role;
  }

  async edit(actor: Actor, id: string, cmd: RoleCommand): Promise<RoleName> {
    requireShiftAndRoleEditor(actor);
    const { roleName } = cmd;
    const role = await this.get(actor, id);
    role.roleName = roleName;
    await this.flush(roleName);
    return role;
  }

  /** Partners with the role keep working without one (their role is set to none). */
  async remove(actor: Actor, id: string): Promise<boolean> {
    requireShiftAndRoleEditor(actor);
    const role = await this.get(actor, id);
    await this.d.em.remove(role).flush();
    return true;
  }

  private async flush(roleName: string) {
    try {
      await this.d.em.flush();
    } catch (err) {
      if (uniqueViolation(err) === 'role_name_ci_uniq') throw conflict(Messages.roleNameTaken(roleName));
      throw err;
    }
  }
}
