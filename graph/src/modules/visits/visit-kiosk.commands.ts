import { firstOf, flag, emailAddress, kioskLanguage, optionalId, optionalText, sentNames, text, z } from '../../core/command';
import { inductionAnswers } from '../inductions/visitor-inductions.commands';
import { Messages, required } from '../../contracts/messages';
import { HEALTH_QUESTIONS, RULE_KEYS, type Answers, type RuleKey } from '../../contracts/kiosk-rules';
import { RULE_QUESTIONS } from '../../contracts/rule-questions';
import { carReg as normCarReg, upper } from '../../contracts/normalise';
import { validPasscodeCharacters, validPasscodePositions } from '../../contracts/passcode';
import { signatureBytes, temperature } from '../attendance/attendance.commands';
import { kioskEntry } from '../kiosk-entries/kiosk-entry.commands';
import { optionalPhone } from '../channels/phone';

type Body = Record<string, unknown>;

// ---- fields the kiosk commands share ----

/**
 * The kiosk's depot: by id (GraphQL, and the legacy `depot`), or by tenant name and depot code (the legacy
 * lookups). One of them is required: 'Depot is required'.
 */
const kioskDepotFields = {
  depotId: optionalText('Depot'),
  tenantName: optionalText('Tenant name'),
  depotCode: optionalText('Depot code'),
};
export interface KioskDepotFields {
  depotId?: string;
  tenantName?: string;
  depotCode?: string;
}
const requireKioskDepot = (c: KioskDepotFields, ctx: z.RefinementCtx) => {
  if (c.depotId === undefined && c.tenantName === undefined && c.depotCode === undefined) {
    ctx.addIssue({ code: 'custom', path: ['depotId'], message: required('Depot') });
  }
};

/** A reference as typed on the kiosk's keyboard (meeting reference or RV code), uppercased. */
const reference = (label = 'Reference') => text(label, 32).transform(upper);

/** A car registration: uppercased without spaces, at most 16 characters. */
const carRegOf = (v: string, ctx: z.RefinementCtx) => {
  const c = normCarReg(v);
  if (c.length > 16) {
    ctx.addIssue({ code: 'custom', message: 'Car registration is too long' });
    return z.NEVER;
  }
  return c;
};

/** One rule answer (spec 3 hr_1.., q1..): short text ('yes', 'no', a questionnaire answer); blank is not given. */
const ruleAnswer = (k: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === null || v === '' ? undefined : typeof v === 'boolean' ? String(v) : typeof v === 'string' ? v.trim() : v,
    z
      .string({ error: `${k} must be text` })
      .max(40, `${k} is too long`)
      .optional(),
  );

/** What a client sends for a key: its group and words (contracts/rule-questions.ts), and the answer that proceeds. */
const ruleAnswerDescription = (k: RuleKey) => {
  const { group, text, question } = RULE_QUESTIONS[k];
  if (HEALTH_QUESTIONS.includes(k)) return `${group} question: "${text}" Answer 'no'; any other answer refuses entry.`;
  return question ? `${group}: "${text}" (yes or no).` : `${group}: "${text}" Send 'yes' to accept.`;
};

/** One answer per key of RULE_KEYS (the GraphQL RuleAnswersInput is built from it). */
export const RuleAnswers = z.object(Object.fromEntries(RULE_KEYS.map((k) => [k, ruleAnswer(k).describe(ruleAnswerDescription(k))])));

/** The rule answers given (unknown keys ignored), or null when none is. The proceed rules are the service's. */
const ruleAnswers = z
  .preprocess((v) => (v && typeof v === 'object' && !Array.isArray(v) ? v : undefined), RuleAnswers.optional())
  .transform((a): Answers | null => {
    const out: Answers = {};
    for (const k of RULE_KEYS) if (a?.[k] !== undefined) out[k] = a[k] as string;
    return Object.keys(out).length ? out : null;
  });

/**
 * Set by the REST shim only (never read from a body): a legacy kiosk asks the rules on the device and sends
 * no answers, so such a sign-in is recorded as answered on the device. GraphQL has no such field.
 */
