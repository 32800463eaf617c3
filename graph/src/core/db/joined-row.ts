import { ReferenceKind, type EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Hot public lookups (a kiosk's depot, on every kiosk call) read one row of a few joined tables with a
 * fixed SQL text instead of building the query through the ORM's query builder each time: the columns of
 * each entity come from its metadata once per process (`alias."col" as "alias__col"`), and each part of a
 * row is handed back to the EntityManager with `em.map` (managed entities, as a `findOne` gives).
 */
interface Columns {
  sql: string;
  names: string[];
}

const cache = new Map<string, Columns>();

export function entityColumns(em: EntityManager, entity: EntityClass<object>, alias: string): Columns {
  const key = `${entity.name}|${alias}`;
  let c = cache.get(key);
  if (!c) {
    const meta = em.getMetadata().get(entity.name);
    const names = meta.props
      .filter(
        (p) =>
          p.persist !== false &&
          p.fieldNames?.length &&
          (p.kind === ReferenceKind.SCALAR || p.kind === ReferenceKind.MANY_TO_ONE || (p.kind === ReferenceKind.ONE_TO_ONE && p.owner)),
      )
      .flatMap((p) => p.fieldNames);
    c = { sql: names.map((n) => `"${alias}"."${n}" as "${alias}__${n}"`).join(', '), names };
    cache.set(key, c);
  }
  return c;
}

/** The entity of `alias` in a row selected with entityColumns, managed by `em`. */
export function mapJoined<T extends object>(em: EntityManager, entity: EntityClass<T>, alias: string, row: Record<string, unknown>): T {
  const data: Record<string, unknown> = {};
  for (const n of entityColumns(em, entity, alias).names) data[n] = row[`${alias}__${n}`];
  return em.map(entity, data as never);
}
