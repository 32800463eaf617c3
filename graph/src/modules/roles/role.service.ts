import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict, uniqueViolation } from '../../core/errors';
import { actingTenantId, findInScope, tenantWhere } from '../../core/tenancy';
import { str } from '../../core/validate';
import { Messages, required } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import { RoleName } from './role-name.entity';

type Input = Record<string, unknown>;

/** RoleName required (spec 5), sent as RoleName; unique in the tenant whatever the case. */
function roleNameOf(input: Input): string {
  const name = str(input, 'RoleName', 'Role name', 80) ?? str(input, 'roleName', 'Role name', 80);
  if (!name) throw badInput(required('Role name'), { RoleName: [required('Role name')] });
  return name;
}

/** A tenant's role names (partners' roles and the staff role list): any staff member of the tenant. */
export class RoleService {
  constructor(private readonly d: Deps) {}

  async list(actor: Actor, tenantId?: unknown): Promise<RoleName[]> {
    const scope = tenantId ? { tenant: actingTenantId(actor, String(tenantId)) } : tenantWhere(actor);
    return this.d.em.find(RoleName, scope, { orderBy: { roleName: 'asc', id: 'asc' } });
  }

  get(actor: Actor, id: unknown): Promise<RoleName> {
    return findInScope(this.d.em, RoleName, id, tenantWhere(actor), 'Role');
  }

  async add(actor: Actor, input: Input): Promise<RoleName> {
    const roleName = roleNameOf(input);
    const tenant = this.d.em.getReference(Tenant, actingTenantId(actor, str(input, 'tenantId', 'Tenant')));
    const role = this.d.em.create(RoleName, { tenant, roleName });
    await this.flush(roleName);
    return role;
  }

  async edit(actor: Actor, id: unknown, input: Input): Promise<RoleName> {
    const roleName = roleNameOf(input);
    const role = await this.get(actor, id);
    role.roleName = roleName;
    await this.flush(roleName);
    return role;
  }

  /** Partners with the role keep working without one (their role is set to none). */
  async remove(actor: Actor, id: unknown): Promise<boolean> {
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
