import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../core/graphql/context';
import { parse } from '../../core/command';
import { AddBadgesCommand } from './badge.commands';
import { AddBadgesInput, BadgeAssigneeType, BadgeType } from './badge.type';

@Resolver()
export class BadgeResolver {
  @Authorized()
  @Query(() => [BadgeType], { description: "A depot's badges with whether each is in use." })
  async badges(@Arg('depotId', () => ID) depotId: string, @Ctx() { services, actor }: GqlContext) {
    return (await services.badges.list(actor, depotId)).map((b) => BadgeType.from(b));
  }

  @Authorized()
  @Query(() => String, { description: 'The next badge number of a depot (a range must start there).' })
  async nextBadgeNumber(@Arg('depotId', () => ID) depotId: string, @Ctx() { services, actor }: GqlContext) {
    return services.badges.nextNumber(actor, depotId);
  }

  @Authorized()
  @Query(() => BadgeAssigneeType, { description: "Who holds a badge now; 'Batch number not in Use.' when nobody." })
  async badgeAssignee(
    @Arg('depotId', () => ID) depotId: string,
    @Arg('badgeNum') badgeNum: string,
    @Ctx() { services, actor }: GqlContext,
  ) {
    return BadgeAssigneeType.from(await services.badges.assignee(actor, depotId, badgeNum));
  }

  @Authorized()
  @Mutation(() => [BadgeType], { description: 'Adds one badge or a range starting at the next number (all or nothing).' })
  async addBadges(@Arg('input') input: AddBadgesInput, @Ctx() { services, actor }: GqlContext) {
    return (await services.badges.add(actor, parse(AddBadgesCommand, { ...input }))).map((b) => BadgeType.from(b));
  }

  @Authorized()
  @Mutation(() => BadgeAssigneeType, { description: 'Checks a visitor holder out, or clocks a partner holder out (manual).' })
  async checkOutBadgeHolder(
    @Arg('depotId', () => ID) depotId: string,
    @Arg('badgeNum') badgeNum: string,
    @Arg('sendNotification', () => Boolean, { nullable: true }) sendNotification: boolean | null,
    @Ctx() { services, actor }: GqlContext,
  ) {
    return BadgeAssigneeType.from(
      await services.badges.checkOutHolder(actor, depotId, badgeNum, { sendNotification: sendNotification ?? false }),
    );
  }
}
