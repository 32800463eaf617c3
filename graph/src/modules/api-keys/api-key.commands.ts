import { id, optionalId, z } from '../../core/command';
import { API_SCOPES } from '../../core/auth/api-scopes';
import { Messages } from '../../contracts/messages';

/** A new API key: its name, its scopes (one or more, each once), optionally one depot and an expiry. */
export const CreateApiKeyCommand = z.object({
  tenantId: optionalId('tenantId'),
  name: z.string({ error: Messages.apiKeyName }).trim().min(1, Messages.apiKeyName).max(80, Messages.apiKeyName),
  scopes: z
    .array(z.enum(API_SCOPES, { error: Messages.apiKeyScopes }), { error: Messages.apiKeyScopes })
    .min(1, Messages.apiKeyScopes)
    .transform((s) => [...new Set(s)]),
  depotId: optionalId('depotId'),
  expiresAt: z.date({ error: Messages.apiKeyExpiry }).nullish(),
});
export type CreateApiKeyCommand = z.output<typeof CreateApiKeyCommand>;

export const ApiKeyIdCommand = z.object({ id: id('id', 'API key') });
export type ApiKeyIdCommand = z.output<typeof ApiKeyIdCommand>;
