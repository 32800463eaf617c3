import type { MikroORM } from '@mikro-orm/core';
import type { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { initOrmWith, migrate, type OrmOptions } from './core/db/orm';
import { OutboxEvent } from './core/outbox/outbox-event.entity';
import { BaseEntity } from './core/db/base.entity';
import { features } from './features';
import { migrationsList } from './migrations';

/**
 * The entity registry: core's own and every feature's (its manifest names them), so core/ never imports a module.
 * Explicit lists (no folder globbing): the same in tsc output, jest and the worker.
 */
export const entities = [BaseEntity, OutboxEvent, ...features.flatMap((f) => f.entities ?? [])];

/** An ORM with every entity of the product and its migrations (core/db/orm.ts holds the shared settings). */
export function initOrm(clientUrl: string, over: Partial<OrmOptions> = {}): Promise<MikroORM<PostgreSqlDriver>> {
  return initOrmWith({ entities, migrations: migrationsList }, clientUrl, over);
}

export { migrate };
