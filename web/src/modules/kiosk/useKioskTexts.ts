import type { RuleKey } from '@contracts/kiosk-rules';
import { QUESTION_KEYS } from '@contracts/rule-questions';
import { useGraphQLQuery } from '../../app/graphqlFetch';
import { localErrors } from '../../app/transport';
import { KioskTextsDocument } from './documents';
import { useKiosk } from './KioskContext';

export type KioskTexts = {
  /** The tenant's words by key (the defaults where it has none). */
  texts: Partial<Record<RuleKey, string>>;
  /** The questionnaire's questions q1..q6 the tenant set: the kiosk asks only these. */
  questions: RuleKey[];
  contractorRules: string[];
};

/**
 * The kiosk texts of the depot's tenant (issue 23), fetched when a rules screen first shows; until they arrive
 * (or if they cannot be read) `texts` is null and the screens show the default words.
 */
export function useKioskTexts(): { texts: KioskTexts | null; loading: boolean } {
  const { depot } = useKiosk();
  const { data, loading } = useGraphQLQuery(KioskTextsDocument, depot ? { depotId: depot.id } : null, {
    ...localErrors,
    deviceCopy: true,
  });
  if (!data) return { texts: null, loading };
  const rules = data.kioskTexts.rules;
  return {
    loading,
    texts: {
      texts: Object.fromEntries(rules.map((r) => [r.key, r.text])) as Partial<Record<RuleKey, string>>,
      questions: rules.map((r) => r.key as RuleKey).filter((k) => QUESTION_KEYS.includes(k)),
      contractorRules: data.kioskTexts.contractorRules,
    },
  };
}
