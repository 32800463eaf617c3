import { Migration } from '@mikro-orm/migrations';

/**
 * Kiosks staff can see (issue 27): each kiosk tablet's heartbeat (its device id, the name staff give it, its app
 * version, how many entries it holds unsent, when it was last seen), and a depot's opening hours (a kiosk silent for
 * more than five minutes while the depot is open is flagged; no hours: always open).
 */
export class Migration20261126140000_kiosk_devices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "depot" add column "opens_at" varchar(5) null, add column "closes_at" varchar(5) null;`);
    this.addSql(`create table "kiosk_device" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "device_id" uuid not null,
      "name" varchar(60) null,
      "version" varchar(40) not null,
      "held_entries" int not null default 0,
      "last_seen_at" timestamptz not null,
      constraint "kiosk_device_pkey" primary key ("id"));`);
    this.addSql(`create unique index "kiosk_device_uniq" on "kiosk_device" ("depot_id", "device_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "kiosk_device" cascade;`);
    this.addSql(`alter table "depot" drop column "opens_at", drop column "closes_at";`);
  }
}
