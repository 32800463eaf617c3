import { id, optionalId, text, z } from '../../core/command';

/** Add a visit reason to a tenant's list (issue 23): its text, unique among the tenant's active reasons (any case). */
export const AddVisitReasonCommand = z.object({
  text: text('Reason', 120).describe('The reason (required; unique among the active ones, any case).'),
  /** SuperAdmin names the tenant; others act in their own. */
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant'),
});
export type AddVisitReasonCommand = z.output<typeof AddVisitReasonCommand>;

export const RenameVisitReasonCommand = z.object({
  id: id('id', 'Reason').describe("The reason's id."),
  text: text('Reason', 120).describe('Its new text (unique among the active ones).'),
});
export type RenameVisitReasonCommand = z.output<typeof RenameVisitReasonCommand>;

/** Retire, restore or delete one reason. */
export const VisitReasonIdCommand = z.object({ id: id('id', 'Reason').describe("The reason's id.") });
export type VisitReasonIdCommand = z.output<typeof VisitReasonIdCommand>;

/** The reasons of a tenant as staff manage them (SuperAdmin names the tenant). */
export const VisitReasonListCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant. Others: omit (their own).'),
});
export type VisitReasonListCommand = z.output<typeof VisitReasonListCommand>;
