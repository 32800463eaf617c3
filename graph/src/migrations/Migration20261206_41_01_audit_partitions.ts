import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail partitioned by month (issue 41): old months go whole, by dropping a partition, without a delete the
 * append-only triggers would refuse and without rewriting a row. docs/decisions.md "The audit trail by month".
 *
 * - `audit_log` becomes a table partitioned by range of `at` (UTC months). The table as it was is attached, without a
 *   copy, as the first partition (`audit_log_history`: everything before the month after this migration), so an install
 *   with millions of audit rows migrates in the time of one scan and one index build. Then one partition per month,
 *   and a default partition for a row no month holds (it stays empty while the months are made ahead).
 * - The guards move to the partitioned table: append-only (update, delete) per row, the database's time and
 *   transaction on every insert, truncate refused. A row's partition is chosen by its `at` before the stamp runs, so
 *   the server's role may insert every column but `at` and `tx_id` (core/db/roles.ts): a backdated row is refused.
 * - `audit_log_maintain(now)`, owned by the owner and run with its rights (the server's role owns nothing and may only
 *   call it): makes this month's and the next two months' partitions (and any month between the last one made and
 *   now), and drops each month that ended before the
 *   audit retention (`audit_policy.keep_days`, set by the owner from AUDIT_RETENTION_DAYS; unset: none is dropped) and
 *   before every tenant's retention allows (the longest `tenant.retention_days`). Each drop is an audit EVENT row
 *   (`audit.partition_dropped`, the month and its row count). The daily housekeeping run calls it, and so does each
 *   start of the graph server. The server's role can read `audit_policy`, not change it.
 */
export class Migration20261206_41_01_audit_partitions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_policy" (
  "id" boolean primary key default true check ("id"),
  "keep_days" int check ("keep_days" is null or "keep_days" >= 30)
);`);
    this.addSql(`insert into "audit_policy" ("id") values (true);`);

    // The table as it was becomes the history partition: its own guards and index names make way for the parent's.
    this.addSql(`drop trigger if exists "audit_log_no_change" on "audit_log";`);
    this.addSql(`drop trigger if exists "audit_log_no_truncate" on "audit_log";`);
    this.addSql(`drop trigger if exists "audit_log_stamp" on "audit_log";`);
    this.addSql(`alter table "audit_log" rename to "audit_log_history";`);
    // the parent's key is (id, at), as a partitioned table's must include the partition key: built on attach
    this.addSql(`alter table "audit_log_history" drop constraint "audit_log_pkey";`);
    for (const idx of ['actor_idx', 'at_idx', 'target_idx', 'tenant_at_idx'])
      this.addSql(`alter index if exists "audit_log_${idx}" rename to "audit_log_history_${idx}";`);

    this.addSql(`create table "audit_log" (
  "id" bigint not null default nextval('audit_log_id_seq'),
  "at" timestamptz not null default now(),
  "tx_id" bigint not null default txid_current(),
  "actor_id" varchar(64) null,
  "actor_username" varchar(255) not null,
  "tenant_id" uuid null,
  "action" varchar(100) not null,
  "operation" text not null,
  "target_type" varchar(64) not null,
  "target_id" varchar(64) null,
  "changes" jsonb not null,
  "ip" varchar(64) null,
  constraint "audit_log_operation_check" check ("operation" in ('INSERT', 'UPDATE', 'DELETE', 'EVENT')),
  primary key ("id", "at")
) partition by range ("at");`);
    this.addSql(`alter sequence "audit_log_id_seq" owned by "audit_log"."id";`);
    this.addSql(`do $$
declare
  upto timestamptz := date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' + interval '1 month';
begin
  execute format('alter table "audit_log" attach partition "audit_log_history" for values from (minvalue) to (%L)', upto);
end $$;`);
    // On the parent; each matching index of the history partition is attached rather than built again.
    this.addSql(`create index "audit_log_actor_idx" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_at_idx" on "audit_log" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_log_target_idx" on "audit_log" ("target_type", "target_id");`);
    this.addSql(`create index "audit_log_tenant_at_idx" on "audit_log" ("tenant_id", "at" desc, "id" desc);`);
    this.addSql(`create table "audit_log_default" partition of "audit_log" default;`);

    this.addSql(
      `create trigger "audit_log_no_change" before update or delete on "audit_log" for each row execute function audit_log_append_only();`,
    );
    this.addSql(
      `create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function audit_log_append_only();`,
    );
    this.addSql(`create trigger "audit_log_stamp" before insert on "audit_log" for each row execute function audit_log_stamp();`);

    this.addSql(`create or replace function audit_log_maintain(now_at timestamptz default now())
