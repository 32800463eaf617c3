import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { ApiKeysContext } from '.';
import { ApiKeyIdArgs } from './api-key.args';
import { ApiKeyType, CreateApiKeyInput, CreatedApiKeyType } from './api-key.type';

/** Integrators' API keys (issue 26): TenantAdmin for its tenant, SuperAdmin for any; never a key itself. */
@Resolver()
export class ApiKeyResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => [ApiKeyType], { description: "A tenant's API keys, newest first, revoked ones included (never their secrets)." })
  async apiKeys(
    @Arg('tenantId', () => ID, { nullable: true, description: 'SuperAdmin: the tenant; others: their own' }) tenantId: string | null,
    @Ctx() { services, actor }: ApiKeysContext,
  ) {
    return (await services.apiKeys.list(actor, tenantId)).map((k) => ApiKeyType.from(k));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => CreatedApiKeyType, { description: 'Makes an API key; the answer carries its secret, shown this once.' })
  async createApiKey(
    @Arg('input', () => CreateApiKeyInput, { description: 'The new key' }) input: CreateApiKeyInput,
    @Ctx() { services, actor }: ApiKeysContext,
  ) {
    const { key, secret } = await services.apiKeys.create(actor, CreateApiKeyInput.parse(input));
    return Object.assign(new CreatedApiKeyType(), { key: ApiKeyType.from(key), secret });
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ApiKeyType, { description: 'Revokes an API key at once: every request with it is refused and its sockets close.' })
  async revokeApiKey(@Args(() => ApiKeyIdArgs) args: ApiKeyIdArgs, @Ctx() { services, actor }: ApiKeysContext) {
    return ApiKeyType.from(await services.apiKeys.revoke(actor, ApiKeyIdArgs.parse(args)));
  }
}
