import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import type { PreArrivalContext } from '.';
import { PreArrivalType, SubmitPreArrivalInput, TakePreArrivalInductionInput } from './pre-arrival.type';
import { InductionResultType } from '../inductions/inductions.type';

/** The pre-arrival page (issue 38): public, named by its link's token; lookups count against the kiosk lookup budget. */
@Resolver()
export class PreArrivalResolver {
  @Query(() => PreArrivalType, {
    description:
      "What a pre-arrival link shows its holder (public; the token is the link's). A wrong, expired or cancelled visit's link: NOT_FOUND with one message; after the check-in: CONFLICT.",
  })
  async preArrival(
    @Arg('token', { description: 'The token of the link (/arrive/{token}).' }) token: string,
    @Ctx() ctx: PreArrivalContext,
  ) {
    await kioskThrottle(ctx, 'preArrival', 'lookup');
    return PreArrivalType.from(await ctx.services.preArrival.read(token));
  }

  @Mutation(() => PreArrivalType, {
    description:
      "The pre-arrival page sent: the car registration, an answer per rule (the kiosk's proceed rules) and the signature when the booking asks for one; a second submit before arrival replaces the first. The kiosk's check-in by reference then asks none of it again.",
  })
  async submitPreArrival(
    @Arg('input', () => SubmitPreArrivalInput, { description: 'What the visitor gave.' }) input: SubmitPreArrivalInput,
    @Ctx() ctx: PreArrivalContext,
  ) {
    await kioskThrottle(ctx, 'submitPreArrival', 'lookup');
    return PreArrivalType.from(await ctx.services.preArrival.submit(SubmitPreArrivalInput.parse(input)));
  }

  @Mutation(() => InductionResultType, {
    description:
      "Issue 38: the pre-arrival page's answers to an induction course the visit needs, graded on the server as at the kiosk; passed, the pass is recorded (the kiosk's check-in does not ask it again); failed: the questions answered wrongly, nothing recorded (retry). A course the visit does not need: BAD_USER_INPUT; a wrong link: NOT_FOUND.",
  })
  async takePreArrivalInduction(
    @Arg('input', () => TakePreArrivalInductionInput, { description: 'The token, the course and the answers.' })
    input: TakePreArrivalInductionInput,
    @Ctx() ctx: PreArrivalContext,
  ) {
    await kioskThrottle(ctx, 'takePreArrivalInduction');
    return InductionResultType.from(await ctx.services.preArrival.takeInduction(TakePreArrivalInductionInput.parse(input)));
  }
}
