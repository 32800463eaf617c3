import { Migration } from '@mikro-orm/migrations';

/** Why an export's file went (issue 40): 'age' (the day-old housekeeping) or 'erasure' (it named a person erased since). */
export class Migration20261129_2_02_export_removed_by extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "export_job" add column "file_removed_by" varchar(16) null;`);
    this.addSql(`update "export_job" set "file_removed_by" = 'age' where "file_removed_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "export_job" drop column "file_removed_by";`);
  }
}
