import { graphql } from '../../gql';

export const ImportJobDocument = graphql(`
  query ImportJob($id: ID!) {
    importJob(id: $id) {
      id
      kind
      status
      fileName
      total
      processed
      inserted
      message
      rowErrors {
        row
        message
      }
    }
  }
`);
