import { ID, Int } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
// Issue 38: the sign-ins carry induction answers; their input type is built first.
import '../inductions/visitor-inductions.type';
import {
  CheckInCommand,
  CheckOutCommand,
  PassCode,
  ResolveVisitorCommand,
  RuleAnswers,
  SubmitSignatureCommand,
  UnplannedCheckInCommand,
} from './visit-kiosk.commands';

/** The REST shim's other way to name the kiosk's depot (tenant name and depot code): GraphQL takes its id, required. */
const kioskDepot = { type: () => ID, nullable: false };
const KIOSK_ONLY_REST = ['tenantName', 'depotCode'] as const;

/** Rule answers (spec 3): acceptances ('yes'), health questions hsr_1..hsr_4 ('no'), questionnaire q1..q6. */
export const RuleAnswersInput = inputTypeFrom('RuleAnswersInput', RuleAnswers, {
  description:
    "The visitor's answers to the kiosk's rules and questions (texts: visitQuestionnaire). A rule is accepted by any non-empty answer but 'no' (send 'yes'); the health questions hsr_1..hsr_4 must be answered 'no'.",
});
export type RuleAnswersInput = InstanceType<typeof RuleAnswersInput>;

export const PassCodeInput = inputTypeFrom('PassCodeInput', PassCode, {
  description:
    "The answer to a passcode challenge: three distinct positions (1 to 6) of the regular visitor's six-character passcode and the characters at them. A wrong answer answers BAD_USER_INPUT (and counts against the kiosk lookup budget).",
  fields: {
    posOne: { type: () => Int, nullable: false },
    posTwo: { type: () => Int, nullable: false },
    posThree: { type: () => Int, nullable: false },
    charPosOne: { type: () => String, nullable: false },
    charPosTwo: { type: () => String, nullable: false },
    charPosThree: { type: () => String, nullable: false },
  },
});
export type PassCodeInput = InstanceType<typeof PassCodeInput>;

export const FetchVisitorInput = inputTypeFrom('FetchVisitorInput', ResolveVisitorCommand, {
  description: 'A reference to resolve at a kiosk.',
  fields: { depotId: kioskDepot },
  omit: KIOSK_ONLY_REST,
});
export type FetchVisitorInput = InstanceType<typeof FetchVisitorInput>;

export const VisitorCheckInInput = inputTypeFrom('VisitorCheckInInput', CheckInCommand, {
  description: "A planned visitor's or regular visitor's sign-in at a kiosk.",
  fields: { depotId: kioskDepot },
  omit: [...KIOSK_ONLY_REST, 'rulesOnDevice'],
});
export type VisitorCheckInInput = InstanceType<typeof VisitorCheckInInput>;

export const UnplannedCheckInInput = inputTypeFrom('UnplannedCheckInInput', UnplannedCheckInCommand, {
  description: "A walk-in (unplanned) visitor's sign-in at a kiosk.",
  fields: { depotId: kioskDepot, ruleAnswers: { nullable: false } },
  omit: [...KIOSK_ONLY_REST, 'rulesOnDevice'],
});
export type UnplannedCheckInInput = InstanceType<typeof UnplannedCheckInInput>;

export const VisitorCheckOutInput = inputTypeFrom('VisitorCheckOutInput', CheckOutCommand, {
  description: 'A kiosk sign-out by badge or by reference.',
  fields: { depotId: kioskDepot },
  omit: KIOSK_ONLY_REST,
});
export type VisitorCheckOutInput = InstanceType<typeof VisitorCheckOutInput>;

export const SubmitSignatureInput = inputTypeFrom('SubmitSignatureInput', SubmitSignatureCommand, {
  description: "A visitor's signature for an open sign-in.",
  fields: { depotId: kioskDepot, attendanceId: { type: () => ID }, png: { type: () => String, nullable: false } },
  omit: KIOSK_ONLY_REST,
});
/** The PNG arrives as base64 text (GraphQL has no bytes); the resolver decodes it for the command. */
export type SubmitSignatureInput = Omit<InstanceType<typeof SubmitSignatureInput>, 'png'> & { png: string };
