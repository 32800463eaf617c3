import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { AgreementsContext } from '.';
import { AgreementVersionType } from './agreements.type';
import { AgreementVersionArgs, AgreementVersionsArgs } from './agreements.args';

/** Agreements with versions (issue 38): the tenant's versions as its staff read them. */
@Resolver()
export class AgreementsResolver {
  @Authorized()
  @Query(() => [AgreementVersionType], {
    description: "The tenant's agreement versions, newest first, then the built-in defaults (SuperAdmin names the tenant).",
  })
  async agreementVersions(@Ctx() { services, actor }: AgreementsContext, @Args(() => AgreementVersionsArgs) args: AgreementVersionsArgs) {
    return (await services.agreements.list(actor, AgreementVersionsArgs.parse(args))).map(AgreementVersionType.from);
  }

  @Authorized()
  @Query(() => AgreementVersionType, { description: "One agreement version: the tenant's own or a built-in default." })
  async agreementVersion(@Ctx() { services, actor }: AgreementsContext, @Args(() => AgreementVersionArgs) args: AgreementVersionArgs) {
    return AgreementVersionType.from(await services.agreements.version(actor, AgreementVersionArgs.parse(args).id));
  }
}
