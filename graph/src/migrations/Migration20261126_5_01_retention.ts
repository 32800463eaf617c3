import { Migration } from '@mikro-orm/migrations';

/**
 * Retention and the data subject (issue 25). Each tenant keeps visitor and partner personal data `retention_days`
 * after a visit (30 days to 7 years; default 365); the worker's daily job anonymises what is older in batches, marking
 * each row `anonymised_at` so a second run finds nothing; a subject's erasure runs the same statements for one person.
 * `retention_run` records each run's counts. Finished export files are removed a day after they are made
 * (`export_job.file_removed_at`). docs/decisions.md "Retention and the data subject" lists every column and why.
 */
const MARKED = [
  'attendee',
  'attendance',
  'partner',
  'regular_visitor',
  'refused_kiosk_entry',
  'evacuation_entry',
  'mail_delivery',
  'import_job',
];

export class Migration20261126_5_01_retention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "tenant" add column "retention_days" int not null default 365,
      add constraint "tenant_retention_days_range" check ("retention_days" between 30 and 2557);`);
    for (const t of MARKED) this.addSql(`alter table "${t}" add column "anonymised_at" timestamptz null;`);
    this.addSql(`alter table "export_job" add column "file_removed_at" timestamptz null;`);

    // What each batch looks for: rows not yet anonymised, by the time that decides their age (partial indexes, so a
    // tenant's sweep reads only what is left to do).
    this.addSql(`create index "attendance_retention_idx" on "attendance" ("tenant_id", (coalesce("checked_out_at", "checked_in_at")))
      where "anonymised_at" is null;`);
    this.addSql(`create index "attendee_retention_idx" on "attendee" ("tenant_id", "updated_at") where "anonymised_at" is null;`);
    this.addSql(`create index "partner_retention_idx" on "partner" ("tenant_id", "updated_at") where "anonymised_at" is null;`);
    this.addSql(`create index "visit_attendee_date_idx" on "visit" ("attendee_id", "date_of_visit");`);
    this.addSql(`create index "attendance_attendee_idx" on "attendance" ("attendee_id") where "attendee_id" is not null;`);
    this.addSql(`create index "regular_visitor_attendee_idx" on "regular_visitor" ("attendee_id");`);
    this.addSql(`create index "evacuation_entry_attendance_idx" on "evacuation_entry" ("attendance_id") where "anonymised_at" is null;`);
    this.addSql(
      `create index "refused_kiosk_entry_retention_idx" on "refused_kiosk_entry" ("tenant_id", "occurred_at") where "anonymised_at" is null;`,
    );
    this.addSql(`create index "mail_delivery_retention_idx" on "mail_delivery" ("created_at") where "anonymised_at" is null;`);
    this.addSql(
      `create index "export_job_done_idx" on "export_job" ("finished_at") where "path" is not null and "file_removed_at" is null;`,
    );

    this.addSql(`create table "retention_run" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid null references "tenant" ("id") on update cascade on delete cascade,
      "kind" text check ("kind" in ('retention', 'erase', 'export')) not null,
      "run_date" date null,
      "cutoff" timestamptz null,
      "counts" jsonb not null default '{}',
      "created_by_id" uuid null references "app_user" ("id") on update cascade on delete set null,
      "finished_at" timestamptz null,
      constraint "retention_run_pkey" primary key ("id"));`);
    this.addSql(`create index "retention_run_tenant_idx" on "retention_run" ("tenant_id", "created_at" desc);`);
    // The daily job runs a tenant once per UTC day however many workers take it.
    this.addSql(
      `create unique index "retention_run_daily_uniq" on "retention_run" ("tenant_id", "run_date") nulls not distinct where "kind" = 'retention';`,
    );

    // Staff-written: a subject's export and erasure are audited (subject.export, subject.erase); the job's own rows
    // carry no actor and so write no audit row. The attendee's company and a partner's organisation join the masked
    // columns: with the name gone they are still a clue to who the person was.
    this.addSql(
      `create trigger "retention_run_audit" after insert or update or delete on "retention_run" for each row execute function audit_row();`,
    );
    this.addSql(`drop trigger if exists "attendee_audit" on "attendee";`);
    this.addSql(
      `create trigger "attendee_audit" after insert or update or delete on "attendee" for each row execute function audit_row('first_name', 'last_name', 'email', 'company');`,
    );
    this.addSql(`drop trigger if exists "partner_audit" on "partner";`);
    this.addSql(
      `create trigger "partner_audit" after insert or update or delete on "partner" for each row execute function audit_row('name', 'email', 'organisation');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "attendee_audit" on "attendee";`);
    this.addSql(
      `create trigger "attendee_audit" after insert or update or delete on "attendee" for each row execute function audit_row('first_name', 'last_name', 'email');`,
    );
    this.addSql(`drop trigger if exists "partner_audit" on "partner";`);
    this.addSql(
      `create trigger "partner_audit" after insert or update or delete on "partner" for each row execute function audit_row('name', 'email');`,
    );
    this.addSql(`drop table if exists "retention_run";`);
    for (const i of [
      'attendance_retention_idx',
      'attendee_retention_idx',
      'partner_retention_idx',
      'visit_attendee_date_idx',
      'attendance_attendee_idx',
      'regular_visitor_attendee_idx',
      'evacuation_entry_attendance_idx',
      'refused_kiosk_entry_retention_idx',
      'mail_delivery_retention_idx',
      'export_job_done_idx',
    ])
      this.addSql(`drop index if exists "${i}";`);
    this.addSql(`alter table "export_job" drop column "file_removed_at";`);
    for (const t of MARKED) this.addSql(`alter table "${t}" drop column "anonymised_at";`);
    this.addSql(`alter table "tenant" drop constraint "tenant_retention_days_range", drop column "retention_days";`);
  }
}
