import { Migration } from '@mikro-orm/migrations';

/**
 * Everyone told in an evacuation by SMS too (issue 39): a visitor's and a partner's optional phone (E.164, as the
 * walk-in form and staff give it; retention and erasure clear it with the person), and a depot's muster kiosk (its
 * kiosks offer "I am safe" by badge or name while a roll-call is under way).
 */
export class Migration20261207_39_02_roll_call_sms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "attendee" add column if not exists "phone" varchar(16) null;`);
    this.addSql(`alter table "partner" add column if not exists "phone" varchar(16) null;`);
    this.addSql(`alter table "depot" add column if not exists "muster_kiosk" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "depot" drop column if exists "muster_kiosk";`);
    this.addSql(`alter table "partner" drop column if exists "phone";`);
    this.addSql(`alter table "attendee" drop column if exists "phone";`);
  }
}
