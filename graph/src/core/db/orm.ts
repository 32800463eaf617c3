import { MikroORM, ReflectMetadataProvider, type MigrationObject, type Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { AuditSubscriber } from '../audit';

export type OrmOptions = Options<PostgreSqlDriver>;

/** What the product brings to its ORM: every entity and the migrations, in order. */
export interface OrmProduct {
  entities: NonNullable<OrmOptions['entities']>;
  migrations: MigrationObject[];
}

/**
 * The settings every ORM of the product shares. The entities and migrations are a parameter: the registry lives in
 * the composition root (graph/src/entities.ts, whose initOrm everyone calls), so core/ imports no module.
 */
export function ormOptions({ entities, migrations }: OrmProduct, clientUrl: string, over: Partial<OrmOptions> = {}): OrmOptions {
  return {
    driver: PostgreSqlDriver,
    clientUrl,
    entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: {
      migrationsList: migrations,
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
    driverOptions: { log: knexLog },
    // Staff transactions carry their actor into the audit triggers (core/audit.ts).
    subscribers: [new AuditSubscriber()],
    ...over,
  };
}

/**
 * knex's own log lines (a connection lost while PostgreSQL restarts, say) carry the failing SQL and its
 * values: say what happened instead, at most once every 10 s for each kind of line.
 */
const lastSaid = new Map<string, number>();
const say = (level: 'warn' | 'error') => (message: unknown) => {
  const text = String(message);
  const what = /Connection Error|ECONNRESET|ECONNREFUSED|ended unexpectedly|terminated/i.test(text)
    ? 'a PostgreSQL connection was lost or refused; the pool opens new ones as the database answers'
    : `${text.split(/\b(select|insert|update|delete|with|copy)\b/i)[0].trim() || 'a database driver message'} (the query is left out)`;
  const now = Date.now();
  if (now - (lastSaid.get(what) ?? 0) < 10_000) return;
  lastSaid.set(what, now);
  console[level](`[db] ${what}`);
};
const knexLog = { warn: say('warn'), error: say('error'), deprecate: () => undefined, debug: () => undefined };

export async function initOrmWith(
  product: OrmProduct,
  clientUrl: string,
  over: Partial<OrmOptions> = {},
): Promise<MikroORM<PostgreSqlDriver>> {
  return MikroORM.init<PostgreSqlDriver>(ormOptions(product, clientUrl, over));
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.getMigrator().up();
}
