import { addCatalogue, translate } from './core';
import { fill, nodeAt, type Groups, type Leaves, type Tree, type Values } from './fill';

/**
 * A catalogue that comes with a later chunk rather than the kiosk's first load (issue 27): the staff screens' English
 * (locales/en-staff.ts, through `st`) and the sign-in pages' (locales/en-auth.ts, through `at`). Staff screens stay in
 * English; their words still go through `translate()` of i18n/core.ts, so the i18next engine speaks them when it is
 * loaded (it takes the catalogue in as it loads) and this module's own ICU filler does until then. Keys are typed from
 * the catalogue: `st('visits.detailTitle')`; `stMap('visits.state')` answers a group of texts by its keys.
 * Registers the catalogue under its namespace (at import: the chunk that imports it) and answers its typed accessors.
 */
export function catalogue<T extends Tree>(ns: string, tree: T) {
  addCatalogue(ns, tree, (key, values) => {
    const text = nodeAt(tree, key.slice(ns.length + 1));
    return typeof text === 'string' ? fill(text, values) : null;
  });
  const t = (key: Leaves<T>, values?: Values): string => translate(`${ns}.${key}`, values) ?? key;
  const map = (key: Groups<T>): Record<string, string> =>
    Object.fromEntries(Object.keys(nodeAt(tree, key) as Tree).map((k) => [k, t(`${key}.${k}` as Leaves<T>)]));
  return { t, map };
}

/**
 * An object of words read afresh at each use (issue 39: the staff words, the server messages): a module's words made once at import would stay in the
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
