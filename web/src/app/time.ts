import { DateTime } from 'luxon';

/**
 * Times on staff screens are read in the depot's own IANA zone (stored as UTC), with the spec's formats
 * (section 9): dates day-month-year, times hours:minutes, check-in 'yyyy/MM/dd @ HH:mm'.
 */
const at = (iso: unknown, zone: string) => DateTime.fromISO(String(iso), { zone: 'utc' }).setZone(zone);

/** Today (yyyy-MM-dd) in the zone. */
export const todayIn = (zone?: string | null) =>
  DateTime.now()
    .setZone(zone || 'Europe/Dublin')
    .toISODate() ?? '';
/** A yyyy-MM-dd day shown as dd-MM-yyyy. */
export const dayLabel = (day: string) => DateTime.fromISO(day).toFormat('dd-MM-yyyy');
/** A yyyy-MM-dd day, short for a chart axis: 'ccc d' (Mon 3). */
export const dayShort = (day: string) => DateTime.fromISO(day).toFormat('ccc d');
/** The day a yyyy-MM-dd plus n days. */
export const addDaysTo = (day: string, n: number) => DateTime.fromISO(day).plus({ days: n }).toISODate() ?? day;
/** Days from one yyyy-MM-dd to another. */
export const daysBetween = (from: string, to: string) => Math.round(DateTime.fromISO(to).diff(DateTime.fromISO(from), 'days').days);

/** HH:mm in the zone, '-' when there is none. */
export const timeIn = (iso: unknown, zone: string) => (iso ? at(iso, zone).toFormat('HH:mm') : '-');
/** dd-MM-yyyy HH:mm in the zone, '-' when there is none. */
export const dateTimeIn = (iso: unknown, zone: string) => (iso ? at(iso, zone).toFormat('dd-MM-yyyy HH:mm') : '-');
/** The check-in format of spec 9: yyyy/MM/dd @ HH:mm, in the zone. */
export const checkInFormat = (iso: unknown, zone: string) => (iso ? at(iso, zone).toFormat('yyyy/MM/dd @ HH:mm') : '-');
/** The long format of spec 9 ('dddd Do MMM YYYY at HH:mm'): Monday 3rd Mar 2025 at 09:30, in the zone. */
export function longDateTimeIn(iso: unknown, zone: string) {
  if (!iso) return '-';
  const d = at(iso, zone);
  const n = d.day;
  const suffix = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${d.toFormat('cccc d')}${suffix} ${d.toFormat("LLL yyyy 'at' HH:mm")}`;
}
/** 12-hour label of an hour of the day: 0 -> '12 AM', 13 -> '1 PM'. */
export const hourLabel = (h: number) => DateTime.fromObject({ hour: h }).toFormat('h a');
