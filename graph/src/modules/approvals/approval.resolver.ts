import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { KioskDepotType } from '../depots/depot.type';
import type { ApprovalsContext } from '.';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import type { WalkInApprovalChangedEvent } from '../../contracts/topics';
import { UnplannedCheckInInput } from '../visits/visit-kiosk.inputs';
import {
  ApprovalLinkArgs,
  DecideApprovalArgs,
  DecideByLinkArgs,
  DepotIdArgs,
  KioskApprovalArgs,
  PendingApprovalsArgs,
  SetApprovalRuleArgs,
} from './approval.args';
import {
  DepotApprovalRuleType,
  KioskApprovalType,
  WalkInApprovalChangedType,
  WalkInApprovalType,
  WalkInOutcomeType,
} from './approval.type';

/** Approval before entry (issue 37): the kiosk's walk-in and its wait, staff answers, e-mail links, the depot's rule. */
@Resolver()
export class ApprovalResolver {
  @Mutation(() => WalkInOutcomeType, {
    description: "Public: a walk-in check-in that may wait for approval (the depot's rule); unplannedCheckIn refuses those instead.",
  })
  async walkInCheckIn(
    @Arg('input', () => UnplannedCheckInInput, { description: "The walk-in visitor's details, reason and rule answers." })
    input: UnplannedCheckInInput,
    @Ctx() ctx: ApprovalsContext,
  ) {
    await kioskThrottle(ctx, 'unplannedCheckIn');
    const cmd = UnplannedCheckInInput.parse(input);
    return WalkInOutcomeType.from(await ctx.services.approvals.walkIn(ctx.actor, cmd));
  }

  @Query(() => KioskApprovalType, { description: 'Public: the answer for a waiting walk-in (the kiosk polls it with its ticket).' })
  async kioskApproval(@Args(() => KioskApprovalArgs) args: KioskApprovalArgs, @Ctx() ctx: ApprovalsContext) {
    await kioskThrottle(ctx, 'kioskApproval');
    return KioskApprovalType.from(await ctx.services.approvals.kioskStatus(ctx.actor, KioskApprovalArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => DepotApprovalRuleType, { description: "A depot's approval rule and answer time." })
  async depotApprovalRule(@Args(() => DepotIdArgs) args: DepotIdArgs, @Ctx() ctx: ApprovalsContext) {
    return DepotApprovalRuleType.from(await ctx.services.approvals.rule(ctx.actor, DepotIdArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => DepotApprovalRuleType, { description: "Sets a depot's approval rule and answer time." })
  async setDepotApprovalRule(@Args(() => SetApprovalRuleArgs) args: SetApprovalRuleArgs, @Ctx() ctx: ApprovalsContext) {
    return DepotApprovalRuleType.from(await ctx.services.approvals.setRule(ctx.actor, SetApprovalRuleArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => [WalkInApprovalType], { description: 'Walk-ins waiting for approval now, oldest first: at a depot, or every depot seen.' })
  async pendingApprovals(@Args(() => PendingApprovalsArgs) args: PendingApprovalsArgs, @Ctx() ctx: ApprovalsContext) {
    return (await ctx.services.approvals.pending(ctx.actor, PendingApprovalsArgs.parse(args))).map((a) => WalkInApprovalType.from(a));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => WalkInApprovalType, {
    description: 'Lets a waiting walk-in in, or refuses them; the first answer wins (CONFLICT after).',
  })
  async decideWalkIn(@Args(() => DecideApprovalArgs) args: DecideApprovalArgs, @Ctx() ctx: ApprovalsContext) {
    return WalkInApprovalType.from(await ctx.services.approvals.decide(ctx.actor, DecideApprovalArgs.parse(args)));
  }

  @Query(() => WalkInApprovalType, { description: "Public: the walk-in an e-mail link is for (the link's approval id and token)." })
  async approvalByLink(@Args(() => ApprovalLinkArgs) args: ApprovalLinkArgs, @Ctx() ctx: ApprovalsContext) {
    await kioskThrottle(ctx, 'approvalByLink', 'lookup');
    return WalkInApprovalType.from(await ctx.services.approvals.linkView(ctx.actor, ApprovalLinkArgs.parse(args)));
  }

  @Mutation(() => WalkInApprovalType, { description: "Public: an e-mail link's answer: once, for its approval only, before the timeout." })
  async decideWalkInByLink(@Args(() => DecideByLinkArgs) args: DecideByLinkArgs, @Ctx() ctx: ApprovalsContext) {
    await kioskThrottle(ctx, 'decideWalkInByLink', 'lookup');
    return WalkInApprovalType.from(await ctx.services.approvals.decideByLink(ctx.actor, DecideByLinkArgs.parse(args)));
  }

  @Subscription(() => WalkInApprovalChangedType, {
    description: "A walk-in started waiting at a depot of the subscriber's tenant, or its wait ended.",
    subscribe: ({ args, context }) =>
      (context as ApprovalsContext).services.approvals.watch((context as ApprovalsContext).actor, args.depotId as string),
  })
  walkInApprovalChanged(
    @Arg('depotId', () => ID, { description: 'The depot to watch' }) _depotId: string,
    @Root() event: WalkInApprovalChangedEvent,
  ): WalkInApprovalChangedType {
    return WalkInApprovalChangedType.from(event);
  }
}

/** Issue 37: what the kiosk's rules screen needs of the depot's approval rule. */
@Resolver(() => KioskDepotType)
export class KioskDepotApprovalResolver {
  @FieldResolver(() => Boolean, {
    description:
      'A walk-in who answers "yes" to a health question may continue and wait for staff to let them in (the FLAGGED approval rule, issue 37); otherwise the kiosk refuses the answer.',
  })
  async healthYesAsksApproval(@Root() depot: KioskDepotType, @Ctx() { services }: ApprovalsContext) {
    return services.approvals.healthYesAsksApproval(depot.id);
  }
}
