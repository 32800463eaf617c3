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
export const AuditFilterCommand = z
  .object({
    tenantId: optionalId('tenantId'),
    actorId: optionalId('actorId'),
    person: optionalText('person', 100),
    action: optionalText('action', 100),
    targetType: optionalText('targetType', 64),
    targetId: optionalText('targetId', 64),
    from: day('from'),
    to: day('to'),
    page: page(),
    pageSize: z.preprocess(
      (v) => (v === undefined || v === null ? 50 : v),
      z
        .number({ error: 'pageSize must be a whole number' })
        .int('pageSize must be a whole number')
        .min(1, 'pageSize must be 1 to 200')
        .max(200, 'pageSize must be 1 to 200'),
    ),
  })
  .refine((c) => !c.from || !c.to || c.from <= c.to, { message: 'from must not be after to', path: ['to'] });
export type AuditFilterCommand = z.output<typeof AuditFilterCommand>;
