import { argsFrom } from '../../core/graphql/input-type';
import {
  ApprovalLinkCommand,
  DecideApprovalCommand,
  DecideByLinkCommand,
  DepotIdCommand,
  KioskApprovalCommand,
  PendingApprovalsCommand,
  SetApprovalRuleCommand,
} from './approval.commands';
import { ApprovalRuleEnum } from './approval.type';

/* The approval operations' arguments, built from their commands (issue 42): declared once, in the command. */
export const KioskApprovalArgs = argsFrom('KioskApprovalArgs', KioskApprovalCommand);
export type KioskApprovalArgs = InstanceType<typeof KioskApprovalArgs>;
export const DepotIdArgs = argsFrom('ApprovalDepotIdArgs', DepotIdCommand);
export type DepotIdArgs = InstanceType<typeof DepotIdArgs>;
export const SetApprovalRuleArgs = argsFrom('SetApprovalRuleArgs', SetApprovalRuleCommand, {
  fields: { rule: { type: () => ApprovalRuleEnum } },
});
export type SetApprovalRuleArgs = InstanceType<typeof SetApprovalRuleArgs>;
export const PendingApprovalsArgs = argsFrom('PendingApprovalsArgs', PendingApprovalsCommand);
export type PendingApprovalsArgs = InstanceType<typeof PendingApprovalsArgs>;
export const DecideApprovalArgs = argsFrom('DecideApprovalArgs', DecideApprovalCommand);
export type DecideApprovalArgs = InstanceType<typeof DecideApprovalArgs>;
export const ApprovalLinkArgs = argsFrom('ApprovalLinkArgs', ApprovalLinkCommand);
export type ApprovalLinkArgs = InstanceType<typeof ApprovalLinkArgs>;
export const DecideByLinkArgs = argsFrom('DecideByLinkArgs', DecideByLinkCommand);
export type DecideByLinkArgs = InstanceType<typeof DecideByLinkArgs>;
