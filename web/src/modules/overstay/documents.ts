import { graphql } from '../../gql';

/** A depot's expected stay (issue 37). */
export const SetDepotExpectedStayDocument = graphql(`
  mutation SetDepotExpectedStay($depotId: ID!, $minutes: Int) {
    setDepotExpectedStay(depotId: $depotId, minutes: $minutes)
  }
`);
