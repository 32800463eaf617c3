import { graphql } from '../../gql';

/** Issue 23: a tenant's visit reasons (add, rename, retire, restore, delete one never used). */
export const VisitReasonListDocument = graphql(`
  query VisitReasonList($tenantId: ID) {
    visitReasonList(tenantId: $tenantId) {
      id
      text
      retired
      inUse
    }
  }
`);

export const AddVisitReasonDocument = graphql(`
  mutation AddVisitReason($input: AddVisitReasonInput!) {
    addVisitReason(input: $input) {
      id
    }
  }
`);

export const RenameVisitReasonDocument = graphql(`
  mutation RenameVisitReason($input: RenameVisitReasonInput!) {
    renameVisitReason(input: $input) {
      id
      text
    }
  }
`);

export const RetireVisitReasonDocument = graphql(`
  mutation RetireVisitReason($id: ID!) {
    retireVisitReason(id: $id) {
      id
      retired
    }
  }
`);

export const RestoreVisitReasonDocument = graphql(`
  mutation RestoreVisitReason($id: ID!) {
    restoreVisitReason(id: $id) {
      id
      retired
    }
  }
`);

export const DeleteVisitReasonDocument = graphql(`
  mutation DeleteVisitReason($id: ID!) {
    deleteVisitReason(id: $id)
  }
`);
