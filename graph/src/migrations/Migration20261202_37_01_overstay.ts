import { Migration } from '@mikro-orm/migrations';

/**
 * Overstay (issue 37, modules/overstay): a depot's expected stay (minutes; null: none), a planned visit's own expected
 * length, and the alert row that makes "the managers are told once" hold for each attendance (its key is the
 * attendance: a second sweep, another worker or a retry adds none).
 */
export class Migration20261202_37_01_overstay extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "depot" add column "expected_stay_minutes" int null;`);
    this.addSql(
      `alter table "depot" add constraint "depot_expected_stay_minutes_check" check ("expected_stay_minutes" between 15 and 1440);`,
    );
    this.addSql(`alter table "visit" add column "expected_minutes" int null;`);
    this.addSql(`alter table "visit" add constraint "visit_expected_minutes_check" check ("expected_minutes" between 15 and 1440);`);
    this.addSql(`create table "overstay_alert" (
      "attendance_id" uuid not null references "attendance" ("id") on update cascade on delete cascade,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "expected_by" timestamptz not null, "alerted_at" timestamptz not null,
      constraint "overstay_alert_pkey" primary key ("attendance_id"));`);
    this.addSql(`create index "overstay_alert_depot_idx" on "overstay_alert" ("depot_id", "alerted_at");`);
    this.addSql(`create index "overstay_alert_tenant_idx" on "overstay_alert" ("tenant_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "overstay_alert";`);
    this.addSql(`alter table "visit" drop column if exists "expected_minutes";`);
    this.addSql(`alter table "depot" drop column if exists "expected_stay_minutes";`);
  }
}
