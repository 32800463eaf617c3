import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail (issue 25): `audit_log`, written by triggers on the audited tables in the same transaction as the
 * change, only when the transaction carries a staff actor (`app.actor_id`, set by the audit subscriber at transaction
 * start, core/audit.ts). Personal columns (the trigger's arguments) are recorded as changed, never with their values.
 * The trail is append-only: UPDATE, DELETE and TRUNCATE of `audit_log` raise.
 */
const AUDITED: Record<string, string[]> = {
  tenant: [],
  depot: [],
  app_user: ['name', 'email', 'password_hash'],
  role_name: [],
  shift: [],
  badge: [],
  manager: ['name', 'email'],
  partner: ['name', 'email'],
  visit_reason: [],
  tenant_kiosk_texts: [],
  visit: ['host_name', 'host_email'],
  attendee: ['first_name', 'last_name', 'email'],
  attendance: ['car_reg', 'temperature', 'rule_answers'],
  signature: ['png'],
  regular_visitor: ['pass_code'],
  regular_host: ['hostname', 'hostemail'],
  evacuation: ['started_by_name', 'ended_by_name'],
  evacuation_entry: ['name', 'company', 'host', 'marked_by_name'],
  export_job: ['search'],
  import_job: ['file', 'row_errors'],
  kiosk_device: [],
  refused_kiosk_entry: ['summary', 'message'],
};

/**
 * An `audit_row()` trigger function: the row's changed columns (the personal ones, its arguments, masked) and its
 * tenant, then `sink`, the statement that records them (it reads `actor`, `changes`, `tenant`, `new_j`, `old_j`).
 * This migration's sink writes one audit_log row per changed row; Migration20261127_1_01's stages them.
 */
export const auditRowFunction = (sink: string) =>
  `create or replace function audit_row() returns trigger language plpgsql as $$
declare
  actor text := current_setting('app.actor_id', true);
  old_j jsonb;
  new_j jsonb;
  k text;
  masked boolean;
  b jsonb;
  a jsonb;
  changes jsonb := '{}'::jsonb;
  tenant text;
begin
  if actor is null or actor = '' then
    return null;
  end if;
  if TG_OP <> 'INSERT' then old_j := to_jsonb(OLD); end if;
  if TG_OP <> 'DELETE' then new_j := to_jsonb(NEW); end if;
  for k in select jsonb_object_keys(coalesce(new_j, old_j)) loop
    -- The row's id and tenant are the audit row's own columns; its timestamps say nothing the audit row does not.
    if k in ('id', 'tenant_id', 'created_at', 'updated_at') then
      continue;
    end if;
    b := case when old_j is null then null else old_j -> k end;
    a := case when new_j is null then null else new_j -> k end;
    if coalesce(b, 'null'::jsonb) = coalesce(a, 'null'::jsonb) then
      continue;
    end if;
    masked := k = any(TG_ARGV);
    changes := changes || jsonb_build_object(k, jsonb_build_object(
      'before', case when masked and b is not null and b <> 'null'::jsonb then '"(personal)"'::jsonb else b end,
      'after', case when masked and a is not null and a <> 'null'::jsonb then '"(personal)"'::jsonb else a end,
      'masked', masked));
  end loop;
  if changes = '{}'::jsonb then
    return null;
  end if;
  tenant := case when TG_TABLE_NAME = 'tenant' then coalesce(new_j, old_j) ->> 'id'
    else coalesce(new_j ->> 'tenant_id', old_j ->> 'tenant_id', nullif(current_setting('app.tenant_id', true), '')) end;
  if tenant !~ '^[0-9a-fA-F-]{36}$' then
    tenant := null;
  end if;
${sink}  return null;
end $$;`;

/** The first audit_row(): one audit_log row per changed table row (Migration20261127_1_01 stages them instead). */
export const AUDIT_ROW_PER_ROW =
  auditRowFunction(`  insert into audit_log (actor_id, actor_username, tenant_id, action, operation, target_type, target_id, changes, ip)
  values (actor, coalesce(nullif(current_setting('app.actor_username', true), ''), '?'), tenant::uuid,
    coalesce(nullif(current_setting('app.action', true), ''), TG_TABLE_NAME || '.' || lower(TG_OP)), TG_OP, TG_TABLE_NAME,
    coalesce(new_j, old_j) ->> 'id', changes, nullif(current_setting('app.ip', true), ''));
`);

export class Migration20261126_4_01_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_log" (
      "id" bigserial not null,
      "at" timestamptz not null default now(),
      "tx_id" bigint not null default txid_current(),
      "actor_id" varchar(64) null,
      "actor_username" varchar(255) not null,
      "tenant_id" uuid null,
      "action" varchar(100) not null,
      "operation" text check ("operation" in ('INSERT', 'UPDATE', 'DELETE')) not null,
      "target_type" varchar(64) not null,
      "target_id" varchar(64) null,
      "changes" jsonb not null,
      "ip" varchar(64) null,
      constraint "audit_log_pkey" primary key ("id"));`);
    this.addSql(`create index "audit_log_tenant_at_idx" on "audit_log" ("tenant_id", "at" desc, "id" desc);`);
    this.addSql(`create index "audit_log_at_idx" on "audit_log" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_log_actor_idx" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_target_idx" on "audit_log" ("target_type", "target_id");`);

    // Returns at once when no staff actor is set (kiosk writes, the worker's jobs): the walk-in path pays one
    // current_setting() per written row and nothing more.
    this.addSql(AUDIT_ROW_PER_ROW);
    for (const [table, personal] of Object.entries(AUDITED)) {
      const args = personal.map((c) => `'${c}'`).join(', ');
      this.addSql(
        `create trigger "${table}_audit" after insert or update or delete on "${table}" for each row execute function audit_row(${args});`,
      );
    }

    this.addSql(`create or replace function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'audit_log is append-only: % refused', TG_OP using errcode = 'insufficient_privilege';
end $$;`);
    this.addSql(
      `create trigger "audit_log_no_change" before update or delete on "audit_log" for each row execute function audit_log_append_only();`,
    );
    this.addSql(
      `create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function audit_log_append_only();`,
    );
  }

  override async down(): Promise<void> {
    for (const table of Object.keys(AUDITED)) this.addSql(`drop trigger if exists "${table}_audit" on "${table}";`);
    this.addSql(`drop table if exists "audit_log";`);
    this.addSql(`drop function if exists audit_row();`);
    this.addSql(`drop function if exists audit_log_append_only();`);
  }
}
