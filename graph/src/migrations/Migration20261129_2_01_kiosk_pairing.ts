import { Migration } from '@mikro-orm/migrations';

/**
 * Paired kiosks (issue 40): a kiosk gets a secret when it is paired (only its SHA-256 is kept: `secret_hash`), from a
 * one-time pairing code staff make (`kiosk_pairing`, only the code's hash kept, short-lived). Heartbeats, held
 * entries' device times and refused-entry reports need the secret. A held entry keeps the device's time, the time it
 * reached the server and whether the device was paired; old rows are backfilled (their device time is the one
 * stored, their arrival the row's creation). The secret and code hashes are masked in the audit trail.
 */
export class Migration20261129_2_01_kiosk_pairing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "kiosk_device" add column "secret_hash" varchar(64) null, add column "paired_at" timestamptz null;`);
    this.addSql(`create table "kiosk_pairing" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "depot_id" uuid not null references "depot" ("id") on update cascade on delete cascade,
      "code_hash" varchar(64) not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      constraint "kiosk_pairing_pkey" primary key ("id"));`);
    this.addSql(`create unique index "kiosk_pairing_code_uniq" on "kiosk_pairing" ("code_hash");`);
    this.addSql(`alter table "kiosk_entry" add column "device_time" timestamptz null, add column "received_at" timestamptz null,
      add column "device_paired" boolean not null default false;`);
    this.addSql(`update "kiosk_entry" set "device_time" = "occurred_at", "received_at" = "created_at";`);
    this.addSql(`alter table "kiosk_entry" alter column "device_time" set not null, alter column "received_at" set not null;`);
    this.addSql(`drop trigger if exists "kiosk_device_audit" on "kiosk_device";`);
    this.addSql(
      `create trigger "kiosk_device_audit" after insert or update or delete on "kiosk_device" for each row execute function audit_row('secret_hash');`,
    );
    this.addSql(
      `create trigger "kiosk_pairing_audit" after insert or update or delete on "kiosk_pairing" for each row execute function audit_row('code_hash');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "kiosk_pairing_audit" on "kiosk_pairing";`);
    this.addSql(`drop trigger if exists "kiosk_device_audit" on "kiosk_device";`);
    this.addSql(
      `create trigger "kiosk_device_audit" after insert or update or delete on "kiosk_device" for each row execute function audit_row();`,
    );
    this.addSql(`alter table "kiosk_entry" drop column "device_time", drop column "received_at", drop column "device_paired";`);
    this.addSql(`drop table if exists "kiosk_pairing" cascade;`);
    this.addSql(`alter table "kiosk_device" drop column "secret_hash", drop column "paired_at";`);
  }
}
