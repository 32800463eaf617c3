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
    "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n    }\n  }\n": typeof types.PartnerReportFieldsFragmentDoc,
    "\n  query DailyPartnerReport($depotId: ID!, $date: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date) {\n      ...PartnerReportFields\n    }\n  }\n": typeof types.DailyPartnerReportDocument,
    "\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n": typeof types.DateRangePartnerReportDocument,
    "\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n    }\n  }\n": typeof types.ExportPartnerReportDocument,
    "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n      rowCount\n    }\n  }\n": typeof types.ExportJobDocument,
    "\n  query StaffDepots {\n    depots {\n      id\n      code\n      text\n      timeZone\n    }\n  }\n": typeof types.StaffDepotsDocument,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n": typeof types.ImportJobDocument,
};
const documents: Documents = {
    "\n  fragment SessionUserFields on User {\n    id\n    username\n    name\n    email\n    department\n    role\n    tenantId\n    tenantName\n    depot {\n      id\n      code\n    }\n  }\n": types.SessionUserFieldsFragmentDoc,
    "\n  query Me {\n    me {\n      ...SessionUserFields\n    }\n  }\n  \n": types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      user {\n        ...SessionUserFields\n      }\n    }\n  }\n  \n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RequestPasswordReset($username: String!) {\n    requestPasswordReset(username: $username)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n    }\n  }\n": types.PartnerReportFieldsFragmentDoc,
    "\n  query DailyPartnerReport($depotId: ID!, $date: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date) {\n      ...PartnerReportFields\n    }\n  }\n": types.DailyPartnerReportDocument,
    "\n  query DateRangePartnerReport($input: DateRangePartnerReportInput!) {\n    dateRangePartnerReport(input: $input) {\n      ...PartnerReportFields\n    }\n  }\n": types.DateRangePartnerReportDocument,
    "\n  mutation ExportPartnerReport($input: ExportPartnerReportInput!) {\n    exportPartnerReport(input: $input) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n    }\n  }\n": types.ExportPartnerReportDocument,
    "\n  query ExportJob($id: ID!) {\n    exportJob(id: $id) {\n      id\n      status\n      fileName\n      downloadPath\n      message\n      rowCount\n    }\n  }\n": types.ExportJobDocument,
    "\n  query StaffDepots {\n    depots {\n      id\n      code\n      text\n      timeZone\n    }\n  }\n": types.StaffDepotsDocument,
    "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n": types.ImportJobDocument,
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
export function graphql(source: "\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n    }\n  }\n"): (typeof documents)["\n  fragment PartnerReportFields on PartnerReport {\n    depotId\n    dateFrom\n    dateTo\n    message\n    truncated\n    rows {\n      workId\n      name\n      agency\n      depot\n      signFlag\n      badgeNumFlag\n      depotBadgeNum\n      date\n      shiftStartTime\n      clockIn\n      clockOut\n      totalHours\n      roleName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DailyPartnerReport($depotId: ID!, $date: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date) {\n      ...PartnerReportFields\n    }\n  }\n"): (typeof documents)["\n  query DailyPartnerReport($depotId: ID!, $date: String) {\n    dailyPartnerReport(depotId: $depotId, date: $date) {\n      ...PartnerReportFields\n    }\n  }\n"];
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
export function graphql(source: "\n  query StaffDepots {\n    depots {\n      id\n      code\n      text\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query StaffDepots {\n    depots {\n      id\n      code\n      text\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  query ImportJob($id: ID!) {\n    importJob(id: $id) {\n      id\n      kind\n      status\n      fileName\n      total\n      processed\n      inserted\n      message\n      rowErrors {\n        row\n        message\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;