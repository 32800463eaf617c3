import { Field, ID, Int, ObjectType } from 'type-graphql';
import { describedEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { CourseAnswersCommand, GradeVisitorInductionCommand } from './visitor-inductions.commands';
import { InductionStateEnum } from './inductions.type';
import type { VisitorInductionStatusRow } from './visitor-inductions.service';

/** Built here, before the visitor check-in inputs that carry it (visit-kiosk.inputs.ts imports this file). */
export const InductionAnswersInput = inputTypeFrom('InductionAnswersInput', CourseAnswersCommand, {
  description: "A visitor's answers to one induction course, carried by their sign-in (issue 38).",
});
export const GradeVisitorInductionInput = inputTypeFrom('GradeVisitorInductionInput', GradeVisitorInductionCommand, {
  description: "A visitor's answers to an induction course at the kiosk, to grade (nothing is recorded).",
});
export type GradeVisitorInductionInput = InstanceType<typeof GradeVisitorInductionInput>;

export const VisitorInductionKindEnum = describedEnum('VisitorInductionKind', "Why a visitor is on a depot's induction list (issue 38).", {
  REGULAR: 'A regular visitor of the depot',
  VISITOR: 'Visited the depot in the last 30 days (or booked in the next 30) for a reason that needs the course',
});

@ObjectType('VisitorInductionStatus', { description: "A visitor of a depot and a course they need, with their pass's state." })
export class VisitorInductionStatusType {
  @Field(() => ID, { description: 'The visitor (their attendee record: one per e-mail per tenant)' }) attendeeId!: string;
  @Field({ description: "The visitor's name" }) name!: string;
  @Field({ description: "The visitor's e-mail address" }) email!: string;
  @Field(() => VisitorInductionKindEnum, { description: 'REGULAR or VISITOR' }) kind!: string;
  @Field(() => ID, { description: 'The course' }) courseId!: string;
  @Field({ description: "The course's title" }) courseTitle!: string;
  @Field(() => InductionStateEnum, { description: 'VALID, EXPIRING (within 30 days), EXPIRED or MISSING' }) state!: string;
  @Field(() => Date, { nullable: true, description: 'When the pass expires (UTC)' }) expiresAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'The version passed' }) version!: number | null;
  @Field({ description: 'Given in person (recorded by staff)' }) inPerson!: boolean;
  static from(r: VisitorInductionStatusRow) {
    return Object.assign(new VisitorInductionStatusType(), r);
  }
}
