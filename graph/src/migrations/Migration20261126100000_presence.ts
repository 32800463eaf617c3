import { Migration } from '@mikro-orm/migrations';

/**
 * Presence (issue 23): evacuation roll-calls and their lists, a depot's daily automatic sign-out time and the
 * record of each run (once per depot and day), and the mark on an attendance closed by it.
 */
export class Migration20261126100000_presence extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "depot" add column "auto_sign_out_time" varchar(5) null;`);
    this.addSql(`alter table "attendance" add column "auto_checkout" boolean not null default false;`);
    this.addSql(`create table "evacuation" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "started_at" timestamptz not null,
      "started_by_id" uuid null references "app_user" ("id") on update cascade on delete set null,
      "started_by_name" varchar(200) not null,
      "ended_at" timestamptz null,
      "ended_by_id" uuid null references "app_user" ("id") on update cascade on delete set null,
      "ended_by_name" varchar(200) null,
      constraint "evacuation_pkey" primary key ("id"));`);
    this.addSql(`create unique index "evacuation_open_uniq" on "evacuation" ("depot_id") where "ended_at" is null;`);
    this.addSql(`create index "evacuation_depot_idx" on "evacuation" ("depot_id", "started_at");`);
    this.addSql(`create table "evacuation_entry" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "evacuation_id" uuid not null references "evacuation" ("id") on update cascade on delete cascade,
      "attendance_id" uuid null references "attendance" ("id") on update cascade on delete set null,
      "kind" varchar(16) not null, "visit_type" varchar(16) not null,
      "name" varchar(200) not null, "company" varchar(200) not null, "host" varchar(200) null,
      "badge_number" varchar(20) null, "checked_in_at" timestamptz not null,
      "status" text check ("status" in ('MISSING', 'SAFE', 'LEFT')) not null default 'MISSING',
      "marked_at" timestamptz null,
      "marked_by_id" uuid null references "app_user" ("id") on update cascade on delete set null,
      "marked_by_name" varchar(200) null,
      constraint "evacuation_entry_pkey" primary key ("id"));`);
    this.addSql(`create unique index "evacuation_entry_uniq" on "evacuation_entry" ("evacuation_id", "attendance_id");`);
    this.addSql(`create table "depot_sign_out_run" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "local_date" date not null, "cutoff" timestamptz not null, "closed" int not null default 0,
      constraint "depot_sign_out_run_pkey" primary key ("id"));`);
    this.addSql(`create unique index "depot_sign_out_run_uniq" on "depot_sign_out_run" ("depot_id", "local_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "depot_sign_out_run" cascade;`);
    this.addSql(`drop table if exists "evacuation_entry" cascade;`);
    this.addSql(`drop table if exists "evacuation" cascade;`);
    this.addSql(`alter table "attendance" drop column "auto_checkout";`);
    this.addSql(`alter table "depot" drop column "auto_sign_out_time";`);
  }
}
