import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
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

@InputType('PreArrivalAnswerInput', { description: 'One answer: the rule\'s key and "yes" or "no".' })
export class PreArrivalAnswerInput {
  @Field({ description: "The rule's key (PreArrivalRule.key)." }) key!: string;
  @Field({ description: "'yes' to accept a rule; 'yes' or 'no' to a question ('no' to a health question)." }) answer!: string;
}

@InputType('SubmitPreArrivalInput', { description: 'The pre-arrival page sent (issue 38): replaces what was given before.' })
export class SubmitPreArrivalInput {
  @Field({ description: 'The token of the link (/arrive/{token}).' }) token!: string;
  @Field({ description: 'Car registration (required; uppercased, spaces removed, at most 16 characters).' }) carReg!: string;
  @Field(() => ID, { description: 'The version the page showed (PreArrival.versionId).' }) versionId!: string;
  @Field(() => [PreArrivalAnswerInput], { description: 'An answer per rule and question shown.' }) answers!: PreArrivalAnswerInput[];
  @Field(() => String, { nullable: true, description: 'The signature, a PNG as base64 (a data: URL is accepted); required when asked.' })
  signature?: string | null;
}
