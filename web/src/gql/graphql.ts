/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: any; output: any; }
};

export type AddDepotInput = {
  code: Scalars['String']['input'];
  county: Scalars['String']['input'];
  eirCode: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2: Scalars['String']['input'];
  /** SuperAdmin names the tenant; others add to their own. */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** IANA time zone; Europe/Dublin when not given. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type AddManagerInput = {
  department: Scalars['String']['input'];
  depotId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Defaults to true. */
  receiveEmailFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Must match email when given ('Emails do not match'). */
  repeatEmail?: InputMaybe<Scalars['String']['input']>;
};

export type Address = {
  __typename?: 'Address';
  county: Scalars['String']['output'];
  eirCode: Scalars['String']['output'];
  line1: Scalars['String']['output'];
  line2: Scalars['String']['output'];
};

/** Someone signed in or out, clocked in or out, or a visit was cancelled. */
export type AttendanceChange = {
  __typename?: 'AttendanceChange';
  at: Scalars['DateTimeISO']['output'];
  attendanceId?: Maybe<Scalars['ID']['output']>;
  attendeeName: Scalars['String']['output'];
  depotId: Scalars['ID']['output'];
  kind: AttendanceChangeKind;
  visitId?: Maybe<Scalars['ID']['output']>;
  visitType: Scalars['String']['output'];
};

export type AttendanceChangeKind =
  | 'CANCELLED'
  | 'CHECKED_IN'
  | 'CHECKED_OUT'
  | 'CLOCKED_IN'
  | 'CLOCKED_OUT';

export type AuthPayload = {
  __typename?: 'AuthPayload';
  token: Scalars['String']['output'];
  user: User;
};

export type CreateTenantInput = {
  /** The first depot (the spec names the field depots). */
  depots: DepotInput;
  name: Scalars['String']['input'];
  rep: TenantRepInput;
};

export type DateRangePartnerReportInput = {
  /** yyyy-MM-dd */
  dateFrom: Scalars['String']['input'];
  /** yyyy-MM-dd */
  dateTo: Scalars['String']['input'];
  depotId: Scalars['ID']['input'];
  /** Only this partner */
  workId?: InputMaybe<Scalars['String']['input']>;
};

export type Depot = {
  __typename?: 'Depot';
  address: Address;
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Dropdown option key (the id). */
  key: Scalars['ID']['output'];
  managers: Array<Manager>;
  tenantId: Scalars['ID']['output'];
  tenantName: Scalars['String']['output'];
  /** Dropdown option text: the code and the first address line. */
  text: Scalars['String']['output'];
  /** IANA time zone: "today", shifts and daily reports of this depot are in it. */
  timeZone: Scalars['String']['output'];
  /** Dropdown option value (the id). */
  value: Scalars['ID']['output'];
};

export type DepotInput = {
  code: Scalars['String']['input'];
  county: Scalars['String']['input'];
  eirCode: Scalars['String']['input'];
  line1: Scalars['String']['input'];
  line2: Scalars['String']['input'];
  /** IANA time zone; Europe/Dublin when not given. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type DepotRef = {
  __typename?: 'DepotRef';
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type EditManagerInput = {
  department: Scalars['String']['input'];
  /** Move the manager to another depot of the tenant. */
  depotId?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  receiveEmailFlag?: InputMaybe<Scalars['Boolean']['input']>;
  repeatEmail?: InputMaybe<Scalars['String']['input']>;
};

export type EditRepresentativeInput = {
  department?: InputMaybe<Scalars['String']['input']>;
  /** Move the user to another depot of its tenant. */
  depotId?: InputMaybe<Scalars['ID']['input']>;
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** SuperAdmin, TenantAdmin, DepotManager or a name from the tenant role list. */
  role: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type EditTenantInput = {
  name: Scalars['String']['input'];
  tempMax?: InputMaybe<Scalars['Float']['input']>;
  tempMin?: InputMaybe<Scalars['Float']['input']>;
};

export type ExportJob = {
  __typename?: 'ExportJob';
  createdAt: Scalars['DateTimeISO']['output'];
  dateFrom: Scalars['String']['output'];
  dateTo: Scalars['String']['output'];
  depotId: Scalars['ID']['output'];
  /** GET this path with the bearer token once DONE */
  downloadPath?: Maybe<Scalars['String']['output']>;
  fileName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message?: Maybe<Scalars['String']['output']>;
  rowCount: Scalars['Int']['output'];
  /** QUEUED, RUNNING, DONE or FAILED */
  status: Scalars['String']['output'];
};

export type ExportPartnerReportInput = {
  /** A daily export: yyyy-MM-dd (default today in the depot zone) */
  date?: InputMaybe<Scalars['String']['input']>;
  /** A date-range export: yyyy-MM-dd */
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  dateTo?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
};

export type ImportJob = {
  __typename?: 'ImportJob';
  createdAt: Scalars['DateTimeISO']['output'];
  depotId: Scalars['ID']['output'];
  fileName: Scalars['String']['output'];
  finishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  inserted: Scalars['Int']['output'];
  /** partner or visitor */
  kind: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  processed: Scalars['Int']['output'];
  rowErrors: Array<ImportRowError>;
  /** QUEUED, RUNNING, DONE or FAILED */
  status: Scalars['String']['output'];
  total: Scalars['Int']['output'];
};

/** A rejected row: its row number in the sheet (the header is row 1) and why. */
export type ImportRowError = {
  __typename?: 'ImportRowError';
  message: Scalars['String']['output'];
  row: Scalars['Int']['output'];
};

export type KioskDepot = {
  __typename?: 'KioskDepot';
  address: Address;
  code: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Highest accepted temperature (degrees C). */
  tempMax: Scalars['Float']['output'];
  /** Lowest accepted temperature (degrees C). */
  tempMin: Scalars['Float']['output'];
  tenantName: Scalars['String']['output'];
  timeZone: Scalars['String']['output'];
};

export type Manager = {
  __typename?: 'Manager';
  department: Scalars['String']['output'];
  depotId: Scalars['ID']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  receiveEmailFlag: Scalars['Boolean']['output'];
  tenantId: Scalars['ID']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addDepot: Depot;
  addManager: Manager;
  /** Adds a tenant, its first depot and a TenantAdmin rep (e-mailed a link to set a password). */
  createTenant: Tenant;
  deleteManager: Scalars['Boolean']['output'];
  editManager: Manager;
  editRepresentative: User;
  editTenant: Tenant;
  /** Queues an xlsx partner report export (a day, or dateFrom..dateTo); message 'Please export the file now.' */
  exportPartnerReport: ExportJob;
  login: AuthPayload;
  /** Revokes every token of the signed-in user. */
  logout: Scalars['Boolean']['output'];
  registerUser: User;
  /** Removes a user of the tenant (not oneself). */
  removeRepresentative: Scalars['Boolean']['output'];
  /** Removes a tenant and everything it owns. */
  removeTenant: Scalars['Boolean']['output'];
  /** Always true: whether the user exists is not revealed. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sends the user a new account-confirmation e-mail. */
  resendConfirmationEmail: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  updateDepot: Depot;
};


export type MutationAddDepotArgs = {
  input: AddDepotInput;
};


export type MutationAddManagerArgs = {
  input: AddManagerInput;
};


export type MutationCreateTenantArgs = {
  input: CreateTenantInput;
};


export type MutationDeleteManagerArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEditManagerArgs = {
  id: Scalars['ID']['input'];
  input: EditManagerInput;
};


export type MutationEditRepresentativeArgs = {
  id: Scalars['ID']['input'];
  input: EditRepresentativeInput;
};


export type MutationEditTenantArgs = {
  id: Scalars['ID']['input'];
  input: EditTenantInput;
};


export type MutationExportPartnerReportArgs = {
  input: ExportPartnerReportInput;
};


export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


export type MutationRegisterUserArgs = {
  input: RegisterUserInput;
};


export type MutationRemoveRepresentativeArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRemoveTenantArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRequestPasswordResetArgs = {
  username: Scalars['String']['input'];
};


export type MutationResendConfirmationEmailArgs = {
  id: Scalars['ID']['input'];
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationUpdateDepotArgs = {
  id: Scalars['ID']['input'];
  input: DepotInput;
};

export type PartnerReport = {
  __typename?: 'PartnerReport';
  dateFrom: Scalars['String']['output'];
  dateTo: Scalars['String']['output'];
  depotId: Scalars['ID']['output'];
  /** The spec's empty-state text when there are no rows */
  message?: Maybe<Scalars['String']['output']>;
  rows: Array<PartnerReportRow>;
  /** More rows than the screen shows: export the file */
  truncated: Scalars['Boolean']['output'];
};

export type PartnerReportRow = {
  __typename?: 'PartnerReportRow';
  /** The organisation */
  agency: Scalars['String']['output'];
  badgeNumFlag: Scalars['Boolean']['output'];
  /** HH:mm:ss */
  clockIn: Scalars['String']['output'];
  clockOut?: Maybe<Scalars['String']['output']>;
  /** dd-MM-yyyy */
  date: Scalars['String']['output'];
  /** The depot code */
  depot: Scalars['String']['output'];
  depotBadgeNum?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  roleName?: Maybe<Scalars['String']['output']>;
  /** HH:mm */
  shiftStartTime?: Maybe<Scalars['String']['output']>;
  signFlag: Scalars['Boolean']['output'];
  /** Decimal hours; null while clocked in */
  totalHours?: Maybe<Scalars['Float']['output']>;
  workId: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** A depot's partner attendances on one of its days (yyyy-MM-dd; default today in the depot's zone). */
  dailyPartnerReport: PartnerReport;
  /** Partner attendances of a depot over a date range (at most 93 days). */
  dateRangePartnerReport: PartnerReport;
  /** A tenant's depots (own tenant when not given); DepotManager sees only its own depot. */
  depots: Array<Depot>;
  /** The managers of a depot who receive e-mails. */
  emailManagers: Array<Manager>;
  exportJob: ExportJob;
  /** Public: the kiosk looks its depot up by tenant name and depot code (case-insensitive). */
  findDepot: KioskDepot;
  /** Liveness over GraphQL: always "ok". */
  health: Scalars['String']['output'];
  /** A bulk upload (api/partner-bulk-upload, api/visitor-bulk-upload): progress and the rejected rows. */
  importJob: ImportJob;
  /** The managers of a depot. */
  managers: Array<Manager>;
  /** The signed-in staff user. */
  me: User;
  /** Tenant details: SuperAdmin any, others their own (DepotManager: its depot, no users). */
  tenant: TenantDetails;
  /** Every tenant with its counts (SuperAdmin). */
  tenants: Array<Tenant>;
  /** Tenants for a dropdown: SuperAdmin all, others their own. */
  tenantsShortList: Array<TenantShort>;
};


export type QueryDailyPartnerReportArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
};


export type QueryDateRangePartnerReportArgs = {
  input: DateRangePartnerReportInput;
};


export type QueryDepotsArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryEmailManagersArgs = {
  depotId: Scalars['ID']['input'];
};


export type QueryExportJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryFindDepotArgs = {
  depotCode: Scalars['String']['input'];
  tenantName: Scalars['String']['input'];
};


export type QueryImportJobArgs = {
  id: Scalars['ID']['input'];
};


export type QueryManagersArgs = {
  depotId: Scalars['ID']['input'];
};


export type QueryTenantArgs = {
  id: Scalars['ID']['input'];
};

export type RegisterUserInput = {
  department?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
  repeatEmail?: InputMaybe<Scalars['String']['input']>;
  role: Scalars['String']['input'];
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  username: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
  username: Scalars['String']['input'];
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Every sign-in, sign-out, clock-in, clock-out and cancellation at a depot of the subscriber's tenant. */
  attendanceChanged: AttendanceChange;
};


export type SubscriptionAttendanceChangedArgs = {
  depotId: Scalars['ID']['input'];
};

export type Tenant = {
  __typename?: 'Tenant';
  dateRegistered: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  numDepots: Scalars['Int']['output'];
  numReps: Scalars['Int']['output'];
  /** Highest temperature the kiosk accepts (degrees C). */
  tempMax: Scalars['Float']['output'];
  /** Lowest temperature the kiosk accepts (degrees C). */
  tempMin: Scalars['Float']['output'];
};

export type TenantDetails = {
  __typename?: 'TenantDetails';
  dateRegistered: Scalars['DateTimeISO']['output'];
  depots: Array<Depot>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  numDepots: Scalars['Int']['output'];
  numReps: Scalars['Int']['output'];
  tempMax: Scalars['Float']['output'];
  tempMin: Scalars['Float']['output'];
  tenantRep: Array<User>;
};

export type TenantRepInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  /** Must match email when given ('Emails do not match'). */
  repeatEmail?: InputMaybe<Scalars['String']['input']>;
  username: Scalars['String']['input'];
};

