import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { BadgesContext } from '.';
import { AddBadgesInput, BadgeAssigneeType, BadgeType } from './badge.type';

@Resolver()
export class BadgeResolver {
  @Authorized()
  @Query(() => [BadgeType], { description: "A depot's badges with whether each is in use." })
  async badges(
    @Arg('depotId', () => ID, { description: "The depot's id (of the caller's tenant)." }) depotId: string,
    @Ctx() { services, actor }: BadgesContext,
  ) {
    return (await services.badges.list(actor, depotId)).map((b) => BadgeType.from(b));
  }

  @Authorized()
  @Query(() => String, { description: 'The next badge number of a depot (a range must start there).' })
  async nextBadgeNumber(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Ctx() { services, actor }: BadgesContext,
  ) {
    return services.badges.nextNumber(actor, depotId);
  }

  @Authorized()
  @Query(() => BadgeAssigneeType, { description: "Who holds a badge now; 'Batch number not in Use.' when nobody." })
  async badgeAssignee(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Arg('badgeNum', { description: 'The badge number (case-insensitive).' }) badgeNum: string,
    @Ctx() { services, actor }: BadgesContext,
  ) {
    return BadgeAssigneeType.from(await services.badges.assignee(actor, depotId, badgeNum));
  }

  @Authorized()
  @Mutation(() => [BadgeType], { description: 'Adds one badge or a range starting at the next number (all or nothing).' })
  async addBadges(
    @Arg('input', () => AddBadgesInput, { description: 'The depot and one badge number, or a range from the next number.' })
    input: AddBadgesInput,
    @Ctx() { services, actor }: BadgesContext,
  ) {
    return (await services.badges.add(actor, AddBadgesInput.parse(input))).map((b) => BadgeType.from(b));
  }

  @Authorized()
  @Mutation(() => BadgeAssigneeType, { description: 'Checks a visitor holder out, or clocks a partner holder out (manual).' })
  async checkOutBadgeHolder(
    @Arg('depotId', () => ID, { description: "The depot's id." }) depotId: string,
    @Arg('badgeNum', {
      description: "The badge number (case-insensitive). A badge nobody holds answers BAD_USER_INPUT ('Batch number not in Use.').",
    })
    badgeNum: string,
    @Arg('sendNotification', () => Boolean, {
      description: "E-mail the depot's managers about the sign-out, as a kiosk sign-out does. Default false.",
      nullable: true,
    })
    sendNotification: boolean | null,
    @Ctx() { services, actor }: BadgesContext,
  ) {
    return BadgeAssigneeType.from(
      await services.badges.checkOutHolder(actor, depotId, badgeNum, { sendNotification: sendNotification ?? false }),
    );
  }
}
