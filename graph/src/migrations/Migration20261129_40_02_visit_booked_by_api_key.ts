import { Migration } from '@mikro-orm/migrations';

/**
 * visit.booked_by_api_key_id (issue 40): a booking made with an integrator's API key records the key beside (instead
 * of) the staff user who booked; `booked_by_id` references app_user, and a key's id there failed every such booking.
 */
export class Migration20261129_40_02_visit_booked_by_api_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "visit" add column "booked_by_api_key_id" uuid null;`);
    this.addSql(
      `alter table "visit" add constraint "visit_booked_by_api_key_id_foreign" foreign key ("booked_by_api_key_id") references "api_key" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visit" drop constraint "visit_booked_by_api_key_id_foreign";`);
    this.addSql(`alter table "visit" drop column "booked_by_api_key_id";`);
  }
}
