import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
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
    @Arg('filter', () => AuditFilterInput, { nullable: true }) filter?: AuditFilterInput,
    @Arg('page', () => AuditPageInput, { nullable: true }) page?: AuditPageInput,
  ): Promise<AuditPageType> {
    const r = await services.audit.page(actor, parse(AuditFilterCommand, { ...filter, ...page }));
    return Object.assign(new AuditPageType(), { ...r, rows: r.rows.map((v) => AuditEntryType.from(v)) });
  }
}
