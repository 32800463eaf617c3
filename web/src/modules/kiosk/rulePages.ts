import {
  healthAndSafetyAnswered,
  healthAndSafetyProceed,
  houseRulesProceed,
  otherRulesProceed,
  securityRulesProceed,
  type Answers,
  type RuleKey,
} from '@contracts/kiosk-rules';
import { RULE_QUESTIONS } from '@contracts/rule-questions';
import { ruleWords } from '../../i18n/rules';
import { kioskText } from './kioskText';

/*
 * The rules modals' pages (spec 4.1, 5, 9) as data: which keys each page asks, in the tenant's words, and when its
 * Proceed is enabled, by the same pure rules the server checks (contracts/kiosk-rules).
 */

export type RuleItem = { key: RuleKey; text: string; question?: boolean };
export type RulePage = { id: string; title: string; intro: string; items: RuleItem[]; proceed: (a: Answers) => boolean };

/** The kiosk's pages ask these keys; the words are the contract's, so the staff questionnaire prints what was asked. */
const items = (...keys: RuleKey[]): RuleItem[] =>
  keys.map((key) => ({ key, text: RULE_QUESTIONS[key].text, question: RULE_QUESTIONS[key].question }));
/** The house rules page: spec 5's keys plus hr_6 (issue 23: the kiosk asks it too; the server does not require it). */
export const HOUSE = items('hr_1', 'hr_2', 'hr_3', 'hr_6', 'hr_7', 'hsr_5');
const SECURITY = items('sr_1', 'sr_2');
const HEALTH = items('hsr_1', 'hsr_2', 'hsr_3', 'hsr_4', 'hsr_6', 'hr_4', 'hr_5');
const OTHER = items('or_1', 'or_2');

/** A rule accepted, a question answered (either way). */
const acceptedKey = (a: Answers, k: RuleKey) => typeof a[k] === 'string' && a[k]!.trim() !== '' && a[k]!.trim().toLowerCase() !== 'no';
const answeredKey = (a: Answers, k: RuleKey) => typeof a[k] === 'string' && a[k]!.trim() !== '';
const withHr6 = (proceed: (a: Answers) => boolean) => (a: Answers) => proceed(a) && acceptedKey(a, 'hr_6');

/**
 * The pages in the tenant's words (issue 23); the questionnaire's questions it set (q1..q6) end the last page, each
 * to be answered yes or no, so the page count (and 'Page n of m') stays spec 9's. `healthYesAsks`: a walk-in at a
 * depot whose approval rule is FLAGGED (issue 37) may go on with a "yes" to a health question (staff are asked);
 * otherwise a "yes" keeps Proceed disabled, as the server refuses it.
 */
export function pagesFor(
  flow: 'short' | 'full',
  texts: Partial<Record<RuleKey, string>>,
  questions: RuleKey[],
  healthYesAsks = false,
): RulePage[] {
  const words = (page: RulePage): RulePage => ({ ...page, items: page.items.map((i) => ({ ...i, text: ruleWords(i.key, texts[i.key]) })) });
  const pages = basePages(flow, healthYesAsks ? healthAndSafetyAnswered : healthAndSafetyProceed).map(words);
  if (questions.length === 0) return pages;
  const last = pages[pages.length - 1];
  const asked = questions.map((key) => ({ key, text: ruleWords(key, texts[key]), question: true }));
  pages[pages.length - 1] = {
    ...last,
    items: [...last.items, ...asked],
    proceed: (a) => last.proceed(a) && questions.every((k) => answeredKey(a, k)),
  };
  return pages;
}

function basePages(flow: 'short' | 'full', health: (a: Answers) => boolean): RulePage[] {
  if (flow === 'short') {
    return [
      {
        id: 'house',
        title: kioskText.houseRules,
        intro: kioskText.houseRulesIntro,
        items: [...HOUSE, ...SECURITY],
        proceed: withHr6(houseRulesProceed),
      },
      {
        id: 'health',
        title: kioskText.healthRules,
        intro: kioskText.healthRulesIntro,
        items: [...HEALTH, ...OTHER],
        proceed: health,
      },
    ];
  }
  return [
    {
      id: 'house',
      title: kioskText.houseRules,
      intro: kioskText.houseRulesIntro,
      items: HOUSE,
      proceed: withHr6((a) => houseRulesProceed({ ...a, sr_1: 'yes', sr_2: 'yes' })),
    },
    { id: 'security', title: kioskText.securityRules, intro: kioskText.securityRulesIntro, items: SECURITY, proceed: securityRulesProceed },
    {
      id: 'health',
      title: kioskText.healthRules,
      intro: kioskText.healthRulesIntro,
      items: HEALTH,
      proceed: (a) => health({ ...a, or_1: 'yes', or_2: 'yes' }),
    },
    { id: 'other', title: kioskText.otherRules, intro: kioskText.otherRulesIntro, items: OTHER, proceed: otherRulesProceed },
  ];
}

/** Every rule as accepted and every health question answered 'no' (the print page of a regular visitor). */
export const ALL_RULES_ACCEPTED: Answers = Object.fromEntries(
  [...HOUSE, ...SECURITY, ...HEALTH, ...OTHER].map((i) => [i.key, i.question ? 'no' : 'yes']),
);
export const RULE_TEXTS: RuleItem[] = [...HOUSE, ...SECURITY, ...HEALTH, ...OTHER];
