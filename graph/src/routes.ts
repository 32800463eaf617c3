import type { RestRoute } from './core/http/rest';
import type { Services } from './services';
import { features } from './features';

/** The REST shim's table: every api/* path of the spec, feature by feature. */
export const routes: RestRoute<Services>[] = features.flatMap((f) => f.routes ?? []);