const rulesOnDevice = z
  .boolean()
  .optional()
  .describe('Set by the REST shim for the legacy kiosk (rules asked on the device); a value sent by a client is ignored.');

/**
 * The passcode challenge (spec 3): three distinct positions 1..6 and one character at each. Any value is taken (a
 * legacy kiosk sends positions as text or numbers): the rules are validPasscodePositions and validPasscodeCharacters.
 */
export const PassCode = z.object({
  posOne: z.unknown().describe('First asked position, 1 to 6.'),
  posTwo: z.unknown().describe('Second asked position, 1 to 6.'),
  posThree: z.unknown().describe('Third asked position, 1 to 6.'),
  charPosOne: z.unknown().describe("The passcode's character at posOne."),
  charPosTwo: z.unknown().describe("The passcode's character at posTwo."),
  charPosThree: z.unknown().describe("The passcode's character at posThree."),
});
const passCodeChallenge = z.preprocess(
  (v) => (v === undefined || v === null ? undefined : typeof v === 'object' && !Array.isArray(v) ? v : {}),
  PassCode.transform((p, ctx) => {
    const positions = [p.posOne, p.posTwo, p.posThree];
    const chars = [p.charPosOne, p.charPosTwo, p.charPosThree];
    if (!validPasscodePositions(positions)) {
      ctx.addIssue({ code: 'custom', message: Messages.passcodePositions });
      return z.NEVER;
    }
    if (!validPasscodeCharacters(chars)) {
      ctx.addIssue({ code: 'custom', message: Messages.passcodeCharacters });
      return z.NEVER;
    }
    return { positions: positions.map(Number), chars: chars as string[] };
  }).optional(),
);

// ---- reference resolution (spec 4.2) ----

/** QR-Info: a reference's kind. */
export const QrInfoCommand = z.object({
  meetingReference: reference().describe(
    'A meeting reference, regular visitor (RV) code or partner work id, as scanned from a QR code or typed.',
  ),
});
export type QrInfoCommand = z.output<typeof QrInfoCommand>;

/** get-visitor-status/{reference}. */
export const VisitorStatusCommand = z.object({ reference: reference().describe('A meeting reference or RV code.') });
export type VisitorStatusCommand = z.output<typeof VisitorStatusCommand>;

/**
 * A reference resolved at a depot: a meeting reference or RV code (at most 32), or with a passcode challenge
 * also a regular visitor's e-mail (at most 254). As typed: the service uppercases a reference, lowercases an e-mail.
 */
export const ResolveVisitorCommand = z
  .object({
    ...kioskDepotFields,
    depotId: kioskDepotFields.depotId.describe("The kiosk's depot."),
    meetingRef: text('Reference', 254).describe('A meeting reference or RV code; with passCode also the e-mail of a regular visitor.'),
    passCode: passCodeChallenge.describe("A regular visitor's passcode answer: required when meetingRef is its e-mail address."),
  })
  .superRefine((c, ctx) => {
    requireKioskDepot(c, ctx);
    if (!c.passCode && c.meetingRef.length > 32)
      ctx.addIssue({ code: 'custom', path: ['meetingRef'], message: 'Reference is too long (at most 32 characters)' });
  });
export type ResolveVisitorCommand = z.output<typeof ResolveVisitorCommand>;

// ---- check-in (spec 4.1) ----

/**
 * A planned or regular check-in (api/checkIn, api/checkInQR, visitorCheckIn). The identity is the booking's or
 * the registration's (read-only on the kiosk form), so the form's names, e-mail, company and host are not read.
 */
