import { Migration } from '@mikro-orm/migrations';

/**
 * The audit trail's time and transaction are the database's (issue 40): a row inserted with a time of the writer's
 * choosing (a backdated entry) gets `now()` and its own transaction id instead. With the server on a role of its
 * own (core/db/roles.ts) that role cannot disable or drop this trigger, as it cannot the append-only ones.
 */
export class Migration20261129_2_01_audit_stamp extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function audit_log_stamp() returns trigger language plpgsql as $$
begin
  new."at" := now();
  new."tx_id" := txid_current();
  return new;
end $$;`);
    this.addSql(`create trigger "audit_log_stamp" before insert on "audit_log" for each row execute function audit_log_stamp();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "audit_log_stamp" on "audit_log";`);
    this.addSql(`drop function if exists audit_log_stamp();`);
  }
}
