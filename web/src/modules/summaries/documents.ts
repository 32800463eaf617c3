import { graphql } from '../../gql';

/** Summaries (issue 39): the depots whose summaries you may have, and your choice. */
export const MySummaryFieldsFragment = graphql(`
  fragment MySummaryFields on MySummary {
    depotId
    depotCode
    timeZone
    endOfDay
    endOfWeek
  }
`);

export const MySummariesDocument = graphql(`
  query MySummaries {
    mySummaries {
      ...MySummaryFields
    }
  }
`);

export const SetMySummaryDocument = graphql(`
  mutation SetMySummary($input: SetMySummaryInput!) {
    setMySummary(input: $input) {
      ...MySummaryFields
    }
  }
`);
