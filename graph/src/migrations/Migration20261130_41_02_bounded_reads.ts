import { Migration } from '@mikro-orm/migrations';

/**
 * Reads that stop growing with the tables (issue 41; docs/decisions.md "Every screen as fast at 10,000,000 rows"):
 * - the open attendances of a depot (on-site counts and list, the live grid's people still signed in): a partial index
 *   on what is open, instead of `attendance_depot_day_idx` read over the depot's whole history;
 * - a depot's stays longer than 20 hours by when they ended: the live grid finds those begun before its date window;
 * - the send-once records of an address, by `lower(recipient)` (the data-subject export and erasure);
 * - a tenant's partners by address, as `attendee_email_ci_uniq` does for visitors (the data-subject search).
 * On a large install, build them first without blocking writes (`create index concurrently if not exists`, the same
 * definitions): this migration then finds them and does nothing.
 */
export class Migration20261130_41_02_bounded_reads extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index if not exists "attendance_depot_open_idx" on "attendance" ("depot_id", "local_date") where "checked_out_at" is null;`,
    );
    this.addSql(`create index if not exists "attendance_depot_long_idx" on "attendance" ("depot_id", "checked_out_at")
      where "checked_out_at" - "checked_in_at" > interval '20 hours';`);
    this.addSql(`create index if not exists "mail_delivery_recipient_ci_idx" on "mail_delivery" (lower("recipient"));`);
    this.addSql(`create index if not exists "partner_email_ci_idx" on "partner" ("tenant_id", lower("email"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "partner_email_ci_idx";`);
    this.addSql(`drop index if exists "mail_delivery_recipient_ci_idx";`);
    this.addSql(`drop index if exists "attendance_depot_long_idx";`);
    this.addSql(`drop index if exists "attendance_depot_open_idx";`);
  }
}
