import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { parse } from '../../core/command';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import type { GqlContext } from '../../core/graphql/context';
import type { PreArrivalContext } from '.';
import { SubmitPreArrivalCommand } from './pre-arrival.commands';
import { PreArrivalType, SubmitPreArrivalInput } from './pre-arrival.type';

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
    await kioskThrottle(ctx as unknown as GqlContext, 'preArrival', 'lookup');
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
    await kioskThrottle(ctx as unknown as GqlContext, 'submitPreArrival', 'lookup');
    return PreArrivalType.from(
      await ctx.services.preArrival.submit(parse(SubmitPreArrivalCommand, { ...input, answers: input.answers?.map((a) => ({ ...a })) })),
    );
  }
}
