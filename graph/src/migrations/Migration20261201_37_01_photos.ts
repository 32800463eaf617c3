import { Migration } from '@mikro-orm/migrations';

/**
 * Visitor photos (issue 37, modules/photos): the photo row of an attendance (its file in the photo store) and the
 * depot's setting. The sweep finds erased or orphaned rows by `visitor_photo_sweep_idx`.
 */
export class Migration20261201_37_01_photos extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "visitor_photo" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "attendance_id" uuid null references "attendance" ("id") on update cascade on delete set null,
      "storage_key" varchar(200) not null, "bytes" int not null, "erased_at" timestamptz null,
      constraint "visitor_photo_pkey" primary key ("id"));`);
    this.addSql(`alter table "visitor_photo" add constraint "visitor_photo_attendance_uniq" unique ("attendance_id");`);
    this.addSql(`create index "visitor_photo_tenant_idx" on "visitor_photo" ("tenant_id");`);
    this.addSql(`create index "visitor_photo_depot_idx" on "visitor_photo" ("depot_id");`);
    this.addSql(
      `create index "visitor_photo_sweep_idx" on "visitor_photo" ("created_at") where "erased_at" is not null or "attendance_id" is null;`,
    );
    this.addSql(`create table "depot_photo_setting" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "enabled" boolean not null,
      constraint "depot_photo_setting_pkey" primary key ("id"));`);
    this.addSql(`alter table "depot_photo_setting" add constraint "depot_photo_setting_depot_uniq" unique ("depot_id");`);
    this.addSql(`create index "depot_photo_setting_tenant_idx" on "depot_photo_setting" ("tenant_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "visitor_photo";`);
    this.addSql(`drop table if exists "depot_photo_setting";`);
  }
}
