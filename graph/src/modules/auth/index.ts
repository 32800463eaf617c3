import { feature, need, type ContextOf, type Scope } from '../../core/feature';
import type { ApiKeyService } from '../api-keys/api-key.service';
import { handleAccountConfirmation } from './account-confirmation.job';
import { AccountResolver } from './account.resolver';
import { accountRoutes } from './account.rest';
import { AuthService } from './auth.service';
import { OidcSignIn } from './oidc-sign-in.entity';
import { OidcService } from './oidc.service';
import { handlePasswordReset } from './password-reset.job';
import { RecoveryCode } from './recovery-code.entity';
import { SignInResolver } from './sign-in.resolver';
import { TotpService } from './totp.service';

/** Its services and needs, named (its REST rows' type cannot be read from the manifest that lists them). */
export interface AuthServices {
  auth: AuthService;
  oidc: OidcService;
  totp: TotpService;
}
export interface AuthNeeds {
  apiKeys: ApiKeyService;
}

/**
 * Signing in and the signed-in account (spec 7, issues 26, 40, 42): login, logout, `me` and the password operations,
 * two-step sign-in (TOTP) and single sign-on (OIDC), and who a bearer token stands for (the composition root asks it
 * for every request with a token). It needs `api-keys` (an integrator's key is a bearer token too).
 */
export const auth = feature<AuthServices, AuthNeeds>({
  name: 'auth',
  needs: { apiKeys: need<ApiKeyService>('api-keys') },
  services: {
    auth: (d, { apiKeys }) => new AuthService(d, apiKeys),
    oidc: (d) => new OidcService(d),
    totp: (d) => new TotpService(d),
  },
  entities: [RecoveryCode, OidcSignIn],
  resolvers: [SignInResolver, AccountResolver],
  routes: accountRoutes,
  jobs: { 'password-reset': handlePasswordReset, 'account-confirmation': handleAccountConfirmation },
});

/** What the feature's resolvers see: its own services and its need, not the whole registry. */
export type AuthContext = ContextOf<typeof auth>;
/** What its REST rows see (the scope `feature()` checks them against). */
export type AuthScope = Scope<AuthServices & AuthNeeds>;
