import { graphql } from '../../gql';

/** Issue 9: visits of every kind (BookedVisit: Planned, Unplanned = walk-in, Regular), reports and the questionnaire. */
export const VisitFieldsFragment = graphql(`
  fragment VisitFields on BookedVisit {
    id
    meetingReference
    visitType
    firstName
    lastName
    email
    company
    hostName
    hostEmail
    department
    dateOfVisit
    depotId
    depotCode
    state
    hasCheckedIn
    hasCheckedOut
    attendanceId
    checkInTime
    checkOutTime
    depotBadgeNum
    manualCheckout
    autoCheckout
  }
`);

/** The detail: the visit and (for its depot's zone and the check-in state) the questionnaire's head. */
export const VisitDetailDocument = graphql(`
  query VisitDetail($id: ID!) {
    bookedVisit(id: $id) {
      ...VisitFields
      bookedBy
      hasPhoto
      reasonForVisit
      printLabel
      badgeNumFlag
      signFlag
      enterTemperature
    }
    visitQuestionnaire(visitId: $id) {
      visitId
      timeZone
      message
    }
  }
`);

export const VisitQuestionnaireDocument = graphql(`
  query VisitQuestionnaire($visitId: ID!) {
    visitQuestionnaire(visitId: $visitId) {
      visitId
      attendanceId
      message
      visitorName
      email
      company
      visitType
      hostName
      depotCode
      timeZone
      checkInTime
      checkOutTime
      manualCheckout
      depotBadgeNum
      carReg
      reason
      temperature
      temperatureFlagged
      rulesOnDevice
      answers {
        key
        group
        question
        answer
      }
      hasSignature
      signatureDataUrl
      agreementVersionNumber
      agreementSavedAt
    }
  }
`);

export const VisitPageFieldsFragment = graphql(`
  fragment VisitPageFields on VisitPage {
    total
    page
    pageSize
    pages
    message
    items {
      ...VisitFields
    }
  }
`);

export const DailyVisitReportDocument = graphql(`
  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {
    dailyVisitReport(depotId: $depotId, date: $date, page: $page) {
      ...VisitPageFields
    }
  }
`);

export const DateRangeVisitorsReportDocument = graphql(`
  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {
    dateRangeVisitorsReport(input: $input) {
      ...VisitPageFields
    }
  }
`);

export const VisitorsSummaryDocument = graphql(`
  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {
    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {
      timeZone
      days {
        date
        planned
        unplanned
        regular
      }
      hours {
        hour
        count
      }
    }
  }
`);

export const ExportDailyVisitReportDocument = graphql(`
  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {
    exportDailyVisitReport(depotId: $depotId, date: $date) {
      ...ExportJobFields
    }
  }
`);

export const ExportDateRangeVisitorsReportDocument = graphql(`
  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {
    exportDateRangeVisitorsReport(input: $input) {
      ...ExportJobFields
    }
  }
`);

/** Issue 23: a booking edited (date, time, host, flags) and its QR e-mail re-sent, before the visit only. */
export const EditBookingDocument = graphql(`
  mutation EditBooking($input: EditBookingInput!) {
    editBooking(input: $input) {
      ...VisitFields
      printLabel
      badgeNumFlag
      signFlag
      enterTemperature
    }
  }
`);

export const ResendBookingQrDocument = graphql(`
  mutation ResendBookingQr($id: ID!) {
    resendBookingQr(id: $id) {
      id
      state
    }
  }
`);
