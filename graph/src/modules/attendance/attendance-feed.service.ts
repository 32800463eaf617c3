import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { requireStaff } from '../../core/tenancy';
import { Topics, type AttendanceChangedEvent } from '../../contracts/topics';
import { DepotService } from '../depots/depot.service';

/**
 * The live feed behind the attendance grid: one depot the subscriber may see (its tenant's; a DepotManager's
 * or another role's own depot only, spec 6), as any other depot-scoped read.
 */
export class AttendanceFeedService {
  constructor(private readonly d: Deps) {}

  async watch(actor: Actor, depotId: string): Promise<AsyncIterableIterator<AttendanceChangedEvent>> {
    requireStaff(actor);
    const depot = await new DepotService(this.d).findVisible(actor, depotId);
    const tenantId = depot.tenant.id;
    const source = this.d.events.pubSub.subscribe(Topics.attendanceChanged, depotId);
    // Defence in depth: even a mis-published event of another tenant never reaches this socket.
    return filterIterable(source, (e) => e.tenantId === tenantId);
  }
}

/**
 * The events of `source` that `keep` accepts. Not an async generator: a generator waiting for its source's next
 * event queues a `return()` until that event arrives, so a grid closed on a quiet depot kept its listener, its
 * Redis channel and its request's services until the depot's next event (overnight, or for ever for a depot
 * no longer used). Here `return()` ends the source at once.
 */
export function filterIterable<T>(source: AsyncIterable<T>, keep: (v: T) => boolean): AsyncIterableIterator<T> {
  const it = source[Symbol.asyncIterator]();
  const pull = async (): Promise<IteratorResult<T>> => {
    for (;;) {
      const r = await it.next();
      if (r.done || keep(r.value)) return r;
    }
  };
  let busy: Promise<unknown> | null = null;
  return {
    // One pull at a time, in the order asked, the first at once (as a generator would); return() waits behind none.
    next() {
      const r = busy ? busy.then(pull) : pull();
      const settled: Promise<unknown> = r.then(
        () => (busy === settled ? (busy = null) : null),
        () => (busy === settled ? (busy = null) : null),
      );
      busy = settled;
      return r;
    },
    return: () => it.return?.() ?? Promise.resolve({ done: true, value: undefined }),
    throw: (e?: unknown) => it.throw?.(e) ?? Promise.reject(e),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
