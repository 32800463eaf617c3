import { graphql } from '../../../gql';

/** A held entry the server refused: kept server-side for the depot's staff (issue 27). */
export const ReportRefusedKioskEntryDocument = graphql(`
  mutation ReportRefusedKioskEntry($input: RefusedKioskEntryInput!) {
    reportRefusedKioskEntry(input: $input)
  }
`);
