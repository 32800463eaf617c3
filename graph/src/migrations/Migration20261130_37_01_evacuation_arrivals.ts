import { Migration } from '@mikro-orm/migrations';

/**
 * evacuation_entry.arrived_during (issue 37): a person who signs or clocks in while the depot's roll-call is open joins
 * it, marked as having arrived during the evacuation (false for everyone on site when it started).
 */
export class Migration20261130_37_01_evacuation_arrivals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "evacuation_entry" add column "arrived_during" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "evacuation_entry" drop column "arrived_during";`);
  }
}
