import { flag, id, optionalId, text, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { APPROVAL_RULES, APPROVAL_TIMEOUT_MAX_SECONDS, APPROVAL_TIMEOUT_MIN_SECONDS } from '../depots/approval-rule';

/** A depot's approval rule and answer time (TenantAdmin, DepotManager of the depot, SuperAdmin). */
export const SetApprovalRuleCommand = z.object({
  depotId: id('depotId', 'Depot').describe('The depot'),
  rule: z.enum(APPROVAL_RULES, { error: Messages.approvalRule }).describe('OFF, WALK_INS or FLAGGED'),
  timeoutSeconds: z
    .number({ error: Messages.approvalTimeout })
    .int(Messages.approvalTimeout)
    .min(APPROVAL_TIMEOUT_MIN_SECONDS, Messages.approvalTimeout)
    .max(APPROVAL_TIMEOUT_MAX_SECONDS, Messages.approvalTimeout)
    .describe('How long a walk-in waits for an answer, in seconds (5 to 3600; default 300)'),
});
export type SetApprovalRuleCommand = z.output<typeof SetApprovalRuleCommand>;

export const DepotIdCommand = z.object({ depotId: id('depotId', 'Depot').describe('The depot') });
export type DepotIdCommand = z.output<typeof DepotIdCommand>;

/** The waiting walk-ins at a depot (or every depot the staff member sees). */
export const PendingApprovalsCommand = z.object({ depotId: optionalId('depotId').describe('One depot (DepotManager: theirs)') });
export type PendingApprovalsCommand = z.output<typeof PendingApprovalsCommand>;

/** A staff member's answer. */
export const DecideApprovalCommand = z.object({
  id: id('id', 'Approval').describe('The approval'),
  approve: flag('approve')
    .pipe(z.boolean({ error: 'approve is required' }))
    .describe('true: let them in; false: refuse'),
});
export type DecideApprovalCommand = z.output<typeof DecideApprovalCommand>;

/** A kiosk reading the answer for the walk-in it holds (the id and the token it was given). */
export const KioskApprovalCommand = z.object({
  id: id('id', 'Approval').describe('WalkInApprovalTicket.id'),
  kioskToken: text('kioskToken', 100).describe('WalkInApprovalTicket.kioskToken'),
});
export type KioskApprovalCommand = z.output<typeof KioskApprovalCommand>;

/** An e-mail link: the approval it was sent for and its one-time token. */
export const ApprovalLinkCommand = z.object({
  id: id('id', 'Approval').describe('The approval'),
  token: text('token', 100).describe("The link's one-time token"),
});
export type ApprovalLinkCommand = z.output<typeof ApprovalLinkCommand>;

export const DecideByLinkCommand = ApprovalLinkCommand.extend({
  approve: flag('approve')
    .pipe(z.boolean({ error: 'approve is required' }))
    .describe('true: let them in; false: refuse'),
});
export type DecideByLinkCommand = z.output<typeof DecideByLinkCommand>;
