import { Migration } from '@mikro-orm/migrations';

const REASONS = ['Meeting', 'Interview', 'Delivery', 'Collection', 'Maintenance', 'Contractor work', 'Inspection', 'Other'];

/** The global visit reasons of the walk-in form (GET api/reasons); tenants may add their own rows. */
export class Migration20261122230000_visit_reasons extends Migration {
  override async up(): Promise<void> {
    REASONS.forEach((text, i) => {
      this.addSql(`insert into "visit_reason" ("id", "created_at", "updated_at", "tenant_id", "text", "sort_order")
        select gen_random_uuid(), now(), now(), null, '${text}', ${(i + 1) * 10}
        where not exists (select 1 from "visit_reason" where "tenant_id" is null and "text" = '${text}');`);
    });
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "visit_reason" where "tenant_id" is null and "text" in (${REASONS.map((r) => `'${r}'`).join(', ')});`);
  }
}
