import { st } from '../../i18n/staff';

/** The audit trail's filter boxes. */
export type Filter = { person: string; action: string; targetType: string; targetId: string; from: string; to: string };
export const EMPTY: Filter = { person: '', action: '', targetType: '', targetId: '', from: '', to: '' };
export const PAGE_SIZE = 25;

/** Only the fields given: an empty box filters nothing. */
export const sent = (f: Filter) => Object.fromEntries(Object.entries(f).filter(([, v]) => v.trim() !== '')) as Partial<Filter>;
/** A recorded value (JSON) in words: a string as it is, anything else as JSON, none as the empty mark. */
export const shown = (json: string | null | undefined) => {
  if (json === null || json === undefined) return st('audit.empty');
  const v = JSON.parse(json) as unknown;
  return typeof v === 'string' ? v : JSON.stringify(v);
};
/** An instant to the second, as recorded (UTC). */
export const when = (iso: string) => iso.slice(0, 19).replace('T', ' ');
