import { Migration } from '@mikro-orm/migrations';

/**
 * Entries a kiosk held while offline (issue 27): the accepted ones by the device's entry id (the primary key, so a
 * replay stores nothing more), and the refused ones kept for the depot's staff (unique by entry id).
 */
export class Migration20261126_3_01_kiosk_entries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "kiosk_entry" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null, "depot_id" uuid not null, "device_id" varchar(64) not null,
      "kind" text check ("kind" in ('WalkIn', 'SignOut', 'ClockIn', 'ClockOut')) not null,
      "attendance_id" uuid not null, "occurred_at" timestamptz not null,
      constraint "kiosk_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "kiosk_entry_attendance_id_index" on "kiosk_entry" ("attendance_id");`);
    this.addSql(
      `alter table "kiosk_entry" add constraint "kiosk_entry_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "kiosk_entry" add constraint "kiosk_entry_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "kiosk_entry" add constraint "kiosk_entry_attendance_id_foreign" foreign key ("attendance_id") references "attendance" ("id") on update cascade on delete cascade;`,
    );

    this
      .addSql(`create table "refused_kiosk_entry" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null, "depot_id" uuid not null, "entry_id" uuid not null, "device_id" varchar(64) not null,
      "kind" text check ("kind" in ('WalkIn', 'SignOut', 'ClockIn', 'ClockOut')) not null,
      "summary" varchar(500) not null, "message" varchar(500) not null, "occurred_at" timestamptz not null,
      "dismissed_at" timestamptz null, constraint "refused_kiosk_entry_pkey" primary key ("id"));`);
    this.addSql(`alter table "refused_kiosk_entry" add constraint "refused_kiosk_entry_entry_uniq" unique ("entry_id");`);
    this.addSql(`create index "refused_kiosk_entry_depot_idx" on "refused_kiosk_entry" ("depot_id", "dismissed_at");`);
    this.addSql(
      `alter table "refused_kiosk_entry" add constraint "refused_kiosk_entry_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "refused_kiosk_entry" add constraint "refused_kiosk_entry_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "refused_kiosk_entry";`);
    this.addSql(`drop table if exists "kiosk_entry";`);
  }
}
