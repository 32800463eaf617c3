import { graphql } from '../../gql';

/** Presence operations: who is on site now (issue 23). */
export const OnSiteNowDocument = graphql(`
  query OnSiteNow($depotId: ID!) {
    onSiteNow(depotId: $depotId) {
      depotId
      depotCode
      timeZone
      currentTime
      rows {
        attendanceId
        kind
        visitType
        name
        company
        host
        badgeNumber
        checkedInAt
        localDate
        earlierDay
      }
    }
  }
`);

export const OnSiteCountsDocument = graphql(`
  query OnSiteCounts {
    onSiteCounts {
      depotId
      depotCode
      onSite
      earlierDay
    }
  }
`);
