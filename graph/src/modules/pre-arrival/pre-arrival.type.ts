import { Field, ID, Int, ObjectType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { PreArrivalAnswerCommand, SubmitPreArrivalCommand } from './pre-arrival.commands';
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
  static from(v: PreArrivalView) {
    return Object.assign(new PreArrivalType(), v);
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
