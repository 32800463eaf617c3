import { Field, ID, InputType, Int } from 'type-graphql';
import { KioskEntryInput } from '../kiosk-entries/kiosk-entry.type';

/** Rule answers (spec 3): acceptances ('yes'), health questions hsr_1..hsr_4 ('no'), questionnaire q1..q6. */
@InputType({
  description:
    "The visitor's answers to the kiosk's rules and questions (texts: visitQuestionnaire). A rule is accepted by any non-empty answer but 'no' (send 'yes'); the health questions hsr_1..hsr_4 must be answered 'no'.",
})
export class RuleAnswersInput {
  @Field(() => String, {
    description: 'House rules: "I will wear my visitor badge where it can be seen at all times." Send \'yes\' to accept.',
    nullable: true,
  })
  hr_1?: string | null;
  @Field(() => String, {
    description: 'House rules: "I will stay with my host or in the areas I was allowed into." Send \'yes\' to accept.',
    nullable: true,
  })
  hr_2?: string | null;
  @Field(() => String, {
    description: 'House rules: "I will follow the site speed limit and the pedestrian walkways." Send \'yes\' to accept.',
    nullable: true,
  })
  hr_3?: string | null;
  @Field(() => String, {
    description: 'Health and safety: "I will not smoke or vape except in the marked areas." Send \'yes\' to accept.',
    nullable: true,
  })
  hr_4?: string | null;
  @Field(() => String, {
    description: 'Health and safety: "I am not under the influence of alcohol or drugs." Send \'yes\' to accept.',
    nullable: true,
  })
  hr_5?: string | null;
  @Field(() => String, {
    description: 'House rules: "I will keep to the visitor car park and parking bays." Send \'yes\' to accept.',
    nullable: true,
  })
  hr_6?: string | null;
  @Field(() => String, {
    description: 'House rules: "I will sign out and return my badge when I leave." Send \'yes\' to accept.',
    nullable: true,
  })
  hr_7?: string | null;
  @Field(() => String, {
    description: 'Security rules: "I will not take photographs or recordings on site without permission." Send \'yes\' to accept.',
    nullable: true,
  })
  sr_1?: string | null;
  @Field(() => String, {
    description: 'Security rules: "I accept that vehicles and bags may be searched on entry and exit." Send \'yes\' to accept.',
    nullable: true,
  })
  sr_2?: string | null;
  @Field(() => String, {
    description:
      'Health and safety question: "In the last 14 days, have you had a fever, a new cough or shortness of breath?" Answer \'no\'; any other answer refuses entry.',
    nullable: true,
  })
  hsr_1?: string | null;
  @Field(() => String, {
    description:
      'Health and safety: "In the last 14 days, have you been in close contact with someone with an infectious illness?" Send \'yes\' to accept.',
    nullable: true,
  })
  hsr_2?: string | null;
  @Field(() => String, {
    description:
      'Health and safety question: "In the last 14 days, have you been told to self-isolate?" Answer \'no\'; any other answer refuses entry.',
    nullable: true,
  })
  hsr_3?: string | null;
  @Field(() => String, {
    description: 'Health and safety question: "Are you feeling unwell today?" Answer \'no\'; any other answer refuses entry.',
    nullable: true,
  })
  hsr_4?: string | null;
  @Field(() => String, {
    description:
      'House rules: "I will wear the protective equipment the area requires (high-visibility vest, safety shoes)." Send \'yes\' to accept.',
    nullable: true,
  })
  hsr_5?: string | null;
  @Field(() => String, {
    description:
      'Health and safety: "I know where the fire exits and assembly point are and will follow the emergency instructions." Send \'yes\' to accept.',
    nullable: true,
  })
  hsr_6?: string | null;
  @Field(() => String, {
    description: 'Other rules: "I will report any accident, near miss or hazard to my host at once." Send \'yes\' to accept.',
    nullable: true,
  })
  or_1?: string | null;
  @Field(() => String, {
    description: 'Other rules: "I accept that my visit details are recorded for site safety." Send \'yes\' to accept.',
    nullable: true,
  })
  or_2?: string | null;
  @Field(() => String, { description: 'Questionnaire: "Questionnaire question 1" (yes or no).', nullable: true }) q1?: string | null;
  @Field(() => String, { description: 'Questionnaire: "Questionnaire question 2" (yes or no).', nullable: true }) q2?: string | null;
  @Field(() => String, { description: 'Questionnaire: "Questionnaire question 3" (yes or no).', nullable: true }) q3?: string | null;
  @Field(() => String, { description: 'Questionnaire: "Questionnaire question 4" (yes or no).', nullable: true }) q4?: string | null;
  @Field(() => String, { description: 'Questionnaire: "Questionnaire question 5" (yes or no).', nullable: true }) q5?: string | null;
  @Field(() => String, { description: 'Questionnaire: "Questionnaire question 6" (yes or no).', nullable: true }) q6?: string | null;
}

@InputType({
  description:
    "The answer to a passcode challenge: three distinct positions (1 to 6) of the regular visitor's six-character passcode and the characters at them. A wrong answer answers BAD_USER_INPUT (and counts against the kiosk lookup budget).",
})
export class PassCodeInput {
  @Field(() => Int, { description: 'First asked position, 1 to 6.' }) posOne!: number;
  @Field(() => Int, { description: 'Second asked position, 1 to 6.' }) posTwo!: number;
  @Field(() => Int, { description: 'Third asked position, 1 to 6.' }) posThree!: number;
  @Field({ description: "The passcode's character at posOne." }) charPosOne!: string;
  @Field({ description: "The passcode's character at posTwo." }) charPosTwo!: string;
  @Field({ description: "The passcode's character at posThree." }) charPosThree!: string;
}

