import { Migration } from '@mikro-orm/migrations';

/**
 * Housekeeping of finished work (issue 41): the daily retention job deletes done outbox rows, delivered webhook
 * deliveries and send-once mail records older than HOUSEKEEPING_DAYS, in batches. Each batch finds its oldest rows
 * through one of these indexes (never a scan of the table). On a large install, build them beforehand without
 * blocking writes (`create index concurrently if not exists ...` with the same definitions): this migration then
 * finds them and does nothing.
 */
export class Migration20261130_41_01_housekeeping extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "outbox_done_idx" on "outbox_event" ("done_at") where "done_at" is not null;`);
    this.addSql(
      `create index if not exists "webhook_delivery_delivered_idx" on "webhook_delivery" ("delivered_at") where "status" = 'SUCCEEDED';`,
    );
    this.addSql(`create index if not exists "mail_delivery_created_idx" on "mail_delivery" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "mail_delivery_created_idx";`);
    this.addSql(`drop index if exists "webhook_delivery_delivered_idx";`);
    this.addSql(`drop index if exists "outbox_done_idx";`);
  }
}
