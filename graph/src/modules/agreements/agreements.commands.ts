import { id, optionalId, z } from '../../core/command';

/** A tenant's agreement versions (issue 38), of one kind or both. */
export const AgreementVersionsCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant. Others: omit (their own).'),
  kind: z
    .enum(['rules', 'contractor'], { error: 'kind must be rules or contractor' })
    .optional()
    .describe('rules or contractor; omit: both.'),
});
export type AgreementVersionsCommand = z.output<typeof AgreementVersionsCommand>;

/** One version by its id. */
export const AgreementVersionCommand = z.object({ id: id('id', 'Version').describe('The version.') });
export type AgreementVersionCommand = z.output<typeof AgreementVersionCommand>;