export type TenantShort = {
  __typename?: 'TenantShort';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type User = {
  __typename?: 'User';
  department?: Maybe<Scalars['String']['output']>;
  depot?: Maybe<DepotRef>;
  email: Scalars['String']['output'];
  emailConfirmed: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
  tenantId?: Maybe<Scalars['ID']['output']>;
  tenantName?: Maybe<Scalars['String']['output']>;
  username: Scalars['String']['output'];
};

export type SessionUserFieldsFragment = { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, depot?: { __typename?: 'DepotRef', id: string, code: string } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } };

export type LoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type RequestPasswordResetMutationVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type PartnerReportFieldsFragment = { __typename?: 'PartnerReport', depotId: string, dateFrom: string, dateTo: string, message?: string | null, truncated: boolean, rows: Array<{ __typename?: 'PartnerReportRow', workId: string, name: string, agency: string, depot: string, signFlag: boolean, badgeNumFlag: boolean, depotBadgeNum?: string | null, date: string, shiftStartTime?: string | null, clockIn: string, clockOut?: string | null, totalHours?: number | null, roleName?: string | null }> };

export type DailyPartnerReportQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
}>;


export type DailyPartnerReportQuery = { __typename?: 'Query', dailyPartnerReport: { __typename?: 'PartnerReport', depotId: string, dateFrom: string, dateTo: string, message?: string | null, truncated: boolean, rows: Array<{ __typename?: 'PartnerReportRow', workId: string, name: string, agency: string, depot: string, signFlag: boolean, badgeNumFlag: boolean, depotBadgeNum?: string | null, date: string, shiftStartTime?: string | null, clockIn: string, clockOut?: string | null, totalHours?: number | null, roleName?: string | null }> } };

