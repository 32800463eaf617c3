import { graphql } from '../../gql';

/** Presence operations: who is on site now (issue 23). */
export const OnSiteNowDocument = graphql(`
  query OnSiteNow($depotId: ID!) {
    onSiteNow(depotId: $depotId) {
      depotId
      depotCode
      timeZone
      autoSignOutTime
      expectedStayMinutes
      currentTime
      rows {
        attendanceId
        hasPhoto
        kind
        visitType
        name
        company
        host
        badgeNumber
        checkedInAt
        localDate
        earlierDay
        expectedBy
        overstaying
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

export const EvacuationSummaryFieldsFragment = graphql(`
  fragment EvacuationSummaryFields on EvacuationSummary {
    id
    startedAt
    startedByName
    endedAt
    endedByName
    open
    total
    safe
    left
    missing
  }
`);

export const EvacuationFieldsFragment = graphql(`
  fragment EvacuationFields on Evacuation {
    id
    depotId
    depotCode
    timeZone
    startedAt
    startedByName
    endedAt
    endedByName
    open
    total
    safe
    left
    missing
    entries {
      entryId
      attendanceId
      hasPhoto
      kind
      visitType
      name
      company
      host
      badgeNumber
      checkedInAt
      status
      markedAt
      markedByName
      arrivedDuring
      selfReported
    }
  }
`);

export const CurrentEvacuationDocument = graphql(`
  query CurrentEvacuation($depotId: ID!) {
    currentEvacuation(depotId: $depotId) {
      ...EvacuationFields
    }
  }
`);

export const EvacuationDocument = graphql(`
  query Evacuation($id: ID!) {
    evacuation(id: $id) {
      ...EvacuationFields
    }
  }
`);

export const EvacuationsDocument = graphql(`
  query Evacuations($depotId: ID!, $page: Int!) {
    evacuations(depotId: $depotId, page: $page) {
      total
      page
      pageSize
      items {
        ...EvacuationSummaryFields
      }
    }
  }
`);

export const StartEvacuationDocument = graphql(`
  mutation StartEvacuation($depotId: ID!) {
    startEvacuation(depotId: $depotId) {
      ...EvacuationFields
    }
  }
`);

export const MarkEvacueeDocument = graphql(`
  mutation MarkEvacuee($entryId: ID!, $safe: Boolean!) {
    markEvacuee(entryId: $entryId, safe: $safe) {
      entryId
      status
      markedAt
      markedByName
    }
  }
`);

export const EndEvacuationDocument = graphql(`
  mutation EndEvacuation($id: ID!) {
    endEvacuation(id: $id) {
      ...EvacuationFields
    }
  }
`);

export const EvacuationChangedDocument = graphql(`
  subscription EvacuationChanged($depotId: ID!) {
    evacuationChanged(depotId: $depotId) {
      kind
      evacuationId
      entryId
    }
  }
`);

export const SetAutoSignOutTimeDocument = graphql(`
  mutation SetAutoSignOutTime($depotId: ID!, $time: String) {
    setAutoSignOutTime(depotId: $depotId, time: $time)
  }
`);

export const ExportEvacuationDocument = graphql(`
  mutation ExportEvacuation($id: ID!) {
    exportEvacuation(id: $id) {
      id
      fileName
    }
  }
`);

/** Issue 27: a depot's kiosk entries held offline and refused when sent, until staff dismiss them. */
export const RefusedKioskEntriesDocument = graphql(`
  query RefusedKioskEntries($depotId: ID!) {
    refusedKioskEntries(depotId: $depotId) {
      id
      kind
      summary
      message
      occurredAt
      deviceId
    }
  }
`);

export const DismissRefusedKioskEntryDocument = graphql(`
  mutation DismissRefusedKioskEntry($id: ID!) {
    dismissRefusedKioskEntry(id: $id)
  }
`);
