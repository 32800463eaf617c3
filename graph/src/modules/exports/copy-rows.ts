import type { EntityManager } from '@mikro-orm/postgresql';
import { to as copyTo } from 'pg-copy-streams';
import { EXPORT_SETTINGS } from '../reports/export-settings';
import { civilDays } from '../../core/time';
import { serialDay, serialTime } from '../../lib/xlsx-writer';
import { onOwnConnection } from '../../core/db/own-connection';
import { copyOutRows, inlineParams, parseLine, type CopyRow } from '../../lib/pg-copy';

export type { CopyRow };
export { inlineParams, parseLine };

/**
 * Streams a query's rows with `COPY (query) TO STDOUT` (text format) on a connection of the ORM's pool, in a
 * read-only transaction with the export settings (export-settings.ts), `onRows` getting them a network chunk
 * at a time (a few hundred rows) and holding the stream while it works (back-pressure: memory stays bounded).
 *
 * Why COPY rather than a cursor (the profile and EXPLAIN of the 100,000-row exports): a cursor's FETCH can
 * never use a parallel plan and each page is a round trip, and node-postgres turns every field of every
 * DataRow into a value of its type (a Date per timestamp, through a regex) that the export then formats
 * back into text; COPY plans the query as a plain SELECT and sends each row as one line of text, which is
 * split here with one `toString` per chunk and one `split('\t')` per row. Timestamps arrive as text in
 * `timeZone` (set for the transaction: the depot's), read with `stampDay`, `stampTime` and `stampMs`.
 *
 * COPY takes no bind parameters: `?` placeholders are written in as literals with the driver's own
 * `escapeLiteral` (strings) or as ISO instants (Dates). The connection goes back to the pool after COMMIT, or
 * after ROLLBACK on a database error; when `onRows` throws (a disk problem) the COPY is cut off half-way and
 * that connection is closed instead (the pool replaces it).
 */
export async function copyRows(
  em: EntityManager,
  sql: string,
  params: unknown[],
  onRows: (rows: CopyRow[]) => Promise<void> | void,
  timeZone = 'UTC',
): Promise<number> {
  let count = 0;
  await onOwnConnection(em, 'begin read only', async (client, cutOff) => {
    await client.query(EXPORT_SETTINGS, [timeZone]);
    const stream = client.query(copyTo(`copy (${inlineParams(sql, params, client)}) to stdout`));
    for await (const rows of copyOutRows(stream as AsyncIterable<Buffer>)) {
      count += rows.length;
      try {
        await onRows(rows);
      } catch (err) {
        cutOff(); // the COPY is abandoned half-way: that connection is closed rather than rolled back
        throw err;
      }
    }
  });
  return count;
}

/*
 * A timestamptz as COPY prints it with DateStyle ISO in the transaction's TimeZone: the wall clock there and its
 * UTC offset, '2026-04-10 09:10:00.5+01' ('+05:30', '-00:25:21' for a historic offset; years 1000-9999).
 */

/** dd-MM-yyyy of a timestamp's wall clock. */
export const stampDay = (s: string) => `${s.slice(8, 10)}-${s.slice(5, 7)}-${s.slice(0, 4)}`;

/** HH:mm:ss of a timestamp's wall clock (the fraction of a second dropped). */
export const stampTime = (s: string) => s.slice(11, 19);

/** The spreadsheet serial day of a timestamp's wall-clock date (xlsx-writer.ts `serialDay`: a date cell). */
export const stampSerialDay = (s: string) => serialDay(civilDays(two(s, 0) * 100 + two(s, 2), two(s, 5), two(s, 8)));

/** A timestamp's wall-clock time of day as a fraction of the day (`serialTime`: a time cell), to the second. */
export const stampSerialTime = (s: string) => serialTime(two(s, 11), two(s, 14), two(s, 17));

/** A wall-clock 'HH:mm' (a shift's start) as a fraction of the day; anything else as it is (a text cell). */
export const clockSerial = (hm: string): number | string => {
  const h = two(hm, 0);
  const m = two(hm, 3);
  return hm.length === 5 && hm.charCodeAt(2) === 58 && h >= 0 && h < 24 && m >= 0 && m < 60 ? serialTime(h, m) : hm;
};

/**
 * The instant of a timestamp in epoch milliseconds (the fraction truncated, as node-postgres' own parser does).
 * A number, not a Date: the export reads two a row and only subtracts them (total-hours.ts `hoursWorked`).
 */
export function stampMs(s: string): number {
  const n = s.length;
  let k = 19; // the offset's sign, after the optional fraction
  if (s.charCodeAt(19) === 46) while (k < n && s.charCodeAt(k) !== 43 && s.charCodeAt(k) !== 45) k++;
  const year = two(s, 0) * 100 + two(s, 2);
  if (n < 22 || year < 1000 || s.charCodeAt(4) !== 45 || s.charCodeAt(10) !== 32 || k >= n) return new Date(s).getTime();
  let ms = civilDays(year, two(s, 5), two(s, 8)) * 86_400_000 + two(s, 11) * 3_600_000 + two(s, 14) * 60_000 + two(s, 17) * 1000;
  if (k > 20) ms += (s.charCodeAt(20) - 48) * 100 + (k > 21 ? (s.charCodeAt(21) - 48) * 10 : 0) + (k > 22 ? s.charCodeAt(22) - 48 : 0);
  const offset = (two(s, k + 1) * 3600 + (n > k + 3 ? two(s, k + 4) * 60 : 0) + (n > k + 6 ? two(s, k + 7) : 0)) * 1000;
  return s.charCodeAt(k) === 43 ? ms - offset : ms + offset;
}

/** Two decimal digits at i. */
const two = (s: string, i: number) => (s.charCodeAt(i) - 48) * 10 + s.charCodeAt(i + 1) - 48;