export type DateRangePartnerReportQueryVariables = Exact<{
  input: DateRangePartnerReportInput;
}>;


export type DateRangePartnerReportQuery = { __typename?: 'Query', dateRangePartnerReport: { __typename?: 'PartnerReport', depotId: string, dateFrom: string, dateTo: string, message?: string | null, truncated: boolean, rows: Array<{ __typename?: 'PartnerReportRow', workId: string, name: string, agency: string, depot: string, signFlag: boolean, badgeNumFlag: boolean, depotBadgeNum?: string | null, date: string, shiftStartTime?: string | null, clockIn: string, clockOut?: string | null, totalHours?: number | null, roleName?: string | null }> } };

export type ExportPartnerReportMutationVariables = Exact<{
  input: ExportPartnerReportInput;
}>;


export type ExportPartnerReportMutation = { __typename?: 'Mutation', exportPartnerReport: { __typename?: 'ExportJob', id: string, status: string, fileName: string, downloadPath?: string | null, message?: string | null } };

export type ExportJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExportJobQuery = { __typename?: 'Query', exportJob: { __typename?: 'ExportJob', id: string, status: string, fileName: string, downloadPath?: string | null, message?: string | null, rowCount: number } };

export type StaffDepotsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffDepotsQuery = { __typename?: 'Query', depots: Array<{ __typename?: 'Depot', id: string, code: string, text: string, timeZone: string }> };

