import { Migration } from '@mikro-orm/migrations';

/**
 * Everyone told in an evacuation (issues 37 and 39, modules/evacuation-notices): a depot's assembly point (the words
 * the kiosk and the "I am safe" e-mail give), and a roll-call entry marked safe by the person's own link.
 */
export class Migration20261202_39_01_evacuation_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "depot" add column "assembly_point" varchar(300) null;`);
    this.addSql(`alter table "evacuation_entry" add column "self_reported" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "evacuation_entry" drop column if exists "self_reported";`);
    this.addSql(`alter table "depot" drop column if exists "assembly_point";`);
  }
}
