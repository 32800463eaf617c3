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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;