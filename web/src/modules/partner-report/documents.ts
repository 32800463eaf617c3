import { graphql } from '../../gql';

export const PartnerReportRowFields = graphql(`
  fragment PartnerReportFields on PartnerReport {
    depotId
    dateFrom
    dateTo
    message
    truncated
    rows {
      workId
      name
      agency
      depot
      signFlag
      badgeNumFlag
      depotBadgeNum
      date
      shiftStartTime
      clockIn
      clockOut
      totalHours
      roleName
      autoCheckout
    }
  }
`);

export const DailyPartnerReportDocument = graphql(`
  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {
    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {
      ...PartnerReportFields
    }
  }
`);

export const DateRangePartnerReportDocument = graphql(`
  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {
    dateRangePartnerReport(input: $input) {
      ...PartnerReportFields
    }
  }
`);

export const ExportPartnerReportDocument = graphql(`
  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {
    exportPartnerReport(input: $input) {
      ...ExportJobFields
    }
  }
`);

export const ExportJobDocument = graphql(`
  query ExportJob($id: ID!) {
    exportJob(id: $id) {
      ...ExportJobFields
    }
  }
`);
