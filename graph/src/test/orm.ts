import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { initOrm } from '../entities';

/** An ORM on the run's test database (global-setup migrated it). Close it in afterAll. */
export async function testOrm(databaseUrl?: string): Promise<MikroORM> {
  const url = databaseUrl ?? process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run the tests through jest (global-setup)');
  return initOrm(url, { pool: { min: 0, max: 8 } });
}

export const forkEm = (orm: MikroORM) => orm.em.fork() as EntityManager;
