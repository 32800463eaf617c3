import type { RestRoute } from './core/http/rest';
import type { Services } from './services';
import { userRoutes } from './modules/users/user.rest';

/** The REST shim's table: every api/* path of the spec, module by module. */
export const routes: RestRoute<Services>[] = [...userRoutes];
