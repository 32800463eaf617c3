import { st } from '../../i18n/staff';
/** The on-site list's filters and its "how long ago", as plain functions (the screen and the print share them). */

export const ON_SITE_KINDS = ['All', 'Visitors', 'Partners', 'Earlier day'] as const;
export type OnSiteKind = (typeof ON_SITE_KINDS)[number];

export interface OnSitePerson {
  kind: string;
  name: string;
  company: string;
  host?: string | null;
  badgeNumber?: string | null;
  earlierDay: boolean;
}

/** The rows of one kind whose name, company, host or badge contains every word searched (any case). */
export function filterOnSite<T extends OnSitePerson>(rows: readonly T[], kind: OnSiteKind, search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return rows.filter((r) => {
    if (kind === 'Visitors' && r.kind !== 'Visitor') return false;
    if (kind === 'Partners' && r.kind !== 'Partner') return false;
    if (kind === 'Earlier day' && !r.earlierDay) return false;
    const text = [r.name, r.company, r.host ?? '', r.badgeNumber ?? ''].join(' ').toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** How long since a sign-in, for a person: "just now", "25 min", "2 h 05 min", "3 days". */
export function sinceLabel(fromIso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(fromIso)) / 60000));
  if (minutes < 1) return st('presence.sinceNow');
  if (minutes < 60) return st('presence.sinceMinutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return st('presence.sinceHours', { h: hours, m: String(minutes % 60).padStart(2, '0') });
  return st('presence.sinceDays', { n: Math.floor(hours / 24) });
}
