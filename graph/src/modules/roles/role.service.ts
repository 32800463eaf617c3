import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { conflict, uniqueViolation } from '../../core/errors';
import { saveChanges } from '../../core/unit-of-work';
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
    const tenantId = actingTenantId(actor, cmd.tenantId);
    return this.save('role.add', roleName, (em) => em.create(RoleName, { tenant: em.getReference(Tenant, tenantId), roleName }));
  }

  async edit(actor: Actor, id: string, cmd: RoleCommand): Promise<RoleName> {
    requireShiftAndRoleEditor(actor);
    const { roleName } = cmd;
    const role = await this.get(actor, id);
    return this.save('role.edit', roleName, (em) => em.assign(role, { roleName }));
  }

  /** Partners with the role keep working without one (their role is set to none). */
  async remove(actor: Actor, id: string): Promise<boolean> {
    requireShiftAndRoleEditor(actor);
    const role = await this.get(actor, id);
    await saveChanges(this.d, 'role.remove', (em) => em.remove(role));
    return true;
  }

  private save(action: string, roleName: string, work: (em: EntityManager) => RoleName): Promise<RoleName> {
    return saveChanges(this.d, action, work, (err) =>
      uniqueViolation(err) === 'role_name_ci_uniq' ? conflict(Messages.roleNameTaken(roleName)) : undefined,
    );
  }
}
