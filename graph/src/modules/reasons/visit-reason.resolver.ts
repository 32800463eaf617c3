import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { ReasonsContext } from '.';
import { RetiredVisitReasonIdArgs, VisitReasonIdArgs, VisitReasonListArgs } from './visit-reason.args';
import { AddVisitReasonInput, RenameVisitReasonInput, VisitReasonType } from './visit-reason.type';

/** Visit reasons per tenant (issue 23): any staff member reads the list; TenantAdmin and SuperAdmin change it. */
@Resolver()
export class VisitReasonResolver {
  @Authorized()
  @Query(() => [VisitReasonType], {
    description: "The tenant's visit reasons, active first then retired (SuperAdmin names the tenant); the kiosk's list is `reasons`.",
  })
  async visitReasonList(@Args(() => VisitReasonListArgs) args: VisitReasonListArgs, @Ctx() { services, actor }: ReasonsContext) {
    return (await services.visitReasons.list(actor, VisitReasonListArgs.parse(args))).map((r) => VisitReasonType.from(r));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => VisitReasonType, { description: 'Add a reason to the tenant list (unique among its active reasons, any case).' })
  async addVisitReason(
    @Arg('input', () => AddVisitReasonInput, {
      description: "The reason's text and (SuperAdmin) tenant. One already active (any case) answers CONFLICT.",
    })
    input: AddVisitReasonInput,
    @Ctx() { services, actor }: ReasonsContext,
  ) {
    return VisitReasonType.from(await services.visitReasons.add(actor, AddVisitReasonInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => VisitReasonType, { description: 'Rename a reason; visits keep the text they were given.' })
  async renameVisitReason(
    @Arg('input', () => RenameVisitReasonInput, { description: 'The reason and its new text.' }) input: RenameVisitReasonInput,
    @Ctx() { services, actor }: ReasonsContext,
  ) {
    return VisitReasonType.from(await services.visitReasons.rename(actor, RenameVisitReasonInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => VisitReasonType, { description: 'Retire a reason: kept for the visits that used it, no longer offered.' })
  async retireVisitReason(@Args(() => VisitReasonIdArgs) args: VisitReasonIdArgs, @Ctx() { services, actor }: ReasonsContext) {
    return VisitReasonType.from(await services.visitReasons.retire(actor, VisitReasonIdArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => VisitReasonType, { description: 'Offer a retired reason again.' })
  async restoreVisitReason(
    @Args(() => RetiredVisitReasonIdArgs) args: RetiredVisitReasonIdArgs,
    @Ctx() { services, actor }: ReasonsContext,
  ) {
    return VisitReasonType.from(await services.visitReasons.restore(actor, RetiredVisitReasonIdArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'Delete a reason no visit has used (409 for one in use: retire it).' })
  async deleteVisitReason(@Args(() => VisitReasonIdArgs) args: VisitReasonIdArgs, @Ctx() { services, actor }: ReasonsContext) {
    return services.visitReasons.remove(actor, VisitReasonIdArgs.parse(args));
  }
}
