import { Migration } from '@mikro-orm/migrations';

/**
 * Induction course material (issue 38): at most one PDF and one video per course, the file in the material store
 * (core/files/blob-store.ts `materialStoreOf`) under `storage_key`, its SHA-256 the kiosk's ETag. A course removed takes
 * its rows with it (the service deletes the files after the commit). Audited by trigger.
 */
export class Migration20261207_38_04_induction_material extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "induction_material" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "course_id" uuid not null references "induction_course" ("id") on update cascade on delete cascade,
      "kind" varchar(8) not null check ("kind" in ('pdf', 'video')),
      "storage_key" varchar(200) not null, "mime_type" varchar(40) not null, "bytes" int not null,
      "sha256" varchar(64) not null, "file_name" varchar(200) not null,
      constraint "induction_material_pkey" primary key ("id"));`);
    this.addSql(`create unique index "induction_material_course_kind_uniq" on "induction_material" ("course_id", "kind");`);
    this.addSql(`create index "induction_material_tenant_idx" on "induction_material" ("tenant_id");`);
    this.addSql(
      `create trigger "induction_material_audit" after insert or update or delete on "induction_material" for each row execute function audit_row();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "induction_material";`);
  }
}
