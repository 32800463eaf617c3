/**
 * The English catalogue (issue 27): the source every other language translates, key for key (i18n.test.ts fails on a
 * key missing in a language, or one no code uses). ICU MessageFormat (i18next-icu): {name} is a value, plurals are
 * {n, plural, one {...} other {...}}. `messages` holds spec section 8's texts the kiosk can show, by their key in
 * @contracts/messages: the texts without values taken from that module, those with values written here in ICU (the
 * test compares them).
 */
import { Messages } from '@contracts/messages';
import { enKiosk } from './en-kiosk';

/** The contract's messages that are one text, without values. */
type TextKey = { [K in keyof typeof Messages]: (typeof Messages)[K] extends string ? K : never }[keyof typeof Messages];

/** These messages' English: the contract's own words (the server answers in them; translateMessage matches them). */
const contractTexts = <K extends TextKey>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, Messages[k] as string])) as Record<K, string>;

export const en = {
  kiosk: enKiosk,
  /** The default rule and question words (contracts/rule-questions.ts); a tenant's own words are shown as written. */
  rules: {
    hr_1: 'I will wear my visitor badge where it can be seen at all times.',
    hr_2: 'I will stay with my host or in the areas I was allowed into.',
    hr_3: 'I will follow the site speed limit and the pedestrian walkways.',
    hr_4: 'I will not smoke or vape except in the marked areas.',
    hr_5: 'I am not under the influence of alcohol or drugs.',
    hr_6: 'I will keep to the visitor car park and parking bays.',
    hr_7: 'I will sign out and return my badge when I leave.',
    sr_1: 'I will not take photographs or recordings on site without permission.',
    sr_2: 'I accept that vehicles and bags may be searched on entry and exit.',
    hsr_1: 'In the last 14 days, have you had a fever, a new cough or shortness of breath?',
    hsr_2: 'In the last 14 days, have you been in close contact with someone with an infectious illness?',
    hsr_3: 'In the last 14 days, have you been told to self-isolate?',
    hsr_4: 'Are you feeling unwell today?',
    hsr_5: 'I will wear the protective equipment the area requires (high-visibility vest, safety shoes).',
    hsr_6: 'I know where the fire exits and assembly point are and will follow the emergency instructions.',
    or_1: 'I will report any accident, near miss or hazard to my host at once.',
    or_2: 'I accept that my visit details are recorded for site safety.',
    q1: 'Questionnaire question 1',
    q2: 'Questionnaire question 2',
    q3: 'Questionnaire question 3',
    q4: 'Questionnaire question 4',
    q5: 'Questionnaire question 5',
    q6: 'Questionnaire question 6',
  },
  /** DEFAULT_CONTRACTOR_RULES, in order. */
  contractorRules: {
    c1: 'I will wear my badge where it can be seen at all times.',
    c2: 'I will stay in the areas my work needs and follow the site speed limit and the pedestrian walkways.',
    c3: 'I will wear the protective equipment the area requires (high-visibility vest, safety shoes).',
    c4: 'I will report any accident, near miss or hazard to the depot manager at once.',
    c5: 'I will clock out and return my badge when I leave.',
  },
  messages: {
    ...contractTexts(
      'preArrivalLinkInvalid',
      'preArrivalVisitStarted',
      'preArrivalRulesChanged',
      'networkError',
      'serverError',
      'temperatureOutOfRange',
      'alreadySignedInSignOut',
      'alreadySignedInForDay',
      'alreadySignedOutSignIn',
      'signedInAtAnotherDepot',
      'pleaseSeeReception',
      'inductionRequired',
      'inductionRequiredVisitor',
      'noVisitorForBadge',
      'shiftNotStarted',
      'referenceAlreadyUsed',
      'wrongReference',
      'invalidReference',
      'batchNotInUse',
      'noMeetingScheduled',
      'tooManyRequests',
      'serviceUnavailable',
      'badgeInUse',
      'workIdNumeric',
      'shiftEnded',
      'partnerUnknown',
      'rvReferenceFormat',
      'passcodeFormat',
      'temperatureRequired',
      'passcodeMismatch',
      'passcodePositions',
      'passcodeCharacters',
      'houseRulesRequired',
      'healthAndSafetyRequired',
      'healthAnswerRefused',
      'temperatureInvalid',
      'signatureNotPng',
      'signatureTooLarge',
      'signatureNoSignIn',
    ),
    partnerClockedIn: 'Welcome {name}, you are clocked in.',
    documentBlocksClockIn: 'Your {name} is missing or has expired. Please see reception.',
    partnerClockedOut: 'Goodbye {name}, you are clocked out.',
    partnerClockedOutBadge: 'Goodbye {name}, you are clocked out. Please hand back your badge {badge} before you leave.',
    badgeUnknown: 'Badge number {badge} is not a badge of this depot',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** Every language has every key of the English catalogue (tsc refuses a catalogue that lacks one). */
export type Catalogue = Shape<typeof en>;
