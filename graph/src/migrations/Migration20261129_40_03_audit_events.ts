import { Migration } from '@mikro-orm/migrations';

/**
 * audit_log.operation EVENT (issue 40): facts that change no audited row (sign-ins and refused sign-ins, logouts,
 * reads of the trail, data-subject searches, export downloads) are kept as rows of their own (core/audit.ts,
 * recordAuditEvent), beside the triggers' INSERT, UPDATE and DELETE.
 */
export class Migration20261129_40_03_audit_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_log" drop constraint if exists "audit_log_operation_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_operation_check" check ("operation" in ('INSERT', 'UPDATE', 'DELETE', 'EVENT'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "audit_log" where "operation" = 'EVENT';`);
    this.addSql(`alter table "audit_log" drop constraint if exists "audit_log_operation_check";`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_operation_check" check ("operation" in ('INSERT', 'UPDATE', 'DELETE'));`,
    );
  }
}
