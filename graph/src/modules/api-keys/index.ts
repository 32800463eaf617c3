import { feature, type ContextOf } from '../../core/feature';
import { ApiKey } from './api-key.entity';
import { ApiKeyResolver } from './api-key.resolver';
import { ApiKeyService } from './api-key.service';

/** API keys: a tenant's keys for integrators, each with its scopes, made and revoked by its admins. It needs no feature. */
export const apiKeys = feature({
  name: 'api-keys',
  services: { apiKeys: (d) => new ApiKeyService(d) },
  entities: [ApiKey],
  resolvers: [ApiKeyResolver],
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type ApiKeysContext = ContextOf<typeof apiKeys>;
