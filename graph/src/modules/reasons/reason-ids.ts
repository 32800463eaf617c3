import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors';

/**
 * The visit reasons a course or a document type names are the tenant's own rows (issue 38; a tenant on the global list
 * gets its own copy when its staff open the reasons): another tenant's, a global one or an unknown id is 400 with
 * `message` on `field`.
 */
export async function assertTenantReasons(
  em: EntityManager,
  tenantId: string,
  reasonIds: readonly string[],
  message: string,
  field: string,
): Promise<void> {
  if (!reasonIds.length) return;
  const ids = [...new Set(reasonIds.map((r) => r.toLowerCase()))];
  const [r]: { n: string }[] = await em.execute(
    `select count(*) as "n" from "visit_reason" where "tenant_id" = ? and "id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`,
    [tenantId, JSON.stringify(ids)],
  );
  if (Number(r.n) !== ids.length) throw badInput(message, { [field]: [message] });
}

/**
 * The visit reason a booking names (issue 38), as the walk-in form offers them (the tenant's active reasons when it has
 * its own list, else the active global ones), matched case-insensitively: its listed words, or null when none matches.
 */
export async function offeredReason(em: EntityManager, tenantId: string, text: string): Promise<string | null> {
  const [r]: { text: string }[] = await em.execute(
    `select r."text" from "visit_reason" r where r."retired_at" is null and lower(r."text") = lower(?::text)
       and (r."tenant_id" = ? or (r."tenant_id" is null and not exists (select 1 from "visit_reason" o where o."tenant_id" = ?)))
     order by r."tenant_id" nulls last limit 1`,
    [text.trim(), tenantId, tenantId],
  );
  return r?.text ?? null;
}
