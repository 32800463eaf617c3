import { Migration } from '@mikro-orm/migrations';

/**
 * Staff screens in the staff's language (issue 39): a staff user's own language (a code of contracts/languages.ts);
 * null means its tenant's default language.
 */
export class Migration20261208_39_10_user_language extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "app_user" add column if not exists "language" varchar(8) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "app_user" drop column if exists "language";`);
  }
}
