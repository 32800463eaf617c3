import { MikroORM, ReflectMetadataProvider, type Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../migrations';

export type OrmOptions = Options<PostgreSqlDriver>;

/**
 * The settings every ORM of the product shares. The entity list is a parameter: the registry lives in
 * the composition root (graph/src/entities.ts, whose initOrm everyone calls), so core/ imports no module.
 */
export function ormOptions(entities: NonNullable<OrmOptions['entities']>, clientUrl: string, over: Partial<OrmOptions> = {}): OrmOptions {
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

export async function initOrmWith(
  entities: NonNullable<OrmOptions['entities']>,
  clientUrl: string,
  over: Partial<OrmOptions> = {},
): Promise<MikroORM<PostgreSqlDriver>> {
  return MikroORM.init<PostgreSqlDriver>(ormOptions(entities, clientUrl, over));
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
