import { optionalId, optionalText, page, z } from '../../core/command';

const day = (field: string) =>
  z
    .string({ error: `${field} must be a date (yyyy-MM-dd)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${field} must be a date (yyyy-MM-dd)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${field} must be a date (yyyy-MM-dd)`)
    .optional()
    .nullable();

/**
 * The audit trail's filter (issue 25): the person (user id or username, contains), the action (prefix, e.g.
 * `booking` or `booking.cancel`), the target (type, and id), the days (UTC, inclusive) and, for SuperAdmin, a tenant.
 */
export const AuditFilter = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: one tenant (others: always their own)'),
  actorId: optionalId('actorId').describe('The acting user'),
  person: optionalText('person', 100).describe("The acting user's username (contains, any case)"),
  action: optionalText('action', 100).describe('An action or its prefix (booking, booking.cancel)'),
  targetType: optionalText('targetType', 64).describe('The changed table (visit, app_user, depot...)'),
  targetId: optionalText('targetId', 64).describe("The changed row's id"),
  from: day('from').describe('First day (yyyy-MM-dd, UTC)'),
  to: day('to').describe('Last day (yyyy-MM-dd, UTC, inclusive)'),
});

/** A page of the trail: 1-based, at most 200 rows (the GraphQL query takes it apart from the filter). */
export const AuditPage = z.object({
  page: page().describe('Page number from 1 (default 1).'),
  pageSize: z
    .preprocess(
      (v) => (v === undefined || v === null ? 50 : v),
      z
        .number({ error: 'pageSize must be a whole number' })
        .int('pageSize must be a whole number')
        .min(1, 'pageSize must be 1 to 200')
        .max(200, 'pageSize must be 1 to 200'),
    )
    .describe('Rows per page, 1 to 200 (default 50).'),
});

export const AuditFilterCommand = z
  .object({ ...AuditFilter.shape, ...AuditPage.shape })
  .refine((c) => !c.from || !c.to || c.from <= c.to, { message: 'from must not be after to', path: ['to'] });
export type AuditFilterCommand = z.output<typeof AuditFilterCommand>;
