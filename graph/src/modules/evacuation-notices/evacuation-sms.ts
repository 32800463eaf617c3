import type { EntityManager } from '@mikro-orm/postgresql';
import { mailWords } from '../mail/i18n/mail-i18n';
import { queuePersonSms } from '../channels/queue-sms';

/** One person on a roll-call, as the "I am safe" messages need them. */
export type Person = {
  entry_id: string;
  email: string | null;
  phone: string | null;
  first_name: string;
  name: string;
  language: string | null;
  tenant_name: string;
  depot_code: string;
  assembly_point: string | null;
  ended_at: Date | null;
  tenant_id: string;
  depot_id: string;
};

/** What makes a person's evacuation SMS once: their roll-call entry. */
export const safeLinkSmsKey = (entryId: string) => `evacuation-safe:${entryId}`;

/**
 * The SMS of an evacuation (issue 39): everyone on the roll-call with a phone gets, in their kiosk language, that an
 * evacuation is under way, where to go and their own "I am safe" link, through the tenant's SMS provider (queued as
 * channel deliveries: sent once, retried, logged; none without a provider). Answers how many were queued now.
 */
export async function queueSafeLinkSms(em: EntityManager, people: Person[], link: (p: Person) => string): Promise<number> {
  const withPhone = people.filter((p) => p.phone);
  if (!withPhone.length) return 0;
  const { tenant_id: tenantId, depot_id: depotId } = withPhone[0];
  return queuePersonSms(
    em,
    { tenantId, depotId, type: 'evacuation-safe-link', kind: 'EVACUATIONS' },
    withPhone.map((p) => {
      const w = mailWords(p.language);
      const where = { tenant: p.tenant_name, depot: p.depot_code };
      return {
        sourceEventId: safeLinkSmsKey(p.entry_id),
        phone: p.phone!,
        recipient: p.name,
        subject: w.t('evacuationSubject', where),
        body: [
          w.t('evacuationUnderWay', where),
          p.assembly_point ? w.t('evacuationGoTo', { point: p.assembly_point }) : w.t('evacuationGoToUnset'),
          w.t('evacuationSafeLink', { link: link(p) }),
        ].join('\n'),
      };
    }),
  );
}
