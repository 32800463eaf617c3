import { Migration } from '@mikro-orm/migrations';

/**
 * Integrators' API keys (issue 26): per tenant, a name, scopes, an optional depot and expiry; the secret only as its
 * SHA-256 (the secret is 32 random bytes: a slow hash buys nothing); revoked keys are kept (who made what, and when
 * it was last used). Audited like the other staff-written tables, the hash masked.
 */
export class Migration20261126_7_01_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_key" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid null references "depot" ("id") on update cascade on delete cascade,
      "name" varchar(80) not null,
      "scopes" text[] not null,
      "secret_hash" varchar(64) not null,
      "hint" varchar(8) not null,
      "expires_at" timestamptz null,
      "last_used_at" timestamptz null,
      "revoked_at" timestamptz null,
      "created_by" varchar(200) not null,
      constraint "api_key_pkey" primary key ("id"));`);
    this.addSql(`create unique index "api_key_name_uniq" on "api_key" ("tenant_id", lower("name")) where "revoked_at" is null;`);
    this.addSql(
      `create trigger "api_key_audit" after insert or update or delete on "api_key" for each row execute function audit_row('secret_hash');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_key" cascade;`);
  }
}
