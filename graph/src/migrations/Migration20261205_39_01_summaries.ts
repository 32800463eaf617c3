import { Migration } from '@mikro-orm/migrations';

/**
 * Summaries that come by themselves (issue 39, modules/summaries): a staff user's opt-in per depot (end of day, end of
 * week; `*_since` is when it was turned on: a period that ended before is never sent), and one row per summary sent,
 * unique on (user, depot, kind, period start: the local day, or the Monday of the week), which makes "sent once" hold
 * for a second sweep, a second worker or a retry. A user or depot removed takes both with it (on delete cascade).
 */
export class Migration20261205_39_01_summaries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "summary_subscription" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "user_id" uuid not null references "app_user" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "end_of_day_since" timestamptz null, "end_of_week_since" timestamptz null,
      constraint "summary_subscription_pkey" primary key ("id"));`);
    this.addSql(`create unique index "summary_subscription_user_depot_uq" on "summary_subscription" ("user_id", "depot_id");`);
    this.addSql(`create index "summary_subscription_depot_idx" on "summary_subscription" ("depot_id");`);
    this.addSql(`create index "summary_subscription_tenant_idx" on "summary_subscription" ("tenant_id");`);
    this.addSql(`create table "summary_send" (
      "id" uuid not null, "created_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "user_id" uuid not null references "app_user" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "kind" text check ("kind" in ('DAY', 'WEEK')) not null, "period_start" date not null,
      "sent_at" timestamptz null,
      constraint "summary_send_pkey" primary key ("id"));`);
    this.addSql(`create unique index "summary_send_once_uq" on "summary_send" ("user_id", "depot_id", "kind", "period_start");`);
    this.addSql(`create index "summary_send_depot_idx" on "summary_send" ("depot_id");`);
    this.addSql(`create index "summary_send_tenant_idx" on "summary_send" ("tenant_id", "created_at");`);
    this.addSql(
      `create trigger "summary_subscription_audit" after insert or update or delete on "summary_subscription" for each row execute function audit_row();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "summary_send";`);
    this.addSql(`drop table if exists "summary_subscription";`);
  }
}
