import { feature, need, type ContextOf } from '../../core/feature';
import type { VisitCheckInService } from '../visits/visit-check-in.service';
import { WalkInApproval, WalkInApprovalLink } from './approval.entity';
import { ApprovalResolver, KioskDepotApprovalResolver } from './approval.resolver';
import { ApprovalService } from './approval.service';
import { handleWalkInApprovalRequest } from './approval-request.job';

/**
 * Approval before entry (issue 37): a depot's rule holds walk-ins (visits' ApprovalRequired); they wait here, their
 * host and the depot's managers are asked (e-mail links, live staff screens), and an approved walk-in signs in
 * through visits' normal walk-in (its need).
 */
export const approvals = feature<{ approvals: ApprovalService }, { visitCheckIn: VisitCheckInService }>({
  name: 'approvals',
  needs: { visitCheckIn: need<VisitCheckInService>('visits') },
  services: { approvals: (d, { visitCheckIn }) => new ApprovalService(d, visitCheckIn) },
  entities: [WalkInApproval, WalkInApprovalLink],
  resolvers: [ApprovalResolver, KioskDepotApprovalResolver],
  jobs: { 'walk-in-approval-request': handleWalkInApprovalRequest },
});

/** What the feature's resolver sees: its own service and its needs. */
export type ApprovalsContext = ContextOf<typeof approvals>;