export type ImportJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ImportJobQuery = { __typename?: 'Query', importJob: { __typename?: 'ImportJob', id: string, kind: string, status: string, fileName: string, total: number, processed: number, inserted: number, message?: string | null, rowErrors: Array<{ __typename?: 'ImportRowError', row: number, message: string }> } };

export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const PartnerReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agency"}},{"kind":"Field","name":{"kind":"Name","value":"depot"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<PartnerReportFieldsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const DailyPartnerReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DailyPartnerReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyPartnerReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agency"}},{"kind":"Field","name":{"kind":"Name","value":"depot"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<DailyPartnerReportQuery, DailyPartnerReportQueryVariables>;
export const DateRangePartnerReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DateRangePartnerReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangePartnerReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateRangePartnerReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agency"}},{"kind":"Field","name":{"kind":"Name","value":"depot"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<DateRangePartnerReportQuery, DateRangePartnerReportQueryVariables>;
export const ExportPartnerReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportPartnerReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportPartnerReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPartnerReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ExportPartnerReportMutation, ExportPartnerReportMutationVariables>;
export const ExportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]}}]} as unknown as DocumentNode<ExportJobQuery, ExportJobQueryVariables>;
export const StaffDepotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDepots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<StaffDepotsQuery, StaffDepotsQueryVariables>;
export const ImportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"inserted"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportJobQuery, ImportJobQueryVariables>;