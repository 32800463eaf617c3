import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import type { VisitQuestionnaire } from './visit-questionnaire.service';

@ObjectType('RuleAnswer', { description: "One rule or question and the visitor's answer." })
export class RuleAnswerType {
  @Field({ description: "The answer's key (hr_1, sr_2, hsr_3, or_1, q1...)." }) key!: string;
  @Field({ description: 'House rules, Security rules, Health and safety, Other rules or Questionnaire.' }) group!: string;
  @Field({ description: "The rule's or question's text." }) question!: string;
  @Field({ description: 'Plain words' }) answer!: string;
}

@ObjectType('VisitQuestionnaire', {
  description:
    "A visit's sign-in record: the visitor, times, and the rules and questions answered at the kiosk (the printable questionnaire).",
})
export class VisitQuestionnaireType {
  @Field(() => ID, { description: "The visit's id." }) visitId!: string;
  @Field(() => ID, { description: "The sign-in's id; null before it.", nullable: true }) attendanceId!: string | null;
  @Field(() => String, { nullable: true, description: "'Visitor Has Not checked In Yet!' when the visit has no check-in; else null." })
  message!: string | null;
  @Field({ description: "The visitor's full name." }) visitorName!: string;
  @Field({ description: "The visitor's e-mail address." }) email!: string;
  @Field({ description: "The visitor's company." }) company!: string;
  @Field({ description: 'Planned, Unplanned or Regular.' }) visitType!: string;
  @Field(() => String, { description: 'The host; null when none.', nullable: true }) hostName!: string | null;
  @Field({ description: "The depot's code." }) depotCode!: string;
  @Field({ description: "The depot's IANA time zone, to show the times in." }) timeZone!: string;
  @Field(() => Date, { description: 'When the visitor signed in (UTC instant); null before.', nullable: true }) checkInTime!: Date | null;
  @Field(() => Date, { description: 'When the visitor signed out (UTC instant); null before.', nullable: true }) checkOutTime!: Date | null;
  @Field({ description: 'Signed out by staff rather than at the kiosk.' }) manualCheckout!: boolean;
  @Field(() => String, { description: 'The badge handed out; null when none.', nullable: true }) depotBadgeNum!: string | null;
  @Field(() => String, { description: 'The car registration given; null when none.', nullable: true }) carReg!: string | null;
  @Field(() => String, { description: "A walk-in's reason for the visit; null otherwise.", nullable: true }) reason!: string | null;
  @Field(() => Float, { description: 'The temperature given, degrees Celsius; null when not asked.', nullable: true }) temperature!:
    number | null;
  @Field({ description: "true when the temperature is outside the tenant's tempMin..tempMax" }) temperatureFlagged!: boolean;
  @Field({ description: 'true when the kiosk was a legacy device that asked the rules itself (answers not transmitted)' })
  rulesOnDevice!: boolean;
  @Field(() => [RuleAnswerType], {
    description: "In the spec's order hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6; only those given",
  })
  answers!: RuleAnswerType[];
  @Field({ description: 'Whether a signature was given.' }) hasSignature!: boolean;
  @Field(() => String, { nullable: true, description: 'a data: URL (image/png) of the signature, or null' }) signatureDataUrl!:
    string | null;
  @Field(() => ID, { nullable: true, description: 'Issue 38: the agreement version accepted at the sign-in (its words are the answers).' })
  agreementVersionId!: string | null;
  @Field(() => Int, { nullable: true, description: 'Its number (0: the built-in default words); null before the sign-in.' })
  agreementVersionNumber!: number | null;
  @Field(() => Date, { nullable: true, description: 'When that version was saved; null before the sign-in.' })
  agreementSavedAt!: Date | null;

  static from(q: VisitQuestionnaire): VisitQuestionnaireType {
    return Object.assign(new VisitQuestionnaireType(), { ...q, answers: q.answers.map((a) => Object.assign(new RuleAnswerType(), a)) });
  }
}
