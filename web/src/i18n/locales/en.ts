/**
 * The English catalogue (issue 27): the source every other language translates, key for key (i18n.test.ts fails on a
 * key missing in a language, or one no code uses). ICU MessageFormat (i18next-icu): {name} is a value, plurals are
 * {n, plural, one {...} other {...}}. `messages` holds spec section 8's texts the kiosk can show, by their key in
 * @contracts/messages: their English here is that module's, word for word (the test compares them).
 */
import { enKiosk } from './en-kiosk';

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
    preArrivalLinkInvalid: 'This link is not valid or has expired. At the depot, sign in at the kiosk with your reference.',
    preArrivalVisitStarted: 'Your visit has already started: you are signed in, there is nothing more to do here.',
    preArrivalRulesChanged: 'The site rules have changed while you were reading them: please read and accept them again',
    networkError: 'Network error - make sure the API is running',
    serverError: 'Server Error - check the terminal for more info',
    temperatureOutOfRange:
      'Your Temperature is outside acceptable limits to enter the Building. Please wait at the reception and contact your Host.',
    alreadySignedInSignOut: 'You have Already Signed In. Do you want to Sign Out?',
    alreadySignedInForDay: 'You have Already Signed In for a Day..',
    alreadySignedOutSignIn: 'You have Already Signed out. Do you want to Sign In?',
    signedInAtAnotherDepot: 'You are already Signed-In at another Depot. Do you want to Sign-Out from there?',
    pleaseSeeReception: 'Please see reception',
    inductionRequired: 'Please take your induction at the kiosk before you clock in',
    inductionRequiredVisitor: 'Please take your induction before you sign in',
    noVisitorForBadge: 'No Visitor has been assigned with this Badge number Please Check your Badge number.',
    shiftNotStarted: 'Your shift time not yet started. Please Sign in once your time starts.',
    referenceAlreadyUsed: 'Reference Number already used',
    wrongReference: 'Wrong Reference Number Entered',
    invalidReference: 'Invalid Reference Number',
    batchNotInUse: 'Batch number not in Use.',
    noMeetingScheduled: 'No Meeting Scheduled For Your Reference Number',
    tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
    serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
    badgeInUse: 'This badge number is already in use',
    workIdNumeric: 'Work ID must be a number (digits only, at most 18)',
    shiftEnded: 'Your shift time has ended. Please contact your supervisor.',
    partnerUnknown: 'No partner is registered with this Work ID',
    rvReferenceFormat: 'An RV code starts with RV and has letters and digits only',
    passcodeFormat: 'Passcode must be 6 letters or digits',
    partnerClockedIn: 'Welcome {name}, you are clocked in.',
    documentBlocksClockIn: 'Your {name} is missing or has expired. Please see reception.',
    partnerClockedOut: 'Goodbye {name}, you are clocked out.',
    partnerClockedOutBadge: 'Goodbye {name}, you are clocked out. Please hand back your badge {badge} before you leave.',
    temperatureRequired: 'Temperature is required',
    badgeUnknown: 'Badge number {badge} is not a badge of this depot',
    passcodeMismatch: 'The passcode characters do not match our records. Please try again with the new challenge.',
    passcodePositions: 'The passcode positions must be three different numbers from 1 to 6',
    passcodeCharacters: 'Enter exactly one character for each of the three passcode positions',
    houseRulesRequired: 'Please accept the house rules and security rules to proceed',
    healthAndSafetyRequired: 'Please answer the health questions and accept the health and safety rules to proceed',
    healthAnswerRefused: 'You cannot sign in after answering yes to a health question. Please contact your Host.',
    temperatureInvalid: 'Temperature must be a number in degrees C, e.g. 36.6',
    signatureNotPng: 'The signature must be a PNG image',
    signatureTooLarge: 'The signature image is too large',
    signatureNoSignIn: 'No open sign-in was found for this signature',
  },
};

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
/** Every language has every key of the English catalogue (tsc refuses a catalogue that lacks one). */
export type Catalogue = Shape<typeof en>;
