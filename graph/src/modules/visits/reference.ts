import { randomBytes } from 'node:crypto';

/** Characters people can read off a screen or a printout without confusing them (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `n` random characters of the unambiguous alphabet (crypto random, unguessable). */
export function randomCode(n: number): string {
  return Array.from(randomBytes(n), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** A planned visit's meeting reference: 10 characters, unique by the database constraint. */
export const meetingReference = (): string => randomCode(10);

/** A regular visitor's RV code: 'RV' and 8 characters (the kiosk's reference keyboard has R, V and A prefixes). */
export const regularVisitorReference = (): string => `RV${randomCode(8)}`;

/** A regular visitor's 6-character passcode (spec 3, 9: three of its characters are challenged at the kiosk). */
export const passCode = (): string => randomCode(6);
