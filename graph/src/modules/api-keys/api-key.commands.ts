import { id, optionalId, z } from '../../core/command';
import { API_SCOPES } from '../../core/auth/api-scopes';
import { Messages } from '../../contracts/messages';

/** A new API key: its name, its scopes (one or more, each once), optionally one depot and an expiry. */
export const CreateApiKeyCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: their own (leave empty)'),
  name: z
    .string({ error: Messages.apiKeyName })
    .trim()
    .min(1, Messages.apiKeyName)
    .max(80, Messages.apiKeyName)
    .describe('A name to tell it apart, 1 to 80 characters, unique among the live keys of the tenant'),
  scopes: z
    .array(z.enum(API_SCOPES, { error: Messages.apiKeyScopes }), { error: Messages.apiKeyScopes })
    .min(1, Messages.apiKeyScopes)
    .transform((s) => [...new Set(s)])
    .describe('What it may do: one or more'),
  depotId: optionalId('depotId').describe('Keep it to this depot of the tenant; empty: every depot'),
  expiresAt: z
    .date({ error: Messages.apiKeyExpiry })
    .nullish()
    .describe('When it stops working (an ISO date-time in the future, UTC); empty: never'),
});
export type CreateApiKeyCommand = z.output<typeof CreateApiKeyCommand>;

export const ApiKeyIdCommand = z.object({ id: id('id', 'API key').describe('The key id') });
export type ApiKeyIdCommand = z.output<typeof ApiKeyIdCommand>;
