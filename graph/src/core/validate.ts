import { badInput } from './errors';
import { required } from '../contracts/messages';
import { isEmail } from '../contracts/email';

type Input = Record<string, unknown>;

/** Trimmed string, or undefined when absent/blank. Non-strings are a clear 400, never a 500. */
export function str(input: Input, key: string, label = key, max = 500): string | undefined {
  const v = input?.[key];
  if (v === undefined || v === null) return undefined;
  if (typeof v !== 'string' && typeof v !== 'number') throw badInput(`${label} must be text`, { [key]: [`${label} must be text`] });
  const s = String(v).trim();
  if (s.length > max) throw badInput(`${label} is too long (at most ${max} characters)`, { [key]: [`${label} is too long`] });
  return s === '' ? undefined : s;
}

/** Collects every missing required field into one 400 with field messages ("Name is required"). */
export function requireFields<K extends string>(input: Input, fields: Record<K, string>, max = 500): Record<K, string> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw badInput('The request body must be an object');
  const out = {} as Record<K, string>;
  const errors: Record<string, string[]> = {};
  for (const [key, label] of Object.entries(fields) as [K, string][]) {
    const v = str(input, key, label, max);
    if (v === undefined) errors[key] = [required(label)];
    else out[key] = v;
  }
  const keys = Object.keys(errors);
  if (keys.length) throw badInput(errors[keys[0]][0], errors);
  return out;
}

/** The one e-mail rule (contracts/email.ts, shared with the kiosk): at most 254 characters, name@domain.suffix. */
export { isEmail };
export function email(value: string, key = 'email', label = 'Email'): string {
  if (!isEmail(value)) throw badInput(`${label} is not a valid e-mail address`, { [key]: [`${label} is not a valid e-mail address`] });
  return value.toLowerCase();
}

export function bool(input: Input, key: string, fallback: boolean): boolean {
  const v = input?.[key];
  if (v === undefined || v === null || v === '') return fallback;
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  throw badInput(`${key} must be true or false`, { [key]: [`${key} must be true or false`] });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The 400's message for a field that should carry a record's id and does not (the edge's and the commands'). */
export const idMessage = (field: string) => `${field} is not a valid id`;
/** An id that is not a uuid cannot exist: answer as for a missing one. */
export const isId = (v: unknown): v is string => typeof v === 'string' && UUID.test(v);
