import { Migration } from '@mikro-orm/migrations';

/**
 * Inductions for visitors (issue 38): a course may apply to regular visitors and to visitors by visit reason (the
 * tenant's `visit_reason` ids), and a pass is keyed by the partner or by the visitor's attendee row (exactly one). The
 * attendee key has a unique index of its own; the partner's stays as it was (a null key never conflicts), so the
 * previous release's `on conflict ("course_id", "partner_id")` still finds its index (expand, then contract).
 */
export class Migration20261207_38_04_visitor_inductions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "induction_course" add column "regular_visitors" boolean not null default false,
      add column "reason_ids" jsonb not null default '[]';`);
    this.addSql(`alter table "induction_pass" alter column "partner_id" drop not null,
      add column "attendee_id" uuid null references "attendee" ("id") on update cascade on delete cascade,
      add constraint "induction_pass_one_person" check (("partner_id" is null) <> ("attendee_id" is null));`);
    this.addSql(`create unique index "induction_pass_course_attendee_uniq" on "induction_pass" ("course_id", "attendee_id");`);
    this.addSql(`create index "induction_pass_attendee_idx" on "induction_pass" ("attendee_id") where "attendee_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "induction_pass" where "attendee_id" is not null;`);
    this.addSql(`drop index if exists "induction_pass_attendee_idx";`);
    this.addSql(`drop index if exists "induction_pass_course_attendee_uniq";`);
    this.addSql(`alter table "induction_pass" drop constraint if exists "induction_pass_one_person", drop column if exists "attendee_id",
      alter column "partner_id" set not null;`);
    this.addSql(`alter table "induction_course" drop column if exists "regular_visitors", drop column if exists "reason_ids";`);
  }
}
