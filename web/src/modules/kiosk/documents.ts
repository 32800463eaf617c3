import { graphql } from '../../gql';

/** The kiosk's GraphQL operations (public: no token; schema/schema.graphql for their fields). */
// KioskDepot is in ./depotDocument.ts: main.tsx sends it while the app loads, without this file's other operations.
export { KioskDepotDocument } from './depotDocument';

export const QrInfoDocument = graphql(`
  query QrInfo($ref: String!) {
    qrInfo(meetingReference: $ref) {
      visittype
    }
  }
`);

export const KioskVisitorDocument = graphql(`
  query KioskVisitor($input: FetchVisitorInput!) {
    kioskVisitor(input: $input) {
      meetingReference
      visittype
      firstName
      lastName
      email
      company
      meetingWith
      signFlag
      badgeNumFlag
      enterTemperature
      printLabel
      hasCheckedIn
      hasCheckedOut
      next
      message
      preArrived
      preArrivalSigned
    }
  }
`);

export const ReasonsDocument = graphql(`
  query VisitorReasons($depotId: ID) {
    visitorReasons(depotId: $depotId)
  }
`);

/** The people who host at the depot (issue 36): names and opaque ids for the walk-in form's host picker. */
export const KioskHostsDocument = graphql(`
  query KioskHosts($depotId: ID!) {
    kioskHosts(depotId: $depotId) {
      id
      name
      department
    }
  }
`);

/** A visitor signed in (planned, walk-in or approved): what the kiosk's done screen and badge label show. */
export const KioskAttendanceFieldsFragment = graphql(`
  fragment KioskAttendanceFields on KioskAttendance {
    attendanceId
    badgeNumber
    checkedInAt
    name
    visitType
  }
`);

export const VisitorCheckInDocument = graphql(`
  mutation VisitorCheckIn($input: VisitorCheckInInput!) {
    visitorCheckIn(input: $input) {
      ...KioskAttendanceFields
    }
  }
`);

export const UnplannedCheckInDocument = graphql(`
  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {
    unplannedCheckIn(input: $input) {
      ...KioskAttendanceFields
    }
  }
`);

/** Issue 37: a walk-in that may wait for approval (the depot's rule): the sign-in, or a ticket to poll kioskApproval with. */
export const WalkInCheckInDocument = graphql(`
  mutation WalkInCheckIn($input: UnplannedCheckInInput!) {
    walkInCheckIn(input: $input) {
      attendance {
        ...KioskAttendanceFields
      }
      approval {
        id
        kioskToken
        expiresAt
      }
    }
  }
`);

export const KioskApprovalDocument = graphql(`
  query KioskApproval($id: ID!, $kioskToken: String!) {
    kioskApproval(id: $id, kioskToken: $kioskToken) {
      state
      expiresAt
      attendance {
        attendanceId
        badgeNumber
        checkedInAt
        name
      }
    }
  }
`);

export const SubmitSignatureDocument = graphql(`
  mutation SubmitSignature($input: SubmitSignatureInput!) {
    submitSignature(input: $input)
  }
`);

export const BeforeCheckoutDocument = graphql(`
  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {
    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) {
      name
      badgeNumber
    }
  }
`);

export const VisitorCheckOutDocument = graphql(`
  mutation VisitorCheckOut($input: VisitorCheckOutInput!) {
    visitorCheckOut(input: $input) {
      name
      badgeNumber
    }
  }
`);

export const PartnerShiftDocument = graphql(`
  query PartnerShiftValidation($depotId: ID!, $workId: String!) {
    partnerShiftValidation(depotId: $depotId, workId: $workId) {
      ok
      message
    }
  }
`);

export const KioskPartnerDocument = graphql(`
  query KioskPartner($depotId: ID!, $workId: String!) {
    kioskPartner(depotId: $depotId, workId: $workId) {
      workId
      name
      organisation
      signFlag
      badgeNumFlag
      enterTemperature
      hasClockedIn
      hasClockedOut
      next
      message
      askAgain
    }
  }
`);

/** A partner clocked in or out: what the kiosk's done screen shows. */
export const ClockResultFieldsFragment = graphql(`
  fragment ClockResultFields on ClockResult {
    attendanceId
    name
    organisation
    badgeNumber
    at
    message
  }
`);

export const ClockInDocument = graphql(`
  mutation ClockIn($input: ClockInput!) {
    clockIn(input: $input) {
      ...ClockResultFields
    }
  }
`);

export const ClockOutDocument = graphql(`
  mutation ClockOut($input: ClockInput!) {
    clockOut(input: $input) {
      ...ClockResultFields
    }
  }
`);

export const PartnerSignatureDocument = graphql(`
  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) {
    submitPartnerSignature(input: $input)
  }
`);

/** Issue 23: the rules, questions q1..q6 and contractor rules this depot's kiosk asks, in its tenant's words. */
export const KioskTextsDocument = graphql(`
  query KioskTexts($depotId: ID!) {
    kioskTexts(depotId: $depotId) {
      rules {
        key
        text
        question
      }
      contractorRules
    }
  }
`);

/** Issue 40: the kiosk exchanges a pairing code (from the link staff made) for its device secret. */
export const PairKioskDocument = graphql(`
  mutation PairKiosk($input: PairKioskInput!) {
    pairKiosk(input: $input) {
      deviceSecret
      name
    }
  }
`);

export const KioskHeartbeatDocument = graphql(`
  mutation KioskHeartbeat($input: KioskHeartbeatInput!) {
    kioskHeartbeat(input: $input) {
      name
      intervalSeconds
    }
  }
`);
