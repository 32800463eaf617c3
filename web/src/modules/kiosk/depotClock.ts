/**
 * The depot's wall clock without a date library (the kiosk home would otherwise load luxon for four fields).
 * As luxon's `toFormat('cccc')`, `('LLL')`, `('d')`, `('yyyy')` and `('HH:mm:ss')` do: the weekday and the month by
 * themselves in the kiosk's language (the browser's locale when none is given), the numbers in Latin digits, all in the depot's IANA zone (an unknown zone
 * falls back to the device's own).
 */
export type DepotTime = { weekday: string; month: string; day: number; year: number; time: string };

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, zone: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    } catch {
      f = new Intl.DateTimeFormat(locale, options);
    }
    cache.set(key, f);
  }
  return f;
}

const NUMBERS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
};

export function depotTime(at: Date, zone: string | undefined, locale?: string): DepotTime {
  const n: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const p of formatter('en-US', zone, NUMBERS).formatToParts(at)) if (p.type !== 'literal') n[p.type] = Number(p.value);
  const two = (v: number | undefined) => String(v ?? 0).padStart(2, '0');
  return {
    weekday: formatter(locale, zone, { weekday: 'long' }).format(at),
    month: formatter(locale, zone, { month: 'short' }).format(at),
    day: n.day ?? 0,
    year: n.year ?? 0,
    time: `${two(n.hour)}:${two(n.minute)}:${two(n.second)}`,
  };
}
