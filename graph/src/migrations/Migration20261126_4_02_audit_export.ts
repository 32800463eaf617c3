import { Migration } from '@mikro-orm/migrations';

/** An audit trail export (issue 25): not one depot's (depot null), a SuperAdmin's of every tenant (tenant null); its filter kept. */
export class Migration20261126_4_02_audit_export extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "export_job" alter column "depot_id" drop not null;`);
    this.addSql(`alter table "export_job" alter column "tenant_id" drop not null;`);
    this.addSql(`alter table "export_job" add column "audit_filter" jsonb null;`);
    this.addSql(`alter table "export_job" drop constraint if exists "export_job_kind_check";`);
    this.addSql(
      `alter table "export_job" add constraint "export_job_kind_check" check ("kind" in ('partner-report', 'visitor-report', 'evacuation', 'audit'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "export_job" drop column "audit_filter";`);
  }
}
