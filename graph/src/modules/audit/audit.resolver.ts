import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AuditContext } from '.';
import { parse } from '../../core/command';
import { AuditFilterCommand } from './audit.commands';
import { AuditEntryType, AuditFilterInput, AuditPageInput, AuditPageType } from './audit.type';

@Resolver()
export class AuditResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => AuditPageType, { description: "The audit trail, newest first: a TenantAdmin's tenant, a SuperAdmin's every tenant." })
  async auditTrail(
    @Ctx() { services, actor }: AuditContext,
    @Arg('filter', () => AuditFilterInput, { description: 'Filters; none: every entry the caller may see.', nullable: true })
    filter?: AuditFilterInput,
    @Arg('page', () => AuditPageInput, { description: 'Page number and size (default page 1 of 50; at most 200 rows).', nullable: true })
    page?: AuditPageInput,
  ): Promise<AuditPageType> {
    const r = await services.audit.page(actor, parse(AuditFilterCommand, { ...filter, ...page }));
    return Object.assign(new AuditPageType(), { ...r, rows: r.rows.map((v) => AuditEntryType.from(v)) });
  }
}
