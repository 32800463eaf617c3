import { Migration } from '@mikro-orm/migrations';

/**
 * Kiosk languages (issue 27): each tenant's offered languages and default (every language offered, English first,
 * until it chooses), and the language of each sign-in (the visitor's e-mails are in it; null for legacy clients).
 */
export class Migration20261126_3_01_kiosk_languages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "tenant" add column "kiosk_languages" jsonb not null default '["en","pl","ro","lt","es","pt","ar"]', add column "kiosk_default_language" varchar(8) not null default 'en';`,
    );
    this.addSql(`alter table "attendance" add column "language" varchar(8) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tenant" drop column "kiosk_languages", drop column "kiosk_default_language";`);
    this.addSql(`alter table "attendance" drop column "language";`);
  }
}
