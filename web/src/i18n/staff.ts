import { catalogue } from './catalogue';
import { enStaff } from './locales/en-staff';

/**
 * The staff screens' words (issue 27): English only, in the staff chunks (never the kiosk's first load), through the
 * same `translate()` as the kiosk's. `st('visits.detailTitle')`, `st('audit.total', { n })`; `stMap('visits.state')`
 * answers a group of texts by their keys.
 */
export const { t: st, map: stMap } = catalogue('staff', enStaff);
export type StaffKey = Parameters<typeof st>[0];

export { live } from './catalogue';
