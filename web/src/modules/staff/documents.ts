import { graphql } from '../../gql';

/** Staff operations (schema/schema.graphql for their fields). */
export const StaffDepotsDocument = graphql(`
  query StaffDepots($tenantId: ID) {
    depots(tenantId: $tenantId) {
      id
      code
      text
      timeZone
      tenantId
    }
  }
`);

export const TenantsShortDocument = graphql(`
  query TenantsShort {
    tenantsShortList {
      id
      name
    }
  }
`);

export const BookVisitDocument = graphql(`
  mutation BookVisit($input: BookVisitInput!) {
    bookVisit(input: $input) {
      id
      meetingReference
      firstName
      lastName
      dateOfVisit
    }
  }
`);

/** Issue 38: the depot's visit reasons, for a booking's reason (one may ask for a course or a document before arrival). */
export const BookingReasonsDocument = graphql(`
  query BookingReasons($depotId: ID) {
    visitorReasons(depotId: $depotId)
  }
`);

export const BookedVisitsDocument = graphql(`
  query BookedVisits($depotId: ID!, $date: String) {
    bookedVisits(depotId: $depotId, date: $date) {
      ...VisitFields
    }
  }
`);

export const CancelVisitDocument = graphql(`
  mutation CancelVisit($id: ID!) {
    cancelVisit(id: $id) {
      id
      state
    }
  }
`);
export const ManualCheckoutDocument = graphql(`
  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) {
    manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) {
      name
    }
  }
`);

/** A live report row: what the grid shows, and what an attendanceChanged event carries to it (issue 28). */
export const LiveRowFieldsFragment = graphql(`
  fragment LiveRowFields on LiveReportRow {
    attendanceId
    attendeeName
    visitType
    dateofVisit
    checkIn
    checkOut
    actualIn
    actualOut
  }
`);

export const LiveReportDocument = graphql(`
  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {
    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {
      date
      weekFrom
      weekTo
      timeZone
      message
      seq
      rows {
        ...LiveRowFields
      }
    }
  }
`);

export const AttendanceChangedDocument = graphql(`
  subscription AttendanceChanged($depotId: ID!) {
    attendanceChanged(depotId: $depotId) {
      kind
      seq
      depotId
      attendanceId
      visitId
      attendeeName
      visitType
      at
      row {
        ...LiveRowFields
      }
      badge {
        number
      }
    }
  }
`);

export const RegularVisitorReferenceDocument = graphql(`
  query RegularVisitorReference {
    regularVisitorReference
  }
`);
export const RegisterRegularVisitorDocument = graphql(`
  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) {
    registerRegularVisitor(input: $input) {
      id
      meetingReference
    }
  }
`);
export const RegularVisitorsDocument = graphql(`
  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {
    regularVisitors(depotId: $depotId, page: $page, search: $search) {
      total
      page
      pageSize
      items {
        id
        meetingReference
        name
        email
        company
        signFlag
        badgeNumFlag
        enterTemperature
        emailFlag
        hostid
        host {
          hostname
          hostemail
          department
        }
      }
    }
  }
`);
export const EditRegularVisitorDocument = graphql(`
  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) {
    editRegularVisitor(id: $id, input: $input) {
      id
    }
  }
`);
export const RemoveRegularVisitorDocument = graphql(`
  mutation RemoveRegularVisitor($id: ID!) {
    removeRegularVisitor(id: $id)
  }
`);
export const ResendRegularVisitorDocument = graphql(`
  mutation ResendRegularVisitor($id: ID!) {
    resendRegularVisitorEmail(id: $id)
  }
`);
export const EditRegularHostDocument = graphql(`
  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) {
    editRegularHost(hostId: $hostId, input: $input) {
      id
    }
  }
`);

export const BadgesDocument = graphql(`
  query Badges($depotId: ID!) {
    badges(depotId: $depotId) {
      id
      badgeNum
      inUse
    }
    nextBadgeNumber(depotId: $depotId)
  }
`);
export const AddBadgesDocument = graphql(`
  mutation AddBadges($input: AddBadgesInput!) {
    addBadges(input: $input) {
      id
    }
  }
`);
export const BadgeAssigneeDocument = graphql(`
  query BadgeAssignee($depotId: ID!, $badgeNum: String!) {
    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {
      kind
      name
      company
      checkedInAt
    }
  }
`);
export const CheckOutBadgeHolderDocument = graphql(`
  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {
    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {
      name
    }
  }
`);
