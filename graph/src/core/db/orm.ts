import { MikroORM, ReflectMetadataProvider, type Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { entities } from './entities';
import { migrationsList } from '../../migrations';

export function ormOptions(clientUrl: string, over: Partial<Options<PostgreSqlDriver>> = {}): Options<PostgreSqlDriver> {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      pathTs: 'src/migrations',
      path: 'dist/migrations',
      emit: 'ts',
      snapshot: false,
    },
    // One EntityManager per request, WebSocket operation and job: the global one is never used.
    allowGlobalContext: false,
    forceUtcTimezone: true,
    debug: false,
    pool: { min: 0, max: 10 },
    ...over,
  };
}

export async function initOrm(clientUrl: string, over: Partial<Options<PostgreSqlDriver>> = {}): Promise<MikroORM<PostgreSqlDriver>> {
  return MikroORM.init<PostgreSqlDriver>(ormOptions(clientUrl, over));
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
