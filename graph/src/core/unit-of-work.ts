import type { EntityManager } from '@mikro-orm/postgresql';
import type { AttendanceChangedEvent } from '../contracts/topics';
import type { JobName, JobPayloads } from '../contracts/queues';
import type { EventBus } from './events/pubsub';
import { enqueue } from './outbox/outbox';

/**
 * One unit of work: the change, its outbox rows (side effects the worker runs) and its live events,
 * together. Outbox rows commit or roll back with the change; live events are held until the commit
 * and released only after it, so a rolled-back change is never announced and a committed one always is.
 *
 * Services call `runUnitOfWork` once per command; whatever the command does (open or close an attendance,
 * cancel a visit) adds its own facts to the unit through `enqueue` and `publish`, wherever it is called from.
 */
export class UnitOfWork {
  private readonly pending: (AttendanceChangedEvent | (() => AttendanceChangedEvent))[] = [];

  constructor(readonly em: EntityManager) {}

  /** A side effect (e-mail, export...) that commits with the change. */
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): void {
    enqueue(this.em, name, payload);
  }

  /** A live event, released to every subscriber after the commit. */
  publish(event: AttendanceChangedEvent | (() => AttendanceChangedEvent)): void {
    this.pending.push(event);
  }

  /** The events to release, built after the commit (the rows then carry their final values). */
  released(): AttendanceChangedEvent[] {
    return this.pending.map((e) => (typeof e === 'function' ? e() : e));
  }
}

export interface UnitOfWorkDeps {
  em: EntityManager;
  events: EventBus;
}

/**
 * Runs `work` in one transaction. After it commits, the unit's live events go out; a thrown error
 * (mapped by `translate`, e.g. a unique violation into the spec's 409) releases nothing.
 */
export async function runUnitOfWork<T>(
  d: UnitOfWorkDeps,
  work: (uow: UnitOfWork) => Promise<T>,
  translate: (err: unknown) => Error | undefined = () => undefined,
): Promise<T> {
  let unit: UnitOfWork | undefined;
  let result: T;
  try {
    result = await d.em.transactional(async (tx) => {
      unit = new UnitOfWork(tx);
      return work(unit);
    });
  } catch (err) {
    throw translate(err) ?? err;
  }
  for (const event of unit!.released()) d.events.attendanceChanged(event);
  return result;
}
