import { graphql } from '../../gql';

/** The audit trail (issue 25): a page of it, filtered, and its xlsx export. */
export const AuditTrailDocument = graphql(`
  query AuditTrail($filter: AuditFilterInput, $page: AuditPageInput) {
    auditTrail(filter: $filter, page: $page) {
      total
      totalExact
      page
      pageSize
      rows {
        id
        at
        actorUsername
        action
        operation
        targetType
        targetId
        ip
        changes {
          field
          before
          after
          masked
        }
      }
    }
  }
`);

export const ExportAuditTrailDocument = graphql(`
  mutation ExportAuditTrail($filter: AuditFilterInput) {
    exportAuditTrail(filter: $filter) {
      ...ExportJobFields
    }
  }
`);
