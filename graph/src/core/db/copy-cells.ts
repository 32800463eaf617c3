import { civilDays } from '../time';
import { serialDay, serialTime } from '../../lib/xlsx-writer';

/**
 * The cells of an xlsx export read from COPY's text (lib/pg-copy.ts): timestamps, dates and clock times as
 * PostgreSQL prints them, turned into spreadsheet serials or the spec's texts without building a Date per field.
 * Shared by every feature's export query (reports, audit, evacuations) and the export runner.
 */

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
