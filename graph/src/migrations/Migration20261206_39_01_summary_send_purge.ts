import { Migration } from '@mikro-orm/migrations';

/**
 * Summaries' send-once rows leave with the daily housekeeping (issue 39, modules/retention/purge.ts): each batch finds
 * its oldest sent rows by this index, as the other finished rows do by theirs.
 */
export class Migration20261206_39_01_summary_send_purge extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists "summary_send_sent_idx" on "summary_send" ("created_at") where "sent_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "summary_send_sent_idx";`);
  }
}
