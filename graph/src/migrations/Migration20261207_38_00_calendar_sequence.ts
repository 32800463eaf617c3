import { Migration } from '@mikro-orm/migrations';

/**
 * A booking's calendar invitation carries a sequence that each edit e-mailed to the visitor raises by one (issue 38):
 * the edit's second, used before, gave two edits in one second the same sequence, and a calendar may ignore the second.
 */
export class Migration20261207_38_00_calendar_sequence extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "visit" add column if not exists "calendar_sequence" int not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "visit" drop column if exists "calendar_sequence";`);
  }
}
