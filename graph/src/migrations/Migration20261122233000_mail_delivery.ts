import { Migration } from '@mikro-orm/migrations';

/** mail_delivery: which outbox event already mailed whom (idempotent e-mail jobs). */
export class Migration20261122233000_mail_delivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "mail_delivery" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "source_event_id" uuid not null, "recipient" varchar(254) not null, "kind" varchar(64) not null,
      constraint "mail_delivery_pkey" primary key ("id"));`);
    this.addSql(`alter table "mail_delivery" add constraint "mail_delivery_event_recipient_uniq" unique ("source_event_id", "recipient");`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists "mail_delivery" cascade;');
  }
}
