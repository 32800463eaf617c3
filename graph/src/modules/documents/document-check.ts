import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors';
import { Messages } from '../../contracts/messages';

/**
 * A blocking document is missing or expired (issue 38): 403 naming the document type. Thrown before anything of the
 * clock-in is written (AttendanceService.open calls the check first), so the refused clock-in leaves nothing.
 */
export class DocumentMissing extends DomainError {
  constructor(readonly documentType: string) {
    super('FORBIDDEN', Messages.documentBlocksClockIn(documentType));
  }
}

/**
 * The tenant's blocking document types that apply to the partner (every partner, or the partner's role name among the
 * type's) and that the partner has no current, unexpired document of on `day` (the depot's calendar day): their names.
 */
export const MISSING_SQL = `select t."name" from "document_type" t join "partner" p on p."id" = ? and p."tenant_id" = t."tenant_id"
  where t."tenant_id" = ? and t."blocks_clock_in" and t."for_partners"
    and (t."role_ids" = '[]'::jsonb or (p."role_id" is not null and t."role_ids" @> jsonb_build_array(p."role_id"::text)))
    and not exists (select 1 from "partner_document" d where d."partner_id" = p."id" and d."document_type_id" = t."id"
                    and d."superseded_at" is null and d."erased_at" is null and d."expires_on" >= ?::date)
  order by lower(t."name")`;

/**
 * The one document check of the clock-in (issue 38): AttendanceService.open calls it for every partner clock-in,
 * whichever way it comes (the REST shim, GraphQL, the kiosk, a clock-in held offline: at the held time's day).
 */
export class DocumentCheck {
  async check(em: EntityManager, tenantId: string, partnerId: string, day: string): Promise<void> {
    const [missing] = await em.execute<{ name: string }[]>(`${MISSING_SQL} limit 1`, [partnerId, tenantId, day]);
    if (missing) throw new DocumentMissing(missing.name);
  }
}
