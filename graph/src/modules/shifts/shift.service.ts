import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput } from '../../core/errors';
import { actingTenantId, findInScope, tenantWhere } from '../../core/tenancy';
import { isHhMm } from '../../core/time';
import { str } from '../../core/validate';
import { required } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import { Shift } from './shift.entity';

type Input = Record<string, unknown>;

/**
 * A shift time as HH:mm. The staff form sends a local date and a time (spec 9: "yyyy-MM-dd" plus a time,
 * or an ISO local date-time); only the wall-clock time is kept: it is read in the zone of the depot where
 * the partner clocks in (core/time).
 */
export function shiftTime(input: Input, key: string, label: string): string {
  const v = str(input, key, label, 40) ?? str(input, key.charAt(0).toLowerCase() + key.slice(1), label, 40);
  if (!v) throw badInput(required(label), { [key]: [required(label)] });
  const m = /(?:^|[T\s])(\d{1,2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(v);
  const hhmm = m ? `${m[1].padStart(2, '0')}:${m[2]}` : '';
  if (!isHhMm(hhmm)) throw badInput(`${label} must be a time (HH:mm)`, { [key]: [`${label} must be a time (HH:mm)`] });
  return hhmm;
}

/** Shift name, start and end (spec 3 Shift; sent as ShiftName, StartTime, EndTime). StartTime and EndTime required (spec 5). */
function shiftFields(input: Input) {
  const startTime = shiftTime(input, 'StartTime', 'Start time');
  const endTime = shiftTime(input, 'EndTime', 'End time');
  const name = str(input, 'ShiftName', 'Shift name', 80) ?? str(input, 'shiftName', 'Shift name', 80) ?? `${startTime} - ${endTime}`;
  return { shiftName: name, startTime, endTime };
}

/** A tenant's shifts: any staff member of the tenant manages them (spec 1); SuperAdmin names the tenant. */
export class ShiftService {
  constructor(private readonly d: Deps) {}

  async list(actor: Actor, tenantId?: unknown): Promise<Shift[]> {
    const scope = tenantId ? { tenant: actingTenantId(actor, String(tenantId)) } : tenantWhere(actor);
    return this.d.em.find(Shift, scope, { orderBy: { startTime: 'asc', shiftName: 'asc', id: 'asc' } });
  }

  get(actor: Actor, id: unknown): Promise<Shift> {
    return findInScope(this.d.em, Shift, id, tenantWhere(actor), 'Shift');
  }

  async add(actor: Actor, input: Input): Promise<Shift> {
    const fields = shiftFields(input);
    const tenant = this.d.em.getReference(Tenant, actingTenantId(actor, str(input, 'tenantId', 'Tenant')));
    const shift = this.d.em.create(Shift, { tenant, ...fields });
    await this.d.em.flush();
    return shift;
  }

  async edit(actor: Actor, id: unknown, input: Input): Promise<Shift> {
    const fields = shiftFields(input);
    const shift = await this.get(actor, id);
    this.d.em.assign(shift, fields);
    await this.d.em.flush();
    return shift;
  }

  /** Partners on the shift keep working without one (their shift is set to none). */
  async remove(actor: Actor, id: unknown): Promise<boolean> {
    const shift = await this.get(actor, id);
    await this.d.em.remove(shift).flush();
    return true;
  }
}
