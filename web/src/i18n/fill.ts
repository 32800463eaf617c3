/**
 * The staff catalogues' English filled in without the i18next engine (i18n/catalogue.ts): no imports, so the browser
 * tests (web/e2e/words.ts) read the same texts the screens show.
 */
export type Tree = { readonly [k: string]: string | Tree };
export type Values = Record<string, string | number>;

/** The dotted keys of a catalogue's texts. */
export type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];
/** The dotted keys of a catalogue's groups of texts (each text a string: a map by key). */
export type Groups<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? never : T[K] extends Record<string, string> ? `${P}${K}` : Groups<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The node at a dotted key. */
export const nodeAt = (tree: Tree, key: string): string | Tree | undefined =>
  key.split('.').reduce<string | Tree | undefined>((n, k) => (n && typeof n === 'object' ? n[k] : undefined), tree);

/**
 * ICU MessageFormat filled in English: {name}; {n, number} (1,000); {n, plural, =0 {…} one {…} other {…}} with # for
 * the number; {x, select, a {…} other {…}}; nested. A value not given stays as written.
 */
export function fill(text: string, values: Values = {}): string {
  let i = 0;
  const body = (pound: string | undefined): string => {
    let out = '';
    while (i < text.length && text[i] !== '}') {
      if (text[i] === '{') {
        i++;
        out += argument(pound);
      } else {
        out += text[i] === '#' && pound !== undefined ? pound : text[i];
        i++;
      }
    }
    return out;
  };
  const argument = (pound: string | undefined): string => {
    const head = /^\s*(\w+)\s*(?:,\s*(plural|select|number)\s*,?)?/.exec(text.slice(i))!;
    i += head[0].length;
    const [, name, type] = head;
    const value = values[name];
    if (type === 'number') {
      i = text.indexOf('}', i) + 1;
      return value === undefined ? `{${name}, number}` : Number(value).toLocaleString('en-GB');
    }
    if (!type) {
      i++; // }
      return value === undefined ? `{${name}}` : String(value);
    }
    let chosen: string | undefined;
    let other = '';
    for (;;) {
      const option = /^\s*(=?\w+)\s*\{/.exec(text.slice(i));
      if (!option) break;
      i += option[0].length;
      const words = body(type === 'plural' ? String(value) : pound);
      i++; // }
      const k = option[1];
      if (k === 'other') other = words;
      else if (chosen === undefined && (type === 'select' ? k === String(value) : k === `=${value}` || (k === 'one' && value === 1))) {
        chosen = words;
      }
    }
    i = text.indexOf('}', i) + 1;
    return chosen ?? other;
  };
  return body(undefined);
}
