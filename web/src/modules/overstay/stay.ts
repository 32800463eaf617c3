import { st } from '../../i18n/staff';

/** The lengths staff choose from (minutes, issue 37): the server takes any whole number from 15 to 1440. */
export const STAY_CHOICES = [30, 60, 90, 120, 180, 240, 360, 480, 600, 720, 1440] as const;

/** "45 minutes", "1 hour", "1 hour 30 minutes", "8 hours". */
export function stayLabel(minutes: number): string {
  if (minutes < 60) return st('overstay.minutes', { n: minutes });
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? st('overstay.hoursMinutes', { h, m }) : st('overstay.hours', { n: h });
}

/** The choices as select options, with `current` among them when it is not one of them (set through the API). */
export function stayOptions(current: number | null): { value: string; label: string }[] {
  const all =
    current && !(STAY_CHOICES as readonly number[]).includes(current) ? [...STAY_CHOICES, current].sort((a, b) => a - b) : STAY_CHOICES;
  return all.map((m) => ({ value: String(m), label: stayLabel(m) }));
}

/** Whether someone expected by `expectedBy` is still here past it at `now` (the list ticks; the server flag is its reading). */
export const isOverTime = (expectedBy: string | null | undefined, now: number) => !!expectedBy && Date.parse(expectedBy) <= now;
