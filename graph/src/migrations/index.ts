import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122124420 } from './Migration20261122124420';
import { Migration20261122225602 } from './Migration20261122225602';

/** Every migration, in order: explicit, so tsc output, jest and the worker see the same list. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122124420', class: Migration20261122124420 },
  { name: 'Migration20261122225602', class: Migration20261122225602 },
];
