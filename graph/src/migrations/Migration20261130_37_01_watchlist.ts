import { Migration } from '@mikro-orm/migrations';

/**
 * The watchlist (issue 37): a tenant's entries (with their match keys, indexed per tenant) and the sign-ins that
 * matched one (kept with the visit; the entry's id goes null when the entry is removed). Staff changes to entries are
 * audited, the personal fields and the reason masked.
 */
export class Migration20261130_37_01_watchlist extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "watchlist_entry" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "name" varchar(120) not null, "email" varchar(254) null, "phone" varchar(30) null, "company" varchar(120) null,
      "car_reg" varchar(20) null, "reason" varchar(500) not null,
      "action" text check ("action" in ('ALERT', 'BLOCK')) not null,
      "expires_at" timestamptz null,
      "added_by_id" uuid null references "app_user" ("id") on update cascade on delete set null,
      "added_by_name" varchar(255) not null,
      "name_key" varchar(120) not null, "email_key" varchar(254) not null default '',
      "phone_key" varchar(30) not null default '', "car_reg_key" varchar(20) not null default '',
      constraint "watchlist_entry_pkey" primary key ("id"));`);
    this.addSql(`create index "watchlist_entry_name_idx" on "watchlist_entry" ("tenant_id", "name_key");`);
    this.addSql(`create index "watchlist_entry_email_idx" on "watchlist_entry" ("tenant_id", "email_key");`);
    this.addSql(`create index "watchlist_entry_car_idx" on "watchlist_entry" ("tenant_id", "car_reg_key");`);
    this.addSql(`create table "watchlist_match" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "entry_id" uuid null references "watchlist_entry" ("id") on update cascade on delete set null,
      "attendance_id" uuid null, "visit_id" uuid null,
      "action" text check ("action" in ('ALERT', 'BLOCK')) not null,
      "matched_fields" jsonb not null, "person_name" varchar(255) not null, "person_email" varchar(254) null,
      "path" varchar(20) not null, "occurred_at" timestamptz not null,
      constraint "watchlist_match_pkey" primary key ("id"));`);
    this.addSql(`create index "watchlist_match_depot_idx" on "watchlist_match" ("depot_id", "occurred_at");`);
    this.addSql(`create index "watchlist_match_entry_idx" on "watchlist_match" ("entry_id");`);
    this.addSql(
      `create trigger "watchlist_entry_audit" after insert or update or delete on "watchlist_entry" for each row execute function audit_row('name', 'email', 'phone', 'company', 'car_reg', 'reason', 'name_key', 'email_key', 'phone_key', 'car_reg_key');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "watchlist_match";`);
    this.addSql(`drop table if exists "watchlist_entry";`);
  }
}
