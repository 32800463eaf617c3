import type { EntityManager } from '@mikro-orm/postgresql';
import { runUnitOfWork } from '../../core/unit-of-work';
import type { NotificationKind } from './channel-kinds';

/** One SMS to one person (not a staff user: a visitor or partner with a phone), in its own words. */
export interface PersonSms {
  /** What makes it once: a re-run with the same key and phone adds nothing (channel_delivery_once_uq). */
  sourceEventId: string;
  phone: string;
  recipient: string;
  subject: string;
  body: string;
}

/**
 * SMS to people who are not staff (issue 39: everyone on a roll-call with a phone), through the tenant's SMS
 * provider: each a `channel_delivery` row with its own 'channel-deliver' job, written in one transaction, so each is
 * sent once, retried with back-off on the fair gate, and logged; a dead provider holds only its own messages. Without
 * an SMS provider nothing is queued. Answers how many were added.
 */
export async function queuePersonSms(
  em: EntityManager,
  where: { tenantId: string; depotId: string; type: string; kind: NotificationKind },
  messages: PersonSms[],
): Promise<number> {
  if (!messages.length) return 0;
  const [sms]: { id: string }[] = await em.execute(
    `select "id" from "channel_endpoint" where "tenant_id" = ? and "depot_id" is null and "channel" = 'SMS' limit 1`,
    [where.tenantId],
  );
  if (!sms) return 0;
  return runUnitOfWork({ em }, async (uow) => {
    let added = 0;
    for (const m of messages) {
      const ins: { id: string }[] = await uow.em.execute(
        `insert into "channel_delivery" ("id", "created_at", "updated_at", "tenant_id", "depot_id", "endpoint_id", "channel", "kind", "type",
           "source_event_id", "address", "recipient", "subject", "body", "status")
         values (gen_random_uuid(), now(), now(), ?, ?, ?, 'SMS', ?, ?, ?, ?, ?, ?, ?, 'PENDING') on conflict do nothing returning "id"`,
        [
          where.tenantId,
          where.depotId,
          sms.id,
          where.kind,
          where.type,
          m.sourceEventId.slice(0, 64),
          m.phone,
          m.recipient.slice(0, 255),
          m.subject.slice(0, 255),
          m.body,
        ],
      );
      for (const { id } of ins) {
        uow.enqueue('channel-deliver', { deliveryId: id });
        added++;
      }
    }
    return added;
  });
}
