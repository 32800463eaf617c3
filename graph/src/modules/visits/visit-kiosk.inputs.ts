import { Field, ID, InputType, Int } from 'type-graphql';
import { KioskEntryInput } from '../kiosk-entries/kiosk-entry.type';

/** Rule answers (spec 3): acceptances ('yes'), health questions hsr_1..hsr_4 ('no'), questionnaire q1..q6. */
@InputType()
export class RuleAnswersInput {
  @Field(() => String, { nullable: true }) hr_1?: string | null;
  @Field(() => String, { nullable: true }) hr_2?: string | null;
  @Field(() => String, { nullable: true }) hr_3?: string | null;
  @Field(() => String, { nullable: true }) hr_4?: string | null;
  @Field(() => String, { nullable: true }) hr_5?: string | null;
  @Field(() => String, { nullable: true }) hr_6?: string | null;
  @Field(() => String, { nullable: true }) hr_7?: string | null;
  @Field(() => String, { nullable: true }) sr_1?: string | null;
  @Field(() => String, { nullable: true }) sr_2?: string | null;
  @Field(() => String, { nullable: true }) hsr_1?: string | null;
  @Field(() => String, { nullable: true }) hsr_2?: string | null;
  @Field(() => String, { nullable: true }) hsr_3?: string | null;
  @Field(() => String, { nullable: true }) hsr_4?: string | null;
  @Field(() => String, { nullable: true }) hsr_5?: string | null;
  @Field(() => String, { nullable: true }) hsr_6?: string | null;
  @Field(() => String, { nullable: true }) or_1?: string | null;
  @Field(() => String, { nullable: true }) or_2?: string | null;
  @Field(() => String, { nullable: true }) q1?: string | null;
  @Field(() => String, { nullable: true }) q2?: string | null;
  @Field(() => String, { nullable: true }) q3?: string | null;
  @Field(() => String, { nullable: true }) q4?: string | null;
  @Field(() => String, { nullable: true }) q5?: string | null;
  @Field(() => String, { nullable: true }) q6?: string | null;
}

@InputType()
export class PassCodeInput {
  @Field(() => Int) posOne!: number;
  @Field(() => Int) posTwo!: number;
  @Field(() => Int) posThree!: number;
  @Field() charPosOne!: string;
  @Field() charPosTwo!: string;
  @Field() charPosThree!: string;
}

@InputType()
export class FetchVisitorInput {
  @Field(() => ID) depotId!: string;
  @Field({ description: 'A meeting reference or RV code; with passCode also the e-mail of a regular visitor.' }) meetingRef!: string;
  @Field(() => PassCodeInput, { nullable: true }) passCode?: PassCodeInput | null;
}

@InputType()
export class VisitorCheckInInput {
  @Field(() => ID) depotId!: string;
  @Field({ description: 'The meeting reference or RV code.' }) visitorRef!: string;
  // Required for a planned visit (spec 5); a regular visitor's identity is its registration's, and its quick
  // re-check-in may omit carReg (the last one given is reused).
  @Field(() => String, { nullable: true }) firstName?: string | null;
  @Field(() => String, { nullable: true }) lastName?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) company?: string | null;
  @Field(() => String, { nullable: true }) meetingWith?: string | null;
  @Field(() => String, { nullable: true }) carReg?: string | null;
  @Field(() => String, { nullable: true, description: 'Degrees C as typed, e.g. "36.6".' }) temperature?: string | null;
  @Field(() => String, { nullable: true }) depotBadgeNum?: string | null;
  @Field(() => String, { nullable: true, description: "The kiosk's language (en, pl, ...): the visitor's e-mails are in it" })
  language?: string | null;
  @Field(() => RuleAnswersInput, { nullable: true, description: 'Required for planned visits; for regular visitors when given.' })
  ruleAnswers?: RuleAnswersInput | null;
}

@InputType()
export class UnplannedCheckInInput {
  @Field(() => ID) depotId!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field() email!: string;
  @Field() company!: string;
  @Field() carReg!: string;
  @Field() reasonForVisit!: string;
  @Field(() => String, { nullable: true }) meetingWith?: string | null;
  @Field(() => String, { nullable: true }) temperature?: string | null;
  @Field(() => String, { nullable: true }) depotBadgeNum?: string | null;
  @Field(() => String, { nullable: true, description: "The kiosk's language (en, pl, ...): the visitor's e-mails are in it" })
  language?: string | null;
  @Field(() => RuleAnswersInput) ruleAnswers!: RuleAnswersInput;
  @Field(() => KioskEntryInput, { nullable: true, description: 'Issue 27: the entry as the device made it (a replay is harmless).' })
  entry?: KioskEntryInput | null;
}

@InputType()
export class VisitorCheckOutInput {
  @Field(() => ID) depotId!: string;
  @Field(() => String, { nullable: true, description: 'Uppercased by the server.' }) depotBadgeNum?: string | null;
  @Field(() => String, { nullable: true }) meetingReference?: string | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "By reference only: sign out at whichever depot of this depot's tenant the visitor is in (the wrong-depot question's Yes).",
  })
  anyDepot?: boolean | null;
  @Field(() => KioskEntryInput, { nullable: true, description: 'Issue 27: the entry as the device made it (a replay is harmless).' })
  entry?: KioskEntryInput | null;
}

@InputType()
export class SubmitSignatureInput {
  @Field(() => ID) depotId!: string;
  @Field(() => ID, { nullable: true }) attendanceId?: string | null;
  @Field(() => String, { nullable: true }) depotBadgeNum?: string | null;
  @Field({ description: 'The PNG, base64 (a data: URL prefix is accepted).' }) png!: string;
}
