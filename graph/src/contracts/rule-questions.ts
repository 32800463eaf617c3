import { HEALTH_QUESTIONS, RULE_KEYS, type RuleKey } from './kiosk-rules';

/**
 * The texts of the kiosk's rules and questions (spec 3 "Rule answers"), by key, in the spec's order: the
 * kiosk's rules modals and the staff questionnaire (visitQuestionnaire, api/view-visitor-questionnaire) read
 * them from here. Plain constants only: this file is imported by the browser bundle too.
 */
export type RuleGroup = 'House rules' | 'Security rules' | 'Health and safety' | 'Other rules' | 'Questionnaire';

export interface RuleQuestion {
  key: RuleKey;
  group: RuleGroup;
  text: string;
  /** A question answered yes/no (not a rule to accept). */ question: boolean;
}

const rule = (key: RuleKey, group: RuleGroup, text: string, question = false): RuleQuestion => ({ key, group, text, question });

export const RULE_QUESTIONS: Record<RuleKey, RuleQuestion> = {
  hr_1: rule('hr_1', 'House rules', 'I will wear my visitor badge where it can be seen at all times.'),
  hr_2: rule('hr_2', 'House rules', 'I will stay with my host or in the areas I was allowed into.'),
  hr_3: rule('hr_3', 'House rules', 'I will follow the site speed limit and the pedestrian walkways.'),
  hr_4: rule('hr_4', 'Health and safety', 'I will not smoke or vape except in the marked areas.'),
  hr_5: rule('hr_5', 'Health and safety', 'I am not under the influence of alcohol or drugs.'),
  hr_6: rule('hr_6', 'House rules', 'I will keep to the visitor car park and parking bays.'),
  hr_7: rule('hr_7', 'House rules', 'I will sign out and return my badge when I leave.'),
  sr_1: rule('sr_1', 'Security rules', 'I will not take photographs or recordings on site without permission.'),
  sr_2: rule('sr_2', 'Security rules', 'I accept that vehicles and bags may be searched on entry and exit.'),
  hsr_1: rule('hsr_1', 'Health and safety', 'In the last 14 days, have you had a fever, a new cough or shortness of breath?', true),
  hsr_2: rule(
    'hsr_2',
    'Health and safety',
    'In the last 14 days, have you been in close contact with someone with an infectious illness?',
    true,
  ),
  hsr_3: rule('hsr_3', 'Health and safety', 'In the last 14 days, have you been told to self-isolate?', true),
  hsr_4: rule('hsr_4', 'Health and safety', 'Are you feeling unwell today?', true),
  hsr_5: rule('hsr_5', 'House rules', 'I will wear the protective equipment the area requires (high-visibility vest, safety shoes).'),
  hsr_6: rule(
    'hsr_6',
    'Health and safety',
    'I know where the fire exits and assembly point are and will follow the emergency instructions.',
  ),
  or_1: rule('or_1', 'Other rules', 'I will report any accident, near miss or hazard to my host at once.'),
  or_2: rule('or_2', 'Other rules', 'I accept that my visit details are recorded for site safety.'),
  q1: rule('q1', 'Questionnaire', 'Questionnaire question 1', true),
  q2: rule('q2', 'Questionnaire', 'Questionnaire question 2', true),
  q3: rule('q3', 'Questionnaire', 'Questionnaire question 3', true),
  q4: rule('q4', 'Questionnaire', 'Questionnaire question 4', true),
  q5: rule('q5', 'Questionnaire', 'Questionnaire question 5', true),
  q6: rule('q6', 'Questionnaire', 'Questionnaire question 6', true),
};

/**
 * The rules a partner (contractor) accepts at clock-in (issue 23): by default the words partners were shown before
 * a tenant set its own contractor rules. A tenant's own list replaces them.
 */
export const DEFAULT_CONTRACTOR_RULES: string[] = [
  'I will wear my badge where it can be seen at all times.',
  'I will stay in the areas my work needs and follow the site speed limit and the pedestrian walkways.',
  'I will wear the protective equipment the area requires (high-visibility vest, safety shoes).',
  'I will report any accident, near miss or hazard to the depot manager at once.',
  'I will clock out and return my badge when I leave.',
];

/** A tenant's own words for some keys (issue 23); keys without one keep the texts above. */
export type RuleTexts = Partial<Record<RuleKey, string>>;

/** The words of a key as this tenant's kiosk asks it. */
export const ruleText = (key: RuleKey, own?: RuleTexts | null) => own?.[key] ?? RULE_QUESTIONS[key].text;

/** The questionnaire's questions q1..q6 the kiosk asks: only those the tenant has set. */
export const QUESTION_KEYS: RuleKey[] = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'];

/** Plain words for stored answers: a rule is 'Accepted' (any answer but 'no') or 'Not accepted'; a question 'Yes' or 'No'. */
export const ANSWER_WORDS = { accepted: 'Accepted', notAccepted: 'Not accepted', yes: 'Yes', no: 'No' } as const;

export function answerInWords(key: RuleKey, raw: string): string {
  const a = raw.trim().toLowerCase();
  const q = RULE_QUESTIONS[key];
  if (q.question || HEALTH_QUESTIONS.includes(key)) {
    if (a === 'no' || a === 'false' || a === 'n') return ANSWER_WORDS.no;
    if (a === 'yes' || a === 'true' || a === 'y') return ANSWER_WORDS.yes;
    return raw.trim();
  }
  return a === 'no' || a === 'false' ? ANSWER_WORDS.notAccepted : ANSWER_WORDS.accepted;
}

export interface RuleAnswerInWords {
  key: RuleKey;
  group: RuleGroup;
  question: string;
  answer: string;
}

/** The answers given, in the spec's order (hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6), in plain words. */
export function answersInWords(answers: Record<string, unknown> | null | undefined, own?: RuleTexts | null): RuleAnswerInWords[] {
  if (!answers) return [];
  return RULE_KEYS.filter((k) => typeof answers[k] === 'string' && (answers[k] as string).trim() !== '').map((k) => ({
    key: k,
    group: RULE_QUESTIONS[k].group,
    question: ruleText(k, own),
    answer: answerInWords(k, answers[k] as string),
  }));
}
