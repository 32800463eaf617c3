import type { Deps } from './core/deps';
import { AuthService } from './modules/auth/auth.service';
import { UserService } from './modules/users/user.service';

/** The per-request service registry: each service is built on first use with that request's deps. */
export function createServices(d: Deps) {
  const made = new Map<string, unknown>();
  const lazy = <T>(key: string, make: () => T): T => {
    if (!made.has(key)) made.set(key, make());
    return made.get(key) as T;
  };
  return {
    deps: d,
    get auth() { return lazy('auth', () => new AuthService(d)); },
    get users() { return lazy('users', () => new UserService(d)); },
  };
}
export type Services = ReturnType<typeof createServices>;
