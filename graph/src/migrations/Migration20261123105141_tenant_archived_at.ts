import { Migration } from '@mikro-orm/migrations';

/**
 * tenant.archived_at: removing a tenant archives it (docs/decisions.md), nothing is deleted. Generated with
 * `node dist/core/db/cli.js migration:create`; the generator's other lines (the temperature defaults written
 * differently, the hand-made partner_work_id_numeric check it does not model) were not changes and are left out.
 */
export class Migration20261123105141_tenant_archived_at extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "tenant" add column "archived_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "tenant" drop column "archived_at";`);
  }
}
