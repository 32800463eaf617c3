import { Migration } from '@mikro-orm/migrations';

const NIL = `'00000000-0000-0000-0000-000000000000'::uuid`;

/**
 * Visit reasons managed per tenant (issue 23): `retired_at` (a reason a visit used is retired, never deleted), one
 * active reason of a text per tenant (any case). A tenant that already had reasons of its own gets the global list
 * copied beside them, so what its kiosk offers stays the same (global first, then its own) now that a tenant with
 * rows of its own is offered those only. Duplicate active texts (any case) are retired, the oldest kept.
 */
export class Migration20261126_2_01_visit_reason_retire extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "visit_reason" add column "retired_at" timestamptz null;`);
    this.addSql(`update "visit_reason" r set "retired_at" = now() where exists (
      select 1 from "visit_reason" o where coalesce(o."tenant_id", ${NIL}) = coalesce(r."tenant_id", ${NIL})
        and lower(o."text") = lower(r."text") and (o."created_at", o."id") < (r."created_at", r."id"));`);
    this.addSql(`update "visit_reason" set "sort_order" = "sort_order" + 10000 where "tenant_id" is not null;`);
    this.addSql(`insert into "visit_reason" ("id", "created_at", "updated_at", "tenant_id", "text", "sort_order")
      select gen_random_uuid(), now(), now(), t."tenant_id", g."text", g."sort_order"
      from (select distinct "tenant_id" from "visit_reason" where "tenant_id" is not null) t
      join "visit_reason" g on g."tenant_id" is null and g."retired_at" is null
      where not exists (select 1 from "visit_reason" o where o."tenant_id" = t."tenant_id" and lower(o."text") = lower(g."text") and o."retired_at" is null);`);
    this.addSql(
      `create unique index "visit_reason_active_uniq" on "visit_reason" (coalesce("tenant_id", ${NIL}), lower("text")) where "retired_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "visit_reason_active_uniq";`);
    this.addSql(`delete from "visit_reason" where "retired_at" is not null;`);
    this.addSql(`alter table "visit_reason" drop column "retired_at";`);
  }
}
