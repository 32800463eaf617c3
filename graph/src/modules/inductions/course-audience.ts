import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput } from '../../core/errors';
import { Messages } from '../../contracts/messages';

/**
 * The visit reasons a course names are the tenant's own rows (issue 38; a tenant on the global list gets its own copy
 * when its staff open the reasons, as the course form does): another tenant's, a global one or an unknown id is 400.
 */
export async function assertReasons(em: EntityManager, tenantId: string, reasonIds: readonly string[]): Promise<void> {
  if (!reasonIds.length) return;
  const ids = [...new Set(reasonIds.map((r) => r.toLowerCase()))];
  const [r]: { n: string }[] = await em.execute(
    `select count(*) as "n" from "visit_reason" where "tenant_id" = ? and "id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`,
    [tenantId, JSON.stringify(ids)],
  );
  if (Number(r.n) !== ids.length) throw badInput(Messages.inductionReasons, { reasonIds: [Messages.inductionReasons] });
}
