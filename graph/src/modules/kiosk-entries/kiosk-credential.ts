import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../core/auth/actor';
import { kioskSecretOf } from '../../core/auth/actor';

/**
 * A paired kiosk's credential (issue 40): the secret it got when it was paired (32 random bytes, base64url), sent in
 * the `X-Kiosk-Secret` header. Only its SHA-256 is stored (`kiosk_device.secret_hash`, owned by kiosk-devices, which
 * pairs and unpairs). Here, below both kiosk-devices and the sign-in features, so that the held entries' rules
 * (device time only from a paired kiosk) and the refused-entry reports can check it.
 */
export const newKioskSecret = (): string => randomBytes(32).toString('base64url');

export const hashKioskSecret = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whether two hex hashes are equal, in constant time. */
export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Whether the actor is the paired kiosk `deviceId` of the depot: it sent that device's secret. A kiosk without a
 * secret, with another device's or an old one (unpaired by staff since), is not.
 */
export async function isPairedKiosk(em: EntityManager, actor: Actor, depotId: string, deviceId: string): Promise<boolean> {
  const secret = kioskSecretOf(actor);
  if (!secret) return false;
  const [row]: { secret_hash: string | null }[] = await em
    .getConnection()
    .execute(`select "secret_hash" from "kiosk_device" where "depot_id" = ? and "device_id"::text = ?`, [depotId, deviceId.toLowerCase()]);
  return !!row?.secret_hash && sameHash(row.secret_hash, hashKioskSecret(secret));
}
