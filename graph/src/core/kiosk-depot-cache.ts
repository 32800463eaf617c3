import type { EventBus } from './events/pubsub';

/** How long a kiosk depot row is trusted without a word from its writers (the bound when Redis is away). */
export const KIOSK_DEPOT_TTL_MS = 30_000;
/** Only depots that exist are kept (a miss is never cached), so this bounds memory, not correctness. */
const MAX_ROWS = 10_000;

type Row = Record<string, unknown>;

/**
 * The kiosk's depot rows (a depot joined with its tenant, as `DepotService` reads them), kept per process:
 * every kiosk call names its depot, and depots and tenants change a few times a year.
 *
 * Writers of a depot or a tenant add `kioskDepotsChanged` to their unit of work: after the commit it empties this
 * process's rows at once (its own publish) and every other replica's through the event bus (Redis). A row is also dropped
 * after `KIOSK_DEPOT_TTL_MS`, the longest a replica can serve an old row if it missed that word (Redis away).
 * A read that began before a change is not kept (the generation moved on), so it cannot put an old row back.
 */
export class KioskDepotCache {
  private readonly rows = new Map<string, { row: Row; until: number }>();
  private generation = 0;
  private readonly stops: (() => void)[];

  constructor(
    events: EventBus,
    private readonly ttlMs = KIOSK_DEPOT_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.stops = [events.onOwn('kioskDepotsChanged', () => this.clear()), events.on('kioskDepotsChanged', () => this.clear())];
  }

  /** The row kept under `key`, or, on a miss, `read()`'s (kept when there is one). */
  async get(key: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const kept = this.rows.get(key);
    if (kept && kept.until > this.now()) return kept.row;
    const generation = this.generation;
    const row = await read();
    if (row && generation === this.generation) {
      if (this.rows.size >= MAX_ROWS) this.rows.clear();
      this.rows.set(key, { row, until: this.now() + this.ttlMs });
    }
    return row;
  }

  close(): void {
    for (const stop of this.stops) stop();
  }

  private clear(): void {
    this.generation++;
    this.rows.clear();
  }
}
