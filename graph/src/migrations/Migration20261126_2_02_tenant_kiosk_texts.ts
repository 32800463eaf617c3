import { Migration } from '@mikro-orm/migrations';

/** A tenant's own kiosk texts (issue 23): rule and question words by answer key, and the contractor rules. */
export class Migration20261126_2_02_tenant_kiosk_texts extends Migration {
  override async up(): Promise<void> {
    this
      .addSql(`create table "tenant_kiosk_texts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null, "rule_texts" jsonb not null default '{}', "contractor_rules" jsonb not null default '[]',
      constraint "tenant_kiosk_texts_pkey" primary key ("id"));`);
    this.addSql(`alter table "tenant_kiosk_texts" add constraint "tenant_kiosk_texts_tenant_uniq" unique ("tenant_id");`);
    this.addSql(
      `alter table "tenant_kiosk_texts" add constraint "tenant_kiosk_texts_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tenant_kiosk_texts";`);
  }
}
