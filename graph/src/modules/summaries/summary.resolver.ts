import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { SummariesContext } from '.';
import { SUMMARY_ROLES } from './summary.service';
import { MySummaryType, SetMySummaryInput } from './summary.type';

/** Summaries (issue 39): the depots whose end-of-day and end-of-week summaries you may have, and your choice. */
@Resolver()
export class SummaryResolver {
  @Authorized(...SUMMARY_ROLES)
  @Query(() => [MySummaryType], { description: 'The depots whose summaries you may have, with your choices, by code.' })
  async mySummaries(@Ctx() { services, actor }: SummariesContext) {
    return (await services.summaries.mine(actor)).map((v) => MySummaryType.from(v));
  }

  @Authorized(...SUMMARY_ROLES)
  @Mutation(() => [MySummaryType], { description: "Turns a depot's end-of-day and end-of-week summaries on or off for you." })
  async setMySummary(
    @Arg('input', () => SetMySummaryInput, { description: 'The depot and your choice' }) input: SetMySummaryInput,
    @Ctx() { services, actor }: SummariesContext,
  ) {
    return (await services.summaries.setMine(actor, SetMySummaryInput.parse(input))).map((v) => MySummaryType.from(v));
  }
}
