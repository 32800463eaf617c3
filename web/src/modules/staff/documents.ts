import { graphql } from '../../gql';

/** Staff operations (docs/contracts.md "Visitors and partners API"). */
export const StaffDepotsDocument = graphql(`
  query StaffDepots($tenantId: ID) { depots(tenantId: $tenantId) { id code text timeZone tenantId } }
`);

export const TenantsShortDocument = graphql(`query TenantsShort { tenantsShortList { id name } }`);

export const BookVisitDocument = graphql(`
  mutation BookVisit($input: BookVisitInput!) { bookVisit(input: $input) { id meetingReference firstName lastName } }
`);

export const BookedVisitsDocument = graphql(`
  query BookedVisits($depotId: ID!, $date: String) {
    bookedVisits(depotId: $depotId, date: $date) {
      id meetingReference visitType firstName lastName company hostName dateOfVisit state attendanceId checkInTime checkOutTime depotBadgeNum
    }
  }
`);

export const CancelVisitDocument = graphql(`mutation CancelVisit($id: ID!) { cancelVisit(id: $id) { id state } }`);
export const ManualCheckoutDocument = graphql(`
  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) { manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) { name } }
`);

export const LiveReportDocument = graphql(`
  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {
    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {
      date weekFrom weekTo timeZone message
      rows { attendanceId attendeeName visitType checkIn checkOut actualIn actualOut }
    }
  }
`);

export const AttendanceChangedDocument = graphql(`
  subscription AttendanceChanged($depotId: ID!) { attendanceChanged(depotId: $depotId) { kind attendeeName at } }
`);

export const RegularVisitorReferenceDocument = graphql(`query RegularVisitorReference { regularVisitorReference }`);
export const RegisterRegularVisitorDocument = graphql(`
  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) { registerRegularVisitor(input: $input) { id meetingReference } }
`);
export const RegularVisitorsDocument = graphql(`
  query RegularVisitors($depotId: ID!, $page: Int!) {
    regularVisitors(depotId: $depotId, page: $page) {
      total pageSize
      items { id meetingReference name email company signFlag badgeNumFlag enterTemperature emailFlag hostid host { hostname hostemail department } }
    }
  }
`);
export const EditRegularVisitorDocument = graphql(`
  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) { editRegularVisitor(id: $id, input: $input) { id } }
`);
export const RemoveRegularVisitorDocument = graphql(`mutation RemoveRegularVisitor($id: ID!) { removeRegularVisitor(id: $id) }`);
export const ResendRegularVisitorDocument = graphql(`mutation ResendRegularVisitor($id: ID!) { resendRegularVisitorEmail(id: $id) }`);
export const EditRegularHostDocument = graphql(`
  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) { editRegularHost(hostId: $hostId, input: $input) { id } }
`);

export const BadgesDocument = graphql(`query Badges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse } nextBadgeNumber(depotId: $depotId) }`);
export const AddBadgesDocument = graphql(`mutation AddBadges($input: AddBadgesInput!) { addBadges(input: $input) { id } }`);
export const BadgeAssigneeDocument = graphql(`
  query BadgeAssignee($depotId: ID!, $badgeNum: String!) { badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt } }
`);
export const CheckOutBadgeHolderDocument = graphql(`
  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {
    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name }
  }
`);

export const ShiftsDocument = graphql(`query Shifts { shifts { id shiftName startTime endTime } }`);
export const AddShiftDocument = graphql(`mutation AddShift($input: ShiftInput!) { addShift(input: $input) { id } }`);
export const EditShiftDocument = graphql(`mutation EditShift($id: ID!, $input: ShiftInput!) { editShift(id: $id, input: $input) { id } }`);
export const DeleteShiftDocument = graphql(`mutation DeleteShift($id: ID!) { deleteShift(id: $id) }`);

export const RolesDocument = graphql(`query Roles { roles { id roleName } }`);
export const AddRoleDocument = graphql(`mutation AddRole($input: RoleInput!) { addRole(input: $input) { id } }`);
export const EditRoleDocument = graphql(`mutation EditRole($id: ID!, $input: RoleInput!) { editRole(id: $id, input: $input) { id } }`);
export const DeleteRoleDocument = graphql(`mutation DeleteRole($id: ID!) { deleteRole(id: $id) }`);

export const PartnersDocument = graphql(`
  query Partners($depotId: ID!, $page: Int!) {
    partners(depotId: $depotId, page: $page) {
      total pageSize
      items { id workId name organisation email shiftId shiftName shiftTime roleId roleName signFlag badgeNumFlag singleSignFlag enterTemperature }
    }
  }
`);
export const RegisterPartnerDocument = graphql(`mutation RegisterPartner($input: PartnerInput!) { registerPartner(input: $input) { id workId } }`);
export const EditPartnerDocument = graphql(`mutation EditPartner($id: ID!, $input: PartnerInput!) { editPartner(id: $id, input: $input) { id } }`);
export const DeletePartnerDocument = graphql(`mutation DeletePartner($id: ID!) { deletePartner(id: $id) }`);
export const SendPartnerQrDocument = graphql(`mutation SendPartnerQr($id: ID!) { sendPartnerQrCode(id: $id) }`);

export const ImportJobDocument = graphql(`
  query ImportJob($id: ID!) { importJob(id: $id) { id status total processed inserted message rowErrors { row message } } }
`);

export const DailyPartnerReportDocument = graphql(`
  query DailyPartnerReport($depotId: ID!, $date: String) {
    dailyPartnerReport(depotId: $depotId, date: $date) {
      message truncated dateFrom dateTo
      rows { workId name agency depot signFlag badgeNumFlag depotBadgeNum date shiftStartTime clockIn clockOut totalHours roleName }
    }
  }
`);
export const RangePartnerReportDocument = graphql(`
  query RangePartnerReport($input: DateRangePartnerReportInput!) {
    dateRangePartnerReport(input: $input) {
      message truncated dateFrom dateTo
      rows { workId name agency depot signFlag badgeNumFlag depotBadgeNum date shiftStartTime clockIn clockOut totalHours roleName }
    }
  }
`);
export const ExportPartnerReportDocument = graphql(`
  mutation ExportPartnerReport($input: ExportPartnerReportInput!) { exportPartnerReport(input: $input) { id status fileName message downloadPath } }
`);
export const ExportJobDocument = graphql(`query ExportJob($id: ID!) { exportJob(id: $id) { id status fileName message downloadPath } }`);
