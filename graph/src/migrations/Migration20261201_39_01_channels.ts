import { Migration } from '@mikro-orm/migrations';

/**
 * Channels (issue 39): a tenant's providers (its SMS provider, a depot's Teams or Slack incoming webhook; the secret
 * sealed), each staff user's phone and channels per kind of notification, and one delivery row per message by channel
 * (the outbox row of a send and the tenant's delivery log), unique per notification, channel and address.
 */
export class Migration20261201_39_01_channels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "channel_endpoint" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid null references "depot" ("id") on update cascade on delete cascade,
      "channel" text check ("channel" in ('SMS', 'TEAMS', 'SLACK')) not null,
      "provider" varchar(20) not null, "secret" text not null, "hint" varchar(200) not null,
      "paused_until" timestamptz null, "consecutive_timeouts" int not null default 0,
      constraint "channel_endpoint_pkey" primary key ("id"));`);
    this.addSql(
      `create unique index "channel_endpoint_scope_uq" on "channel_endpoint" ("tenant_id", "channel", coalesce("depot_id", '00000000-0000-0000-0000-000000000000'::uuid));`,
    );
    this.addSql(`create table "channel_preference" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "user_id" uuid not null references "app_user" ("id") on update cascade on delete cascade,
      "phone" varchar(16) null, "choices" jsonb not null,
      constraint "channel_preference_pkey" primary key ("id"));`);
    this.addSql(`create unique index "channel_preference_user_uq" on "channel_preference" ("user_id");`);
    this.addSql(`create table "channel_delivery" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid null references "depot" ("id") on update cascade on delete set null,
      "endpoint_id" uuid null references "channel_endpoint" ("id") on update cascade on delete set null,
      "channel" text check ("channel" in ('EMAIL', 'SMS', 'TEAMS', 'SLACK')) not null,
      "kind" text check ("kind" in ('ARRIVALS', 'ALERTS', 'EVACUATIONS', 'APPROVALS', 'SUMMARIES')) not null,
      "type" varchar(40) not null, "source_event_id" varchar(64) not null, "address" varchar(254) not null,
      "recipient" varchar(255) not null, "subject" varchar(255) not null, "body" text not null,
      "status" text check ("status" in ('PENDING', 'SUCCEEDED', 'FAILED')) not null,
      "attempts" int not null default 0, "last_status_code" int null, "last_error" varchar(500) null,
      "sending_until" timestamptz null, "delivered_at" timestamptz null,
      constraint "channel_delivery_pkey" primary key ("id"));`);
    this.addSql(`create index "channel_delivery_tenant_idx" on "channel_delivery" ("tenant_id", "created_at");`);
    this.addSql(`create unique index "channel_delivery_once_uq" on "channel_delivery" ("source_event_id", "channel", "address");`);
    this.addSql(`create index "channel_delivery_endpoint_idx" on "channel_delivery" ("endpoint_id", "sending_until");`);
    this.addSql(
      `create trigger "channel_endpoint_audit" after insert or update or delete on "channel_endpoint" for each row execute function audit_row('secret');`,
    );
    this.addSql(
      `create trigger "channel_preference_audit" after insert or update or delete on "channel_preference" for each row execute function audit_row('phone');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "channel_delivery" cascade;`);
    this.addSql(`drop table if exists "channel_preference" cascade;`);
    this.addSql(`drop table if exists "channel_endpoint" cascade;`);
  }
}