returns table ("partition" text, "rows" bigint) language plpgsql security definer set search_path = public, pg_temp as $$
declare
  m timestamptz;
  this_month timestamptz;
  p record;
  keep int;
  cutoff timestamptz;
  upper_bound timestamptz;
  n bigint;
begin
  this_month := date_trunc('month', now_at at time zone 'UTC') at time zone 'UTC';
  -- from the first month no partition holds (a gap left while nothing ran), or this month, to two months ahead
  select max(substring(pg_get_expr(c.relpartbound, c.oid) from 'TO \\(''([^'']+)''\\)')::timestamptz) into m
    from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'public.audit_log'::regclass;
  m := least(coalesce(m, this_month), this_month);
  while m <= this_month + interval '2 months' loop
    if to_regclass(format('public.%I', 'audit_log_' || to_char(m at time zone 'UTC', 'YYYY_MM'))) is null then
      begin
        execute format('create table %I partition of "audit_log" for values from (%L) to (%L)',
          'audit_log_' || to_char(m at time zone 'UTC', 'YYYY_MM'), m, m + interval '1 month');
      exception when others then
        -- a month whose range the history or the default partition already holds: its rows stay there
        null;
      end;
    end if;
    m := m + interval '1 month';
  end loop;
  select "keep_days" into keep from "audit_policy";
  if keep is null then
    return;
  end if;
  cutoff := now_at - make_interval(days => greatest(keep, coalesce((select max("retention_days") from "tenant"), 0)));
  for p in
    select c.oid, c.relname, pg_get_expr(c.relpartbound, c.oid) as bound
      from pg_inherits i join pg_class c on c.oid = i.inhrelid
     where i.inhparent = 'public.audit_log'::regclass
  loop
    continue when p.bound = 'DEFAULT';
    upper_bound := substring(p.bound from 'TO \\(''([^'']+)''\\)')::timestamptz;
    continue when upper_bound is null or upper_bound > cutoff;
    execute format('select count(*) from %I', p.relname) into n;
    execute format('drop table %I', p.relname);
    insert into "audit_log" ("actor_username", "action", "operation", "target_type", "target_id", "changes")
    values ('system', 'audit.partition_dropped', 'EVENT', 'audit_log', p.relname,
            jsonb_build_array(jsonb_build_object('field', 'rows', 'before', n, 'after', 0),
                              jsonb_build_object('field', 'before', 'before', null, 'after', upper_bound)));
    "partition" := p.relname;
    "rows" := n;
    return next;
  end loop;
end $$;`);
    this.addSql(`revoke all on function audit_log_maintain(timestamptz) from public;`);
    this.addSql(`select audit_log_maintain(now());`);
  }

  override async down(): Promise<void> {
    // Back to one table: the rows of every partition copied (the stamp is off while they keep their own time).
    this.addSql(`drop function if exists audit_log_maintain(timestamptz);`);
    this.addSql(`create table "audit_log_flat" (like "audit_log" including defaults including constraints);`);
    this.addSql(`insert into "audit_log_flat" select * from "audit_log";`);
    this.addSql(`alter sequence "audit_log_id_seq" owned by "audit_log_flat"."id";`);
    this.addSql(`drop table "audit_log" cascade;`);
    this.addSql(`alter table "audit_log_flat" rename to "audit_log";`);
    this.addSql(`alter table "audit_log" add primary key ("id");`);
    this.addSql(`create index "audit_log_actor_idx" on "audit_log" ("actor_id");`);
    this.addSql(`create index "audit_log_at_idx" on "audit_log" ("at" desc, "id" desc);`);
    this.addSql(`create index "audit_log_target_idx" on "audit_log" ("target_type", "target_id");`);
    this.addSql(`create index "audit_log_tenant_at_idx" on "audit_log" ("tenant_id", "at" desc, "id" desc);`);
    this.addSql(
      `create trigger "audit_log_no_change" before update or delete on "audit_log" for each row execute function audit_log_append_only();`,
    );
    this.addSql(
      `create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function audit_log_append_only();`,
    );
    this.addSql(`create trigger "audit_log_stamp" before insert on "audit_log" for each row execute function audit_log_stamp();`);
    this.addSql(`drop table if exists "audit_policy";`);
  }
}
