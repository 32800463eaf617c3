import { graphql } from '../../gql';

/** Issue 25: the tenant's retention and its latest runs. */
export const RetentionDocument = graphql(`
  query Retention($tenantId: ID) {
    retention(tenantId: $tenantId) {
      tenantId
      days
      minDays
      maxDays
      defaultDays
      runs {
        id
        kind
        cutoff
        createdAt
        finishedAt
        counts {
          ...RetentionCountsFields
        }
      }
    }
  }
`);

export const SetRetentionDocument = graphql(`
  mutation SetRetention($input: SetRetentionInput!) {
    setRetention(input: $input) {
      tenantId
      days
    }
  }
`);

export const DataSubjectDocument = graphql(`
  query DataSubject($input: DataSubjectInput!) {
    dataSubject(input: $input) {
      kind
      id
      name
      company
      visits
      attendances
      regularVisitor
    }
  }
`);

export const ExportDataSubjectDocument = graphql(`
  mutation ExportDataSubject($input: DataSubjectInput!) {
    exportDataSubject(input: $input) {
      fileName
      json
    }
  }
`);

export const EraseDataSubjectDocument = graphql(`
  mutation EraseDataSubject($input: DataSubjectInput!) {
    eraseDataSubject(input: $input) {
      id
      counts {
        ...RetentionCountsFields
      }
    }
  }
`);