export const CheckInCommand = z
  .object({
    ...kioskDepotFields,
    depotId: kioskDepotFields.depotId.describe(
      "The kiosk's depot (kioskVisitor says first whether the reference belongs to another depot: WRONG_DEPOT).",
    ),
    visitorRef: reference().describe('The meeting reference or RV code.'),
    // The identity (names, e-mail, company, host) is the booking's or the registration's: only the car is asked.
    carReg: optionalText('Car registration', 32)
      .transform((v, ctx) => (v === undefined ? undefined : carRegOf(v, ctx)))
      .describe("Car registration; a regular visitor's quick re-check-in may omit it (the last one is reused)."),
    temperature: temperature().describe('Degrees C as typed, e.g. "36.6".'),
    depotBadgeNum: optionalText('Badge number', 32).describe(
      'The depot badge handed out, when the kiosk asks for one (uppercased; a badge in use answers CONFLICT).',
    ),
    language: kioskLanguage.describe("The kiosk's language (en, pl, ...): the visitor's e-mails are in it"),
    ruleAnswers: ruleAnswers.describe('Required for planned visits; for regular visitors when given.'),
    rulesOnDevice,
    inductionAnswers,
  })
  .superRefine(requireKioskDepot);
export type CheckInCommand = z.output<typeof CheckInCommand>;

/** A name on the walk-in form: required (at most 254), and at most 80 once stored. */
const personName = (label: string) => text(label, 254).refine((v) => v.length <= 80, { message: `${label} is too long` });

/** A walk-in (api/unplanned-visit-checkIn, unplannedCheckIn): spec 5's six fields required. */
export const UnplannedCheckInCommand = z
  .object({
    ...kioskDepotFields,
    depotId: kioskDepotFields.depotId.describe("The kiosk's depot."),
    firstName: personName('First name').describe('First name (required).'),
    lastName: personName('Last name').describe('Last name (required).'),
    email: emailAddress('Email', 254).describe('E-mail address (required; a sign-in confirmation is sent to it).'),
    company: text('Company', 254).describe('Company (required).'),
    phone: optionalPhone().describe(
      'Issue 39: a mobile number in E.164 (e.g. +353851234567; spaces and dashes are dropped), for an evacuation SMS; optional.',
    ),
    carReg: text('Car registration', 254).transform(carRegOf).describe('Car registration (required).'),
    reasonForVisit: text('Reason for visit', 254).describe("One of the tenant's active visit reasons (visitorReasons)."),
    meetingWith: optionalText('Meeting with', 120).describe("The host's name."),
    hostId: optionalId('hostId').describe(
      "Issue 36: the host picked from kioskHosts; that person is the visit's host and is e-mailed that the visitor arrived. One not (or no longer) hosting at the depot is ignored: meetingWith stands.",
    ),
    temperature: temperature().describe(
      'Degrees Celsius as typed, e.g. "36.6"; one outside the tenant\'s range is recorded and flagged (VisitQuestionnaire.temperatureFlagged).',
    ),
    depotBadgeNum: optionalText('Badge number', 32).describe('The depot badge handed out (uppercased; one in use answers CONFLICT).'),
    language: kioskLanguage.describe("The kiosk's language (en, pl, ...): the visitor's e-mails are in it"),
    ruleAnswers: ruleAnswers.describe(
      "The answers to the kiosk's rules and health questions; the check-in is refused (BAD_USER_INPUT) unless every group proceeds.",
    ),
    rulesOnDevice,
    inductionAnswers,
    entry: kioskEntry.describe('Issue 27: the entry as the device made it (a replay is harmless).'),
  })
  .superRefine(requireKioskDepot);
export type UnplannedCheckInCommand = z.output<typeof UnplannedCheckInCommand>;

/** A signature PNG for an open sign-in at the depot, by attendance id or badge number. */
export const SubmitSignatureCommand = z
  .object({
    ...kioskDepotFields,
    depotId: kioskDepotFields.depotId.describe("The kiosk's depot."),
    attendanceId: optionalText('attendanceId').describe('The sign-in (KioskAttendance.attendanceId); give this or depotBadgeNum.'),
    depotBadgeNum: optionalText('Badge number', 32).describe('Or the badge of the open sign-in.'),
    png: signatureBytes().describe('The PNG, base64 (a data: URL prefix is accepted).'),
  })
  .superRefine(requireKioskDepot);
export type SubmitSignatureCommand = z.output<typeof SubmitSignatureCommand>;

// ---- check-out (spec 4.4) ----

