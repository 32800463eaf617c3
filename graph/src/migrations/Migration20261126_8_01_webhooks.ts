import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (issue 26): a tenant's endpoints (url, events, enabled, the signing secret: kept as is, it signs every
 * delivery; masked in the audit trail), one delivery per (event, endpoint) with its status, and every attempt of it
 * (status code, latency, error) for the delivery log.
 */
export class Migration20261126_8_01_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoint" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "url" varchar(2000) not null,
      "description" varchar(200) not null default '',
      "events" text[] not null,
      "enabled" boolean not null default true,
      "secret" varchar(100) not null,
      "consecutive_failures" int not null default 0,
      "disabled_at" timestamptz null,
      "created_by" varchar(200) not null,
      constraint "webhook_endpoint_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_endpoint_tenant_idx" on "webhook_endpoint" ("tenant_id") where "enabled";`);
    this.addSql(
      `create trigger "webhook_endpoint_audit" after insert or update or delete on "webhook_endpoint" for each row execute function audit_row('secret');`,
    );
    this.addSql(`create table "webhook_delivery" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "endpoint_id" uuid not null references "webhook_endpoint" ("id") on update cascade on delete cascade,
      "event_id" uuid not null,
      "type" varchar(40) not null,
      "body" text not null,
      "status" varchar(16) not null default 'PENDING',
      "attempts" int not null default 0,
      "last_status_code" int null,
      "delivered_at" timestamptz null,
      constraint "webhook_delivery_pkey" primary key ("id"));`);
    this.addSql(`create unique index "webhook_delivery_uniq" on "webhook_delivery" ("endpoint_id", "event_id");`);
    this.addSql(`create index "webhook_delivery_log_idx" on "webhook_delivery" ("endpoint_id", "created_at" desc);`);
    this.addSql(`create table "webhook_attempt" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "delivery_id" uuid not null references "webhook_delivery" ("id") on update cascade on delete cascade,
      "attempt" int not null,
      "status_code" int null,
      "latency_ms" int not null,
      "error" text null,
      constraint "webhook_attempt_pkey" primary key ("id"));`);
    this.addSql(`create index "webhook_attempt_delivery_idx" on "webhook_attempt" ("delivery_id", "attempt");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_attempt" cascade;`);
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook_endpoint" cascade;`);
  }
}
