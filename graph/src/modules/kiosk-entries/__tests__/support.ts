import { randomUUID } from 'node:crypto';
import { kioskActor, type Actor } from '../../../core/auth/actor';
import { hashKioskSecret, newKioskSecret } from '../kiosk-credential';
import { uniq } from '../../../test/factories';
import { RULES_OK } from '../../visits/__tests__/support';

/** An instant `minutes` ago. */
export const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A held entry of `device` at `occurredAt` (the device's id and time, as the kiosk sends them). */
export const heldEntry = (device: string, occurredAt: Date, entryId = randomUUID()) => ({
  entryId,
  deviceId: device,
  occurredAt: occurredAt.toISOString(),
});

/** A held walk-in's fields (GraphQL's UnplannedCheckInInput and the command alike). */
export const heldWalkIn = (depotId: string, entry: object, over: Record<string, unknown> = {}) => ({
  depotId,
  firstName: 'wanda',
  lastName: 'held',
  email: `${uniq('w')}@example.test`,
  company: 'acme',
  carReg: '12 D 345',
  reasonForVisit: 'Delivery',
  ruleAnswers: RULES_OK,
  entry,
  ...over,
});

/**
 * Issue 40: `device` made a paired kiosk of the depot (its row with a secret's hash, as pairing leaves it), and the
 * actor a request with that secret in its X-Kiosk-Secret header is.
 */
export async function pairedKiosk(
  orm: { em: { fork(): { getConnection(): { execute(sql: string, params: unknown[]): Promise<unknown> } } } },
  depot: { id: string; tenant: { id: string } },
  device: string,
): Promise<{ actor: Actor; secret: string }> {
  const secret = newKioskSecret();
  await orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into kiosk_device (id, created_at, updated_at, tenant_id, depot_id, device_id, version, held_entries, last_seen_at, secret_hash, paired_at)
       values (gen_random_uuid(), now(), now(), ?, ?, ?, '1', 0, now(), ?, now())
       on conflict (depot_id, device_id) do update set secret_hash = excluded.secret_hash`,
      [depot.tenant.id, depot.id, device, hashKioskSecret(secret)],
    );
  return { actor: kioskActor(secret), secret };
}
