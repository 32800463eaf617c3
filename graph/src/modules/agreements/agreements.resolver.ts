import { Arg, Authorized, Ctx, ID, Query, Resolver } from 'type-graphql';
import type { AgreementsContext } from '.';
import { parse } from '../../core/command';
import { AgreementVersionCommand, AgreementVersionsCommand } from './agreements.commands';
import { AgreementVersionType } from './agreements.type';

/** Agreements with versions (issue 38): the tenant's versions as its staff read them. */
@Resolver()
export class AgreementsResolver {
  @Authorized()
  @Query(() => [AgreementVersionType], {
    description: "The tenant's agreement versions, newest first, then the built-in defaults (SuperAdmin names the tenant).",
  })
  async agreementVersions(
    @Ctx() { services, actor }: AgreementsContext,
    @Arg('tenantId', () => ID, { nullable: true, description: 'SuperAdmin: the tenant. Others: omit (their own).' }) tenantId?: string,
    @Arg('kind', () => String, { nullable: true, description: 'rules or contractor; omit: both.' }) kind?: string,
  ) {
    return (await services.agreements.list(actor, parse(AgreementVersionsCommand, { tenantId, kind }))).map(AgreementVersionType.from);
  }

  @Authorized()
  @Query(() => AgreementVersionType, { description: "One agreement version: the tenant's own or a built-in default." })
  async agreementVersion(@Ctx() { services, actor }: AgreementsContext, @Arg('id', () => ID, { description: 'The version.' }) id: string) {
    return AgreementVersionType.from(await services.agreements.version(actor, parse(AgreementVersionCommand, { id }).id));
  }
}
