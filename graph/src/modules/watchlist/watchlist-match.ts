/**
 * Watchlist matching (issue 37), pure: the keys a person's facts are compared by, and the rule. A match is a
 * normalised name (case, accents, spacing and punctuation ignored) together with any one of e-mail, phone or car
 * registration, or an e-mail or car registration alone. A name alone (or a phone alone) matches no one. Each match
 * says which fields matched, so staff can see why.
 */

export type WatchlistAction = 'ALERT' | 'BLOCK';
export type MatchField = 'name' | 'email' | 'phone' | 'carReg';

/** 'José  O’Neil-Smith' -> 'jose oneil smith': no accents, lower case, letters and digits in words one space apart. */
export function nameKey(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function emailKey(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

/** Digits only ('+44 (0)7700 900-123' -> '4407700900123'). */
export function phoneKey(phone: string | null | undefined): string {
  return (phone ?? '').replace(/\D+/g, '');
}

/** Letters and digits, upper case, no spaces or dashes ('ab12 c-de' -> 'AB12CDE'). */
export function carRegKey(carReg: string | null | undefined): string {
  return (carReg ?? '')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '');
}

/** The facts of a person signing in (or being booked), as given. */
export interface PersonFacts {
  name: string;
  email?: string | null;
  phone?: string | null;
  carReg?: string | null;
}

/** The keys of an entry (stored with it) or of a person. */
export interface MatchKeys {
  nameKey: string;
  emailKey: string;
  phoneKey: string;
  carRegKey: string;
}

/** Cut to their columns' lengths (a ligature or symbol may decompose into more letters), the same for entries and people. */
export const keysOf = (p: PersonFacts): MatchKeys => ({
  nameKey: nameKey(p.name).slice(0, 120),
  emailKey: emailKey(p.email).slice(0, 254),
  phoneKey: phoneKey(p.phone).slice(0, 30),
  carRegKey: carRegKey(p.carReg).slice(0, 20),
});

/** Which fields of `entry` match `person` when they make a match (the rule above); null when they do not. */
export function matchFields(entry: MatchKeys, person: MatchKeys): MatchField[] | null {
  const same = (k: keyof MatchKeys) => entry[k] !== '' && entry[k] === person[k];
  const name = same('nameKey');
  const email = same('emailKey');
  const phone = same('phoneKey');
  const car = same('carRegKey');
  const fields: MatchField[] = [];
  if (name) fields.push('name');
  if (email) fields.push('email');
  if (phone) fields.push('phone');
  if (car) fields.push('carReg');
  const matched = email || car || (name && phone);
  return matched ? fields : null;
}

/** What staff read for the fields: 'name, e-mail'. */
export const FIELD_WORDS: Record<MatchField, string> = { name: 'name', email: 'e-mail', phone: 'phone', carReg: 'car registration' };
export const fieldWords = (fields: readonly string[]) => fields.map((f) => FIELD_WORDS[f as MatchField] ?? f).join(', ');