/** Who is about to sign out: by badge number (uppercased) or by reference. */
export const BeforeCheckoutCommand = z
  .object({
    ...kioskDepotFields,
    depotId: kioskDepotFields.depotId.describe(
      "The kiosk's depot. Nobody signed in there with that badge or reference answers NOT_FOUND with the kiosk's message.",
    ),
    depotBadgeNum: optionalText('Badge number', 32).describe(
      'The badge number handed to the visitor (case-insensitive); give this or meetingReference.',
    ),
    meetingReference: optionalText('Reference', 32).describe("Or the visitor's meeting reference / RV code."),
  })
  .superRefine(requireKioskDepot);
export type BeforeCheckoutCommand = z.output<typeof BeforeCheckoutCommand>;

/** Kiosk sign-out; anyDepot (by reference only) is the wrong-depot question's Yes. */
export const CheckOutCommand = z
  .object({
    ...kioskDepotFields,
    depotId: kioskDepotFields.depotId.describe("The kiosk's depot."),
    depotBadgeNum: optionalText('Badge number', 32).describe('Uppercased by the server.'),
    meetingReference: optionalText('Reference', 32).describe("The visitor's meeting reference or RV code; give this or depotBadgeNum."),
    anyDepot: flag('anyDepot', false).describe(
      "By reference only: sign out at whichever depot of this depot's tenant the visitor is in (the wrong-depot question's Yes).",
    ),
    entry: kioskEntry.describe('Issue 27: the entry as the device made it (a replay is harmless).'),
  })
  .superRefine(requireKioskDepot);
export type CheckOutCommand = z.output<typeof CheckOutCommand>;

/** Staff checkout of a visitor's attendance (manual unless manualCheckout is false; sendNotification e-mails the host). */
export const CheckOutByStaffCommand = z.object({
  visitorAttendanceId: optionalText('visitorAttendanceId'),
  manualCheckout: flag('manualCheckout', true),
  sendNotification: flag('sendNotification', false).describe('E-mail the host about the sign-out. Default false.'),
});
export type CheckOutByStaffCommand = z.output<typeof CheckOutByStaffCommand>;

// ---- the REST shim's spellings (spec 7) ----

const DEPOT_SPELLINGS = { depotId: ['depotId', 'depot'] } as const;
const legacyDepot = (b: Body) => ({ depotId: b.depotId ?? b.depot, tenantName: b.tenantName, depotCode: b.depotCode });

/** The rule answers of a legacy body: the `ruleAnswers` block, or the spec 3 keys hr_1.. at the top level. */
const legacyRuleAnswers = (b: Body) => {
  const nested = b.ruleAnswers && typeof b.ruleAnswers === 'object' && !Array.isArray(b.ruleAnswers) ? (b.ruleAnswers as Body) : {};
  return Object.fromEntries(RULE_KEYS.map((k) => [k, nested[k] ?? b[k]]).filter(([, v]) => v !== undefined));
};
/** A rule answer's 400 names the key (hr_1), as the legacy kiosk sends it. */
const RULE_NAMES = Object.fromEntries(RULE_KEYS.map((k) => [`ruleAnswers.${k}`, k]));

/** fetch-visitor-details / -QRdetails: meetingRef, tenantName + depotCode or depot(Id), PassCode{PosOne.., CharPosOne..}. */
export const legacyResolveVisitor = (b: Body) => {
  const pc = b.PassCode ?? b.passCode;
  const p = pc && typeof pc === 'object' && !Array.isArray(pc) ? (pc as Body) : undefined;
  return {
    ...legacyDepot(b),
    meetingRef: b.meetingRef,
    passCode:
      pc === undefined || pc === null
        ? undefined
        : p
          ? {
              posOne: p.PosOne ?? p.posOne,
              posTwo: p.PosTwo ?? p.posTwo,
              posThree: p.PosThree ?? p.posThree,
              charPosOne: p.CharPosOne ?? p.charPosOne,
              charPosTwo: p.CharPosTwo ?? p.charPosTwo,
              charPosThree: p.CharPosThree ?? p.charPosThree,
            }
          : pc,
  };
};
export const legacyResolveVisitorNames = (b: Body) => sentNames(b, { ...DEPOT_SPELLINGS, passCode: ['PassCode', 'passCode'] });

