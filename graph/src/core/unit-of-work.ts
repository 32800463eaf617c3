import type { EntityManager } from '@mikro-orm/postgresql';
import type { TopicName, TopicPayload } from '../contracts/topics';
import type { JobName, JobPayloads } from '../contracts/queues';
import type { EventBus } from './events/pubsub';
import { enqueue, outboxRow } from './outbox/outbox';
import { auditActorOf } from './audit';

/** A live event held by a unit: its payload, or a function building it after the commit (rows then carry their final values). */
type Pending = { [K in TopicName]: { name: K; payload: TopicPayload<K> | (() => TopicPayload<K>) } }[TopicName];

/**
 * One unit of work: the change, its outbox rows (side effects the worker runs) and its live events,
 * together. Outbox rows commit or roll back with the change; live events are held until the commit
 * and released only after it, so a rolled-back change is never announced and a committed one always is.
 *
 * This is the one way to write: services call `runUnitOfWork` once per command (or `runStatement` for a change
 * that is a single SQL statement); whatever the command does (open or close an attendance, revoke sessions,
 * change a depot) adds its own facts to the unit through `enqueue` and `publish`, wherever it is called from.
 * Services neither open transactions, write outbox rows nor publish events themselves (eslint refuses it).
 */
export class UnitOfWork {
  private readonly pending: Pending[] = [];
  private readonly rows: Record<string, unknown>[] = [];
  private rowsTaken = 0;

  constructor(
    readonly em: EntityManager,
    private readonly mode: 'transaction' | 'statement' = 'transaction',
    private readonly canPublish = true,
  ) {}

  /** A side effect (e-mail, export...) that commits with the change. */
  enqueue<N extends JobName>(name: N, payload: JobPayloads[N]): void {
    if (this.mode === 'transaction') enqueue(this.em, name, payload);
    else this.rows.push(outboxRow(name, payload));
  }

  /**
   * A statement unit's outbox rows (column values), for its one statement to insert with the change; every row
   * enqueued must be taken, or the unit fails (a side effect is never dropped silently).
   */
  outboxRows(): Record<string, unknown>[] {
    this.rowsTaken = this.rows.length;
    return [...this.rows];
  }

  /**
   * Names this unit's change in the audit trail (e.g. `booking.cancel`), before its first write; a unit without a
   * staff actor (kiosk, worker) or a statement unit records nothing, so this does nothing there.
   */
  async action(name: string): Promise<void> {
    if (this.mode !== 'transaction' || !auditActorOf(this.em)) return;
    await this.em
      .getConnection('write')
      .execute(`select set_config('app.action', ?, true)`, [name], 'run', this.em.getTransactionContext());
  }

  /** A live event of `name` (typed by contracts/topics.ts), released to every subscriber after the commit. */
  publish<K extends TopicName>(name: K, payload: TopicPayload<K> | (() => TopicPayload<K>)): void {
    if (!this.canPublish) throw new Error(`This unit of work has no event bus to publish ${name} on`);
    this.pending.push({ name, payload } as Pending);
  }

  /** The events to release, built after the commit. */
  released(): { name: TopicName; payload: unknown }[] {
    return this.pending.map(({ name, payload }) => ({ name, payload: typeof payload === 'function' ? payload() : payload }));
  }

  /** @internal the statement unit checks that its rows went into its statement. */
  assertRowsTaken(): void {
    if (this.rowsTaken !== this.rows.length) throw new Error('A statement unit of work enqueued outbox rows its statement did not write');
  }
}

export interface UnitOfWorkDeps {
  em: EntityManager;
  /** Where the events go after the commit; a unit without one (the worker's jobs) may not publish. */
  events?: Pick<EventBus, 'publish'>;
}

type Translate = (err: unknown) => Error | undefined | Promise<Error | undefined>;

/** How a unit runs: `translate` maps a failure (e.g. a unique violation into the spec's 409); `action` names the staff action in the audit trail. */
export interface UnitOptions {
  translate?: Translate;
  /** The audit trail's name for this change (e.g. `booking.cancel`); without it, rows say table and operation. */
  action?: string;
}

function release(d: UnitOfWorkDeps, unit: UnitOfWork): void {
  for (const { name, payload } of unit.released()) d.events!.publish(name, payload as never);
}

/**
 * Runs `work` in one transaction. After it commits, the unit's live events go out; a thrown error
 * (mapped by `translate`, e.g. a unique violation into the spec's 409) releases nothing.
 */
export async function runUnitOfWork<T>(
  d: UnitOfWorkDeps,
  work: (uow: UnitOfWork) => Promise<T>,
  how: Translate | UnitOptions = {},
): Promise<T> {
  const { translate = () => undefined, action } = typeof how === 'function' ? { translate: how } : how;
  let unit: UnitOfWork | undefined;
  let result: T;
  try {
    result = await d.em.transactional(async (tx) => {
      unit = new UnitOfWork(tx, 'transaction', !!d.events);
      // The actor's settings were set at the transaction's start (core/audit.ts); the action label joins them.
      if (action) await unit.action(action);
      return work(unit);
    });
  } catch (err) {
    throw (await translate(err)) ?? err;
  }
  release(d, unit!);
  return result;
}

/**
 * The one-line form of a plain write (issue 42): `work` changes entities on the unit's EntityManager (creates,
 * assigns, removes; entities the request loaded are in it too), which is then flushed in one transaction under the
 * audit action `action` (e.g. `shift.add`). `translate` maps a failure as runUnitOfWork's does.
 */
export function saveChanges<T>(
  d: UnitOfWorkDeps,
  action: string,
  work: (em: EntityManager) => T | Promise<T>,
  translate?: Translate,
): Promise<T> {
  return runUnitOfWork(
    d,
    async (uow) => {
      const result = await work(uow.em);
      await uow.em.flush();
      return result;
    },
    { action, translate },
  );
}

/**
 * A unit of work that is ONE SQL statement, atomic by itself: no BEGIN/COMMIT around it (no extra round trip,
 * for the busiest writes, the walk-in check-in). `work` runs that statement on `uow.em`, writing the unit's
 * `outboxRows()` in it (e.g. a `with ... insert` that inserts them too); after it, the unit's events go out.
 */
export async function runStatement<T>(
  d: UnitOfWorkDeps,
  work: (uow: UnitOfWork) => Promise<T>,
  translate: Translate = () => undefined,
): Promise<T> {
  const unit = new UnitOfWork(d.em, 'statement', !!d.events);
  let result: T;
  try {
    result = await work(unit);
  } catch (err) {
    throw (await translate(err)) ?? err;
  }
  unit.assertRowsTaken();
  release(d, unit);
  return result;
}
