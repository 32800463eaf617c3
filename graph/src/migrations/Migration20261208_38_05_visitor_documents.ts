import { Migration } from '@mikro-orm/migrations';

/**
 * Documents asked of visitors (issue 38): a document type may be asked of visitors (every planned visitor, or those
 * whose visit reason is one of `visit_reason_ids`) and may stop applying to partners (`for_partners`, default true: the
 * types made so far keep applying to them as before). A visitor uploads one on the pre-arrival page: one row per visit
 * and type (a new upload replaces it), the file in the document store; retention and erasure mark it `erased_at` with the
 * visitor and the sweep deletes the file. Audited as the partners' documents.
 */
export class Migration20261208_38_05_visitor_documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "document_type" add column "for_partners" boolean not null default true,
      add column "for_visitors" boolean not null default false, add column "visit_reason_ids" jsonb not null default '[]';`);
    this.addSql(`create table "visitor_document" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "visit_id" uuid null references "visit" ("id") on update cascade on delete set null,
      "attendee_id" uuid null references "attendee" ("id") on update cascade on delete set null,
      "document_type_id" uuid null references "document_type" ("id") on update cascade on delete set null,
      "storage_key" varchar(200) not null, "mime_type" varchar(40) not null, "bytes" int not null,
      "file_name" varchar(200) not null, "erased_at" timestamptz null,
      constraint "visitor_document_pkey" primary key ("id"));`);
    this.addSql(
      `create unique index "visitor_document_visit_type_uniq" on "visitor_document" ("visit_id", "document_type_id") where "erased_at" is null;`,
    );
    this.addSql(`create index "visitor_document_attendee_idx" on "visitor_document" ("attendee_id");`);
    this.addSql(
      `create index "visitor_document_sweep_idx" on "visitor_document" ("created_at") where "erased_at" is not null or "visit_id" is null or "document_type_id" is null;`,
    );
    this.addSql(
      `create trigger "visitor_document_audit" after insert or update or delete on "visitor_document" for each row execute function audit_row('file_name');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "visitor_document";`);
    this.addSql(`alter table "document_type" drop column "for_partners", drop column "for_visitors", drop column "visit_reason_ids";`);
  }
}
