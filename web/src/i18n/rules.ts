import type { RuleKey } from '@contracts/kiosk-rules';
import { ANSWER_WORDS, DEFAULT_CONTRACTOR_RULES, RULE_QUESTIONS } from '@contracts/rule-questions';
import { translate } from './core';
import { kt } from './kiosk';

/**
 * A rule or question as the kiosk shows it: the tenant's own words as written (issue 23), else the default words in
 * the visitor's language. The server sends the default English words for a key the tenant left alone.
 */
export const ruleWords = (key: RuleKey, own?: string | null): string =>
  own && own !== RULE_QUESTIONS[key].text ? own : (translate(`rules.${key}`) ?? RULE_QUESTIONS[key].text);

const CONTRACTOR_KEYS = ['c1', 'c2', 'c3', 'c4', 'c5'] as const;
/** The contractor rules: the tenant's own list as written, the default list in the visitor's language. */
export function contractorRuleWords(rules: string[]): string[] {
  const isDefault = rules.length === DEFAULT_CONTRACTOR_RULES.length && rules.every((r, i) => r === DEFAULT_CONTRACTOR_RULES[i]);
  return isDefault ? CONTRACTOR_KEYS.map((k, i) => translate(`contractorRules.${k}`) ?? rules[i]) : rules;
}

const ANSWERS: Record<string, () => string> = {
  [ANSWER_WORDS.yes]: () => kt('yes'),
  [ANSWER_WORDS.no]: () => kt('no'),
  [ANSWER_WORDS.accepted]: () => kt('accepted'),
  [ANSWER_WORDS.notAccepted]: () => kt('notAccepted'),
};
/** A stored answer's words (contracts' answerInWords) in the visitor's language. */
export const answerWords = (english: string): string => ANSWERS[english]?.() ?? english;
