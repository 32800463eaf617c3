import { Migration } from '@mikro-orm/migrations';

/**
 * outbox_event.done_at: a row is done when its job has run (or given up), not when it was handed to Redis
 * (docs/decisions.md "The outbox counts a row done when its job has run"). Rows handed over before this
 * release count as done (their jobs ran long ago or are still in Redis).
 */
export class Migration20261124100000_outbox_done extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_event" add column "done_at" timestamptz null;`);
    this.addSql(`update "outbox_event" set "done_at" = "dispatched_at" where "dispatched_at" is not null;`);
    this.addSql(
      `create index "outbox_unfinished_idx" on "outbox_event" ("dispatched_at") where "done_at" is null and "dispatched_at" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "outbox_unfinished_idx";`);
    this.addSql(`alter table "outbox_event" drop column "done_at";`);
  }
}
