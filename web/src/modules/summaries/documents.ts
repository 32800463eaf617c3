import { graphql } from '../../gql';

/** Summaries (issue 39): the depots whose summaries you may have, and your choice. */
export const MySummariesDocument = graphql(`
  query MySummaries {
    mySummaries {
      depotId
      depotCode
      timeZone
      endOfDay
      endOfWeek
    }
  }
`);

export const SetMySummaryDocument = graphql(`
  mutation SetMySummary($input: SetMySummaryInput!) {
    setMySummary(input: $input) {
      depotId
      depotCode
      timeZone
      endOfDay
      endOfWeek
    }
  }
`);