@InputType({ description: 'A reference to resolve at a kiosk.' })
export class FetchVisitorInput {
  @Field(() => ID, { description: "The kiosk's depot." }) depotId!: string;
  @Field({ description: 'A meeting reference or RV code; with passCode also the e-mail of a regular visitor.' }) meetingRef!: string;
  @Field(() => PassCodeInput, {
    description: "A regular visitor's passcode answer: required when meetingRef is its e-mail address.",
    nullable: true,
  })
  passCode?: PassCodeInput | null;
}

@InputType({ description: "A planned visitor's or regular visitor's sign-in at a kiosk." })
export class VisitorCheckInInput {
  @Field(() => ID, {
    description: "The kiosk's depot (kioskVisitor says first whether the reference belongs to another depot: WRONG_DEPOT).",
  })
  depotId!: string;
  @Field({ description: 'The meeting reference or RV code.' }) visitorRef!: string;
  // The identity (names, e-mail, company, host) is the booking's or the registration's: only the car is asked.
  @Field(() => String, {
    description: "Car registration; a regular visitor's quick re-check-in may omit it (the last one is reused).",
    nullable: true,
  })
  carReg?: string | null;
  @Field(() => String, { nullable: true, description: 'Degrees C as typed, e.g. "36.6".' }) temperature?: string | null;
  @Field(() => String, {
    description: 'The depot badge handed out, when the kiosk asks for one (uppercased; a badge in use answers CONFLICT).',
    nullable: true,
  })
  depotBadgeNum?: string | null;
  @Field(() => String, { nullable: true, description: "The kiosk's language (en, pl, ...): the visitor's e-mails are in it" })
  language?: string | null;
  @Field(() => RuleAnswersInput, { nullable: true, description: 'Required for planned visits; for regular visitors when given.' })
  ruleAnswers?: RuleAnswersInput | null;
}

@InputType({ description: "A walk-in (unplanned) visitor's sign-in at a kiosk." })
export class UnplannedCheckInInput {
  @Field(() => ID, { description: "The kiosk's depot." }) depotId!: string;
  @Field({ description: 'First name (required).' }) firstName!: string;
  @Field({ description: 'Last name (required).' }) lastName!: string;
  @Field({ description: 'E-mail address (required; a sign-in confirmation is sent to it).' }) email!: string;
  @Field({ description: 'Company (required).' }) company!: string;
  @Field({ description: 'Car registration (required).' }) carReg!: string;
  @Field({ description: "One of the tenant's active visit reasons (visitorReasons)." }) reasonForVisit!: string;
  @Field(() => String, { description: "The host's name.", nullable: true }) meetingWith?: string | null;
  @Field(() => String, {
    description:
      'Degrees Celsius as typed, e.g. "36.6"; one outside the tenant\'s range is recorded and flagged (VisitQuestionnaire.temperatureFlagged).',
    nullable: true,
  })
  temperature?: string | null;
  @Field(() => String, { description: 'The depot badge handed out (uppercased; one in use answers CONFLICT).', nullable: true })
  depotBadgeNum?: string | null;
  @Field(() => String, { nullable: true, description: "The kiosk's language (en, pl, ...): the visitor's e-mails are in it" })
  language?: string | null;
  @Field(() => RuleAnswersInput, {
    description:
      "The answers to the kiosk's rules and health questions; the check-in is refused (BAD_USER_INPUT) unless every group proceeds.",
  })
  ruleAnswers!: RuleAnswersInput;
  @Field(() => KioskEntryInput, { nullable: true, description: 'Issue 27: the entry as the device made it (a replay is harmless).' })
  entry?: KioskEntryInput | null;
}

@InputType({ description: 'A kiosk sign-out by badge or by reference.' })
export class VisitorCheckOutInput {
  @Field(() => ID, { description: "The kiosk's depot." }) depotId!: string;
  @Field(() => String, { nullable: true, description: 'Uppercased by the server.' }) depotBadgeNum?: string | null;
  @Field(() => String, { description: "The visitor's meeting reference or RV code; give this or depotBadgeNum.", nullable: true })
  meetingReference?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "By reference only: sign out at whichever depot of this depot's tenant the visitor is in (the wrong-depot question's Yes).",
  })
  anyDepot?: boolean | null;
  @Field(() => KioskEntryInput, { nullable: true, description: 'Issue 27: the entry as the device made it (a replay is harmless).' })
  entry?: KioskEntryInput | null;
}

@InputType({ description: "A visitor's signature for an open sign-in." })
export class SubmitSignatureInput {
  @Field(() => ID, { description: "The kiosk's depot." }) depotId!: string;
  @Field(() => ID, { description: 'The sign-in (KioskAttendance.attendanceId); give this or depotBadgeNum.', nullable: true })
  attendanceId?: string | null;
  @Field(() => String, { description: 'Or the badge of the open sign-in.', nullable: true }) depotBadgeNum?: string | null;
  @Field({ description: 'The PNG, base64 (a data: URL prefix is accepted).' }) png!: string;
}
