import { QUESTION_KEYS, RULE_QUESTIONS, DEFAULT_CONTRACTOR_RULES, ruleText, type RuleTexts } from '../../contracts/rule-questions';
import { RULE_KEYS } from '../../contracts/kiosk-rules';

/** What a version holds: the visitors' rules and questions, or the contractor rules partners accept. */
export type AgreementKind = 'rules' | 'contractor';
export const AGREEMENT_KINDS: readonly AgreementKind[] = ['rules', 'contractor'];

/** The built-in default words: version 0 of no tenant (written by the migration of issue 38). */
export const DEFAULT_RULES_VERSION_ID = '00000000-0000-4000-8000-000000000381';
export const DEFAULT_CONTRACTOR_VERSION_ID = '00000000-0000-4000-8000-000000000382';

/**
 * The whole words of a tenant's rules as its kiosk asks them (issue 23's own texts over the defaults): every rule,
 * and the questions q1..q6 the tenant set. A version keeps these, so later changes of the defaults change no version.
 */
export function ruleWords(own: RuleTexts): Record<string, string> {
  return Object.fromEntries(RULE_KEYS.filter((k) => !QUESTION_KEYS.includes(k) || own[k]).map((k) => [k, ruleText(k, own)]));
}

/** The contractor rules partners accept: the tenant's own, or the defaults. */
export const contractorWords = (own: string[]): string[] => (own.length ? [...own] : [...DEFAULT_CONTRACTOR_RULES]);

/** Two versions' words are the same (a save that changes nothing of a kind keeps its version). */
export const sameWords = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A rule's words in a version (the default's words for a key a version lacks). */
export const wordsOf = (words: Record<string, string>, key: string) =>
  words[key] ?? RULE_QUESTIONS[key as keyof typeof RULE_QUESTIONS]?.text ?? key;

/**
 * The current version's id of a tenant and kind, as a sub-select for a sign-in's own statement (no round trip of its
 * own): the tenant's latest, else the defaults. One parameter: the tenant's id.
 */
export const currentVersionSql = (kind: AgreementKind) =>
  `(select "id" from "agreement_version" where ("tenant_id" = ?::uuid or "tenant_id" is null) and "kind" = '${kind}' order by "tenant_id" is null, "number" desc limit 1)`;
