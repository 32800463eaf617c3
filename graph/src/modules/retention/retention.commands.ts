import { emailAddress, optionalId, z } from '../../core/command';
import { Messages } from '../../contracts/messages';

/** The shortest and longest retention a tenant may set (issue 25): 30 days and 7 years (7 x 365 + 2 leap days). */
export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 2557;
/** The default of a tenant that set nothing (docs/configuration.md): one year. */
export const RETENTION_DEFAULT_DAYS = 365;

/** A tenant's own (TenantAdmin) or a named tenant's (SuperAdmin). */
export const RetentionForTenantCommand = z.object({ tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant') });
export type RetentionForTenantCommand = z.output<typeof RetentionForTenantCommand>;

/** Sets how many days visitor and partner personal data is kept after a visit: a whole number, 30 to 2557. */
export const SetRetentionCommand = z.object({
  tenantId: optionalId('tenantId').describe("SuperAdmin: the tenant (a TenantAdmin's own otherwise)"),
  days: z
    .number({ error: Messages.retentionDays })
    .int({ error: Messages.retentionDays })
    .min(RETENTION_MIN_DAYS, { error: Messages.retentionDays })
    .max(RETENTION_MAX_DAYS, { error: Messages.retentionDays })
    .describe('Days to keep visitor and partner personal data after a visit: 30 to 2557'),
});
export type SetRetentionCommand = z.output<typeof SetRetentionCommand>;

/** A data subject by e-mail address, within the actor's tenant (or the SuperAdmin's named tenant). */
export const DataSubjectCommand = z.object({
  tenantId: optionalId('tenantId').describe("SuperAdmin: the tenant (a TenantAdmin's own otherwise)"),
  email: emailAddress('Email').describe('The e-mail address the person gave'),
});
export type DataSubjectCommand = z.output<typeof DataSubjectCommand>;
