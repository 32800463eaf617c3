import type { EntityManager } from '@mikro-orm/postgresql';
import type { Client } from 'pg';

/**
 * Runs `work` in one transaction (`begin` as given) on a connection of the ORM's pool held for it alone, for the
 * work the ORM has no words for: a COPY stream in or out, a temporary table that lives as long as the transaction.
 * Commits when `work` returns; on a database error rolls back and gives the connection back. When `work` threw
 * while a COPY was still open (its consumer or producer failed half-way), the connection is in no state for a
 * ROLLBACK: it is closed instead and the pool opens a new one.
 */
export async function onOwnConnection<T>(
  em: EntityManager,
  begin: string,
  work: (client: Client, copyCutOff: () => void) => Promise<T>,
): Promise<T> {
  const knex = em.getConnection().getKnex();
  const client = (await knex.client.acquireConnection()) as Client;
  let cutOff = false;
  let result: T;
  try {
    await client.query(begin);
    result = await work(client, () => (cutOff = true));
    await client.query('commit');
  } catch (err) {
    const healthy =
      !cutOff &&
      (await client.query('rollback').then(
        () => true,
        () => false,
      ));
    if (!healthy) await new Promise<void>((resolve) => client.end(() => resolve()));
    await knex.client.releaseConnection(client);
    throw err;
  }
  await knex.client.releaseConnection(client);
  return result;
}

/** A statement as sent: `?` placeholders numbered as PostgreSQL's `$1, $2, ...`, and its prepared statement's name. */
type Prepared = { text: string; name?: string };
/** By text: the busy statements are a few shapes; past this many, the others are sent unprepared and not kept. */
const MAX_PREPARED = 64;
const prepared = new Map<string, Prepared>();
let named = 0;
function preparedFor(sql: string): Prepared {
  const known = prepared.get(sql);
  if (known) return known;
  let i = 0;
  const text = sql.replace(/\?/g, () => `$${++i}`);
  if (prepared.size >= MAX_PREPARED) return { text };
  const p = { text, name: `dr_statement_${++named}` };
  prepared.set(sql, p);
  return p;
}

/**
 * A prepared statement's name is the connection's own: on the embedded database every connection (of this process
 * and of the worker's) is served by one PostgreSQL session, where a second PREPARE of a name another connection
 * prepared fails (42P05, issue 36). A random part per process and a number per connection keep names apart; on an
 * external PostgreSQL, where each connection is a session of its own, they cost nothing.
 */
const PROCESS_TAG = Math.random().toString(36).slice(2, 8);
const tags = new WeakMap<Client, string>();
let connections = 0;
function connectionTag(client: Client): string {
  let tag = tags.get(client);
  if (!tag) tags.set(client, (tag = `${PROCESS_TAG}_${++connections}`));
  return tag;
}

/**
 * One statement with its values sent apart from its text, as a prepared statement of the connection (PostgreSQL
 * parses and plans it once per connection, not on every call): for the busiest write (the walk-in check-in,
 * issue 28), where the ORM's `execute` would first write every value into the SQL text (about fifty here) and run
 * it through knex's query runner. Placeholders are `?` as for `execute`, and `sql` must hold no other `?` (no `?` in
 * a literal or a comment, no jsonb `?` operators). A driver error comes as pg's own (`code`, `constraint`), which
 * `uniqueViolation` and `fromDriverError` read. Inside a transaction it runs on the transaction's connection through
 * the ORM instead, so it never escapes it.
 */
export async function executeStatement<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  if (em.isInTransaction()) return em.execute<T[]>(sql, params as unknown[]);
  const knex = em.getConnection('write').getKnex();
  const client = (await knex.client.acquireConnection()) as Client;
  try {
    const { text, name } = preparedFor(sql);
    return (await client.query({ text, name: name && `${name}_${connectionTag(client)}`, values: params as unknown[] })).rows as T[];
  } finally {
    await knex.client.releaseConnection(client);
  }
}
