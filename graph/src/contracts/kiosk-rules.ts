/**
 * The kiosk's rule answers (spec 3 "Rule answers") and the proceed rules of spec 5, as pure functions:
 * the web kiosk enables Proceed with them and the server checks them again at check-in.
 * An acceptance is any non-empty answer but 'no'; a health question (hsr_1..hsr_4, looking back 14 days)
 * must be answered 'no'.
 */
export const RULE_KEYS = [
  'hr_1',
  'hr_2',
  'hr_3',
  'hr_4',
  'hr_5',
  'hr_6',
  'hr_7',
  'sr_1',
  'sr_2',
  'hsr_1',
  'hsr_2',
  'hsr_3',
  'hsr_4',
  'hsr_5',
  'hsr_6',
  'or_1',
  'or_2',
  'q1',
  'q2',
  'q3',
  'q4',
  'q5',
  'q6',
] as const;
export type RuleKey = (typeof RULE_KEYS)[number];
export type Answers = Partial<Record<RuleKey, string | null | undefined>>;

/** The health questions: 'no' is the only answer that lets the visitor in. */
export const HEALTH_QUESTIONS: RuleKey[] = ['hsr_1', 'hsr_2', 'hsr_3', 'hsr_4'];

const given = (a: Answers, k: RuleKey) => typeof a[k] === 'string' && a[k]!.trim() !== '';
const accepted = (a: Answers, k: RuleKey) => given(a, k) && a[k]!.trim().toLowerCase() !== 'no';
const answeredNo = (a: Answers, k: RuleKey) => given(a, k) && a[k]!.trim().toLowerCase() === 'no';

/** House rules proceed: hr_1, hr_2, hr_3, hr_7, hsr_5, sr_1 and sr_2. */
export const houseRulesProceed = (a: Answers) =>
  (['hr_1', 'hr_2', 'hr_3', 'hr_7', 'hsr_5', 'sr_1', 'sr_2'] as RuleKey[]).every((k) => accepted(a, k));
/** Security rules proceed: sr_1 and sr_2. */
export const securityRulesProceed = (a: Answers) => accepted(a, 'sr_1') && accepted(a, 'sr_2');
/** Other rules proceed: or_1 and or_2. */
export const otherRulesProceed = (a: Answers) => accepted(a, 'or_1') && accepted(a, 'or_2');
/** Health and safety proceed: the health questions answered 'no', hsr_6, hr_4, hr_5, or_1 and or_2 accepted. */
export const healthAndSafetyProceed = (a: Answers) =>
  HEALTH_QUESTIONS.every((k) => answeredNo(a, k)) && (['hsr_6', 'hr_4', 'hr_5', 'or_1', 'or_2'] as RuleKey[]).every((k) => accepted(a, k));
/** Every health question answered (yes or no) and the rules accepted: a "yes" staff let in (issue 37, FLAGGED). */
export const healthAndSafetyAnswered = (a: Answers) =>
  HEALTH_QUESTIONS.every((k) => given(a, k)) && (['hsr_6', 'hr_4', 'hr_5', 'or_1', 'or_2'] as RuleKey[]).every((k) => accepted(a, k));
/** A health question answered anything but 'no' (the visitor may not enter). */
export const healthAnswerRefuses = (a: Answers) => HEALTH_QUESTIONS.some((k) => given(a, k) && !answeredNo(a, k));
