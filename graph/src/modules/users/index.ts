import { feature, type ContextOf, type Scope } from '../../core/feature';
import { PasswordResetToken } from './password-reset-token.entity';
import { User } from './user.entity';
import { UserResolver } from './user.resolver';
import { userRoutes } from './user.rest';
import { UserService } from './user.service';

/** Its services, named (its REST rows' type cannot be read from the manifest that lists them). It needs no feature. */
export interface UsersServices {
  users: UserService;
}

/**
 * Staff users (spec 7): registered by SuperAdmin or TenantAdmin, disabled or enabled, sent a reset-password link.
 * The signed-in user's own account (login, logout, `me`, the password operations) lives in `auth`, above it.
 */
export const users = feature<UsersServices>({
  name: 'users',
  services: { users: (d) => new UserService(d) },
  entities: [User, PasswordResetToken],
  resolvers: [UserResolver],
  routes: userRoutes,
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type UsersContext = ContextOf<typeof users>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type UsersScope = Scope<UsersServices>;
