import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { InductionsContext } from '.';
import { kioskThrottle } from '../../core/graphql/kiosk-throttle';
import {
  InductionCourseIdArgs,
  InductionCoursesArgs,
  InductionStatusArgs,
  KioskInductionsArgs,
  KioskOfflineInductionsArgs,
  RecordInductionPassArgs,
} from './inductions.args';
import {
  AddInductionCourseInput,
  InductionCourseType,
  InductionResultType,
  InductionStatusType,
  KioskInductionCourseType,
  SubmitInductionInput,
  UpdateInductionCourseInput,
} from './inductions.type';

/** Inductions that expire (issue 38): courses for admins, a depot's passes for its staff, the kiosk's course and grade. */
@Resolver()
export class InductionsResolver {
  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => [InductionCourseType], { description: "The tenant's induction courses, by title." })
  async inductionCourses(@Ctx() { services, actor }: InductionsContext, @Args(() => InductionCoursesArgs) args: InductionCoursesArgs) {
    const courses = await services.inductions.courses(actor, InductionCoursesArgs.parse(args));
    const material = await services.inductionMaterial.of(courses.map((c) => c.id));
    return courses.map((c) => InductionCourseType.from(c, material.get(c.id)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => InductionCourseType, { description: 'Adds an induction course (audited).' })
  async addInductionCourse(
    @Arg('input', () => AddInductionCourseInput, { description: 'The new course.' }) input: AddInductionCourseInput,
    @Ctx() { services, actor }: InductionsContext,
  ) {
    return InductionCourseType.from(await services.inductions.add(actor, AddInductionCourseInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => InductionCourseType, { description: 'Edits an induction course (audited; a change makes its version go up).' })
  async updateInductionCourse(
    @Arg('input', () => UpdateInductionCourseInput, { description: "The course's id and content." }) input: UpdateInductionCourseInput,
    @Ctx() { services, actor }: InductionsContext,
  ) {
    const course = await services.inductions.update(actor, UpdateInductionCourseInput.parse(input));
    return InductionCourseType.from(course, (await services.inductionMaterial.of([course.id])).get(course.id));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'Removes an induction course and its passes (audited).' })
  async removeInductionCourse(
    @Args(() => InductionCourseIdArgs) args: InductionCourseIdArgs,
    @Ctx() { services, actor }: InductionsContext,
  ) {
    return services.inductions.remove(actor, InductionCourseIdArgs.parse(args));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => [InductionStatusType], {
    description: "A depot's partners and the courses they need, with each pass's state (expiring: within 30 days), by name.",
  })
  async inductionStatus(@Args(() => InductionStatusArgs) args: InductionStatusArgs, @Ctx() { services, actor }: InductionsContext) {
    return (await services.inductions.status(actor, InductionStatusArgs.parse(args))).map((r) => InductionStatusType.from(r));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Mutation(() => InductionStatusType, {
    description:
      'Records a pass given in person at the current version, on a day staff choose (not in the future, not before the course existed; the expiry counts from it; audited).',
  })
  async recordInductionPass(
    @Args(() => RecordInductionPassArgs) args: RecordInductionPassArgs,
    @Ctx() { services, actor }: InductionsContext,
  ) {
    return InductionStatusType.from(await services.inductions.recordPass(actor, RecordInductionPassArgs.parse(args)));
  }

  @Query(() => [KioskInductionCourseType], {
    description:
      'Public (partner kiosk, throttled per IP): the courses a partner must pass before clocking in at the depot (never the answers).',
  })
  async kioskInductions(@Args(() => KioskInductionsArgs) args: KioskInductionsArgs, @Ctx() ctx: InductionsContext) {
    await kioskThrottle(ctx, 'kioskInductions', 'lookup');
    const { services } = ctx;
    return (await services.inductions.kioskDue(KioskInductionsArgs.parse(args))).map((c) => KioskInductionCourseType.from(c));
  }

  @Query(() => [KioskInductionCourseType], {
    description:
      'Public (offline kiosk, throttled per IP): the courses of the depot that every partner needs, for the kiosk to keep while online and show with the network down (never the answers; at most 20).',
  })
  async kioskOfflineInductions(@Args(() => KioskOfflineInductionsArgs) args: KioskOfflineInductionsArgs, @Ctx() ctx: InductionsContext) {
    await kioskThrottle(ctx, 'kioskOfflineInductions');
    const { depotId: id } = KioskOfflineInductionsArgs.parse(args);
    return (await ctx.services.inductions.kioskOffline(id)).map((c) => KioskInductionCourseType.from(c));
  }

  @Mutation(() => InductionResultType, {
    description:
      "Public (partner kiosk, throttled per IP): grades a partner's answers on the server. Passed: the pass is recorded with the version and expiry; failed: the wrong questions, nothing recorded.",
  })
  async submitInduction(
    @Arg('input', () => SubmitInductionInput, { description: 'The depot, work id, course and answers.' }) input: SubmitInductionInput,
    @Ctx() ctx: InductionsContext,
  ) {
    await kioskThrottle(ctx, 'submitInduction');
    const { services } = ctx;
    return InductionResultType.from(await services.inductions.submit(SubmitInductionInput.parse(input)));
  }
}
