import type { Deps } from '../../core/deps';
import { saveChanges } from '../../core/unit-of-work';
import type { Actor } from '../../core/auth/actor';
import { notFound } from '../../core/errors';
import { findInScope, tenantWhere, requireUserAdmin } from '../../core/tenancy';
import type { AddManagerCommand, EditManagerCommand } from './manager.commands';
import { Manager } from '../depots/manager.entity';
import { visibleDepot } from '../depots/depot.policy';

export class ManagerService {
  constructor(
    private readonly d: Deps,
    /** The depots' service (a need of this feature's manifest, index.ts): the depots the actor may see. */
  ) {}

  /** Add manager (TenantAdmin, SuperAdmin): name, email, depotId, department required; receiveEmailFlag defaults to true. */
  async add(actor: Actor, cmd: AddManagerCommand): Promise<Manager> {
    requireUserAdmin(actor);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    return saveChanges(this.d, 'manager.add', (em) =>
      em.create(Manager, {
        tenant: depot.tenant,
        depot,
        name: cmd.name,
        email: cmd.email,
        department: cmd.department,
        receiveEmailFlag: cmd.receiveEmailFlag,
      }),
    );
  }

  /** The managers of a depot the actor may see (DepotManager: its own depot). */
  async list(actor: Actor, depotId: string, onlyReceivingEmail = false): Promise<Manager[]> {
    const depot = await visibleDepot(this.d.em, actor, depotId);
    return this.d.em.find(
      Manager,
      {
        tenant: depot.tenant.id,
        depot: depot.id,
        ...(onlyReceivingEmail ? { receiveEmailFlag: true } : {}),
      },
      { orderBy: { name: 'asc', id: 'asc' } },
    );
  }

  /** Edit manager (TenantAdmin, SuperAdmin): name, email, department required; depotId moves it within the tenant. */
  async edit(actor: Actor, id: string, cmd: EditManagerCommand): Promise<Manager> {
    requireUserAdmin(actor);
    const manager = await this.find(actor, id);
    const depot = cmd.depotId && cmd.depotId !== manager.depot.id ? await visibleDepot(this.d.em, actor, cmd.depotId) : undefined;
    if (depot && depot.tenant.id !== manager.tenant.id) throw notFound('Location');
    return saveChanges(this.d, 'manager.edit', (em) =>
      em.assign(manager, {
        name: cmd.name,
        email: cmd.email,
        department: cmd.department,
        receiveEmailFlag: cmd.receiveEmailFlag ?? manager.receiveEmailFlag,
        ...(depot ? { depot } : {}),
      }),
    );
  }

  /** Delete manager (TenantAdmin, SuperAdmin). */
  async remove(actor: Actor, id: string): Promise<boolean> {
    requireUserAdmin(actor);
    const manager = await this.find(actor, id);
    await saveChanges(this.d, 'manager.remove', (em) => em.remove(manager));
    return true;
  }

  /** A manager of the actor's tenant, or 404 (another tenant's id answers exactly like a missing one). */
  private async find(actor: Actor, id: unknown): Promise<Manager> {
    return findInScope(this.d.em, Manager, id, tenantWhere(actor), 'Manager');
  }
}
