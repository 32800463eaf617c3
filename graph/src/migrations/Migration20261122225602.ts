import { Migration } from '@mikro-orm/migrations';

export class Migration20261122225602 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "import_job" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "depot_id" uuid not null, "kind" text check ("kind" in ('partner', 'visitor')) not null, "status" text check ("status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')) not null default 'QUEUED', "file_name" varchar(200) not null, "file" bytea not null, "total" int not null default 0, "processed" int not null default 0, "inserted" int not null default 0, "row_errors" jsonb null, "message" text null, "created_by_id" uuid null, "finished_at" timestamptz null, constraint "import_job_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "export_job" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "depot_id" uuid not null, "kind" text check ("kind" in ('partner-report')) not null, "status" text check ("status" in ('QUEUED', 'RUNNING', 'DONE', 'FAILED')) not null default 'QUEUED', "date_from" date not null, "date_to" date not null, "file_name" varchar(200) not null, "path" varchar(300) null, "row_count" int not null default 0, "message" text null, "created_by_id" uuid null, "finished_at" timestamptz null, constraint "export_job_pkey" primary key ("id"));`,
    );

    this.addSql(
      `alter table "import_job" add constraint "import_job_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "import_job" add constraint "import_job_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "import_job" add constraint "import_job_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "export_job" add constraint "export_job_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "export_job" add constraint "export_job_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "export_job" add constraint "export_job_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "import_job" cascade;`);

    this.addSql(`drop table if exists "export_job" cascade;`);
  }
}
