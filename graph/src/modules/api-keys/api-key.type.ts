import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { CreateApiKeyCommand } from './api-key.commands';
import { API_SCOPE_TEXTS, API_SCOPES, type ApiScope } from '../../core/auth/api-scopes';
import type { ApiKey } from './api-key.entity';

/** The scopes as a GraphQL enum (values as in core/auth/api-scopes.ts). */
export const ApiScopeEnum = Object.fromEntries(API_SCOPES.map((s) => [s, s])) as { [K in ApiScope]: K };
registerEnumType(ApiScopeEnum, {
  name: 'ApiScope',
  description: 'What an API key may do; a key may use only the fields its scopes open.',
  valuesConfig: Object.fromEntries(API_SCOPES.map((s) => [s, { description: API_SCOPE_TEXTS[s] }])),
});

@ObjectType('ApiKey', { description: "An integrator's API key of a tenant (the secret itself is shown once, at creation)." })
export class ApiKeyType {
  @Field(() => ID, { description: 'The key id (also part of the key itself)' }) id!: string;
  @Field({ description: 'The name staff gave it ("Access control", "Canteen display")' }) name!: string;
  @Field(() => [ApiScopeEnum], { description: 'What it may do' }) scopes!: ApiScope[];
  @Field(() => ID, { nullable: true, description: 'The one depot it is kept to; null: every depot of the tenant' }) depotId!: string | null;
  @Field(() => String, { nullable: true, description: 'That depot code' }) depotCode!: string | null;
  @Field({ description: "The secret's last four characters, to tell keys apart" }) hint!: string;
  @Field(() => Date, { description: 'When it was made (UTC)' }) createdAt!: Date;
  @Field({ description: 'The username of who made it' }) createdBy!: string;
  @Field(() => Date, { nullable: true, description: 'When it stops working (UTC); null: never' }) expiresAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was last used (to the minute, UTC); null: never' }) lastUsedAt!: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it was revoked (UTC); null: it is live unless expired' }) revokedAt!: Date | null;
  static from(k: ApiKey) {
    return Object.assign(new ApiKeyType(), {
      id: k.id,
      name: k.name,
      scopes: k.scopes,
      depotId: k.depot?.id ?? null,
      depotCode: k.depot?.code ?? null,
      hint: k.hint,
      createdAt: k.createdAt,
      createdBy: k.createdBy,
      expiresAt: k.expiresAt ?? null,
      lastUsedAt: k.lastUsedAt ?? null,
      revokedAt: k.revokedAt ?? null,
    });
  }
}

@ObjectType('CreatedApiKey', { description: 'A new key and its secret: the only time the secret is shown.' })
export class CreatedApiKeyType {
  @Field(() => ApiKeyType, { description: 'The key as listed from now on' }) key!: ApiKeyType;
  @Field({ description: 'The whole key to send as "Authorization: Bearer <secret>"; store it now, it is never shown again' })
  secret!: string;
}

export const CreateApiKeyInput = inputTypeFrom('CreateApiKeyInput', CreateApiKeyCommand, {
  description: 'A new API key.',
  fields: { scopes: { type: () => [ApiScopeEnum] } },
});
export type CreateApiKeyInput = InstanceType<typeof CreateApiKeyInput>;
