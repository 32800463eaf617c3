import { Migration } from '@mikro-orm/migrations';

/**
 * Fair webhook delivery (issue 40): an endpoint's run of timed-out attempts and the time it is paused until (its
 * deliveries wait, parked, meanwhile); a delivery's lease while a request of it is in flight, so an endpoint has at
 * most WEBHOOK_ENDPOINT_CONCURRENCY requests out at once (a lease of a worker that died lapses by itself).
 */
export class Migration20261129_1_01_webhook_fairness extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_endpoint" add column "consecutive_timeouts" int not null default 0;`);
    this.addSql(`alter table "webhook_endpoint" add column "paused_until" timestamptz null;`);
    this.addSql(`alter table "webhook_delivery" add column "sending_until" timestamptz null;`);
    this.addSql(`create index "webhook_delivery_sending_idx" on "webhook_delivery" ("endpoint_id") where "sending_until" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "webhook_delivery_sending_idx";`);
    this.addSql(`alter table "webhook_delivery" drop column if exists "sending_until";`);
    this.addSql(`alter table "webhook_endpoint" drop column if exists "paused_until";`);
    this.addSql(`alter table "webhook_endpoint" drop column if exists "consecutive_timeouts";`);
  }
}
