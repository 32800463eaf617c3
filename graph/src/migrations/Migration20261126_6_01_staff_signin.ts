import { Migration } from '@mikro-orm/migrations';

/**
 * Staff sign-in (issue 25). TOTP: the user's secret (encrypted, core/auth/secret-box.ts), the one waiting for its
 * first code, when it was turned on and the last time step a code was accepted for (a replayed code is refused);
 * its recovery codes, hashed, each used once. The tenant: whether its staff must use TOTP, and its OpenID Connect
 * provider (issuer, client id, encrypted client secret). The audit triggers of app_user and tenant are made again
 * with the new secret columns masked; the recovery codes are audited too (their hashes masked).
 */
export class Migration20261126_6_01_staff_signin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column "totp_secret" varchar(255) null, add column "totp_pending_secret" varchar(255) null,
      add column "totp_enabled_at" timestamptz null, add column "totp_last_step" bigint null;`);
    this.addSql(`alter table "tenant" add column "require_totp" boolean not null default false,
      add column "oidc_issuer" varchar(500) null, add column "oidc_client_id" varchar(255) null,
      add column "oidc_client_secret" varchar(1000) null;`);
    this.addSql(`create table "user_recovery_code" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "user_id" uuid not null, "tenant_id" uuid null, "code_hash" varchar(64) not null, "used_at" timestamptz null,
      constraint "user_recovery_code_pkey" primary key ("id"));`);
    this.addSql(`create unique index "user_recovery_code_uniq" on "user_recovery_code" ("user_id", "code_hash");`);
    this.addSql(
      `alter table "user_recovery_code" add constraint "user_recovery_code_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create table "oidc_sign_in" (
      "state_hash" varchar(64) not null, "tenant_id" uuid not null, "nonce" varchar(100) not null,
      "code_verifier" varchar(200) not null, "redirect_uri" varchar(1000) not null, "expires_at" timestamptz not null,
      constraint "oidc_sign_in_pkey" primary key ("state_hash"));`);
    this.addSql(
      `alter table "oidc_sign_in" add constraint "oidc_sign_in_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`create index "oidc_sign_in_expires_idx" on "oidc_sign_in" ("expires_at");`);

    this.addSql(`drop trigger if exists "app_user_audit" on "app_user";`);
    this.addSql(
      `create trigger "app_user_audit" after insert or update or delete on "app_user" for each row execute function audit_row('name', 'email', 'password_hash', 'totp_secret', 'totp_pending_secret');`,
    );
    this.addSql(`drop trigger if exists "tenant_audit" on "tenant";`);
    this.addSql(
      `create trigger "tenant_audit" after insert or update or delete on "tenant" for each row execute function audit_row('oidc_client_secret');`,
    );
    this.addSql(
      `create trigger "user_recovery_code_audit" after insert or update or delete on "user_recovery_code" for each row execute function audit_row('code_hash');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "oidc_sign_in";`);
    this.addSql(`drop table if exists "user_recovery_code";`);
    this.addSql(
      `alter table "tenant" drop column "require_totp", drop column "oidc_issuer", drop column "oidc_client_id", drop column "oidc_client_secret";`,
    );
    this.addSql(
      `alter table "app_user" drop column "totp_secret", drop column "totp_pending_secret", drop column "totp_enabled_at", drop column "totp_last_step";`,
    );
  }
}
