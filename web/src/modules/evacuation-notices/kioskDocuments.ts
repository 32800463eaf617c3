import { graphql } from '../../gql';

/** The kiosk home's question (issue 37), apart from the other documents so the home loads only it. */
export const KioskEvacuationDocument = graphql(`
  query KioskEvacuation($depotId: ID!) {
    kioskEvacuation(depotId: $depotId) {
      startedAt
      assemblyPoint
      muster
    }
  }
`);
