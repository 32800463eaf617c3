import { Migration } from '@mikro-orm/migrations';

/**
 * Inductions that expire (issue 38): a tenant's induction courses (title, text, multiple-choice questions with their
 * right answers, a pass mark 0-100, who needs it, how many months a pass is valid, a version that goes up on each change)
 * and a partner's pass of a course (the version passed, when it expires, how it was given, when its reminder went).
 * One pass row per course and partner: a new pass replaces it (two submits at once leave one row). Both audited by
 * trigger; a pass goes with its partner (retention and erasure delete it).
 */
export class Migration20261204_38_02_inductions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "induction_course" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "title" varchar(200) not null, "body" text not null, "questions" jsonb not null,
      "pass_mark" int not null check ("pass_mark" between 0 and 100),
      "all_partners" boolean not null default false, "role_ids" jsonb not null,
      "valid_months" int not null check ("valid_months" between 1 and 120),
      "version" int not null default 1,
      constraint "induction_course_pkey" primary key ("id"));`);
    this.addSql(`create index "induction_course_tenant_idx" on "induction_course" ("tenant_id");`);
    this.addSql(`create table "induction_pass" (
      "id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null,
      "tenant_id" uuid not null references "tenant" ("id") on update cascade on delete cascade,
      "course_id" uuid not null references "induction_course" ("id") on update cascade on delete cascade,
      "partner_id" uuid not null references "partner" ("id") on update cascade on delete cascade,
      "version" int not null, "score" int not null, "passed_at" timestamptz not null, "expires_at" timestamptz not null,
      "given_by" varchar(255) not null, "in_person" boolean not null default false, "reminded_at" timestamptz null,
      constraint "induction_pass_pkey" primary key ("id"));`);
    this.addSql(`create unique index "induction_pass_course_partner_uniq" on "induction_pass" ("course_id", "partner_id");`);
    this.addSql(`create index "induction_pass_partner_idx" on "induction_pass" ("partner_id");`);
    this.addSql(`create index "induction_pass_expiry_idx" on "induction_pass" ("expires_at") where "reminded_at" is null;`);
    this.addSql(
      `create trigger "induction_course_audit" after insert or update or delete on "induction_course" for each row execute function audit_row();`,
    );
    this.addSql(
      `create trigger "induction_pass_audit" after insert or update or delete on "induction_pass" for each row execute function audit_row();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "induction_pass";`);
    this.addSql(`drop table if exists "induction_course";`);
  }
}
