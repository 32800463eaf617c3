import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { requireStaff } from '../../core/tenancy';
import { forbidden } from '../../core/errors';
import { keyMayUse } from '../../core/auth/api-scopes';
import type { AttendanceChangedEvent } from '../../contracts/topics';
import { visibleDepot } from '../depots/depot.policy';

/**
 * The live feed behind the attendance grid: one depot the subscriber may see (its tenant's; a DepotManager's
 * or another role's own depot only, spec 6), as any other depot-scoped read (the depots' service, its feature's need).
 */
export class AttendanceFeedService {
  constructor(private readonly d: Deps) {}

  async watch(actor: Actor, depotId: string): Promise<AsyncIterableIterator<AttendanceChangedEvent>> {
    requireStaff(actor);
    if (!keyMayUse(actor, 'SUBSCRIBE_LIVE')) throw forbidden();
    const depot = await visibleDepot(this.d.em, actor, depotId);
    const tenantId = depot.tenant.id;
    // Defence in depth: even a mis-published event of another tenant never reaches this socket.
    return this.d.events.watchAttendance(depotId, (e) => e.tenantId === tenantId);
  }
}
