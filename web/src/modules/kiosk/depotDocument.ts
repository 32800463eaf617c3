import { graphql } from '../../gql';

/** Every kiosk screen's first question: its depot (public; app/earlyQuery.ts sends it while the app loads). */
export const KioskDepotDocument = graphql(`
  query KioskDepot($tenantName: String!, $depotCode: String!) {
    findDepot(tenantName: $tenantName, depotCode: $depotCode) {
      id
      code
      tenantName
      timeZone
      tempMin
      tempMax
      address {
        line1
        line2
        county
        eirCode
      }
      defaultLanguage
      languages
      photoAtSignIn
      healthYesAsksApproval
    }
  }
`);
