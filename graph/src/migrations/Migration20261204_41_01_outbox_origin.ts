import { Migration } from '@mikro-orm/migrations';

/**
 * Where a side effect came from (issue 41, core/observability/scope.ts): the request id, the tenant and the W3C trace
 * context of the request that added the outbox row, handed to its job so the job's log lines and span continue the
 * request's. Nullable and additive: the previous release writes rows without it and reads past it.
 */
export class Migration20261204_41_01_outbox_origin extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "outbox_event" add column if not exists "origin" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "outbox_event" drop column if exists "origin";`);
  }
}
