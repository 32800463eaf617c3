import { stMap } from '../../i18n/staff';

/** A match's fields in words: 'name, e-mail'. */
export const fieldsText = (fields: readonly string[]) => {
  const words = stMap('watchlist.field');
  return fields.map((f) => words[f] ?? f).join(', ');
};

/** An instant as 'yyyy-MM-dd HH:mm' (UTC, as stored). */
export const utc = (iso: unknown) => (iso ? String(iso).slice(0, 16).replace('T', ' ') : '—');