/**
 * A legacy kiosk's check-in (api/checkIn, api/checkInQR, api/mobile-checkIn/): visitorRef (or meetingRef),
 * depot, carReg, temperature, depotBadgeNum, rule answers. It asks the rules on the device and does not send
 * them, so the row marks it `rulesOnDevice` (a request without answers is recorded as answered on the device).
 */
export const legacyCheckIn = (b: Body) => ({
  ...legacyDepot(b),
  visitorRef: b.visitorRef !== undefined ? b.visitorRef : b.meetingRef,
  carReg: b.carReg,
  temperature: b.temperature,
  depotBadgeNum: b.depotBadgeNum,
  ruleAnswers: legacyRuleAnswers(b),
  rulesOnDevice: true,
});
export const legacyCheckInNames = (b: Body) => ({
  ...sentNames(b, { ...DEPOT_SPELLINGS, visitorRef: ['visitorRef', 'meetingRef'] }),
  ...RULE_NAMES,
});

/** api/unplanned-visit-checkIn: the check-in fields with Company (or company) and reasonForVisit, no reference; rules as api/checkIn. */
export const legacyUnplannedCheckIn = (b: Body) => ({
  ...legacyDepot(b),
  firstName: b.firstName,
  lastName: b.lastName,
  email: b.email,
  company: b.Company ?? b.company,
  phone: b.phone, // issue 39: optional, a legacy kiosk never sends it
  carReg: b.carReg,
  reasonForVisit: b.reasonForVisit,
  meetingWith: b.meetingWith,
  hostId: b.hostId, // issue 36: optional, a legacy kiosk never sends it
  temperature: b.temperature,
  depotBadgeNum: b.depotBadgeNum,
  ruleAnswers: legacyRuleAnswers(b),
  rulesOnDevice: true,
});
export const legacyUnplannedCheckInNames = (b: Body) => ({
  ...sentNames(b, { ...DEPOT_SPELLINGS, company: ['Company', 'company'] }),
  ...RULE_NAMES,
});

/** api/submit-signature (multipart): depot, depotBadgeNum or attendanceId; the sign file is the row's. */
export const legacySubmitSignature = (b: Body, png: Buffer | null) => ({
  ...legacyDepot(b),
  attendanceId: b.attendanceId,
  depotBadgeNum: b.depotBadgeNum,
  png,
});
export const legacySubmitSignatureNames = (b: Body) => sentNames(b, DEPOT_SPELLINGS);

const CHECKOUT_SPELLINGS = {
  ...DEPOT_SPELLINGS,
  depotBadgeNum: ['depotBadge', 'depotBadgeNum'],
  meetingReference: ['meetingReference', 'meetingRef'],
} as const;
/** The kiosk's api/checkOut: depotBadge (or depotBadgeNum) or meetingReference (or meetingRef), depot(Id), anyDepot. */
export const legacyCheckOut = (b: Body) => ({
  ...legacyDepot(b),
  depotBadgeNum: firstOf(b, ...CHECKOUT_SPELLINGS.depotBadgeNum),
  meetingReference: firstOf(b, ...CHECKOUT_SPELLINGS.meetingReference),
  anyDepot: b.anyDepot,
});
export const legacyCheckOutNames = (b: Body) => sentNames(b, CHECKOUT_SPELLINGS);

/** api/QRcheckOut: by reference only (meetingReference or meetingRef), depot(Id), anyDepot. */
export const legacyQrCheckOut = (b: Body) => ({
  depotId: b.depotId ?? b.depot,
  meetingReference: b.meetingReference ?? b.meetingRef,
  anyDepot: b.anyDepot,
});
export const legacyQrCheckOutNames = (b: Body) =>
  sentNames(b, { ...DEPOT_SPELLINGS, meetingReference: ['meetingReference', 'meetingRef'] });

/** The staff's api/checkOut: visitorAttendanceId (or attendanceId), manualCheckout, sendNotification. */
export const legacyCheckOutByStaff = (b: Body) => ({
  visitorAttendanceId: b.visitorAttendanceId ?? b.attendanceId,
  manualCheckout: b.manualCheckout,
  sendNotification: b.sendNotification,
});
