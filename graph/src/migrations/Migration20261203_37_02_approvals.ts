import { Migration } from '@mikro-orm/migrations';

/**
 * Approval before entry (issue 37): a depot's approval rule and answer time; a walk-in waiting for staff (what they
 * submitted, kept until the answer, then cleared), its decision (who, how, when) and its one-time e-mail links (the
 * token's sha256 only). Retention and erasure anonymise a row (`anonymised_at`, issue 37). A decision is audited by trigger (the submitted walk-in masked) and by an EVENT row.
 */
export class Migration20261203_37_02_approvals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "depot" add column "approval_rule" varchar(10) not null default 'OFF'
      check ("approval_rule" in ('OFF', 'WALK_INS', 'FLAGGED')),
      add column "approval_timeout_seconds" int not null default 300
      check ("approval_timeout_seconds" between 5 and 3600);`);
    this.addSql(`create table "walk_in_approval" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "status" text check ("status" in ('PENDING', 'APPROVED', 'DENIED', 'EXPIRED', 'FAILED')) not null,
      "reasons" jsonb not null, "person_name" varchar(255) not null, "person_email" varchar(254) null, "company" varchar(120) not null,
      "host_name" varchar(255) null, "host_email" varchar(254) null,
      "request" jsonb null, "kiosk_token_hash" varchar(64) not null, "expires_at" timestamptz not null,
      "decided_at" timestamptz null, "decided_via" text check ("decided_via" in ('STAFF', 'LINK', 'TIMEOUT')) null,
      "decided_by_id" uuid null references "app_user" ("id") on update cascade on delete set null,
      "decided_by_name" varchar(255) null, "attendance_id" uuid null, "failure" varchar(255) null,
      "anonymised_at" timestamptz null,
      constraint "walk_in_approval_pkey" primary key ("id"));`);
    this.addSql(`create index "walk_in_approval_depot_idx" on "walk_in_approval" ("depot_id", "status", "created_at");`);
    this.addSql(`create table "walk_in_approval_link" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "approval_id" uuid not null references "walk_in_approval" ("id") on update cascade on delete cascade,
      "recipient" varchar(254) not null, "token_hash" varchar(64) not null, "used_at" timestamptz null,
      constraint "walk_in_approval_link_pkey" primary key ("id"));`);
    this.addSql(`create unique index "walk_in_approval_link_token_uniq" on "walk_in_approval_link" ("token_hash");`);
    this.addSql(`create index "walk_in_approval_link_approval_idx" on "walk_in_approval_link" ("approval_id");`);
    this.addSql(
      `create trigger "walk_in_approval_audit" after insert or update or delete on "walk_in_approval" for each row execute function audit_row('person_name', 'person_email', 'company', 'host_name', 'host_email', 'request', 'kiosk_token_hash');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "walk_in_approval_link";`);
    this.addSql(`drop table if exists "walk_in_approval";`);
    this.addSql(`alter table "depot" drop column "approval_rule", drop column "approval_timeout_seconds";`);
  }
}
