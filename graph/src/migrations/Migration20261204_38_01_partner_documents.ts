import { Migration } from '@mikro-orm/migrations';

/**
 * Contractor documents that expire (issue 38, modules/documents): a tenant's required document types (whether a missing
 * or expired one blocks the clock-in; for every partner or only partners of some role names) and the documents staff
 * upload for a partner (the file in the document store, core/files/blob-store.ts). One current document per partner
 * and type (a replacement marks the previous one superseded); the sweep finds erased or orphaned rows by
 * `partner_document_sweep_idx`. Both tables are audited (every change of a type or a document is in the trail).
 */
export class Migration20261204_38_01_partner_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "document_type" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "name" varchar(120) not null, "blocks_clock_in" boolean not null default true,
      "role_ids" jsonb not null default '[]',
      constraint "document_type_pkey" primary key ("id"));`);
    this.addSql(`create unique index "document_type_name_uniq" on "document_type" ("tenant_id", lower("name"));`);
    this.addSql(`create table "partner_document" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "partner_id" uuid null references "partner" ("id") on update cascade on delete set null,
      "document_type_id" uuid null references "document_type" ("id") on update cascade on delete set null,
      "storage_key" varchar(200) not null, "mime_type" varchar(40) not null, "bytes" int not null,
      "file_name" varchar(200) not null, "expires_on" date not null, "uploaded_by_name" varchar(255) not null,
      "superseded_at" timestamptz null, "reminded_at" timestamptz null, "erased_at" timestamptz null,
      constraint "partner_document_pkey" primary key ("id"));`);
    this.addSql(
      `create unique index "partner_document_current_uniq" on "partner_document" ("partner_id", "document_type_id") where "superseded_at" is null and "erased_at" is null;`,
    );
    this.addSql(`create index "partner_document_tenant_idx" on "partner_document" ("tenant_id", "expires_on");`);
    this.addSql(`create index "partner_document_type_idx" on "partner_document" ("document_type_id");`);
    this.addSql(
      `create index "partner_document_sweep_idx" on "partner_document" ("created_at") where "erased_at" is not null or "partner_id" is null or "document_type_id" is null;`,
    );
    this.addSql(
      `create index "partner_document_remind_idx" on "partner_document" ("expires_on") where "reminded_at" is null and "superseded_at" is null and "erased_at" is null;`,
    );
    this.addSql(
      `create trigger "document_type_audit" after insert or update or delete on "document_type" for each row execute function audit_row();`,
    );
    this.addSql(
      `create trigger "partner_document_audit" after insert or update or delete on "partner_document" for each row execute function audit_row('file_name');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "partner_document";`);
    this.addSql(`drop table if exists "document_type";`);
  }
}
