/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n  }\n": typeof types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n": typeof types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query KioskDepot($tenantName: String!, $depotCode: String!) {\n    findDepot(tenantName: $tenantName, depotCode: $depotCode) {\n      id code tenantName timeZone tempMin tempMax\n      address { line1 line2 county eirCode }\n    }\n  }\n": typeof types.KioskDepotDocument,
    "\n  query QrInfo($ref: String!) { qrInfo(meetingReference: $ref) { visittype } }\n": typeof types.QrInfoDocument,
    "\n  query KioskVisitor($input: FetchVisitorInput!) {\n    kioskVisitor(input: $input) {\n      meetingReference visittype firstName lastName email company meetingWith\n      signFlag badgeNumFlag enterTemperature hasCheckedIn hasCheckedOut next message\n    }\n  }\n": typeof types.KioskVisitorDocument,
    "\n  query VisitorReasons($depotId: ID) { visitorReasons(depotId: $depotId) }\n": typeof types.VisitorReasonsDocument,
    "\n  mutation VisitorCheckIn($input: VisitorCheckInInput!) {\n    visitorCheckIn(input: $input) { attendanceId badgeNumber checkedInAt name visitType }\n  }\n": typeof types.VisitorCheckInDocument,
    "\n  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {\n    unplannedCheckIn(input: $input) { attendanceId badgeNumber checkedInAt name visitType }\n  }\n": typeof types.UnplannedCheckInDocument,
    "\n  mutation SubmitSignature($input: SubmitSignatureInput!) { submitSignature(input: $input) }\n": typeof types.SubmitSignatureDocument,
    "\n  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {\n    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) { name badgeNumber }\n  }\n": typeof types.VisitorBeforeCheckoutDocument,
    "\n  mutation VisitorCheckOut($input: VisitorCheckOutInput!) { visitorCheckOut(input: $input) { name badgeNumber } }\n": typeof types.VisitorCheckOutDocument,
    "\n  query PartnerShiftValidation($depotId: ID!, $workId: String!) {\n    partnerShiftValidation(depotId: $depotId, workId: $workId) { ok message }\n  }\n": typeof types.PartnerShiftValidationDocument,
    "\n  query KioskPartner($depotId: ID!, $workId: String!) {\n    kioskPartner(depotId: $depotId, workId: $workId) {\n      workId name organisation signFlag badgeNumFlag enterTemperature hasClockedIn hasClockedOut next message\n    }\n  }\n": typeof types.KioskPartnerDocument,
    "\n  mutation ClockIn($input: ClockInput!) { clockIn(input: $input) { attendanceId name organisation badgeNumber at message } }\n": typeof types.ClockInDocument,
    "\n  mutation ClockOut($input: ClockInput!) { clockOut(input: $input) { attendanceId name organisation badgeNumber at message } }\n": typeof types.ClockOutDocument,
    "\n  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) { submitPartnerSignature(input: $input) }\n": typeof types.SubmitPartnerSignatureDocument,
    "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n    }\n  }\n": typeof types.PartnerReportFieldsFragmentDoc,
    "\n  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {\n      ...PartnerReportFields\n    }\n  }\n": typeof types.DailyPartnerReportDocument,
    "\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n": typeof types.DateRangePartnerReportDocument,
    "\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n    }\n  }\n": typeof types.ExportPartnerReportDocument,
    "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n      rowCount\n    }\n  }\n": typeof types.ExportJobDocument,
    "\n  fragment PartnerFields on Partner {\n    id\n    workId\n    name\n    organisation\n    email\n    signFlag\n    badgeNumFlag\n    singleSignFlag\n    enterTemperature\n    depotId\n    shiftId\n    shiftName\n    shiftTime\n    roleId\n    roleName\n  }\n": typeof types.PartnerFieldsFragmentDoc,
    "\n  query Partners($depotId: ID!, $page: Int!, $search: String) {\n    partners(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        ...PartnerFields\n      }\n    }\n  }\n": typeof types.PartnersDocument,
    "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      ...PartnerFields\n    }\n  }\n": typeof types.RegisterPartnerDocument,
    "\n  mutation EditPartner($id: ID!, $input: PartnerInput!) {\n    editPartner(id: $id, input: $input) {\n      ...PartnerFields\n    }\n  }\n": typeof types.EditPartnerDocument,
    "\n  mutation DeletePartner($id: ID!) {\n    deletePartner(id: $id)\n  }\n": typeof types.DeletePartnerDocument,
    "\n  mutation SendPartnerQrCode($id: ID!) {\n    sendPartnerQrCode(id: $id)\n  }\n": typeof types.SendPartnerQrCodeDocument,
    "\n  query PartnerAttendances($partnerId: ID!, $page: Int) {\n    partnerAttendances(partnerId: $partnerId, page: $page) {\n      total\n      page\n      pageSize\n      pages\n      items {\n        attendanceId\n        depotCode\n        checkInTime\n        checkOutTime\n        depotBadgeNum\n        temperature\n        totalHours\n      }\n    }\n  }\n": typeof types.PartnerAttendancesDocument,
    "\n  query Roles {\n    roles {\n      id\n      roleName\n    }\n  }\n": typeof types.RolesDocument,
    "\n  mutation AddRole($input: RoleInput!) {\n    addRole(input: $input) {\n      id\n      roleName\n    }\n  }\n": typeof types.AddRoleDocument,
    "\n  mutation EditRole($id: ID!, $input: RoleInput!) {\n    editRole(id: $id, input: $input) {\n      id\n      roleName\n    }\n  }\n": typeof types.EditRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n": typeof types.DeleteRoleDocument,
    "\n  query Shifts {\n    shifts {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n": typeof types.ShiftsDocument,
    "\n  mutation AddShift($input: ShiftInput!) {\n    addShift(input: $input) {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n": typeof types.AddShiftDocument,
    "\n  mutation EditShift($id: ID!, $input: ShiftInput!) {\n    editShift(id: $id, input: $input) {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n": typeof types.EditShiftDocument,
    "\n  mutation DeleteShift($id: ID!) {\n    deleteShift(id: $id)\n  }\n": typeof types.DeleteShiftDocument,
    "\n  query StaffDepots($tenantId: ID) { depots(tenantId: $tenantId) { id code text timeZone tenantId } }\n": typeof types.StaffDepotsDocument,
    "query TenantsShort { tenantsShortList { id name } }": typeof types.TenantsShortDocument,
    "\n  mutation BookVisit($input: BookVisitInput!) { bookVisit(input: $input) { id meetingReference firstName lastName } }\n": typeof types.BookVisitDocument,
    "\n  query BookedVisits($depotId: ID!, $date: String) {\n    bookedVisits(depotId: $depotId, date: $date) { ...VisitFields }\n  }\n": typeof types.BookedVisitsDocument,
    "mutation CancelVisit($id: ID!) { cancelVisit(id: $id) { id state } }": typeof types.CancelVisitDocument,
    "\n  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) { manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) { name } }\n": typeof types.ManualCheckoutDocument,
    "\n  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {\n    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {\n      date weekFrom weekTo timeZone message\n      rows { attendanceId attendeeName visitType checkIn checkOut actualIn actualOut }\n    }\n  }\n": typeof types.LiveReportDocument,
    "\n  subscription AttendanceChanged($depotId: ID!) { attendanceChanged(depotId: $depotId) { kind attendeeName at } }\n": typeof types.AttendanceChangedDocument,
    "query RegularVisitorReference { regularVisitorReference }": typeof types.RegularVisitorReferenceDocument,
    "\n  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) { registerRegularVisitor(input: $input) { id meetingReference } }\n": typeof types.RegisterRegularVisitorDocument,
    "\n  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {\n    regularVisitors(depotId: $depotId, page: $page, search: $search) {\n      total page pageSize\n      items { id meetingReference name email company signFlag badgeNumFlag enterTemperature emailFlag hostid host { hostname hostemail department } }\n    }\n  }\n": typeof types.RegularVisitorsDocument,
    "\n  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) { editRegularVisitor(id: $id, input: $input) { id } }\n": typeof types.EditRegularVisitorDocument,
    "mutation RemoveRegularVisitor($id: ID!) { removeRegularVisitor(id: $id) }": typeof types.RemoveRegularVisitorDocument,
    "mutation ResendRegularVisitor($id: ID!) { resendRegularVisitorEmail(id: $id) }": typeof types.ResendRegularVisitorDocument,
    "\n  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) { editRegularHost(hostId: $hostId, input: $input) { id } }\n": typeof types.EditRegularHostDocument,
    "query Badges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse } nextBadgeNumber(depotId: $depotId) }": typeof types.BadgesDocument,
    "mutation AddBadges($input: AddBadgesInput!) { addBadges(input: $input) { id } }": typeof types.AddBadgesDocument,
    "\n  query BadgeAssignee($depotId: ID!, $badgeNum: String!) { badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt } }\n": typeof types.BadgeAssigneeDocument,
    "\n  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name }\n  }\n": typeof types.CheckOutBadgeHolderDocument,
    "\n  query Tenants($includeArchived: Boolean! = false) {\n    tenants(includeArchived: $includeArchived) { id name dateRegistered numDepots numReps tempMin tempMax archivedAt }\n  }\n": typeof types.TenantsDocument,
    "query FirstRun { firstRun }": typeof types.FirstRunDocument,
    "\n  query TenantDetails($id: ID!) {\n    tenant(id: $id) {\n      id name dateRegistered numDepots numReps tempMin tempMax archivedAt\n      tenantRep { id name username email role department emailConfirmed disabled depot { id code } }\n      depots {\n        id code tenantId tenantName timeZone text kioskUrl partnerKioskUrl\n        address { line1 line2 county eirCode }\n        managers { id name email department depotId receiveEmailFlag }\n      }\n    }\n  }\n": typeof types.TenantDetailsDocument,
    "query TenantRoles($tenantId: ID) { roles(tenantId: $tenantId) { id roleName } }": typeof types.TenantRolesDocument,
    "\n  mutation CreateTenant($input: CreateTenantInput!) { createTenant(input: $input) { id name } }\n": typeof types.CreateTenantDocument,
    "\n  mutation EditTenant($id: ID!, $input: EditTenantInput!) { editTenant(id: $id, input: $input) { id name tempMin tempMax } }\n": typeof types.EditTenantDocument,
    "mutation RemoveTenant($id: ID!, $confirmName: String!) { removeTenant(id: $id, confirmName: $confirmName) }": typeof types.RemoveTenantDocument,
    "mutation RestoreTenant($id: ID!) { restoreTenant(id: $id) { id archivedAt } }": typeof types.RestoreTenantDocument,
    "\n  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) { editRepresentative(id: $id, input: $input) { id } }\n": typeof types.EditRepresentativeDocument,
    "mutation RemoveRepresentative($id: ID!) { removeRepresentative(id: $id) }": typeof types.RemoveRepresentativeDocument,
    "mutation ResendConfirmation($id: ID!) { resendConfirmationEmail(id: $id) }": typeof types.ResendConfirmationDocument,
    "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) { setUserDisabled(id: $id, disabled: $disabled) { id disabled } }\n": typeof types.SetUserDisabledDocument,
    "mutation SendUserPasswordReset($id: ID!) { sendUserPasswordReset(id: $id) }": typeof types.SendUserPasswordResetDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) { registerUser(input: $input) { id username tenantId } }\n": typeof types.RegisterUserDocument,
    "mutation AddDepot($input: AddDepotInput!) { addDepot(input: $input) { id code tenantId } }": typeof types.AddDepotDocument,
    "\n  mutation UpdateDepot($id: ID!, $input: DepotInput!) { updateDepot(id: $id, input: $input) { id address { line1 line2 county eirCode } } }\n": typeof types.UpdateDepotDocument,
    "mutation AddManager($input: AddManagerInput!) { addManager(input: $input) { id } }": typeof types.AddManagerDocument,
    "\n  mutation EditManager($id: ID!, $input: EditManagerInput!) { editManager(id: $id, input: $input) { id name email department receiveEmailFlag } }\n": typeof types.EditManagerDocument,
    "mutation DeleteManager($id: ID!) { deleteManager(id: $id) }": typeof types.DeleteManagerDocument,
    "\n  query DepotBadges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse holderName holderKind } nextBadgeNumber(depotId: $depotId) }\n": typeof types.DepotBadgesDocument,
    "mutation AddDepotBadges($input: AddBadgesInput!) { addBadges(input: $input) { id badgeNum } }": typeof types.AddDepotBadgesDocument,
    "\n  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt badgeNumber visitType }\n  }\n": typeof types.DepotBadgeAssigneeDocument,
    "\n  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name kind }\n  }\n": typeof types.DepotCheckOutHolderDocument,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n": typeof types.ImportJobDocument,
    "\n  fragment VisitFields on BookedVisit {\n    id meetingReference visitType firstName lastName email company hostName hostEmail department dateOfVisit depotId depotCode\n    state hasCheckedIn hasCheckedOut attendanceId checkInTime checkOutTime depotBadgeNum manualCheckout\n  }\n": typeof types.VisitFieldsFragmentDoc,
    "\n  query VisitDetail($id: ID!) {\n    bookedVisit(id: $id) { ...VisitFields }\n    visitQuestionnaire(visitId: $id) { visitId timeZone message }\n  }\n": typeof types.VisitDetailDocument,
    "\n  query VisitQuestionnaire($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId attendanceId message visitorName email company visitType hostName depotCode timeZone\n      checkInTime checkOutTime manualCheckout depotBadgeNum carReg reason temperature temperatureFlagged rulesOnDevice\n      answers { key group question answer }\n      hasSignature signatureDataUrl\n    }\n  }\n": typeof types.VisitQuestionnaireDocument,
    "\n  fragment VisitPageFields on VisitPage { total page pageSize pages message items { ...VisitFields } }\n": typeof types.VisitPageFieldsFragmentDoc,
    "\n  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {\n    dailyVisitReport(depotId: $depotId, date: $date, page: $page) { ...VisitPageFields }\n  }\n": typeof types.DailyVisitReportDocument,
    "\n  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    dateRangeVisitorsReport(input: $input) { ...VisitPageFields }\n  }\n": typeof types.DateRangeVisitorsReportDocument,
    "\n  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {\n    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {\n      timeZone\n      days { date planned unplanned regular }\n      hours { hour count }\n    }\n  }\n": typeof types.VisitorsSummaryDocument,
    "\n  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {\n    exportDailyVisitReport(depotId: $depotId, date: $date) { id status fileName downloadPath message rowCount }\n  }\n": typeof types.ExportDailyVisitReportDocument,
    "\n  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    exportDateRangeVisitorsReport(input: $input) { id status fileName downloadPath message rowCount }\n  }\n": typeof types.ExportDateRangeVisitorsReportDocument,
};
const documents: Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n": types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query KioskDepot($tenantName: String!, $depotCode: String!) {\n    findDepot(tenantName: $tenantName, depotCode: $depotCode) {\n      id code tenantName timeZone tempMin tempMax\n      address { line1 line2 county eirCode }\n    }\n  }\n": types.KioskDepotDocument,
    "\n  query QrInfo($ref: String!) { qrInfo(meetingReference: $ref) { visittype } }\n": types.QrInfoDocument,
    "\n  query KioskVisitor($input: FetchVisitorInput!) {\n    kioskVisitor(input: $input) {\n      meetingReference visittype firstName lastName email company meetingWith\n      signFlag badgeNumFlag enterTemperature hasCheckedIn hasCheckedOut next message\n    }\n  }\n": types.KioskVisitorDocument,
    "\n  query VisitorReasons($depotId: ID) { visitorReasons(depotId: $depotId) }\n": types.VisitorReasonsDocument,
    "\n  mutation VisitorCheckIn($input: VisitorCheckInInput!) {\n    visitorCheckIn(input: $input) { attendanceId badgeNumber checkedInAt name visitType }\n  }\n": types.VisitorCheckInDocument,
    "\n  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {\n    unplannedCheckIn(input: $input) { attendanceId badgeNumber checkedInAt name visitType }\n  }\n": types.UnplannedCheckInDocument,
    "\n  mutation SubmitSignature($input: SubmitSignatureInput!) { submitSignature(input: $input) }\n": types.SubmitSignatureDocument,
    "\n  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {\n    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) { name badgeNumber }\n  }\n": types.VisitorBeforeCheckoutDocument,
    "\n  mutation VisitorCheckOut($input: VisitorCheckOutInput!) { visitorCheckOut(input: $input) { name badgeNumber } }\n": types.VisitorCheckOutDocument,
    "\n  query PartnerShiftValidation($depotId: ID!, $workId: String!) {\n    partnerShiftValidation(depotId: $depotId, workId: $workId) { ok message }\n  }\n": types.PartnerShiftValidationDocument,
    "\n  query KioskPartner($depotId: ID!, $workId: String!) {\n    kioskPartner(depotId: $depotId, workId: $workId) {\n      workId name organisation signFlag badgeNumFlag enterTemperature hasClockedIn hasClockedOut next message\n    }\n  }\n": types.KioskPartnerDocument,
    "\n  mutation ClockIn($input: ClockInput!) { clockIn(input: $input) { attendanceId name organisation badgeNumber at message } }\n": types.ClockInDocument,
    "\n  mutation ClockOut($input: ClockInput!) { clockOut(input: $input) { attendanceId name organisation badgeNumber at message } }\n": types.ClockOutDocument,
    "\n  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) { submitPartnerSignature(input: $input) }\n": types.SubmitPartnerSignatureDocument,
    "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n    }\n  }\n": types.PartnerReportFieldsFragmentDoc,
    "\n  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {\n      ...PartnerReportFields\n    }\n  }\n": types.DailyPartnerReportDocument,
    "\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n": types.DateRangePartnerReportDocument,
    "\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n    }\n  }\n": types.ExportPartnerReportDocument,
    "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n      rowCount\n    }\n  }\n": types.ExportJobDocument,
    "\n  fragment PartnerFields on Partner {\n    id\n    workId\n    name\n    organisation\n    email\n    signFlag\n    badgeNumFlag\n    singleSignFlag\n    enterTemperature\n    depotId\n    shiftId\n    shiftName\n    shiftTime\n    roleId\n    roleName\n  }\n": types.PartnerFieldsFragmentDoc,
    "\n  query Partners($depotId: ID!, $page: Int!, $search: String) {\n    partners(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        ...PartnerFields\n      }\n    }\n  }\n": types.PartnersDocument,
    "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      ...PartnerFields\n    }\n  }\n": types.RegisterPartnerDocument,
    "\n  mutation EditPartner($id: ID!, $input: PartnerInput!) {\n    editPartner(id: $id, input: $input) {\n      ...PartnerFields\n    }\n  }\n": types.EditPartnerDocument,
    "\n  mutation DeletePartner($id: ID!) {\n    deletePartner(id: $id)\n  }\n": types.DeletePartnerDocument,
    "\n  mutation SendPartnerQrCode($id: ID!) {\n    sendPartnerQrCode(id: $id)\n  }\n": types.SendPartnerQrCodeDocument,
    "\n  query PartnerAttendances($partnerId: ID!, $page: Int) {\n    partnerAttendances(partnerId: $partnerId, page: $page) {\n      total\n      page\n      pageSize\n      pages\n      items {\n        attendanceId\n        depotCode\n        checkInTime\n        checkOutTime\n        depotBadgeNum\n        temperature\n        totalHours\n      }\n    }\n  }\n": types.PartnerAttendancesDocument,
    "\n  query Roles {\n    roles {\n      id\n      roleName\n    }\n  }\n": types.RolesDocument,
    "\n  mutation AddRole($input: RoleInput!) {\n    addRole(input: $input) {\n      id\n      roleName\n    }\n  }\n": types.AddRoleDocument,
    "\n  mutation EditRole($id: ID!, $input: RoleInput!) {\n    editRole(id: $id, input: $input) {\n      id\n      roleName\n    }\n  }\n": types.EditRoleDocument,
    "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n": types.DeleteRoleDocument,
    "\n  query Shifts {\n    shifts {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n": types.ShiftsDocument,
    "\n  mutation AddShift($input: ShiftInput!) {\n    addShift(input: $input) {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n": types.AddShiftDocument,
    "\n  mutation EditShift($id: ID!, $input: ShiftInput!) {\n    editShift(id: $id, input: $input) {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n": types.EditShiftDocument,
    "\n  mutation DeleteShift($id: ID!) {\n    deleteShift(id: $id)\n  }\n": types.DeleteShiftDocument,
    "\n  query StaffDepots($tenantId: ID) { depots(tenantId: $tenantId) { id code text timeZone tenantId } }\n": types.StaffDepotsDocument,
    "query TenantsShort { tenantsShortList { id name } }": types.TenantsShortDocument,
    "\n  mutation BookVisit($input: BookVisitInput!) { bookVisit(input: $input) { id meetingReference firstName lastName } }\n": types.BookVisitDocument,
    "\n  query BookedVisits($depotId: ID!, $date: String) {\n    bookedVisits(depotId: $depotId, date: $date) { ...VisitFields }\n  }\n": types.BookedVisitsDocument,
    "mutation CancelVisit($id: ID!) { cancelVisit(id: $id) { id state } }": types.CancelVisitDocument,
    "\n  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) { manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) { name } }\n": types.ManualCheckoutDocument,
    "\n  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {\n    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {\n      date weekFrom weekTo timeZone message\n      rows { attendanceId attendeeName visitType checkIn checkOut actualIn actualOut }\n    }\n  }\n": types.LiveReportDocument,
    "\n  subscription AttendanceChanged($depotId: ID!) { attendanceChanged(depotId: $depotId) { kind attendeeName at } }\n": types.AttendanceChangedDocument,
    "query RegularVisitorReference { regularVisitorReference }": types.RegularVisitorReferenceDocument,
    "\n  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) { registerRegularVisitor(input: $input) { id meetingReference } }\n": types.RegisterRegularVisitorDocument,
    "\n  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {\n    regularVisitors(depotId: $depotId, page: $page, search: $search) {\n      total page pageSize\n      items { id meetingReference name email company signFlag badgeNumFlag enterTemperature emailFlag hostid host { hostname hostemail department } }\n    }\n  }\n": types.RegularVisitorsDocument,
    "\n  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) { editRegularVisitor(id: $id, input: $input) { id } }\n": types.EditRegularVisitorDocument,
    "mutation RemoveRegularVisitor($id: ID!) { removeRegularVisitor(id: $id) }": types.RemoveRegularVisitorDocument,
    "mutation ResendRegularVisitor($id: ID!) { resendRegularVisitorEmail(id: $id) }": types.ResendRegularVisitorDocument,
    "\n  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) { editRegularHost(hostId: $hostId, input: $input) { id } }\n": types.EditRegularHostDocument,
    "query Badges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse } nextBadgeNumber(depotId: $depotId) }": types.BadgesDocument,
    "mutation AddBadges($input: AddBadgesInput!) { addBadges(input: $input) { id } }": types.AddBadgesDocument,
    "\n  query BadgeAssignee($depotId: ID!, $badgeNum: String!) { badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt } }\n": types.BadgeAssigneeDocument,
    "\n  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name }\n  }\n": types.CheckOutBadgeHolderDocument,
    "\n  query Tenants($includeArchived: Boolean! = false) {\n    tenants(includeArchived: $includeArchived) { id name dateRegistered numDepots numReps tempMin tempMax archivedAt }\n  }\n": types.TenantsDocument,
    "query FirstRun { firstRun }": types.FirstRunDocument,
    "\n  query TenantDetails($id: ID!) {\n    tenant(id: $id) {\n      id name dateRegistered numDepots numReps tempMin tempMax archivedAt\n      tenantRep { id name username email role department emailConfirmed disabled depot { id code } }\n      depots {\n        id code tenantId tenantName timeZone text kioskUrl partnerKioskUrl\n        address { line1 line2 county eirCode }\n        managers { id name email department depotId receiveEmailFlag }\n      }\n    }\n  }\n": types.TenantDetailsDocument,
    "query TenantRoles($tenantId: ID) { roles(tenantId: $tenantId) { id roleName } }": types.TenantRolesDocument,
    "\n  mutation CreateTenant($input: CreateTenantInput!) { createTenant(input: $input) { id name } }\n": types.CreateTenantDocument,
    "\n  mutation EditTenant($id: ID!, $input: EditTenantInput!) { editTenant(id: $id, input: $input) { id name tempMin tempMax } }\n": types.EditTenantDocument,
    "mutation RemoveTenant($id: ID!, $confirmName: String!) { removeTenant(id: $id, confirmName: $confirmName) }": types.RemoveTenantDocument,
    "mutation RestoreTenant($id: ID!) { restoreTenant(id: $id) { id archivedAt } }": types.RestoreTenantDocument,
    "\n  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) { editRepresentative(id: $id, input: $input) { id } }\n": types.EditRepresentativeDocument,
    "mutation RemoveRepresentative($id: ID!) { removeRepresentative(id: $id) }": types.RemoveRepresentativeDocument,
    "mutation ResendConfirmation($id: ID!) { resendConfirmationEmail(id: $id) }": types.ResendConfirmationDocument,
    "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) { setUserDisabled(id: $id, disabled: $disabled) { id disabled } }\n": types.SetUserDisabledDocument,
    "mutation SendUserPasswordReset($id: ID!) { sendUserPasswordReset(id: $id) }": types.SendUserPasswordResetDocument,
    "\n  mutation RegisterUser($input: RegisterUserInput!) { registerUser(input: $input) { id username tenantId } }\n": types.RegisterUserDocument,
    "mutation AddDepot($input: AddDepotInput!) { addDepot(input: $input) { id code tenantId } }": types.AddDepotDocument,
    "\n  mutation UpdateDepot($id: ID!, $input: DepotInput!) { updateDepot(id: $id, input: $input) { id address { line1 line2 county eirCode } } }\n": types.UpdateDepotDocument,
    "mutation AddManager($input: AddManagerInput!) { addManager(input: $input) { id } }": types.AddManagerDocument,
    "\n  mutation EditManager($id: ID!, $input: EditManagerInput!) { editManager(id: $id, input: $input) { id name email department receiveEmailFlag } }\n": types.EditManagerDocument,
    "mutation DeleteManager($id: ID!) { deleteManager(id: $id) }": types.DeleteManagerDocument,
    "\n  query DepotBadges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse holderName holderKind } nextBadgeNumber(depotId: $depotId) }\n": types.DepotBadgesDocument,
    "mutation AddDepotBadges($input: AddBadgesInput!) { addBadges(input: $input) { id badgeNum } }": types.AddDepotBadgesDocument,
    "\n  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt badgeNumber visitType }\n  }\n": types.DepotBadgeAssigneeDocument,
    "\n  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name kind }\n  }\n": types.DepotCheckOutHolderDocument,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n": types.ImportJobDocument,
    "\n  fragment VisitFields on BookedVisit {\n    id meetingReference visitType firstName lastName email company hostName hostEmail department dateOfVisit depotId depotCode\n    state hasCheckedIn hasCheckedOut attendanceId checkInTime checkOutTime depotBadgeNum manualCheckout\n  }\n": types.VisitFieldsFragmentDoc,
    "\n  query VisitDetail($id: ID!) {\n    bookedVisit(id: $id) { ...VisitFields }\n    visitQuestionnaire(visitId: $id) { visitId timeZone message }\n  }\n": types.VisitDetailDocument,
    "\n  query VisitQuestionnaire($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId attendanceId message visitorName email company visitType hostName depotCode timeZone\n      checkInTime checkOutTime manualCheckout depotBadgeNum carReg reason temperature temperatureFlagged rulesOnDevice\n      answers { key group question answer }\n      hasSignature signatureDataUrl\n    }\n  }\n": types.VisitQuestionnaireDocument,
    "\n  fragment VisitPageFields on VisitPage { total page pageSize pages message items { ...VisitFields } }\n": types.VisitPageFieldsFragmentDoc,
    "\n  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {\n    dailyVisitReport(depotId: $depotId, date: $date, page: $page) { ...VisitPageFields }\n  }\n": types.DailyVisitReportDocument,
    "\n  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    dateRangeVisitorsReport(input: $input) { ...VisitPageFields }\n  }\n": types.DateRangeVisitorsReportDocument,
    "\n  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {\n    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {\n      timeZone\n      days { date planned unplanned regular }\n      hours { hour count }\n    }\n  }\n": types.VisitorsSummaryDocument,
    "\n  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {\n    exportDailyVisitReport(depotId: $depotId, date: $date) { id status fileName downloadPath message rowCount }\n  }\n": types.ExportDailyVisitReportDocument,
    "\n  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    exportDateRangeVisitorsReport(input: $input) { id status fileName downloadPath message rowCount }\n  }\n": types.ExportDateRangeVisitorsReportDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n"): (typeof documents)["\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskDepot($tenantName: String!, $depotCode: String!) {\n    findDepot(tenantName: $tenantName, depotCode: $depotCode) {\n      id code tenantName timeZone tempMin tempMax\n      address { line1 line2 county eirCode }\n    }\n  }\n"): (typeof documents)["\n  query KioskDepot($tenantName: String!, $depotCode: String!) {\n    findDepot(tenantName: $tenantName, depotCode: $depotCode) {\n      id code tenantName timeZone tempMin tempMax\n      address { line1 line2 county eirCode }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QrInfo($ref: String!) { qrInfo(meetingReference: $ref) { visittype } }\n"): (typeof documents)["\n  query QrInfo($ref: String!) { qrInfo(meetingReference: $ref) { visittype } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskVisitor($input: FetchVisitorInput!) {\n    kioskVisitor(input: $input) {\n      meetingReference visittype firstName lastName email company meetingWith\n      signFlag badgeNumFlag enterTemperature hasCheckedIn hasCheckedOut next message\n    }\n  }\n"): (typeof documents)["\n  query KioskVisitor($input: FetchVisitorInput!) {\n    kioskVisitor(input: $input) {\n      meetingReference visittype firstName lastName email company meetingWith\n      signFlag badgeNumFlag enterTemperature hasCheckedIn hasCheckedOut next message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorReasons($depotId: ID) { visitorReasons(depotId: $depotId) }\n"): (typeof documents)["\n  query VisitorReasons($depotId: ID) { visitorReasons(depotId: $depotId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorCheckIn($input: VisitorCheckInInput!) {\n    visitorCheckIn(input: $input) { attendanceId badgeNumber checkedInAt name visitType }\n  }\n"): (typeof documents)["\n  mutation VisitorCheckIn($input: VisitorCheckInInput!) {\n    visitorCheckIn(input: $input) { attendanceId badgeNumber checkedInAt name visitType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {\n    unplannedCheckIn(input: $input) { attendanceId badgeNumber checkedInAt name visitType }\n  }\n"): (typeof documents)["\n  mutation UnplannedCheckIn($input: UnplannedCheckInInput!) {\n    unplannedCheckIn(input: $input) { attendanceId badgeNumber checkedInAt name visitType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitSignature($input: SubmitSignatureInput!) { submitSignature(input: $input) }\n"): (typeof documents)["\n  mutation SubmitSignature($input: SubmitSignatureInput!) { submitSignature(input: $input) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {\n    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) { name badgeNumber }\n  }\n"): (typeof documents)["\n  query VisitorBeforeCheckout($depotId: ID!, $badge: String, $ref: String) {\n    visitorBeforeCheckout(depotId: $depotId, depotBadgeNum: $badge, meetingReference: $ref) { name badgeNumber }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VisitorCheckOut($input: VisitorCheckOutInput!) { visitorCheckOut(input: $input) { name badgeNumber } }\n"): (typeof documents)["\n  mutation VisitorCheckOut($input: VisitorCheckOutInput!) { visitorCheckOut(input: $input) { name badgeNumber } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerShiftValidation($depotId: ID!, $workId: String!) {\n    partnerShiftValidation(depotId: $depotId, workId: $workId) { ok message }\n  }\n"): (typeof documents)["\n  query PartnerShiftValidation($depotId: ID!, $workId: String!) {\n    partnerShiftValidation(depotId: $depotId, workId: $workId) { ok message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KioskPartner($depotId: ID!, $workId: String!) {\n    kioskPartner(depotId: $depotId, workId: $workId) {\n      workId name organisation signFlag badgeNumFlag enterTemperature hasClockedIn hasClockedOut next message\n    }\n  }\n"): (typeof documents)["\n  query KioskPartner($depotId: ID!, $workId: String!) {\n    kioskPartner(depotId: $depotId, workId: $workId) {\n      workId name organisation signFlag badgeNumFlag enterTemperature hasClockedIn hasClockedOut next message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClockIn($input: ClockInput!) { clockIn(input: $input) { attendanceId name organisation badgeNumber at message } }\n"): (typeof documents)["\n  mutation ClockIn($input: ClockInput!) { clockIn(input: $input) { attendanceId name organisation badgeNumber at message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClockOut($input: ClockInput!) { clockOut(input: $input) { attendanceId name organisation badgeNumber at message } }\n"): (typeof documents)["\n  mutation ClockOut($input: ClockInput!) { clockOut(input: $input) { attendanceId name organisation badgeNumber at message } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) { submitPartnerSignature(input: $input) }\n"): (typeof documents)["\n  mutation SubmitPartnerSignature($input: PartnerSignatureInput!) { submitPartnerSignature(input: $input) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n    }\n  }\n"): (typeof documents)["\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {\n      ...PartnerReportFields\n    }\n  }\n"): (typeof documents)["\n  query DailyPartnerReport($depotId: ID!, $date: String, $search: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date, search: $search) {\n      ...PartnerReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n"): (typeof documents)["\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n      rowCount\n    }\n  }\n"): (typeof documents)["\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n      rowCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PartnerFields on Partner {\n    id\n    workId\n    name\n    organisation\n    email\n    signFlag\n    badgeNumFlag\n    singleSignFlag\n    enterTemperature\n    depotId\n    shiftId\n    shiftName\n    shiftTime\n    roleId\n    roleName\n  }\n"): (typeof documents)["\n  fragment PartnerFields on Partner {\n    id\n    workId\n    name\n    organisation\n    email\n    signFlag\n    badgeNumFlag\n    singleSignFlag\n    enterTemperature\n    depotId\n    shiftId\n    shiftName\n    shiftTime\n    roleId\n    roleName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Partners($depotId: ID!, $page: Int!, $search: String) {\n    partners(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        ...PartnerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Partners($depotId: ID!, $page: Int!, $search: String) {\n    partners(depotId: $depotId, page: $page, search: $search) {\n      total\n      page\n      pageSize\n      items {\n        ...PartnerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      ...PartnerFields\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPartner($input: PartnerInput!) {\n    registerPartner(input: $input) {\n      ...PartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditPartner($id: ID!, $input: PartnerInput!) {\n    editPartner(id: $id, input: $input) {\n      ...PartnerFields\n    }\n  }\n"): (typeof documents)["\n  mutation EditPartner($id: ID!, $input: PartnerInput!) {\n    editPartner(id: $id, input: $input) {\n      ...PartnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePartner($id: ID!) {\n    deletePartner(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePartner($id: ID!) {\n    deletePartner(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPartnerQrCode($id: ID!) {\n    sendPartnerQrCode(id: $id)\n  }\n"): (typeof documents)["\n  mutation SendPartnerQrCode($id: ID!) {\n    sendPartnerQrCode(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PartnerAttendances($partnerId: ID!, $page: Int) {\n    partnerAttendances(partnerId: $partnerId, page: $page) {\n      total\n      page\n      pageSize\n      pages\n      items {\n        attendanceId\n        depotCode\n        checkInTime\n        checkOutTime\n        depotBadgeNum\n        temperature\n        totalHours\n      }\n    }\n  }\n"): (typeof documents)["\n  query PartnerAttendances($partnerId: ID!, $page: Int) {\n    partnerAttendances(partnerId: $partnerId, page: $page) {\n      total\n      page\n      pageSize\n      pages\n      items {\n        attendanceId\n        depotCode\n        checkInTime\n        checkOutTime\n        depotBadgeNum\n        temperature\n        totalHours\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Roles {\n    roles {\n      id\n      roleName\n    }\n  }\n"): (typeof documents)["\n  query Roles {\n    roles {\n      id\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddRole($input: RoleInput!) {\n    addRole(input: $input) {\n      id\n      roleName\n    }\n  }\n"): (typeof documents)["\n  mutation AddRole($input: RoleInput!) {\n    addRole(input: $input) {\n      id\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRole($id: ID!, $input: RoleInput!) {\n    editRole(id: $id, input: $input) {\n      id\n      roleName\n    }\n  }\n"): (typeof documents)["\n  mutation EditRole($id: ID!, $input: RoleInput!) {\n    editRole(id: $id, input: $input) {\n      id\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRole($id: ID!) {\n    deleteRole(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Shifts {\n    shifts {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n"): (typeof documents)["\n  query Shifts {\n    shifts {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddShift($input: ShiftInput!) {\n    addShift(input: $input) {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n"): (typeof documents)["\n  mutation AddShift($input: ShiftInput!) {\n    addShift(input: $input) {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditShift($id: ID!, $input: ShiftInput!) {\n    editShift(id: $id, input: $input) {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n"): (typeof documents)["\n  mutation EditShift($id: ID!, $input: ShiftInput!) {\n    editShift(id: $id, input: $input) {\n      id\n      shiftName\n      startTime\n      endTime\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteShift($id: ID!) {\n    deleteShift(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteShift($id: ID!) {\n    deleteShift(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffDepots($tenantId: ID) { depots(tenantId: $tenantId) { id code text timeZone tenantId } }\n"): (typeof documents)["\n  query StaffDepots($tenantId: ID) { depots(tenantId: $tenantId) { id code text timeZone tenantId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TenantsShort { tenantsShortList { id name } }"): (typeof documents)["query TenantsShort { tenantsShortList { id name } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookVisit($input: BookVisitInput!) { bookVisit(input: $input) { id meetingReference firstName lastName } }\n"): (typeof documents)["\n  mutation BookVisit($input: BookVisitInput!) { bookVisit(input: $input) { id meetingReference firstName lastName } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookedVisits($depotId: ID!, $date: String) {\n    bookedVisits(depotId: $depotId, date: $date) { ...VisitFields }\n  }\n"): (typeof documents)["\n  query BookedVisits($depotId: ID!, $date: String) {\n    bookedVisits(depotId: $depotId, date: $date) { ...VisitFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelVisit($id: ID!) { cancelVisit(id: $id) { id state } }"): (typeof documents)["mutation CancelVisit($id: ID!) { cancelVisit(id: $id) { id state } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) { manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) { name } }\n"): (typeof documents)["\n  mutation ManualCheckout($attendanceId: ID!, $notify: Boolean!) { manualCheckout(attendanceId: $attendanceId, sendNotification: $notify) { name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {\n    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {\n      date weekFrom weekTo timeZone message\n      rows { attendanceId attendeeName visitType checkIn checkOut actualIn actualOut }\n    }\n  }\n"): (typeof documents)["\n  query LiveReport($depotId: ID!, $date: String, $visitType: String!) {\n    liveReport(depotId: $depotId, date: $date, visitType: $visitType) {\n      date weekFrom weekTo timeZone message\n      rows { attendanceId attendeeName visitType checkIn checkOut actualIn actualOut }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AttendanceChanged($depotId: ID!) { attendanceChanged(depotId: $depotId) { kind attendeeName at } }\n"): (typeof documents)["\n  subscription AttendanceChanged($depotId: ID!) { attendanceChanged(depotId: $depotId) { kind attendeeName at } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query RegularVisitorReference { regularVisitorReference }"): (typeof documents)["query RegularVisitorReference { regularVisitorReference }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) { registerRegularVisitor(input: $input) { id meetingReference } }\n"): (typeof documents)["\n  mutation RegisterRegularVisitor($input: RegisterRegularVisitorInput!) { registerRegularVisitor(input: $input) { id meetingReference } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {\n    regularVisitors(depotId: $depotId, page: $page, search: $search) {\n      total page pageSize\n      items { id meetingReference name email company signFlag badgeNumFlag enterTemperature emailFlag hostid host { hostname hostemail department } }\n    }\n  }\n"): (typeof documents)["\n  query RegularVisitors($depotId: ID!, $page: Int!, $search: String) {\n    regularVisitors(depotId: $depotId, page: $page, search: $search) {\n      total page pageSize\n      items { id meetingReference name email company signFlag badgeNumFlag enterTemperature emailFlag hostid host { hostname hostemail department } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) { editRegularVisitor(id: $id, input: $input) { id } }\n"): (typeof documents)["\n  mutation EditRegularVisitor($id: ID!, $input: EditRegularVisitorInput!) { editRegularVisitor(id: $id, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveRegularVisitor($id: ID!) { removeRegularVisitor(id: $id) }"): (typeof documents)["mutation RemoveRegularVisitor($id: ID!) { removeRegularVisitor(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendRegularVisitor($id: ID!) { resendRegularVisitorEmail(id: $id) }"): (typeof documents)["mutation ResendRegularVisitor($id: ID!) { resendRegularVisitorEmail(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) { editRegularHost(hostId: $hostId, input: $input) { id } }\n"): (typeof documents)["\n  mutation EditRegularHost($hostId: ID!, $input: RegularHostInput!) { editRegularHost(hostId: $hostId, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Badges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse } nextBadgeNumber(depotId: $depotId) }"): (typeof documents)["query Badges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse } nextBadgeNumber(depotId: $depotId) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddBadges($input: AddBadgesInput!) { addBadges(input: $input) { id } }"): (typeof documents)["mutation AddBadges($input: AddBadgesInput!) { addBadges(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BadgeAssignee($depotId: ID!, $badgeNum: String!) { badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt } }\n"): (typeof documents)["\n  query BadgeAssignee($depotId: ID!, $badgeNum: String!) { badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name }\n  }\n"): (typeof documents)["\n  mutation CheckOutBadgeHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Tenants($includeArchived: Boolean! = false) {\n    tenants(includeArchived: $includeArchived) { id name dateRegistered numDepots numReps tempMin tempMax archivedAt }\n  }\n"): (typeof documents)["\n  query Tenants($includeArchived: Boolean! = false) {\n    tenants(includeArchived: $includeArchived) { id name dateRegistered numDepots numReps tempMin tempMax archivedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FirstRun { firstRun }"): (typeof documents)["query FirstRun { firstRun }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TenantDetails($id: ID!) {\n    tenant(id: $id) {\n      id name dateRegistered numDepots numReps tempMin tempMax archivedAt\n      tenantRep { id name username email role department emailConfirmed disabled depot { id code } }\n      depots {\n        id code tenantId tenantName timeZone text kioskUrl partnerKioskUrl\n        address { line1 line2 county eirCode }\n        managers { id name email department depotId receiveEmailFlag }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TenantDetails($id: ID!) {\n    tenant(id: $id) {\n      id name dateRegistered numDepots numReps tempMin tempMax archivedAt\n      tenantRep { id name username email role department emailConfirmed disabled depot { id code } }\n      depots {\n        id code tenantId tenantName timeZone text kioskUrl partnerKioskUrl\n        address { line1 line2 county eirCode }\n        managers { id name email department depotId receiveEmailFlag }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TenantRoles($tenantId: ID) { roles(tenantId: $tenantId) { id roleName } }"): (typeof documents)["query TenantRoles($tenantId: ID) { roles(tenantId: $tenantId) { id roleName } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTenant($input: CreateTenantInput!) { createTenant(input: $input) { id name } }\n"): (typeof documents)["\n  mutation CreateTenant($input: CreateTenantInput!) { createTenant(input: $input) { id name } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditTenant($id: ID!, $input: EditTenantInput!) { editTenant(id: $id, input: $input) { id name tempMin tempMax } }\n"): (typeof documents)["\n  mutation EditTenant($id: ID!, $input: EditTenantInput!) { editTenant(id: $id, input: $input) { id name tempMin tempMax } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveTenant($id: ID!, $confirmName: String!) { removeTenant(id: $id, confirmName: $confirmName) }"): (typeof documents)["mutation RemoveTenant($id: ID!, $confirmName: String!) { removeTenant(id: $id, confirmName: $confirmName) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RestoreTenant($id: ID!) { restoreTenant(id: $id) { id archivedAt } }"): (typeof documents)["mutation RestoreTenant($id: ID!) { restoreTenant(id: $id) { id archivedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) { editRepresentative(id: $id, input: $input) { id } }\n"): (typeof documents)["\n  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) { editRepresentative(id: $id, input: $input) { id } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveRepresentative($id: ID!) { removeRepresentative(id: $id) }"): (typeof documents)["mutation RemoveRepresentative($id: ID!) { removeRepresentative(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendConfirmation($id: ID!) { resendConfirmationEmail(id: $id) }"): (typeof documents)["mutation ResendConfirmation($id: ID!) { resendConfirmationEmail(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) { setUserDisabled(id: $id, disabled: $disabled) { id disabled } }\n"): (typeof documents)["\n  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) { setUserDisabled(id: $id, disabled: $disabled) { id disabled } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendUserPasswordReset($id: ID!) { sendUserPasswordReset(id: $id) }"): (typeof documents)["mutation SendUserPasswordReset($id: ID!) { sendUserPasswordReset(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterUser($input: RegisterUserInput!) { registerUser(input: $input) { id username tenantId } }\n"): (typeof documents)["\n  mutation RegisterUser($input: RegisterUserInput!) { registerUser(input: $input) { id username tenantId } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDepot($input: AddDepotInput!) { addDepot(input: $input) { id code tenantId } }"): (typeof documents)["mutation AddDepot($input: AddDepotInput!) { addDepot(input: $input) { id code tenantId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDepot($id: ID!, $input: DepotInput!) { updateDepot(id: $id, input: $input) { id address { line1 line2 county eirCode } } }\n"): (typeof documents)["\n  mutation UpdateDepot($id: ID!, $input: DepotInput!) { updateDepot(id: $id, input: $input) { id address { line1 line2 county eirCode } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddManager($input: AddManagerInput!) { addManager(input: $input) { id } }"): (typeof documents)["mutation AddManager($input: AddManagerInput!) { addManager(input: $input) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditManager($id: ID!, $input: EditManagerInput!) { editManager(id: $id, input: $input) { id name email department receiveEmailFlag } }\n"): (typeof documents)["\n  mutation EditManager($id: ID!, $input: EditManagerInput!) { editManager(id: $id, input: $input) { id name email department receiveEmailFlag } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteManager($id: ID!) { deleteManager(id: $id) }"): (typeof documents)["mutation DeleteManager($id: ID!) { deleteManager(id: $id) }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepotBadges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse holderName holderKind } nextBadgeNumber(depotId: $depotId) }\n"): (typeof documents)["\n  query DepotBadges($depotId: ID!) { badges(depotId: $depotId) { id badgeNum inUse holderName holderKind } nextBadgeNumber(depotId: $depotId) }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddDepotBadges($input: AddBadgesInput!) { addBadges(input: $input) { id badgeNum } }"): (typeof documents)["mutation AddDepotBadges($input: AddBadgesInput!) { addBadges(input: $input) { id badgeNum } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt badgeNumber visitType }\n  }\n"): (typeof documents)["\n  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {\n    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) { kind name company checkedInAt badgeNumber visitType }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name kind }\n  }\n"): (typeof documents)["\n  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {\n    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) { name kind }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitFields on BookedVisit {\n    id meetingReference visitType firstName lastName email company hostName hostEmail department dateOfVisit depotId depotCode\n    state hasCheckedIn hasCheckedOut attendanceId checkInTime checkOutTime depotBadgeNum manualCheckout\n  }\n"): (typeof documents)["\n  fragment VisitFields on BookedVisit {\n    id meetingReference visitType firstName lastName email company hostName hostEmail department dateOfVisit depotId depotCode\n    state hasCheckedIn hasCheckedOut attendanceId checkInTime checkOutTime depotBadgeNum manualCheckout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitDetail($id: ID!) {\n    bookedVisit(id: $id) { ...VisitFields }\n    visitQuestionnaire(visitId: $id) { visitId timeZone message }\n  }\n"): (typeof documents)["\n  query VisitDetail($id: ID!) {\n    bookedVisit(id: $id) { ...VisitFields }\n    visitQuestionnaire(visitId: $id) { visitId timeZone message }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitQuestionnaire($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId attendanceId message visitorName email company visitType hostName depotCode timeZone\n      checkInTime checkOutTime manualCheckout depotBadgeNum carReg reason temperature temperatureFlagged rulesOnDevice\n      answers { key group question answer }\n      hasSignature signatureDataUrl\n    }\n  }\n"): (typeof documents)["\n  query VisitQuestionnaire($visitId: ID!) {\n    visitQuestionnaire(visitId: $visitId) {\n      visitId attendanceId message visitorName email company visitType hostName depotCode timeZone\n      checkInTime checkOutTime manualCheckout depotBadgeNum carReg reason temperature temperatureFlagged rulesOnDevice\n      answers { key group question answer }\n      hasSignature signatureDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitPageFields on VisitPage { total page pageSize pages message items { ...VisitFields } }\n"): (typeof documents)["\n  fragment VisitPageFields on VisitPage { total page pageSize pages message items { ...VisitFields } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {\n    dailyVisitReport(depotId: $depotId, date: $date, page: $page) { ...VisitPageFields }\n  }\n"): (typeof documents)["\n  query DailyVisitReport($depotId: ID!, $date: String, $page: Int) {\n    dailyVisitReport(depotId: $depotId, date: $date, page: $page) { ...VisitPageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    dateRangeVisitorsReport(input: $input) { ...VisitPageFields }\n  }\n"): (typeof documents)["\n  query DateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    dateRangeVisitorsReport(input: $input) { ...VisitPageFields }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {\n    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {\n      timeZone\n      days { date planned unplanned regular }\n      hours { hour count }\n    }\n  }\n"): (typeof documents)["\n  query VisitorsSummary($depotId: ID!, $dateFrom: String!, $dateTo: String!) {\n    visitorsSummary(depotId: $depotId, dateFrom: $dateFrom, dateTo: $dateTo) {\n      timeZone\n      days { date planned unplanned regular }\n      hours { hour count }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {\n    exportDailyVisitReport(depotId: $depotId, date: $date) { id status fileName downloadPath message rowCount }\n  }\n"): (typeof documents)["\n  mutation ExportDailyVisitReport($depotId: ID!, $date: String) {\n    exportDailyVisitReport(depotId: $depotId, date: $date) { id status fileName downloadPath message rowCount }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    exportDateRangeVisitorsReport(input: $input) { id status fileName downloadPath message rowCount }\n  }\n"): (typeof documents)["\n  mutation ExportDateRangeVisitorsReport($input: DateRangeVisitorsReportInput!) {\n    exportDateRangeVisitorsReport(input: $input) { id status fileName downloadPath message rowCount }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;