import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ExportJobType } from '../../core/jobs/export-job';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { AuditFilterCommand } from './audit.commands';
import { AuditEntryType, AuditFilterInput, AuditPageInput, AuditPageType } from './audit.type';

@Resolver()
export class AuditResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => AuditPageType, { description: "The audit trail, newest first: a TenantAdmin's tenant, a SuperAdmin's every tenant." })
  async auditTrail(
    @Ctx() { services, actor }: GqlContext,
    @Arg('filter', () => AuditFilterInput, { description: 'Filters; none: every entry the caller may see.', nullable: true })
    filter?: AuditFilterInput,
    @Arg('page', () => AuditPageInput, { description: 'Page number and size (default page 1 of 50; at most 200 rows).', nullable: true })
    page?: AuditPageInput,
  ): Promise<AuditPageType> {
    const r = await services.audit.page(actor, parse(AuditFilterCommand, { ...filter, ...page }));
    return Object.assign(new AuditPageType(), { ...r, rows: r.rows.map((v) => AuditEntryType.from(v)) });
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ExportJobType, { description: 'Queues the audit trail, filtered as asked, as xlsx; the worker writes it.' })
  async exportAuditTrail(
    @Ctx() { services, actor }: GqlContext,
    @Arg('filter', () => AuditFilterInput, {
      description: 'The same filters as auditTrail; none: everything the caller may see.',
      nullable: true,
    })
    filter?: AuditFilterInput,
  ): Promise<ExportJobType> {
    return ExportJobType.from(await services.exports.audit(actor, parse(AuditFilterCommand, { ...filter })));
  }
}
