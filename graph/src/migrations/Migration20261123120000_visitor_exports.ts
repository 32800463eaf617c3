import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 9: visitors report exports (export_job.kind 'visitor-report' with its visit type and search), and the
 * indexes the visitors report and a partner's attendance history read by.
 */
export class Migration20261123120000_visitor_exports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "export_job" drop constraint if exists "export_job_kind_check";`);
    this.addSql(`alter table "export_job" add constraint "export_job_kind_check" check ("kind" in ('partner-report', 'visitor-report'));`);
    this.addSql(`alter table "export_job" add column "visit_type" varchar(16) null, add column "search" varchar(100) null;`);
    this.addSql(`create index if not exists "visit_depot_date_idx" on "visit" ("depot_id", "date_of_visit");`);
    this.addSql(
      `create index if not exists "attendance_partner_idx" on "attendance" ("partner_id", "checked_in_at") where "partner_id" is not null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "attendance_partner_idx";`);
    this.addSql(`drop index if exists "visit_depot_date_idx";`);
    this.addSql(`delete from "export_job" where "kind" = 'visitor-report';`);
    this.addSql(`alter table "export_job" drop column if exists "search", drop column if exists "visit_type";`);
    this.addSql(`alter table "export_job" drop constraint if exists "export_job_kind_check";`);
    this.addSql(`alter table "export_job" add constraint "export_job_kind_check" check ("kind" in ('partner-report'));`);
  }
}
