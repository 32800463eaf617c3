import { Migration } from '@mikro-orm/migrations';
import { AUDIT_ROW_PER_ROW, auditRowFunction } from './Migration20261126_4_01_audit_log';

/**
 * One audit row per staff action (issue 25), where the first trail wrote one per changed table row: starting a
 * roll-call of 80 people wrote 81 rows, a booking two. The row triggers (same `audit_row()` name, same arguments:
 * the personal columns) now stage each row's changes in `audit_pending`; a deferred constraint trigger runs at
 * commit and turns the transaction's staged rows into one `audit_log` row:
 * - its target is the action's own record when it writes one (`RECORDS`: an erasure's retention run), else the
 *   first row written, passing over the parts of a whole (`PARTS`: a booking's attendee, a roll-call's lines, a
 *   user's recovery codes, a sign-in's signature, a regular visitor's hosts) when the whole is there too;
 * - its changes are the target's fields as before, then every other row's as `table[id].field`, masked the same way;
 * - its action is the service's label (`app.action`, core/audit.ts) or `table.operation` of the target.
 * A rolled-back transaction, or savepoint, takes its staged rows and pending flush with it; a flush that cannot write
 * fails the commit, so the change rolls back. Kiosk and worker writes carry no actor and stage nothing.
 */
const RECORDS = ['retention_run'];
const PARTS = ['attendee', 'evacuation_entry', 'user_recovery_code', 'signature', 'regular_host'];
const list = (tables: string[]) => `array[${tables.map((t) => `'${t}'`).join(', ')}]`;

export class Migration20261127_1_01_audit_per_action extends Migration {
  override async up(): Promise<void> {
    // Unlogged: a staged row lives only until its transaction's commit (then deleted by the flush) or rollback.
    this.addSql(`create unlogged table "audit_pending" (
      "seq" bigserial not null,
      "tx_id" bigint not null default txid_current(),
      "tenant_id" uuid null,
      "operation" text not null,
      "target_type" varchar(64) not null,
      "target_id" varchar(64) null,
      "changes" jsonb not null,
      constraint "audit_pending_pkey" primary key ("seq"));`);
    this.addSql(`create index "audit_pending_tx_idx" on "audit_pending" ("tx_id");`);

    this.addSql(
      auditRowFunction(`  insert into audit_pending (tenant_id, operation, target_type, target_id, changes)
  values (tenant::uuid, TG_OP, TG_TABLE_NAME, coalesce(new_j, old_j) ->> 'id', changes);
`),
    );

    // Fires once per staged row at commit; the first firing takes them all, the others find none.
    this.addSql(`create or replace function audit_flush() returns trigger language plpgsql as $$
declare
  staged audit_pending[];
  t audit_pending;
  r audit_pending;
  merged jsonb;
  k text;
  tenant uuid;
begin
  with gone as (delete from audit_pending where tx_id = txid_current() returning *)
  select array_agg(g order by case when g.target_type = any(${list(RECORDS)}) then 0 when g.target_type = any(${list(PARTS)}) then 2 else 1 end, g.seq)
    into staged from gone g;
  if staged is null then
    return null;
  end if;
  t := staged[1];
  merged := t.changes;
  tenant := t.tenant_id;
  foreach r in array staged[2:] loop
    tenant := coalesce(tenant, r.tenant_id);
    for k in select jsonb_object_keys(r.changes) loop
      merged := merged || jsonb_build_object(r.target_type || '[' || coalesce(r.target_id, '') || '].' || k, r.changes -> k);
    end loop;
  end loop;
  insert into audit_log (actor_id, actor_username, tenant_id, action, operation, target_type, target_id, changes, ip)
  values (current_setting('app.actor_id', true), coalesce(nullif(current_setting('app.actor_username', true), ''), '?'), tenant,
    coalesce(nullif(current_setting('app.action', true), ''), t.target_type || '.' || lower(t.operation)), t.operation, t.target_type,
    t.target_id, merged, nullif(current_setting('app.ip', true), ''));
  return null;
end $$;`);
    this.addSql(
      `create constraint trigger "audit_pending_flush" after insert on "audit_pending" deferrable initially deferred for each row execute function audit_flush();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(AUDIT_ROW_PER_ROW);
    this.addSql(`drop table if exists "audit_pending";`);
    this.addSql(`drop function if exists audit_flush();`);
  }
}
