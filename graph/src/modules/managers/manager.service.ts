import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, notFound } from '../../core/errors';
import { findInScope, tenantWhere } from '../../core/tenancy';
import { bool, email, requireFields, str } from '../../core/validate';
import { Messages } from '../../contracts/messages';
import { DepotService } from '../depots/depot.service';
import { requireUserAdmin } from '../users/user.policy';
import { Manager } from './manager.entity';

/** Manager fields: the column widths bound them. */
const MAX = { name: 120, email: 254, department: 120 };

function checkLengths(f: { name: string; email: string; department: string }) {
  str(f, 'name', 'Name', MAX.name);
  str(f, 'email', 'Email', MAX.email);
  str(f, 'department', 'Department', MAX.department);
}

/** repeatEmail, when the form sends it, must match (spec 5: 'Emails do not match'). */
function checkRepeatEmail(input: Record<string, unknown>, value: string) {
  const repeat = str(input, 'repeatEmail', 'Repeat Email', MAX.email);
  if (repeat !== undefined && repeat.toLowerCase() !== value.toLowerCase()) throw badInput(Messages.emailsDoNotMatch, { repeatEmail: [Messages.emailsDoNotMatch] });
}

export class ManagerService {
  constructor(private readonly d: Deps) {}

  /** Add manager (TenantAdmin, SuperAdmin): name, email, depotId, department required; receiveEmailFlag defaults to true. */
  async add(actor: Actor, input: Record<string, unknown>): Promise<Manager> {
    requireUserAdmin(actor);
    const f = requireFields(input, { name: 'Name', email: 'Email', depotId: 'Location', department: 'Department' });
    checkLengths(f);
    checkRepeatEmail(input, f.email);
    const receiveEmailFlag = bool(input, 'receiveEmailFlag', true);
    const depot = await this.depots().findVisible(actor, f.depotId);
    const manager = this.d.em.create(Manager, {
      tenant: depot.tenant, depot, name: f.name, email: email(f.email), department: f.department, receiveEmailFlag,
    });
    await this.d.em.flush();
    return manager;
  }

  /** The managers of a depot the actor may see (DepotManager: its own depot). */
  async list(actor: Actor, depotId: unknown, onlyReceivingEmail = false): Promise<Manager[]> {
    const depot = await this.depots().findVisible(actor, depotId);
    return this.d.em.find(Manager, {
      tenant: depot.tenant.id, depot: depot.id, ...(onlyReceivingEmail ? { receiveEmailFlag: true } : {}),
    }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  /** Edit manager (TenantAdmin, SuperAdmin): name, email, department required; depotId moves it within the tenant. */
  async edit(actor: Actor, id: unknown, input: Record<string, unknown>): Promise<Manager> {
    requireUserAdmin(actor);
    const f = requireFields(input, { name: 'Name', email: 'Email', department: 'Department' });
    checkLengths(f);
    checkRepeatEmail(input, f.email);
    const depotId = str(input, 'depotId', 'Location');
    const manager = await this.find(actor, id);
    const receiveEmailFlag = bool(input, 'receiveEmailFlag', manager.receiveEmailFlag);
    const depot = depotId && depotId !== manager.depot.id ? await this.depots().findVisible(actor, depotId) : undefined;
    if (depot && depot.tenant.id !== manager.tenant.id) throw notFound('Location');
    this.d.em.assign(manager, {
      name: f.name, email: email(f.email), department: f.department, receiveEmailFlag,
      ...(depot ? { depot } : {}),
    });
    await this.d.em.flush();
    return manager;
  }

  /** Delete manager (TenantAdmin, SuperAdmin). */
  async remove(actor: Actor, id: unknown): Promise<boolean> {
    requireUserAdmin(actor);
    const manager = await this.find(actor, id);
    await this.d.em.remove(manager).flush();
    return true;
  }

  /** A manager of the actor's tenant, or 404 (another tenant's id answers exactly like a missing one). */
  private async find(actor: Actor, id: unknown): Promise<Manager> {
    return findInScope(this.d.em, Manager, id, tenantWhere(actor), 'Manager');
  }

  private depots() {
    return new DepotService(this.d);
  }
}
