import { DateTime, IANAZone } from 'luxon';

/**
 * The one place for time-zone logic (DESIGN.md section 5): instants are stored in UTC and read in the
 * depot's IANA zone. Services call these; nothing else does zone arithmetic.
 */
export type Zone = string;

export const isZone = (zone: string): boolean => IANAZone.isValidZone(zone);

/** The instant as a luxon DateTime in the zone. */
export const inZone = (instant: Date, zone: Zone): DateTime => DateTime.fromJSDate(instant, { zone });

/** The calendar day (yyyy-MM-dd) of an instant in the zone: "today" for a depot is localDay(clock.now(), depot.timeZone). */
export const localDay = (instant: Date, zone: Zone): string => {
  // From the zone's cached offsets, not luxon: every check-in and every live row reads it (issue 28).
  const a = ymd(wall(instant, zone));
  return `${a.y}-${a.M}-${a.d}`;
};

/** Wall-clock HH:mm of an instant in the zone. */
export const localTime = (instant: Date, zone: Zone): string => {
  const b = hms(wall(instant, zone));
  return `${b.h}:${b.m}`;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isIsoDay = (v: string): boolean => ISO_DAY.test(v) && DateTime.fromISO(v).isValid;

/**
 * A day as yyyy-MM-dd from what forms and legacy clients send: yyyy-MM-dd, dd-MM-yyyy or dd/MM/yyyy (an ISO
 * timestamp keeps its date part); null when it is not a real day.
 */
export function toIsoDay(v: unknown): string | null {
  const s = typeof v === 'string' ? v.trim() : '';
  const dmy = /^(\d{1,2})[-/](\d{1,2})[-/](\d{4})$/.exec(s);
  const day = dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : s.slice(0, 10);
  return isIsoDay(day) ? day : null;
}

/** Every calendar day from `from` to `to` (yyyy-MM-dd, inclusive). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to && out.length < 10_000; d = addDays(d, 1)) out.push(d);
  return out;
}

/** The wall-clock hour (0..23) of an instant in the zone. */
export const localHour = (instant: Date, zone: Zone): number => wall(instant, zone).getUTCHours();
export const isHhMm = (v: string): boolean => HH_MM.test(v);

/** [start, end) of a calendar day in the zone as UTC instants (23 or 25 hours long on a DST change). */
export function dayBounds(day: string, zone: Zone): { start: Date; end: Date } {
  const start = DateTime.fromISO(day, { zone }).startOf('day');
  return { start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() };
}

/**
 * The instant of a wall-clock time (HH:mm) on a day in the zone. A time that does not exist (skipped by a
 * spring-forward change) moves on by the hour skipped (01:30 on a 01:00-to-02:00 night is 02:30), as luxon does.
 */
export function wallClock(day: string, hhmm: string, zone: Zone): Date {
  const [h, m] = hhmm.split(':').map(Number);
  // Away from an offset change the answer is the wall clock less the zone's one offset around it, which the
  // cached offsets give without luxon (the first export of a process spent 70 ms in luxon here, 300 calls).
  const date = dayMs(day);
  if (date !== undefined && Number.isInteger(h) && Number.isInteger(m) && h! >= 0 && h! < 24 && m! >= 0 && m! < 60) {
    const local = date + h! * 3_600_000 + m! * 60_000;
    const off = steadyOffset(local - DAY, local + DAY, zone);
    if (off !== undefined) return new Date(local - off * 60_000);
  }
  return DateTime.fromISO(day, { zone }).set({ hour: h, minute: m, second: 0, millisecond: 0 }).toJSDate();
}

/** Adds whole days to an ISO day (calendar arithmetic, zone-free). */
export function addDays(day: string, days: number): string {
  const date = dayMs(day);
  if (date !== undefined && Number.isInteger(days)) {
    const next = new Date(date + days * DAY);
    const y = next.getUTCFullYear();
    if (y >= 1000 && y <= 9999) return next.toISOString().slice(0, 10);
  }
  return DateTime.fromISO(day, { zone: 'UTC' }).plus({ days }).toISODate()!;
}

/** A real yyyy-MM-dd day (years 1000-9999) as the milliseconds of its UTC midnight; undefined otherwise. */
function dayMs(day: string): number | undefined {
  const p = ISO_DAY.exec(day);
  if (!p) return undefined;
  const y = Number(p[1]);
  const M = Number(p[2]);
  const d = Number(p[3]);
  const ms = civilDays(y, M, d) * DAY;
  const back = new Date(ms);
  return y >= 1000 && back.getUTCMonth() === M - 1 && back.getUTCDate() === d ? ms : undefined;
}

/**
 * Days from 1970-01-01 to a proleptic Gregorian date (month 1-12), by integer arithmetic; a day or month out of
 * range rolls over as in `Date.UTC`. The export's timestamp reader calls it twice a row: `Date.UTC` was a third
 * of that reading in the profile.
 */
export function civilDays(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The Sunday-to-Saturday week containing the day (spec 9: the live report's week range). */
export function weekOf(day: string): { from: string; to: string } {
  const d = DateTime.fromISO(day, { zone: 'UTC' });
  const sunday = d.minus({ days: d.weekday % 7 });
  return { from: sunday.toISODate()!, to: sunday.plus({ days: 6 }).toISODate()! };
}

/** The Monday-to-Sunday (ISO) week containing the day (issue 39: the end-of-week summaries). */
export function isoWeekOf(day: string): { from: string; to: string } {
  const d = DateTime.fromISO(day, { zone: 'UTC' });
  const monday = d.minus({ days: d.weekday - 1 });
  return { from: monday.toISODate()!, to: monday.plus({ days: 6 }).toISODate()! };
}

/**
 * The zone's UTC offset (minutes) at an instant, cached per zone and quarter hour: every zone's offset and
 * every daylight-saving change of today's tz database falls on a quarter hour, so one lookup serves a whole
 * quarter. And per UTC day: a day whose first and last quarters have the same offset has no change in it (the
 * tz database has no zone that changes and changes back within a day), so a report of 100,000 rows over 100
 * days costs ~200 zone lookups instead of ~10,000 (the profile showed luxon's lookups at ~0.25 s).
 */
const QUARTER = 900_000;
const DAY = 86_400_000;
const QUARTERS_A_DAY = 96;
interface ZoneOffsets {
  /** The day's offset, or NaN when it changes during the day. */
  byDay: Map<number, number>;
  byQuarter: Map<number, number>;
}
const offsets = new Map<Zone, ZoneOffsets>();
function offsetAt(ms: number, zone: Zone): number {
  const z = zoneOffsets(zone);
  const off = dayOffset(z, Math.floor(ms / DAY), zone);
  return Number.isNaN(off) ? quarterOffset(z, Math.floor(ms / QUARTER), zone) : off;
}
function zoneOffsets(zone: Zone): ZoneOffsets {
  let z = offsets.get(zone);
  if (!z) {
    if (offsets.size >= 1000) offsets.clear();
    z = { byDay: new Map(), byQuarter: new Map() };
    offsets.set(zone, z);
  }
  return z;
}
/** The zone's offset all through a UTC day (days since 1970-01-01), or NaN when it changes during the day. */
function dayOffset(z: ZoneOffsets, day: number, zone: Zone): number {
  let off = z.byDay.get(day);
  if (off === undefined) {
    if (z.byDay.size >= 50_000) z.byDay.clear();
    const first = quarterOffset(z, day * QUARTERS_A_DAY, zone);
    off = first === quarterOffset(z, day * QUARTERS_A_DAY + QUARTERS_A_DAY - 1, zone) ? first : NaN;
    z.byDay.set(day, off);
  }
  return off;
}
/** The zone's one offset from `from` to `to` (ms), or undefined when it changes in between. */
function steadyOffset(from: number, to: number, zone: Zone): number | undefined {
  const z = zoneOffsets(zone);
  const off = dayOffset(z, Math.floor(from / DAY), zone);
  for (let day = Math.floor(from / DAY) + 1; day <= Math.floor(to / DAY); day++) if (dayOffset(z, day, zone) !== off) return undefined;
  return Number.isNaN(off) ? undefined : off;
}
function quarterOffset(z: ZoneOffsets, q: number, zone: Zone): number {
  let off = z.byQuarter.get(q);
  if (off === undefined) {
    if (z.byQuarter.size >= 50_000) z.byQuarter.clear();
    off = DateTime.fromMillis(q * QUARTER, { zone }).offset;
    z.byQuarter.set(q, off);
  }
  return off;
}

const p2 = (n: number) => (n < 10 ? `0${n}` : String(n));
const TWO = Array.from({ length: 60 }, (_, i) => p2(i));

/** The wall clock of an instant in the zone as milliseconds of a UTC day count (getUTCHours() of it is the local hour). */
const wallMs = (instant: Date, zone: Zone) => {
  const ms = instant.getTime();
  return ms + offsetAt(ms, zone) * 60_000;
};

/** The wall clock of an instant in the zone as UTC fields of a shifted Date (getUTCHours() is the local hour). */
function wall(instant: Date, zone: Zone): Date {
  return new Date(wallMs(instant, zone));
}

/** dd-MM-yyyy of a local day (days since 1970-01-01), cached: a report's rows share few days. */
const dayTexts = new Map<number, string>();
function dayText(days: number): string {
  let text = dayTexts.get(days);
  if (text === undefined) {
    if (dayTexts.size >= 10_000) dayTexts.clear();
    const a = ymd(new Date(days * DAY));
    text = `${a.d}-${a.M}-${a.y}`;
    dayTexts.set(days, text);
  }
  return text;
}
const ymd = (w: Date) => ({ y: String(w.getUTCFullYear()).padStart(4, '0'), M: p2(w.getUTCMonth() + 1), d: p2(w.getUTCDate()) });
const hms = (w: Date) => ({ h: p2(w.getUTCHours()), m: p2(w.getUTCMinutes()), s: p2(w.getUTCSeconds()) });

/** Spec 9 formats, by name, so every surface prints a time the same way. */
export const formats = {
  /** 'dddd Do MMM YYYY at HH:mm' e.g. "Sunday 22nd Nov 2026 at 14:05" */
  long: (instant: Date, zone: Zone) => {
    const d = inZone(instant, zone);
    return `${d.toFormat('cccc')} ${ordinal(d.day)} ${d.toFormat('LLL yyyy')} at ${d.toFormat('HH:mm')}`;
  },
  /** Partner print 'dd:MM:yyyy - HH:mm' */
  partnerPrint: (instant: Date, zone: Zone) => {
    const w = wall(instant, zone);
    const a = ymd(w);
    const b = hms(w);
    return `${a.d}:${a.M}:${a.y} - ${b.h}:${b.m}`;
  },
  /** Booking dates dd/MM/yyyy */
  bookingDate: (instant: Date, zone: Zone) => {
    const a = ymd(wall(instant, zone));
    return `${a.d}/${a.M}/${a.y}`;
  },
  /** Check-in time 'YYYY/MM/DD @ HH:mm' */
  checkIn: (instant: Date, zone: Zone) => {
    const w = wall(instant, zone);
    const a = ymd(w);
    const b = hms(w);
    return `${a.y}/${a.M}/${a.d} @ ${b.h}:${b.m}`;
  },
  /** Dates elsewhere day-month-year, times hours:minutes:seconds (a report formats 100,000s of them: no Date made). */
  day: (instant: Date, zone: Zone) => dayText(Math.floor(wallMs(instant, zone) / DAY)),
  time: (instant: Date, zone: Zone) => {
    const w = wallMs(instant, zone);
    const s = Math.floor((w - Math.floor(w / DAY) * DAY) / 1000);
    return `${TWO[Math.floor(s / 3600)]}:${TWO[Math.floor(s / 60) % 60]}:${TWO[s % 60]}`;
  },
};

function ordinal(n: number): string {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return n + (s[(v - 20) % 10] || s[v] || s[0]);
}
