import { addDays, wallClock } from '../../core/time';

/** Spec 9: a clock-in within this many minutes of the shift start counts as starting at the shift time. */
export const GRACE_MINUTES = 15;
/** Spec 9: a span over this many hours loses BREAK_MINUTES. */
export const BREAK_AFTER_HOURS = 4;
export const BREAK_MINUTES = 30;

const MIN = 60_000;

/**
 * The shift start nearest the clock-in: the shift's HH:mm on the clock-in's day in the depot's zone, or
 * on the day before or after (a 00:00 shift clocked into at 23:55 starts the next day).
 */
export function shiftStartFor(clockIn: Date, localDate: string, shiftStart: string, zone: string): Date {
  return new Date(nearestStart(clockIn.getTime(), localDate, shiftStart, zone));
}

/** `shiftStartFor` in epoch milliseconds. */
function nearestStart(clockIn: number, localDate: string, shiftStart: string, zone: string): number {
  const [a, b, c] = startsAround(localDate, shiftStart, zone);
  let best = a;
  if (Math.abs(b - clockIn) < Math.abs(best - clockIn)) best = b;
  if (Math.abs(c - clockIn) < Math.abs(best - clockIn)) best = c;
  return best;
}

/**
 * Zone arithmetic is the slow part of a report row: a report's rows share few (day, shift, zone) keys, and rows in
 * time order mostly repeat the previous row's, which is checked first (the profile of the 100,000-row export had
 * building and hashing each row's key at a third of the row's hours).
 */
const cache = new Map<string, [number, number, number]>();
let last: { localDate: string; shiftStart: string; zone: string; starts: [number, number, number] } | undefined;
function startsAround(localDate: string, shiftStart: string, zone: string): [number, number, number] {
  if (last && localDate === last.localDate && shiftStart === last.shiftStart && zone === last.zone) return last.starts;
  const key = `${localDate}|${shiftStart}|${zone}`;
  let found = cache.get(key);
  if (!found) {
    if (cache.size >= 5000) cache.clear();
    const at = (d: number) => wallClock(addDays(localDate, d), shiftStart, zone).getTime();
    found = [at(-1), at(0), at(1)];
    cache.set(key, found);
  }
  last = { localDate, shiftStart, zone, starts: found };
  return found;
}

/**
 * Total hours of one attendance (spec 9), as decimal hours rounded to 2 places; null while it is open.
 *
 * Reading of "a clock-in within 15 minutes of the shift start counts as starting at the shift time":
 * a clock-in at most 15 minutes (inclusive) before OR after the shift start counts from the shift start;
 * further away (earlier or later) it counts from the clock-in itself. The span is real elapsed time
 * (instants, so a DST change makes a night 1 hour shorter or longer); when it is over 4 hours
 * (strictly), 30 minutes are deducted. A clock-out before the counted start gives 0.
 */
export function totalHours(a: {
  clockIn: Date;
  clockOut: Date | null;
  localDate: string;
  shiftStart: string | null;
  zone: string;
}): number | null {
  return a.clockOut ? hoursWorked(a.clockIn.getTime(), a.clockOut.getTime(), a.localDate, a.shiftStart, a.zone) : null;
}

/**
 * `totalHours` of a closed attendance whose clock-in and clock-out are epoch milliseconds (the export reads them
 * from `COPY` text as numbers: a Date each was a tenth of the export's row mapping in the profile).
 */
export function hoursWorked(clockIn: number, clockOut: number, localDate: string, shiftStart: string | null, zone: string): number {
  let start = clockIn;
  if (shiftStart) {
    const s = nearestStart(clockIn, localDate, shiftStart, zone);
    if (Math.abs(clockIn - s) <= GRACE_MINUTES * MIN) start = s;
  }
  let span = clockOut - start;
  if (span <= 0) return 0;
  if (span > BREAK_AFTER_HOURS * 60 * MIN) span -= BREAK_MINUTES * MIN;
  return Math.round((span / (60 * MIN)) * 100) / 100;
}
