import { DateTime } from 'luxon';
import { clockLabel } from '../../app/time';

/**
 * Spec 9: the live report's slots, every 30 minutes from 00:00 to 23:30. Labelled in the one time format
 * (HH:mm, app/time.ts) rather than spec 9's 12-hour form: the tables beside them are on the 24-hour clock (issue 12).
 */
export const SLOTS = Array.from({ length: 48 }, (_, i) => ({
  index: i,
  minutes: i * 30,
  label: clockLabel(i * 30),
}));

/**
 * The slots of a day (yyyy-MM-dd in the zone) during which someone was present: from check-in to
 * check-out (or `now` while still in). A slot counts when the presence overlaps it.
 */
export function presentSlots(day: string, zone: string, checkIn: string, checkOut: string | null, now: Date): Set<number> {
  const start = DateTime.fromISO(day, { zone }).startOf('day');
  const from = DateTime.fromISO(checkIn).setZone(zone);
  const to = checkOut ? DateTime.fromISO(checkOut).setZone(zone) : DateTime.fromJSDate(now).setZone(zone);
  const out = new Set<number>();
  for (const s of SLOTS) {
    const a = start.plus({ minutes: s.minutes });
    const b = a.plus({ minutes: 30 });
    if (from < b && to > a) out.add(s.index);
  }
  return out;
}
