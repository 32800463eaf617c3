import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { saveChanges } from '../../core/unit-of-work';
import { actingTenantId, findInScope, tenantWhere } from '../../core/tenancy';
import { Tenant } from '../tenants/tenant.entity';
import { requireShiftAndRoleEditor } from '../tenants/tenant.policy';
import type { ShiftCommand } from './shift.commands';
import { Shift } from './shift.entity';

/** A tenant's shifts: any staff member lists them; SuperAdmin, TenantAdmin and DepotManager change them (issue 23); SuperAdmin names the tenant. */
export class ShiftService {
  constructor(private readonly d: Deps) {}

  async list(actor: Actor, tenantId?: string | null): Promise<Shift[]> {
    const scope = tenantId ? { tenant: actingTenantId(actor, tenantId) } : tenantWhere(actor);
    return this.d.em.find(Shift, scope, { orderBy: { startTime: 'asc', shiftName: 'asc', id: 'asc' } });
  }

  get(actor: Actor, id: string): Promise<Shift> {
    return findInScope(this.d.em, Shift, id, tenantWhere(actor), 'Shift');
  }

  async add(actor: Actor, cmd: ShiftCommand): Promise<Shift> {
    requireShiftAndRoleEditor(actor);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    return saveChanges(this.d, 'shift.add', (em) => em.create(Shift, { tenant: em.getReference(Tenant, tenantId), ...fields(cmd) }));
  }

  async edit(actor: Actor, id: string, cmd: ShiftCommand): Promise<Shift> {
    requireShiftAndRoleEditor(actor);
    const shift = await this.get(actor, id);
    return saveChanges(this.d, 'shift.edit', (em) => em.assign(shift, fields(cmd)));
  }

  /** Partners on the shift keep working without one (their shift is set to none). */
  async remove(actor: Actor, id: string): Promise<boolean> {
    requireShiftAndRoleEditor(actor);
    const shift = await this.get(actor, id);
    await saveChanges(this.d, 'shift.remove', (em) => em.remove(shift));
    return true;
  }
}

const fields = (cmd: ShiftCommand) => ({
  shiftName: cmd.shiftName ?? `${cmd.startTime} - ${cmd.endTime}`,
  startTime: cmd.startTime,
  endTime: cmd.endTime,
});
