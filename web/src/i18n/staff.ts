import { catalogue } from './catalogue';
import { enStaff } from './locales/en-staff';

/**
 * The staff screens' words (issue 27, in the user's language since issue 39), in the staff chunks (never the kiosk's first load), through the
 * same `translate()` as the kiosk's. `st('visits.detailTitle')`, `st('audit.total', { n })`; `stMap('visits.state')`
 * answers a group of texts by their keys.
 */
export const { t: st, map: stMap } = catalogue('staff', enStaff);
export type StaffKey = Parameters<typeof st>[0];

export { live } from './catalogue';

/** A visit type as the server names it (Planned, Unplanned, Regular, Partner) in the staff language (issue 39). */
export const visitTypeLabel = (type: string | null | undefined): string => (type ? (stMap('live.types')[type] ?? type) : '');

/** A person's kind as the server names it (Visitor, Partner), in the staff language. */
export const personKindLabel = (kind: string): string => stMap('common.personKind')[kind] ?? kind;
