import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_CONTRACTOR_RULES, QUESTION_KEYS, RULE_QUESTIONS } from '../contracts/rule-questions';
import { DEFAULT_RULES_VERSION_ID, DEFAULT_CONTRACTOR_VERSION_ID } from '../modules/agreements/agreement-words';

/**
 * Agreements with versions (issue 38): every save of a tenant's kiosk texts keeps the words it set as an immutable
 * version (per tenant and kind: the visitors' rules and questions, or the contractor rules), numbered from 1; the
 * built-in default words are version 0 of no tenant. An attendance records the version it accepted. A tenant's
 * texts saved before this migration become its version 1 (dated when they were saved); old attendances (no version)
 * read their tenant's version 1, or the defaults. Every version written is audited.
 */
export class Migration20261201_38_01_agreement_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "agreement_version" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid null references "tenant" ("id") on update cascade on delete cascade,
      "kind" text check ("kind" in ('rules', 'contractor')) not null,
      "number" int not null, "words" jsonb not null, "ask_again" boolean not null default false,
      "saved_by_id" uuid null,
      "saved_by_name" varchar(255) null,
      constraint "agreement_version_pkey" primary key ("id"));`);
    this.addSql(`create unique index "agreement_version_number_uniq" on "agreement_version" ("tenant_id", "kind", "number");`);
    this.addSql(`create unique index "agreement_version_default_uniq" on "agreement_version" ("kind") where "tenant_id" is null;`);
    // Versions are never changed nor removed (only with their tenant).
    this.addSql(`create or replace function agreement_version_immutable() returns trigger language plpgsql as $$
      begin raise exception 'agreement versions are immutable'; end $$;`);
    this.addSql(
      `create trigger "agreement_version_no_update" before update on "agreement_version" for each row execute function agreement_version_immutable();`,
    );
    this.addSql(
      `create trigger "agreement_version_audit" after insert or update or delete on "agreement_version" for each row execute function audit_row();`,
    );
    const defaults = Object.fromEntries(
      Object.values(RULE_QUESTIONS)
        .filter((q) => !QUESTION_KEYS.includes(q.key))
        .map((q) => [q.key, q.text]),
    );
    const lit = (v: unknown) => `'${JSON.stringify(v).replace(/'/g, "''")}'::jsonb`;
    this.addSql(`insert into "agreement_version" ("id", "created_at", "updated_at", "tenant_id", "kind", "number", "words") values
      ('${DEFAULT_RULES_VERSION_ID}', now(), now(), null, 'rules', 0, ${lit(defaults)}),
      ('${DEFAULT_CONTRACTOR_VERSION_ID}', now(), now(), null, 'contractor', 0, ${lit(DEFAULT_CONTRACTOR_RULES)});`);
    // The texts tenants saved before versions: their version 1 of each kind, as saved then.
    this.addSql(`insert into "agreement_version" ("id", "created_at", "updated_at", "tenant_id", "kind", "number", "words")
      select gen_random_uuid(), "updated_at", "updated_at", "tenant_id", 'rules', 1, ${lit(defaults)} || "rule_texts" from "tenant_kiosk_texts";`);
    this.addSql(`insert into "agreement_version" ("id", "created_at", "updated_at", "tenant_id", "kind", "number", "words")
      select gen_random_uuid(), "updated_at", "updated_at", "tenant_id", 'contractor', 1,
        case when jsonb_array_length("contractor_rules") > 0 then "contractor_rules" else ${lit(DEFAULT_CONTRACTOR_RULES)} end
      from "tenant_kiosk_texts";`);
    this.addSql(
      `alter table "attendance" add column "agreement_version_id" uuid null references "agreement_version" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "attendance" drop column if exists "agreement_version_id";`);
    this.addSql(`drop table if exists "agreement_version";`);
    this.addSql(`drop function if exists agreement_version_immutable();`);
  }
}
