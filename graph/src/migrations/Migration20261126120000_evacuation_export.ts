import { Migration } from '@mikro-orm/migrations';

/** An evacuation record's xlsx export (issue 23): export_job.kind 'evacuation' and the roll-call it exports. */
export class Migration20261126120000_evacuation_export extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "export_job" add column "evacuation_id" uuid null references "evacuation" ("id") on delete cascade;`);
    this.addSql(`alter table "export_job" drop constraint if exists "export_job_kind_check";`);
    this.addSql(
      `alter table "export_job" add constraint "export_job_kind_check" check ("kind" in ('partner-report', 'visitor-report', 'evacuation'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "export_job" where "kind" = 'evacuation';`);
    this.addSql(`alter table "export_job" drop constraint if exists "export_job_kind_check";`);
    this.addSql(`alter table "export_job" add constraint "export_job_kind_check" check ("kind" in ('partner-report', 'visitor-report'));`);
    this.addSql(`alter table "export_job" drop column "evacuation_id";`);
  }
}
