import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { notFound } from '../../core/errors';
import { requireStaff, tenantWhere } from '../../core/tenancy';
import { isId } from '../../core/validate';
import { Topics, type AttendanceChangedEvent } from '../../contracts/topics';
import { Depot } from '../depots/depot.entity';

/** The live feed behind the attendance grid: one depot, the subscriber's own tenant only. */
export class AttendanceFeedService {
  constructor(private readonly d: Deps) {}

  async watch(actor: Actor, depotId: string): Promise<AsyncIterable<AttendanceChangedEvent>> {
    requireStaff(actor);
    const depot = isId(depotId) ? await this.d.em.findOne(Depot, { id: depotId, ...tenantWhere(actor) }) : null;
    if (!depot) throw notFound('Depot');
    const tenantId = depot.tenant.id;
    const source = this.d.events.pubSub.subscribe(Topics.attendanceChanged, depotId);
    // Defence in depth: even a mis-published event of another tenant never reaches this socket.
    return filterIterable(source, (e) => e.tenantId === tenantId);
  }
}

async function* filterIterable<T>(source: AsyncIterable<T>, keep: (v: T) => boolean): AsyncGenerator<T> {
  for await (const v of source) if (keep(v)) yield v;
}
