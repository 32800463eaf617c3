import { Field, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { PreArrivalAnswerCommand, SubmitPreArrivalCommand, TakePreArrivalInductionCommand } from './pre-arrival.commands';
import { KioskInductionCourseType } from '../inductions/inductions.type';
import { VisitDocumentType } from '../documents/document.type';
import type { PreArrivalView } from './pre-arrival.service';

@ObjectType('PreArrivalRule', { description: 'One rule or question of the agreement version the pre-arrival page asks.' })
export class PreArrivalRuleType {
  @Field({ description: 'Its key (hr_1, sr_2, hsr_3, or_1, q1...).' }) key!: string;
  @Field({ description: 'House rules, Security rules, Health and safety, Other rules or Questionnaire.' }) group!: string;
  @Field({ description: "The words of the tenant's version." }) text!: string;
  @Field({ description: "A yes/no question (a health question must be answered 'no'); otherwise a rule to accept ('yes')." })
  question!: boolean;
}

@ObjectType('PreArrivalAnswer', { description: 'An answer given on the pre-arrival page.' })
export class PreArrivalAnswerType {
  @Field({ description: "The rule's key." }) key!: string;
  @Field({ description: "'yes' or 'no'." }) answer!: string;
}

@ObjectType('PreArrivalPassedCourse', { description: 'A course the visit needs that the visitor has a valid pass of.' })
export class PreArrivalPassedCourseType {
  @Field({ description: "The course's title." }) title!: string;
  @Field(() => Date, { description: 'When the pass expires (UTC).' }) expiresAt!: Date;
}

@ObjectType('PreArrival', {
  description:
    'What a pre-arrival link shows its holder (issue 38): the booking, the rules to accept with their version, and what was given.',
})
export class PreArrivalType {
  @Field({ description: "The visitor's first name (the booking's)." }) firstName!: string;
  @Field({ description: "The visitor's last name (the booking's)." }) lastName!: string;
  @Field({ description: "The visitor's company (the booking's)." }) company!: string;
  @Field({ description: "The tenant's name." }) tenantName!: string;
  @Field({ description: "The depot's code." }) depotCode!: string;
  @Field({ description: "The depot's address." }) depotAddress!: string;
  @Field({ description: "The depot's IANA time zone." }) timeZone!: string;
  @Field(() => Date, { description: 'When the visit is booked (UTC instant).' }) dateOfVisit!: Date;
  @Field(() => String, { nullable: true, description: 'The host; null when none.' }) hostName!: string | null;
  @Field({ description: "The visitor's language (en, pl, ro, lt, es, pt, ar): the page speaks it." }) language!: string;
  @Field({ description: 'The booking asks for a signature: the page asks for it.' }) signatureRequired!: boolean;
  @Field(() => ID, { description: 'The agreement version shown (submitPreArrival sends it back).' }) versionId!: string;
  @Field(() => Int, { description: "The version's number." }) versionNumber!: number;
  @Field(() => [PreArrivalRuleType], { description: "The rules and questions, in the kiosk's order." }) rules!: PreArrivalRuleType[];
  @Field(() => Date, { nullable: true, description: 'When the page was last completed; null: not yet.' }) completedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The car registration given; null: not yet.' }) carReg!: string | null;
  @Field(() => [PreArrivalAnswerType], { description: 'The answers given (empty: not yet).' }) answers!: PreArrivalAnswerType[];
  @Field({ description: 'A signature was given.' }) signed!: boolean;
  @Field(() => [KioskInductionCourseType], {
    description: 'Issue 38: the induction courses the visit needs that the visitor has no valid pass of (takePreArrivalInduction).',
  })
  courses!: KioskInductionCourseType[];
  @Field(() => [PreArrivalPassedCourseType], { description: 'The courses the visit needs that the visitor has passed.' })
  coursesPassed!: PreArrivalPassedCourseType[];
  @Field(() => [VisitDocumentType], {
    description: 'Issue 38: the documents the tenant asks of the visit, with what was uploaded (POST api/pre-arrival-document).',
  })
  documents!: VisitDocumentType[];
  @Field(() => Int, { description: 'The size limit of a document upload, in MB (DOCUMENT_MAX_MB).' }) documentMaxMb!: number;
  static from(v: PreArrivalView) {
    return Object.assign(new PreArrivalType(), {
      ...v,
      courses: v.courses.map((c) => KioskInductionCourseType.from(c)),
      coursesPassed: v.coursesPassed.map((c) => Object.assign(new PreArrivalPassedCourseType(), c)),
      documents: v.documents.map((d) => VisitDocumentType.from(d)),
    });
  }
}

export const PreArrivalAnswerInput = inputTypeFrom('PreArrivalAnswerInput', PreArrivalAnswerCommand, {
  description: 'One answer: the rule\'s key and "yes" or "no".',
  fields: { key: { type: () => String } },
});
export const SubmitPreArrivalInput = inputTypeFrom('SubmitPreArrivalInput', SubmitPreArrivalCommand, {
  description: 'The pre-arrival page sent (issue 38): replaces what was given before.',
  fields: { versionId: { type: () => ID } },
});
export type SubmitPreArrivalInput = InstanceType<typeof SubmitPreArrivalInput>;
export const TakePreArrivalInductionInput = inputTypeFrom('TakePreArrivalInductionInput', TakePreArrivalInductionCommand, {
  description: "The pre-arrival page's answers to an induction course (issue 38).",
});
export type TakePreArrivalInductionInput = InstanceType<typeof TakePreArrivalInductionInput>;
