import { randomBytes } from 'node:crypto';

/** Characters people can read off a screen or a printout without confusing them (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `n` random characters of the unambiguous alphabet (crypto random, unguessable). */
export function randomCode(n: number): string {
  return Array.from(randomBytes(n), (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** `n` random digits (crypto random). */
export function randomDigits(n: number): string {
  return Array.from(randomBytes(n), (b) => String(b % 10)).join('');
}

/**
 * References people type on the kiosk's reference keyboard (spec 9: digits with R, V and A prefixes):
 * a planned visit's meeting reference is 'V' and 9 digits, a regular visitor's RV code 'RV' and 8 digits.
 * Unguessable enough behind the kiosk throttle (a billion codes); unique by the database constraints.
 */
export const meetingReference = (): string => `V${randomDigits(9)}`;
export const regularVisitorReference = (): string => `RV${randomDigits(8)}`;

/** A regular visitor's 6-character passcode (spec 3, 9: three of its characters are challenged at the kiosk). */
export const passCode = (): string => randomCode(6);
