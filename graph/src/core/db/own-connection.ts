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
