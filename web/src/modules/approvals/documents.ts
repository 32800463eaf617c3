import { graphql } from '../../gql';

/** Approval before entry (issue 37): the waiting walk-ins, answers, the live notice, the depot's rule, the e-mail link. */
export const PendingApprovalsDocument = graphql(`
  query PendingApprovals($depotId: ID) {
    pendingApprovals(depotId: $depotId) {
      id
      depotId
      depotCode
      status
      reasons
      personName
      company
      hostName
      requestedAt
      expiresAt
    }
  }
`);

export const DecideWalkInDocument = graphql(`
  mutation DecideWalkIn($id: ID!, $approve: Boolean!) {
    decideWalkIn(id: $id, approve: $approve) {
      id
      status
      personName
      failure
    }
  }
`);

export const WalkInApprovalChangedDocument = graphql(`
  subscription WalkInApprovalChanged($depotId: ID!) {
    walkInApprovalChanged(depotId: $depotId) {
      approvalId
      depotId
      status
      personName
      at
    }
  }
`);

/** A depot's approval rule as its setting shows it: the query reads it, the save answers it (and the cache takes it). */
export const DepotApprovalRuleFieldsFragment = graphql(`
  fragment DepotApprovalRuleFields on DepotApprovalRule {
    depotId
    rule
    timeoutSeconds
  }
`);

export const DepotApprovalRuleDocument = graphql(`
  query DepotApprovalRule($depotId: ID!) {
    depotApprovalRule(depotId: $depotId) {
      ...DepotApprovalRuleFields
    }
  }
`);

export const SetDepotApprovalRuleDocument = graphql(`
  mutation SetDepotApprovalRule($depotId: ID!, $rule: ApprovalRule!, $timeoutSeconds: Int!) {
    setDepotApprovalRule(depotId: $depotId, rule: $rule, timeoutSeconds: $timeoutSeconds) {
      ...DepotApprovalRuleFields
    }
  }
`);

export const ApprovalByLinkDocument = graphql(`
  query ApprovalByLink($id: ID!, $token: String!) {
    approvalByLink(id: $id, token: $token) {
      id
      status
      personName
      company
      hostName
      depotCode
      reasons
      expiresAt
    }
  }
`);

export const DecideWalkInByLinkDocument = graphql(`
  mutation DecideWalkInByLink($id: ID!, $token: String!, $approve: Boolean!) {
    decideWalkInByLink(id: $id, token: $token, approve: $approve) {
      id
      status
      failure
    }
  }
`);
