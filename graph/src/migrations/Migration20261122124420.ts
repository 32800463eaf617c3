import { Migration } from '@mikro-orm/migrations';

export class Migration20261122124420 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "outbox_event" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "queue" varchar(64) not null, "name" varchar(64) not null, "payload" jsonb not null, "dispatched_at" timestamptz null, "attempts" int not null default 0, "last_error" text null, constraint "outbox_event_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "outbox_pending_idx" on "outbox_event" ("created_at") where "dispatched_at" is null;`);

    this.addSql(
      `create table "tenant" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(120) not null, "temp_min" numeric(4,1) not null default '35.0', "temp_max" numeric(4,1) not null default '37.5', constraint "tenant_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "tenant_name_ci_uniq" on "tenant" (lower("name"));`);

    this.addSql(
      `create table "shift" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "shift_name" varchar(80) not null, "start_time" varchar(5) not null, "end_time" varchar(5) not null, constraint "shift_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "role_name" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "role_name" varchar(80) not null, constraint "role_name_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "role_name_ci_uniq" on "role_name" ("tenant_id", lower("role_name"));`);

    this.addSql(
      `create table "regular_host" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "hostname" varchar(120) not null, "hostemail" varchar(254) not null, "department" varchar(120) not null, constraint "regular_host_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "depot" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "code" varchar(20) not null, "line1" varchar(200) not null, "line2" varchar(200) not null, "county" varchar(100) not null, "eir_code" varchar(20) not null, "time_zone" varchar(64) not null default 'Europe/Dublin', constraint "depot_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "depot_code_ci_uniq" on "depot" ("tenant_id", lower("code"));`);

    this.addSql(
      `create table "partner" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "depot_id" uuid null, "work_id" varchar(18) not null, "name" varchar(120) not null, "organisation" varchar(120) not null, "email" varchar(254) null, "shift_id" uuid null, "role_id" uuid null, "sign_flag" boolean not null default false, "badge_num_flag" boolean not null default false, "single_sign_flag" boolean not null default false, "enter_temperature" boolean not null default false, constraint "partner_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "partner" add constraint "partner_work_id_uniq" unique ("work_id");`);
    this.addSql(`alter table "partner" add constraint "partner_work_id_numeric" check ("work_id" ~ '^[0-9]{1,18}$');`);

    this.addSql(
      `create table "manager" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "depot_id" uuid not null, "name" varchar(120) not null, "email" varchar(254) not null, "department" varchar(120) not null, "receive_email_flag" boolean not null default true, constraint "manager_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "badge" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "depot_id" uuid not null, "number" varchar(32) not null, constraint "badge_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "badge" add constraint "badge_depot_number_uniq" unique ("depot_id", "number");`);

    this.addSql(
      `create table "attendee" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "first_name" varchar(80) not null, "last_name" varchar(80) not null, "email" varchar(254) not null, "company" varchar(120) not null, "type" text check ("type" in ('Visitor', 'Partner')) not null default 'Visitor', constraint "attendee_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "attendee_email_ci_uniq" on "attendee" ("tenant_id", lower("email"));`);

    this.addSql(
      `create table "regular_visitor" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "depot_id" uuid not null, "attendee_id" uuid not null, "host_id" uuid not null, "meeting_reference" varchar(32) not null, "pass_code" varchar(6) not null, "sign_flag" boolean not null default false, "badge_num_flag" boolean not null default false, "enter_temperature" boolean not null default false, "email_flag" boolean not null default true, "removed_at" timestamptz null, constraint "regular_visitor_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "regular_visitor" add constraint "regular_visitor_reference_uniq" unique ("meeting_reference");`);

    this.addSql(
      `create table "app_user" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid null, "depot_id" uuid null, "username" varchar(80) not null, "name" varchar(120) not null, "email" varchar(254) not null, "department" varchar(120) null, "role" varchar(80) not null, "password_hash" varchar(255) not null, "email_confirmed" boolean not null default false, "token_version" int not null default 0, "disabled" boolean not null default false, constraint "app_user_pkey" primary key ("id"));`,
    );
    this.addSql(`create unique index "app_user_username_ci_uniq" on "app_user" (lower("username"));`);

    this.addSql(
      `create table "password_reset_token" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "source_event_id" uuid not null, "sent_at" timestamptz null, constraint "password_reset_token_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_hash_uniq" unique ("token_hash");`);
    this.addSql(`alter table "password_reset_token" add constraint "password_reset_token_event_uniq" unique ("source_event_id");`);

    this.addSql(
      `create table "visit" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "depot_id" uuid not null, "attendee_id" uuid not null, "visit_type" text check ("visit_type" in ('Planned', 'Unplanned', 'Regular')) not null, "meeting_reference" varchar(32) null, "regular_visitor_id" uuid null, "booked_by_id" uuid null, "host_name" varchar(120) null, "host_email" varchar(254) null, "host_department" varchar(120) null, "date_of_visit" timestamptz not null, "reason_for_visit" varchar(500) null, "sign_flag" boolean not null default false, "badge_num_flag" boolean not null default false, "enter_temperature" boolean not null default false, "print_label" boolean not null default false, "cancelled_at" timestamptz null, constraint "visit_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "visit" add constraint "visit_meeting_reference_uniq" unique ("meeting_reference");`);

    this.addSql(
      `create table "attendance" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "depot_id" uuid not null, "kind" text check ("kind" in ('Visitor', 'Partner')) not null, "visit_id" uuid null, "attendee_id" uuid null, "partner_id" uuid null, "person_key" varchar(64) not null, "badge_id" uuid null, "local_date" date not null, "checked_in_at" timestamptz not null, "checked_out_at" timestamptz null, "manual_checkout" boolean not null default false, "car_reg" varchar(16) null, "temperature" numeric(4,1) null, "rule_answers" jsonb null, constraint "attendance_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "attendance_depot_day_idx" on "attendance" ("depot_id", "local_date");`);
    this.addSql(`create unique index "attendance_visit_uniq" on "attendance" ("visit_id") where "visit_id" is not null;`);
    this.addSql(`create unique index "attendance_person_open_uniq" on "attendance" ("person_key") where "checked_out_at" is null;`);
    this.addSql(
      `create unique index "attendance_badge_open_uniq" on "attendance" ("badge_id") where "checked_out_at" is null and "badge_id" is not null;`,
    );

    this.addSql(
      `create table "signature" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid not null, "attendance_id" uuid not null, "png" bytea not null, constraint "signature_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "signature" add constraint "signature_attendance_uniq" unique ("attendance_id");`);

    this.addSql(
      `create table "visit_reason" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tenant_id" uuid null, "text" varchar(120) not null, "sort_order" int not null default 0, constraint "visit_reason_pkey" primary key ("id"));`,
    );

    this.addSql(
      `alter table "shift" add constraint "shift_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "role_name" add constraint "role_name_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "regular_host" add constraint "regular_host_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "depot" add constraint "depot_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "partner" add constraint "partner_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "partner" add constraint "partner_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "partner" add constraint "partner_shift_id_foreign" foreign key ("shift_id") references "shift" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "partner" add constraint "partner_role_id_foreign" foreign key ("role_id") references "role_name" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "manager" add constraint "manager_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "manager" add constraint "manager_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "badge" add constraint "badge_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "badge" add constraint "badge_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "attendee" add constraint "attendee_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "regular_visitor" add constraint "regular_visitor_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "regular_visitor" add constraint "regular_visitor_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "regular_visitor" add constraint "regular_visitor_attendee_id_foreign" foreign key ("attendee_id") references "attendee" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "regular_visitor" add constraint "regular_visitor_host_id_foreign" foreign key ("host_id") references "regular_host" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "app_user" add constraint "app_user_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "app_user" add constraint "app_user_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "password_reset_token" add constraint "password_reset_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "visit" add constraint "visit_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "visit" add constraint "visit_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "visit" add constraint "visit_attendee_id_foreign" foreign key ("attendee_id") references "attendee" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "visit" add constraint "visit_regular_visitor_id_foreign" foreign key ("regular_visitor_id") references "regular_visitor" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "visit" add constraint "visit_booked_by_id_foreign" foreign key ("booked_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "attendance" add constraint "attendance_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_depot_id_foreign" foreign key ("depot_id") references "depot" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_visit_id_foreign" foreign key ("visit_id") references "visit" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_attendee_id_foreign" foreign key ("attendee_id") references "attendee" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "attendance" add constraint "attendance_badge_id_foreign" foreign key ("badge_id") references "badge" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "signature" add constraint "signature_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "signature" add constraint "signature_attendance_id_foreign" foreign key ("attendance_id") references "attendance" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "visit_reason" add constraint "visit_reason_tenant_id_foreign" foreign key ("tenant_id") references "tenant" ("id") on update cascade on delete cascade;`,
    );
  }
}
