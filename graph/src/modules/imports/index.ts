import { feature, type ContextOf, type Scope } from '../../core/feature';
import { handleBulkImport } from './bulk-import.job';
import { ImportJob } from './import-job.entity';
import { ImportResolver } from './import.resolver';
import { importRoutes } from './import.rest';
import { ImportService } from './import.service';

/** Its services, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface ImportsServices {
  imports: ImportService;
}

/**
 * Bulk uploads (spec 5): the request checks what is cheap and queues the job ('bulk-import'); the worker parses the
 * file (import-runner.ts). The depot an upload goes to must be one the actor may see (`visibleDepot`).
 */
export const imports = feature<ImportsServices>({
  name: 'imports',
  services: { imports: (d) => new ImportService(d) },
  entities: [ImportJob],
  resolvers: [ImportResolver],
  routes: importRoutes,
  jobs: { 'bulk-import': handleBulkImport },
});

/** What the feature's resolver sees: its own service, not the whole registry. */
export type ImportsContext = ContextOf<typeof imports>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type ImportsScope = Scope<ImportsServices>;
