import { Migration } from '@mikro-orm/migrations';

/**
 * - attendance.rules_on_device: a legacy kiosk asked the rules on the device and sent no answers (spec 7).
 * - One active regular-visitor registration per person (an attendee is one e-mail of one tenant), as editing already required: of concurrent registrations of one e-mail,
 *   one wins. Duplicates an earlier release let through are kept but marked removed (newest stays active).
 */
export class Migration20261123110000_edges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "attendance" add column "rules_on_device" boolean not null default false;`);
    this.addSql(`update "regular_visitor" r set "removed_at" = now()
      where r."removed_at" is null and exists (
        select 1 from "regular_visitor" n where n."removed_at" is null and n."attendee_id" = r."attendee_id"
          and (n."created_at", n."id") > (r."created_at", r."id"));`);
    this.addSql(
      `create unique index "regular_visitor_person_active_uniq" on "regular_visitor" ("attendee_id") where "removed_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "regular_visitor_person_active_uniq";`);
    this.addSql(`alter table "attendance" drop column if exists "rules_on_device";`);
  }
}
