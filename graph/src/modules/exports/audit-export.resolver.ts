import { Arg, Authorized, Ctx, Mutation, Resolver } from 'type-graphql';
import type { ExportsContext } from '.';
import { parse } from '../../core/command';
import { ExportJobType } from '../../core/jobs/export-job';
import { AuditFilterCommand } from '../audit/audit.commands';
import { AuditFilterInput } from '../audit/audit.type';

/**
 * The audit trail's xlsx export (issue 25), queued here, in `exports`, not by `audit` (which sits below it in the
 * module order): audit hands over its filter scope and its query and cells. Its own class, loaded right after
 * AuditResolver (schema-order.ts), so the mutation keeps its place in the schema.
 */
@Resolver()
export class AuditExportResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ExportJobType, { description: 'Queues the audit trail, filtered as asked, as xlsx; the worker writes it.' })
  async exportAuditTrail(
    @Ctx() { services, actor }: ExportsContext,
    @Arg('filter', () => AuditFilterInput, {
      description: 'The same filters as auditTrail; none: everything the caller may see.',
      nullable: true,
    })
    filter?: AuditFilterInput,
  ): Promise<ExportJobType> {
    return ExportJobType.from(await services.exports.audit(actor, parse(AuditFilterCommand, { ...filter })));
  }
}
