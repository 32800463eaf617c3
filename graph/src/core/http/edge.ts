import { badInput } from '../errors';
import { isId } from '../validate';

/**
 * What every input must satisfy before any rule runs, whatever the route: no NUL character in any text
 * (PostgreSQL cannot store one), and an id is an id. Checked once at the edge, naming the field, so a
 * malformed input is a clear 400 and never reaches the database as a 500.
 */

const NUL = '\u0000';

/** The path (`rep.email`, `rows[2]`) of the first text holding a NUL character, keys included. */
export function nulPath(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path || 'Error' : undefined;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = nulPath(value[i], `${path}[${i}]`);
      if (p) return p;
    }
    return undefined;
  }
  for (const [k, v] of Object.entries(value)) {
    const here = path ? `${path}.${k}` : k;
    if (k.includes(NUL)) return here;
    const p = nulPath(v, here);
    if (p) return p;
  }
  return undefined;
}

export const nulMessage = (field: string) => `${field} must not contain a NUL character`;

export function assertNoNul(value: unknown): void {
  const field = nulPath(value);
  if (field) throw badInput(nulMessage(field), { [field]: [nulMessage(field)] });
}

/** Fields that carry a record's id: `id` and camelCase `...Id` (a partner's `workId` is a number, not an id). */
const ID_FIELD = /^(id|[a-z][A-Za-z]*Id)$/;
const NOT_IDS = new Set(['workId']);

export const idMessage = (field: string) => `${field} is not a valid id`;

/** Every top-level id field of a REST request (path, query or body) that is given must be a UUID. */
export function assertIds(fields: Record<string, unknown>): void {
  for (const [k, v] of Object.entries(fields)) {
    if (!ID_FIELD.test(k) || NOT_IDS.has(k) || v === undefined || v === null || v === '') continue;
    if (!isId(v)) throw badInput(idMessage(k), { [k]: [idMessage(k)] });
  }
}
