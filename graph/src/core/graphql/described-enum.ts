import { registerEnumType } from 'type-graphql';

/**
 * Registers `values` (a TypeScript enum, or a const object of its values) as the GraphQL enum `name`, each value
 * described by `texts` (every value must have one). Answers `values`, so a declaration reads
 * `export const X = describeEnum(...)`, or registers an enum declared elsewhere (an entity's column).
 */
export function describeEnum<E extends Record<string, string>>(
  values: E,
  name: string,
  description: string,
  texts: { [K in keyof E]: string },
): E {
  const valuesConfig = Object.fromEntries(Object.entries(texts).map(([value, text]) => [value, { description: text }]));
  registerEnumType(values, { name, description, valuesConfig: valuesConfig as never });
  return values;
}

/**
 * A GraphQL enum whose values are the keys of `texts`, each described by its text, declared once:
 * `describedEnum('WatchlistAction', 'What a match does.', { ALERT: '...', BLOCK: '...' })` answers
 * `{ ALERT: 'ALERT', BLOCK: 'BLOCK' }`.
 */
export function describedEnum<K extends string>(name: string, description: string, texts: Record<K, string>): { readonly [V in K]: V } {
  const values = Object.fromEntries(Object.keys(texts).map((value) => [value, value])) as { [V in K]: V };
  return describeEnum(values, name, description, texts);
}
