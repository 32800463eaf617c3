import { Migration } from '@mikro-orm/migrations';

/**
 * Hosts from a directory (issue 39): the tenant's people directory (kept by hand, by upload or by SCIM) and its SCIM
 * groups; a host upload is an import job of its own kind.
 */
export class Migration20261208_39_01_hosts_directory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "host" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "name" varchar(120) not null, "email" varchar(254) not null, "phone" varchar(16) null, "department" varchar(120) null,
      "depot_ids" text[] not null, "language" varchar(8) null, "choices" jsonb null, "active" boolean not null default true,
      "source" varchar(8) not null, "user_name" varchar(254) null, "external_id" varchar(254) null,
      "user_id" uuid null references "app_user" ("id") on update cascade on delete set null,
      constraint "host_pkey" primary key ("id"));`);
    this.addSql(`create unique index if not exists "host_email_uq" on "host" ("tenant_id", lower("email"));`);
    this.addSql(
      `create unique index if not exists "host_user_name_uq" on "host" ("tenant_id", lower("user_name")) where "user_name" is not null;`,
    );
    this.addSql(`create index if not exists "host_name_idx" on "host" ("tenant_id", lower("name") text_pattern_ops);`);
    this.addSql(`create index if not exists "host_user_id_index" on "host" ("user_id");`);
    this.addSql(`create table if not exists "scim_group" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "display_name" varchar(120) not null, "external_id" varchar(254) null, "member_ids" text[] not null,
      constraint "scim_group_pkey" primary key ("id"));`);
    this.addSql(`create unique index if not exists "scim_group_name_uq" on "scim_group" ("tenant_id", lower("display_name"));`);
    this.addSql(`alter table "import_job" drop constraint if exists "import_job_kind_check";`);
    this.addSql(`alter table "import_job" add constraint "import_job_kind_check" check ("kind" in ('partner', 'visitor', 'host'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "import_job" where "kind" = 'host';`);
    this.addSql(`alter table "import_job" drop constraint if exists "import_job_kind_check";`);
    this.addSql(`alter table "import_job" add constraint "import_job_kind_check" check ("kind" in ('partner', 'visitor'));`);
    this.addSql(`drop table if exists "scim_group";`);
    this.addSql(`drop table if exists "host";`);
  }
}
