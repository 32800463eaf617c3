import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { InductionsContext } from '.';
import { parse } from '../../core/command';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import { KioskVisitorInductionsCommand } from './visitor-inductions.commands';
import { KioskVisitorInductionsArgs, RecordVisitorInductionPassArgs, VisitorInductionStatusArgs } from './inductions.args';
import { InductionResultType, KioskInductionCourseType } from './inductions.type';
import { GradeVisitorInductionInput, VisitorInductionStatusType } from './visitor-inductions.type';

/** Inductions for visitors (issue 38): the kiosk's courses and grade, a depot's visitors for its staff. */
@Resolver()
export class VisitorInductionsResolver {
  @Query(() => [KioskInductionCourseType], {
    description:
      'Public (visitor kiosk, throttled per IP as a lookup): the courses a visitor must pass before signing in (never the answers): by the reference resolved, or for a walk-in by the reason chosen and the e-mail typed.',
  })
  async kioskVisitorInductions(@Args(() => KioskVisitorInductionsArgs) args: KioskVisitorInductionsArgs, @Ctx() ctx: InductionsContext) {
    await kioskThrottle(ctx, 'kioskVisitorInductions', 'lookup');
    const cmd = parse(KioskVisitorInductionsCommand, { ...args, email: args.email || undefined });
    return (await ctx.services.visitorInductions.kioskDue(cmd)).map((c) => KioskInductionCourseType.from(c));
  }

  @Mutation(() => InductionResultType, {
    description:
      "Public (visitor kiosk, throttled per IP): grades a visitor's answers on the server and records nothing; the sign-in (visitorCheckIn, unplannedCheckIn) carries passed answers in inductionAnswers and records the pass.",
  })
  async gradeVisitorInduction(
    @Arg('input', () => GradeVisitorInductionInput, { description: 'The depot, course and answers.' }) input: GradeVisitorInductionInput,
    @Ctx() ctx: InductionsContext,
  ) {
    await kioskThrottle(ctx, 'gradeVisitorInduction');
    return InductionResultType.from(await ctx.services.visitorInductions.grade(GradeVisitorInductionInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => [VisitorInductionStatusType], {
    description:
      "A depot's regular visitors and its visitors of the last and next 30 days whose reason needs a course, with each pass's state, by name.",
  })
  async visitorInductionStatus(
    @Args(() => VisitorInductionStatusArgs) args: VisitorInductionStatusArgs,
    @Ctx() { services, actor }: InductionsContext,
  ) {
    return (await services.visitorInductions.status(actor, VisitorInductionStatusArgs.parse(args))).map((r) =>
      VisitorInductionStatusType.from(r),
    );
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => VisitorInductionStatusType, {
    description:
      "Records a visitor's pass given in person at the current version, on a day staff choose (as recordInductionPass; the visitor must be on the depot's list for the course; audited).",
  })
  async recordVisitorInductionPass(
    @Args(() => RecordVisitorInductionPassArgs) args: RecordVisitorInductionPassArgs,
    @Ctx() { services, actor }: InductionsContext,
  ) {
    return VisitorInductionStatusType.from(await services.visitorInductions.recordPass(actor, RecordVisitorInductionPassArgs.parse(args)));
  }
}
