import { catalogue } from './catalogue';
import { enStaff } from './locales/en-staff';

/**
 * The staff screens' words (issue 27): English only, in the staff chunks (never the kiosk's first load), through the
 * same `translate()` as the kiosk's. `st('visits.detailTitle')`, `st('audit.total', { n })`; `stMap('visits.state')`
 * answers a group of texts by their keys.
 */
export const { t: st, map: stMap } = catalogue('staff', enStaff);
export type StaffKey = Parameters<typeof st>[0];

/**
 * An object of staff words read afresh at each use (issue 39): a module's words made once at import would stay in the
 * language of that moment; `live(() => ({ label: st(…) }))` follows every change of language.
 */
export function live<T extends object>(make: () => T): T {
  return new Proxy({} as T, {
    get: (_, k) => (make() as Record<string | symbol, unknown>)[k],
    has: (_, k) => k in make(),
    ownKeys: () => Reflect.ownKeys(make()),
    getOwnPropertyDescriptor: (_, k) => {
      const d = Reflect.getOwnPropertyDescriptor(make(), k);
      return d && { ...d, configurable: true };
    },
  });
}
