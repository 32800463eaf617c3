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

/** Badges to add to a depot: one (badgeNum) or a range (badgeNumFrom to badgeNumTo). A number already there answers CONFLICT and none is added. */
export type AddBadgesInput = {
  /** One badge (the single-badge toggle, default). */
  badgeNum?: InputMaybe<Scalars['String']['input']>;
  /** A range: must be the next badge number. */
  badgeNumFrom?: InputMaybe<Scalars['String']['input']>;
  /** The last number of the range (inclusive; at most 500 badges at once, more answers BAD_USER_INPUT). */
  badgeNumTo?: InputMaybe<Scalars['String']['input']>;
  /** The depot's id (of the caller's tenant). */
  depotId: Scalars['ID']['input'];
};

/** A new depot: its details and, for a SuperAdmin, its tenant. */
export type AddDepotInput = {
  /** Short code, unique within the tenant (CONFLICT when taken); part of the kiosk URL. */
  code: Scalars['String']['input'];
  /** County (required). */
  county: Scalars['String']['input'];
  /** Postal code (required). */
  eirCode: Scalars['String']['input'];
  /** First address line (required). */
  line1: Scalars['String']['input'];
  /** Second address line (required). */
  line2: Scalars['String']['input'];
  /** SuperAdmin names the tenant; others add to their own. */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** IANA time zone; Europe/Dublin when not given. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** A new required document type. */
export type AddDocumentTypeInput = {
  /** True: a partner it applies to cannot clock in while it is missing or expired */
  blocksClockIn: Scalars['Boolean']['input'];
  /** Issue 38: asked of partners (default true; false: a visitors' document only). Absent on an edit: unchanged */
  forPartners?: InputMaybe<Scalars['Boolean']['input']>;
  /** Issue 38: asked of planned visitors on the pre-arrival page (default false). Absent on an edit: unchanged */
  forVisitors?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the document is, e.g. "Public liability insurance" (shown to staff and, when it blocks, at the kiosk) */
  name: Scalars['String']['input'];
  /** The partner role names it applies to (their ids); empty: every partner */
  roleIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** SuperAdmin: the tenant; others: their own (leave empty) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** Issue 38: the visit reasons whose visitors are asked for it (their ids); empty: every planned visitor. Absent on an edit: unchanged */
  visitReasonIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A new induction course (issue 38). */
export type AddInductionCourseInput = {
  /** Every partner needs it */
  allPartners?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the person reads (plain text; blank lines separate paragraphs) */
  body: Scalars['String']['input'];
  /** The share of questions to answer right, in percent (0 to 100) */
  passMark: Scalars['Int']['input'];
  /** Multiple-choice questions (none: reading the text is the pass) */
  questions?: InputMaybe<Array<InductionQuestionInput>>;
  /** Visitors whose visit reason is one of these (the tenant's visit reasons) need it */
  reasonIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Regular visitors need it */
  regularVisitors?: InputMaybe<Scalars['Boolean']['input']>;
  /** Partners of these roles need it */
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** SuperAdmin: the tenant; others: their own (leave empty) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** The title */
  title: Scalars['String']['input'];
  /** How many months a pass is valid (1 to 120) */
  validMonths: Scalars['Int']['input'];
};

/** A new depot manager. */
export type AddManagerInput = {
  /** Department (required). */
  department: Scalars['String']['input'];
  /** The depot (of the caller's tenant). */
  depotId: Scalars['ID']['input'];
  /** E-mail address (required). */
  email: Scalars['String']['input'];
  /** Full name (required). */
  name: Scalars['String']['input'];
  /** Defaults to true. */
  receiveEmailFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Must match email when given ('Emails do not match'). */
  repeatEmail?: InputMaybe<Scalars['String']['input']>;
};

/** A visit reason to add. */
export type AddVisitReasonInput = {
  /** SuperAdmin: the tenant */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** The reason (required; unique among the active ones, any case). */
  text: Scalars['String']['input'];
};

/** A new watchlist entry. */
export type AddWatchlistEntryInput = {
  /** ALERT: let them in and tell the managers; BLOCK: refuse */
  action: WatchlistAction;
  /** Their car registration: matches alone (spaces and dashes do not matter) */
  carReg?: InputMaybe<Scalars['String']['input']>;
  /** Their company (shown to staff; not matched) */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Their e-mail address: matches alone */
  email?: InputMaybe<Scalars['String']['input']>;
  /** When the entry stops counting (UTC); empty: never */
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The person's full name (case, accents and spacing do not matter when matching) */
  name: Scalars['String']['input'];
  /** Their phone number: matches with the name */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Why (staff only: never shown at the kiosk) */
  reason: Scalars['String']['input'];
  /** SuperAdmin: the tenant; others: their own (leave empty) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A depot's postal address (Irish format). */
export type Address = {
  __typename?: 'Address';
  /** The county (Irish addresses name one; the kiosk shows it under the depot) */
  county: Scalars['String']['output'];
  /** Postal code (Eircode). */
  eirCode: Scalars['String']['output'];
  /** First address line. */
  line1: Scalars['String']['output'];
  /** Second address line. */
  line2: Scalars['String']['output'];
};

/** One immutable version of a tenant's agreement words (issue 38). */
export type AgreementVersion = {
  __typename?: 'AgreementVersion';
  /** Regular visitors and partners who accepted an older version are asked to accept this one once. */
  askAgain: Scalars['Boolean']['output'];
  /** The version. */
  id: Scalars['ID']['output'];
  /** The built-in default words (no save of the tenant). */
  isDefault: Scalars['Boolean']['output'];
  /** rules (the visitors' rules and questions) or contractor (the rules partners accept). */
  kind: Scalars['String']['output'];
  /** Its number within the tenant and kind, from 1; 0: the built-in default words. */
  number: Scalars['Int']['output'];
  /** When it was saved. */
  savedAt: Scalars['DateTimeISO']['output'];
  /** Who saved it; null: the built-in defaults or texts saved before versions. */
  savedByName?: Maybe<Scalars['String']['output']>;
  /** The words of this version. */
  words: Array<AgreementWord>;
};

/** One rule or question of an agreement version, in the words of that version. */
export type AgreementWord = {
  __typename?: 'AgreementWord';
  /** The answer key (hr_1, q1...) of a rules version; the position (1, 2...) of a contractor rule. */
  key: Scalars['String']['output'];
  /** The words as they were in this version. */
  text: Scalars['String']['output'];
};

/** An integrator's API key of a tenant (the secret itself is shown once, at creation). */
export type ApiKey = {
  __typename?: 'ApiKey';
  /** When it was made (UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The username of who made it */
  createdBy: Scalars['String']['output'];
  /** That depot code */
  depotCode?: Maybe<Scalars['String']['output']>;
  /** The one depot it is kept to; null: every depot of the tenant */
  depotId?: Maybe<Scalars['ID']['output']>;
  /** When it stops working (UTC); null: never */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The secret's last four characters, to tell keys apart */
  hint: Scalars['String']['output'];
  /** The key id (also part of the key itself) */
  id: Scalars['ID']['output'];
  /** When it was last used (to the minute, UTC); null: never */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The name staff gave it ("Access control", "Canteen display") */
  name: Scalars['String']['output'];
  /** When it was revoked (UTC); null: it is live unless expired */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What it may do */
  scopes: Array<ApiScope>;
};

/** What an API key may do; a key may use only the fields its scopes open. */
export type ApiScope =
  /** Register, edit and remove partners; read shifts and roles */
  | 'MANAGE_PARTNERS'
  /** Read who is on site and today's attendance (live report, on-site list, partner attendances) */
  | 'READ_ATTENDANCE'
  /** Read the visitor and partner reports */
  | 'READ_REPORTS'
  /** Provision the people directory and staff users by SCIM 2.0 (/scim/v2: Users, Groups) */
  | 'SCIM'
  /** Subscribe to a depot's live attendance events (graphql-ws) */
  | 'SUBSCRIBE_LIVE'
  /** Book, edit and cancel visits, and list them */
  | 'WRITE_BOOKINGS';

/** A depot's approval before entry (issue 37). */
export type ApprovalRule =
  /** Only a flagged walk-in waits: a watchlist alert, a temperature above the limit, a "yes" to a health question */
  | 'FLAGGED'
  /** Walk-ins sign in at once (the default) */
  | 'OFF'
  /** Every walk-in waits for staff to let them in */
  | 'WALK_INS';

/** Where a waiting walk-in stands. */
export type ApprovalStatus =
  /** Let in: signed in through the normal path */
  | 'APPROVED'
  /** Refused: nothing signed in */
  | 'DENIED'
  /** No answer within the depot's time: nothing signed in */
  | 'EXPIRED'
  /** Let in, but the sign-in was refused (see failure): nothing signed in */
  | 'FAILED'
  /** Waiting for an answer */
  | 'PENDING';

/** Someone signed in or out, clocked in or out, or a visit was cancelled. */
export type AttendanceChange = {
  __typename?: 'AttendanceChange';
  /** When it happened (UTC instant). */
  at: Scalars['DateTimeISO']['output'];
  /** The attendance (LiveReportRow.attendanceId); null for a cancelled booking. */
  attendanceId?: Maybe<Scalars['ID']['output']>;
  /** The visitor's or partner's full name. */
  attendeeName: Scalars['String']['output'];
  /** The badge of the attendance (its number null: none); null when the event does not say (a view reads). */
  badge?: Maybe<AttendanceChangeBadge>;
  /** The depot it happened at. */
  depotId: Scalars['ID']['output'];
  /** What happened. */
  kind: AttendanceChangeKind;
  /** The attendance after the change, as the live report shows it (null for a cancelled booking, which has none): a view applies it without reading its rows again. */
  row?: Maybe<LiveReportRow>;
  /** The depot's event number: one more than its previous event (from any replica). A view that sees a jump missed an event and reads its rows again. */
  seq: Scalars['Float']['output'];
  /** The visit; null for a partner. */
  visitId?: Maybe<Scalars['ID']['output']>;
  /** Planned, Unplanned, Regular or Partner. */
  visitType: Scalars['String']['output'];
};

/** The badge an attendance holds or held. */
export type AttendanceChangeBadge = {
  __typename?: 'AttendanceChangeBadge';
  /** Its number; null when the attendance has no badge. */
  number?: Maybe<Scalars['String']['output']>;
};

/** What happened to an attendance. */
export type AttendanceChangeKind =
  /** A booked visit was cancelled (no attendance: row is null). */
  | 'CANCELLED'
  /** A visitor signed in. */
  | 'CHECKED_IN'
  /** A visitor signed out (at the kiosk, by staff or by the end-of-day sign-out). */
  | 'CHECKED_OUT'
  /** A partner clocked in. */
  | 'CLOCKED_IN'
  /** A partner clocked out. */
  | 'CLOCKED_OUT';

/** One changed field: before and after as JSON text; a personal field says only that it changed. */
export type AuditChange = {
  __typename?: 'AuditChange';
  /** Its value after, as JSON text; null for a delete or a masked field. */
  after?: Maybe<Scalars['String']['output']>;
  /** Its value before, as JSON text; null for an insert or a masked field. */
  before?: Maybe<Scalars['String']['output']>;
  /** The column that changed. */
  field: Scalars['String']['output'];
  /** A personal field (e.g. a name or e-mail): only the fact that it changed is kept. */
  masked: Scalars['Boolean']['output'];
};

/** One audited change of one row by a staff member. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** e.g. booking.cancel; table.operation when the service named none */
  action: Scalars['String']['output'];
  /** The acting user's id, or the API key's id when an integrator's key acted (its username is then api-key:<name>); null when none was recorded. */
  actorId?: Maybe<Scalars['ID']['output']>;
  /** The acting user's username at the time (an API key: api-key:<its name>). */
  actorUsername: Scalars['String']['output'];
  /** When the change was committed (UTC instant). */
  at: Scalars['DateTimeISO']['output'];
  /** The fields that changed. */
  changes: Array<AuditChange>;
  /** The entry's id. */
  id: Scalars['ID']['output'];
  /** The address the request came from */
  ip?: Maybe<Scalars['String']['output']>;
  /** INSERT, UPDATE or DELETE; EVENT for a fact that changes no row (a sign-in, a refused sign-in, a read of the trail, a data-subject search, an export downloaded) */
  operation: Scalars['String']['output'];
  /** The changed row's id. */
  targetId?: Maybe<Scalars['String']['output']>;
  /** The changed table (visit, app_user, depot...). */
  targetType: Scalars['String']['output'];
  /** The tenant of the changed row; null for a row of no tenant (a SuperAdmin's own). */
  tenantId?: Maybe<Scalars['ID']['output']>;
};

/** Filters of the audit trail; every field optional. */
export type AuditFilterInput = {
  /** An action or its prefix (booking, booking.cancel) */
  action?: InputMaybe<Scalars['String']['input']>;
  /** The acting user */
  actorId?: InputMaybe<Scalars['ID']['input']>;
  /** First day (yyyy-MM-dd, UTC) */
  from?: InputMaybe<Scalars['String']['input']>;
  /** The acting user's username (contains, any case) */
  person?: InputMaybe<Scalars['String']['input']>;
  /** The changed row's id */
  targetId?: InputMaybe<Scalars['String']['input']>;
  /** The changed table (visit, app_user, depot...) */
  targetType?: InputMaybe<Scalars['String']['input']>;
  /** SuperAdmin: one tenant (others: always their own) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** Last day (yyyy-MM-dd, UTC, inclusive) */
  to?: InputMaybe<Scalars['String']['input']>;
};

/** One page of the audit trail, newest first. */
export type AuditPage = {
  __typename?: 'AuditPage';
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** The entries on this page. */
  rows: Array<AuditEntry>;
  /** How many entries match in all: counted up to 10,000; past that, an estimate (totalExact false). */
  total: Scalars['Int']['output'];
  /** Whether total is counted (true) or, when more than 10,000 entries match, an estimate (false). */
  totalExact: Scalars['Boolean']['output'];
};

/** A page of a list: 1-based, at most 200 rows. */
export type AuditPageInput = {
  /** Page number from 1 (default 1). */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Rows per page, 1 to 200 (default 50). */
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};

/** The answer to a successful sign-in: a token and who it belongs to. */
export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** Bearer token (HS256 JWT): send it as `Authorization: Bearer <token>` over HTTP and as `authorization` in graphql-ws `connection_init`. Valid for JWT_TTL_SECONDS (8 hours by default) unless the user logs out, is disabled or changes role. */
  token: Scalars['String']['output'];
  /** The signed-in user. */
  user: User;
};

/** A numbered badge of a depot, handed to visitors and partners at sign-in. */
export type Badge = {
  __typename?: 'Badge';
  /** The badge number as printed (unique within the depot, uppercase). */
  badgeNum: Scalars['String']['output'];
  /** That depot's code. */
  depotCode: Scalars['String']['output'];
  /** The badge's depot. */
  depotId: Scalars['ID']['output'];
  /** 'Visitor' or 'Partner' (who holds the badge now); null when free. */
  holderKind?: Maybe<Scalars['String']['output']>;
  /** The display name of the visitor or partner holding the badge now; null when free. */
  holderName?: Maybe<Scalars['String']['output']>;
  /** The badge's id (UUID). */
  id: Scalars['ID']['output'];
  /** Held by an open sign-in or clock-in now. */
  inUse: Scalars['Boolean']['output'];
};

/** The open sign-in or clock-in holding a badge. */
export type BadgeAssignee = {
  __typename?: 'BadgeAssignee';
  /** The open attendance's id. */
  attendanceId: Scalars['ID']['output'];
  /** The badge number. */
  badgeNumber: Scalars['String']['output'];
  /** When the holder signed or clocked in (UTC instant). */
  checkedInAt: Scalars['DateTimeISO']['output'];
  /** The company (visitor) or organisation (partner). */
  company: Scalars['String']['output'];
  /** Visitor or Partner. */
  kind: Scalars['String']['output'];
  /** The holder's full name. */
  name: Scalars['String']['output'];
  /** Planned, Regular, Unplanned or Partner. */
  visitType: Scalars['String']['output'];
};

/** A planned visit to book. A reference in use answers CONFLICT; a day in the past BAD_USER_INPUT. */
export type BookVisitInput = {
  /** Default true. */
  autoReference?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ask for a badge number at sign-in (default false). */
  badgeNumFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Visitor's company (required). */
  company: Scalars['String']['input'];
  /** yyyy-MM-dd or dd/MM/yyyy, in the depot zone */
  date: Scalars['String']['input'];
  /** The host's department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** The depot's id (of the caller's tenant). */
  depotId: Scalars['ID']['input'];
  /** Visitor's e-mail address: the reference and QR code are sent to it. */
  email: Scalars['String']['input'];
  /** Ask for a temperature at sign-in (default false). */
  enterTemperature?: InputMaybe<Scalars['Boolean']['input']>;
  /** How long the visit is expected to last, in minutes (15 to 1440); absent: the depot's expected stay applies. */
  expectedMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Visitor's first name (required). */
  firstName: Scalars['String']['input'];
  /** The host's e-mail address, when hostIsMe is false. */
  hostEmail?: InputMaybe<Scalars['String']['input']>;
  /** Default true: the host is the signed-in user. */
  hostIsMe?: InputMaybe<Scalars['Boolean']['input']>;
  /** The host, when hostIsMe is false. */
  hostName?: InputMaybe<Scalars['String']['input']>;
  /** Visitor's last name (required). */
  lastName: Scalars['String']['input'];
  /** Your own reference, when autoReference is false (unique; CONFLICT when taken). */
  meetingReference?: InputMaybe<Scalars['String']['input']>;
  /** Print a visitor label at sign-in (default false). */
  printLabel?: InputMaybe<Scalars['Boolean']['input']>;
  /** Issue 38: the visit's reason, one of the tenant's visit reasons (visitorReasons); optional. A reason whose visitors need an induction course or a document asks it as for a walk-in of that reason. */
  reasonForVisit?: InputMaybe<Scalars['String']['input']>;
  /** Ask for a signature at sign-in (default false). */
  signFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** HH:mm */
  time: Scalars['String']['input'];
};

/** A visit (planned, regular or walk-in) with its state. Times are UTC instants; show them in the depot's time zone. */
export type BookedVisit = {
  __typename?: 'BookedVisit';
  /** The sign-in's id; null before it. */
  attendanceId?: Maybe<Scalars['ID']['output']>;
  /** Signed out by the depot's end-of-day sign-out, not by a person */
  autoCheckout: Scalars['Boolean']['output'];
  /** The kiosk asks for a badge number. */
  badgeNumFlag: Scalars['Boolean']['output'];
  /** Who booked it: the staff user's name, or 'API key: <name>' when an integrator's key did; null for walk-ins, regular visits and bookings whose booker was removed. */
  bookedBy?: Maybe<Scalars['String']['output']>;
  /** The car registration given at check-in */
  carReg?: Maybe<Scalars['String']['output']>;
  /** When the visitor signed in (UTC instant); null before. */
  checkInTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the visitor signed out (UTC instant); null before. */
  checkOutTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Visitor's company. */
  company: Scalars['String']['output'];
  /** When the visit is booked for (UTC instant of the depot's local day and time). */
  dateOfVisit: Scalars['DateTimeISO']['output'];
  /** The host's department. */
  department?: Maybe<Scalars['String']['output']>;
  /** The badge handed out; null when none. */
  depotBadgeNum?: Maybe<Scalars['String']['output']>;
  /** That depot's code. */
  depotCode: Scalars['String']['output'];
  /** The depot. */
  depotId: Scalars['ID']['output'];
  /** Visitor's e-mail address. */
  email: Scalars['String']['output'];
  /** The kiosk asks for a temperature. */
  enterTemperature: Scalars['Boolean']['output'];
  /** How long the visit is expected to last, in minutes; null: the depot's expected stay */
  expectedMinutes?: Maybe<Scalars['Int']['output']>;
  /** Visitor's first name. */
  firstName: Scalars['String']['output'];
  /** Whether the visitor has signed in. */
  hasCheckedIn: Scalars['Boolean']['output'];
  /** Whether the visitor has signed out. */
  hasCheckedOut: Scalars['Boolean']['output'];
  /** A photo was taken at the visit's sign-in (GET api/visitor-photo/{attendanceId}; issue 37). */
  hasPhoto: Scalars['Boolean']['output'];
  /** The host's e-mail address (notified of sign-ins); null when none. */
  hostEmail?: Maybe<Scalars['String']['output']>;
  /** The host the visitor meets; null when none. */
  hostName?: Maybe<Scalars['String']['output']>;
  /** The visit's id (UUID). */
  id: Scalars['ID']['output'];
  /** Visitor's last name. */
  lastName: Scalars['String']['output'];
  /** Signed out by staff (manualCheckout, checkOutBadgeHolder), not at the kiosk. */
  manualCheckout: Scalars['Boolean']['output'];
  /** The reference the visitor signs in with (a regular visit's is its RV code); null for a walk-in. */
  meetingReference?: Maybe<Scalars['String']['output']>;
  /** The kiosk prints a visitor label after the sign-in. */
  printLabel: Scalars['Boolean']['output'];
  /** The visit's reason (a walk-in's, or a booking's: issue 38) */
  reasonForVisit?: Maybe<Scalars['String']['output']>;
  /** The kiosk asks for a signature. */
  signFlag: Scalars['Boolean']['output'];
  /** BOOKED | CHECKED_IN | CHECKED_OUT | CANCELLED */
  state: Scalars['String']['output'];
  /** The temperature given at check-in */
  temperature?: Maybe<Scalars['Float']['output']>;
  /** Planned, Regular or Unplanned. */
  visitType: Scalars['String']['output'];
};

/** The signed-in user's password change. */
export type ChangePasswordInput = {
  /** The password in use now; a wrong one answers BAD_USER_INPUT. */
  currentPassword: Scalars['String']['input'];
  /** The new password (the password rules apply). */
  newPassword: Scalars['String']['input'];
};

/** A kind of notification and the user's channels for it. */
export type ChannelChoice = {
  __typename?: 'ChannelChoice';
  /** Always by every configured channel (evacuations): not a choice */
  always: Scalars['Boolean']['output'];
  /** Its channels */
  channels: Array<NotificationChannel>;
  /** Chosen by the user (false: their role default) */
  chosen: Scalars['Boolean']['output'];
  /** The kind */
  kind: NotificationKind;
};

/** A kind of notification and its channels. */
export type ChannelChoiceInput = {
  /** Its channels (none: not told) */
  channels: Array<NotificationChannel>;
  /** The kind of notification */
  kind: NotificationKind;
};

/** One message by one channel, in the delivery log. */
export type ChannelDelivery = {
  __typename?: 'ChannelDelivery';
  /** Attempts so far */
  attempts: Scalars['Int']['output'];
  /** The channel */
  channel: NotificationChannel;
  /** When it was queued (UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When it was delivered (UTC) */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The depot's code */
  depotCode?: Maybe<Scalars['String']['output']>;
  /** The id */
  id: Scalars['ID']['output'];
  /** The kind of notification */
  kind: NotificationKind;
  /** The last failure */
  lastError?: Maybe<Scalars['String']['output']>;
  /** Who it was for (a name, or the depot channel) */
  recipient: Scalars['String']['output'];
  /** PENDING, SUCCEEDED or FAILED */
  status: ChannelDeliveryStatus;
  /** Its subject */
  subject: Scalars['String']['output'];
  /** What caused it (visit-notification, watchlist-alert...) */
  type: Scalars['String']['output'];
};

/** A page of the delivery log (25 a page), newest first. */
export type ChannelDeliveryPage = {
  __typename?: 'ChannelDeliveryPage';
  /** The messages */
  deliveries: Array<ChannelDelivery>;
  /** This page */
  page: Scalars['Int']['output'];
  /** How many pages */
  pages: Scalars['Int']['output'];
  /** How many in all */
  total: Scalars['Int']['output'];
};

/** Where a message is. */
export type ChannelDeliveryStatus =
  /** Given up after the last attempt */
  | 'FAILED'
  /** Queued or being retried */
  | 'PENDING'
  /** Delivered to the provider */
  | 'SUCCEEDED';

/** A configured provider: what staff see of it (never its secret). */
export type ChannelProvider = {
  __typename?: 'ChannelProvider';
  /** SMS, TEAMS or SLACK */
  channel: ProviderChannel;
  /** What it is, without the secret (the account, the sending number, the host) */
  hint: Scalars['String']['output'];
  /** The adapter: 'twilio', or 'webhook' for Teams and Slack */
  provider: Scalars['String']['output'];
  /** When it was last set (UTC) */
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A tenant's notification providers (issue 39). */
export type ChannelSettings = {
  __typename?: 'ChannelSettings';
  /** Each depot, by code */
  depots: Array<DepotChannels>;
  /** The Slack bot for direct messages, when set */
  slackBot?: Maybe<ChannelProvider>;
  /** The SMS provider, when set */
  sms?: Maybe<ChannelProvider>;
  /** The tenant */
  tenantId: Scalars['ID']['output'];
};

/** A partner's clock-in or clock-out at a kiosk. */
export type ClockInput = {
  /** The badge handed out when the kiosk asks (uppercased; one in use answers CONFLICT). */
  depotBadgeNum?: InputMaybe<Scalars['String']['input']>;
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** Issue 27: the entry as the device made it (a replay is harmless). */
  entry?: InputMaybe<KioskEntryInput>;
  /** Issue 38: answers to courses the offline kiosk showed; graded when the entry arrives, a pass recorded before the induction check */
  inductions?: InputMaybe<Array<HeldInductionAnswerInput>>;
  /** The kiosk's language (en, pl, ...): the partner's e-mails are in it */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Degrees C, e.g. "36.6" */
  temperature?: InputMaybe<Scalars['String']['input']>;
  /** The partner's work id. */
  workId: Scalars['String']['input'];
};

/** A partner's clock-in or clock-out as recorded. */
export type ClockResult = {
  __typename?: 'ClockResult';
  /** When it was recorded (UTC instant; the device's time for a replayed offline entry). */
  at: Scalars['DateTimeISO']['output'];
  /** The attendance's id. */
  attendanceId: Scalars['ID']['output'];
  /** The badge held; null when none. */
  badgeNumber?: Maybe<Scalars['String']['output']>;
  /** The kiosk's confirmation text. */
  message: Scalars['String']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Company. */
  organisation: Scalars['String']['output'];
  /** The partner's work id. */
  workId: Scalars['String']['output'];
};

/** A new API key. */
export type CreateApiKeyInput = {
  /** Keep it to this depot of the tenant; empty: every depot */
  depotId?: InputMaybe<Scalars['ID']['input']>;
  /** When it stops working (an ISO date-time in the future, UTC); empty: never */
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** A name to tell it apart, 1 to 80 characters, unique among the live keys of the tenant */
  name: Scalars['String']['input'];
  /** What it may do: one or more */
  scopes: Array<ApiScope>;
  /** SuperAdmin: the tenant; others: their own (leave empty) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A new tenant: its name, its first representative (a TenantAdmin) and its first depot. */
export type CreateTenantInput = {
  /** The first depot (the spec names the field depots). */
  depots: DepotInput;
  /** The tenant's name, unique (CONFLICT when taken, archived tenants included). */
  name: Scalars['String']['input'];
  /** The first representative: a TenantAdmin e-mailed a link to set a password. */
  rep: TenantRepInput;
};

/** A new webhook endpoint. */
export type CreateWebhookInput = {
  /** What it is for (at most 200 characters) */
  description?: InputMaybe<Scalars['String']['input']>;
  /** Whether events are sent to it (default true) */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The events it receives: one or more */
  events: Array<WebhookEvent>;
  /** SuperAdmin: the tenant; others: their own (leave empty) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** An https URL (at most 2000 characters) whose host is not a private, loopback or link-local address */
  url: Scalars['String']['input'];
};

/** A new key and its secret: the only time the secret is shown. */
export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  /** The key as listed from now on */
  key: ApiKey;
  /** The whole key to send as "Authorization: Bearer <secret>"; store it now, it is never shown again */
  secret: Scalars['String']['output'];
};

/** Everything held about a person, as one JSON file. */
export type DataSubjectExport = {
  __typename?: 'DataSubjectExport';
  /** The file name to save it as */
  fileName: Scalars['String']['output'];
  /** The JSON document (format depot-register/data-subject@1) */
  json: Scalars['String']['output'];
};

/** A data subject: a person held under an e-mail address */
export type DataSubjectInput = {
  /** The e-mail address the person gave */
  email: Scalars['String']['input'];
  /** SuperAdmin: the tenant (a TenantAdmin's own otherwise) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A visitor or partner record held under the address. */
export type DataSubjectPerson = {
  __typename?: 'DataSubjectPerson';
  /** Sign-ins and clock-ins */
  attendances: Scalars['Int']['output'];
  /** The company (visitor) or organisation (partner) held */
  company: Scalars['String']['output'];
  /** The visitor (attendee) or partner id */
  id: Scalars['ID']['output'];
  /** Visitor or Partner */
  kind: Scalars['String']['output'];
  /** The name held */
  name: Scalars['String']['output'];
  /** A regular visitor registration is active */
  regularVisitor: Scalars['Boolean']['output'];
  /** Visits booked or made */
  visits: Scalars['Int']['output'];
};

/** A range of a depot's local days (at most 93; a longer or reversed range answers BAD_USER_INPUT). */
export type DateRangePartnerReportInput = {
  /** yyyy-MM-dd */
  dateFrom: Scalars['String']['input'];
  /** yyyy-MM-dd */
  dateTo: Scalars['String']['input'];
  /** The depot's id. */
  depotId: Scalars['ID']['input'];
  /** Work id or name (contains, any case) */
  search?: InputMaybe<Scalars['String']['input']>;
  /** Only this partner */
  workId?: InputMaybe<Scalars['String']['input']>;
};

/** A visitors report over a range of a depot's local days. */
export type DateRangeVisitorsReportInput = {
  /** yyyy-MM-dd, a day in the depot's zone (inclusive) */
  dateFrom: Scalars['String']['input'];
  /** yyyy-MM-dd, inclusive; at most 93 days after dateFrom; not before dateFrom */
  dateTo: Scalars['String']['input'];
  /** The depot's id. */
  depotId: Scalars['ID']['input'];
  /** Page number from 1 (default 1), 5 rows a page. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** name, e-mail, company, reference or car registration (case-insensitive, contains) */
  search?: InputMaybe<Scalars['String']['input']>;
  /** All | Planned | Unplanned | Regular */
  visitType?: InputMaybe<Scalars['String']['input']>;
};

/** A depot (a site with a kiosk at its entrance) as staff see it, with the fields of a dropdown option. */
export type Depot = {
  __typename?: 'Depot';
  /** The depot's postal address. */
  address: Address;
  /** The depot's code, unique within its tenant; the kiosk URL uses it. */
  code: Scalars['String']['output'];
  /** The depot's id (UUID). */
  id: Scalars['ID']['output'];
  /** Dropdown option key (the id). */
  key: Scalars['ID']['output'];
  /** When the kiosk links use the server's own https on the local network (HTTPS_PORT): the certificate a tablet installs once to trust them. */
  kioskCertificateUrl?: Maybe<Scalars['String']['output']>;
  /** The visitor kiosk of this depot: PUBLIC_URL/{tenantName}/{depotCode} (unset: the address of the request). */
  kioskUrl: Scalars['String']['output'];
  /** The depot's managers (the people notified of its visits). */
  managers: Array<Manager>;
  /** The partner kiosk of this depot: PUBLIC_URL/partner/{tenantName}/{depotCode}. */
  partnerKioskUrl: Scalars['String']['output'];
  /** The depot's tenant. */
  tenantId: Scalars['ID']['output'];
  /** The name of the depot's tenant. */
  tenantName: Scalars['String']['output'];
  /** Dropdown option text: the code and the first address line. */
  text: Scalars['String']['output'];
  /** IANA time zone: "today", shifts and daily reports of this depot are in it. */
  timeZone: Scalars['String']['output'];
  /** Dropdown option value (the id). */
  value: Scalars['ID']['output'];
};

/** A depot's approval rule and answer time. */
export type DepotApprovalRule = {
  __typename?: 'DepotApprovalRule';
  /** The depot */
  depotId: Scalars['ID']['output'];
  /** OFF, WALK_INS or FLAGGED */
  rule: ApprovalRule;
  /** How long a walk-in waits for an answer, in seconds */
  timeoutSeconds: Scalars['Int']['output'];
};

/** A depot's Teams and Slack channels. */
export type DepotChannels = {
  __typename?: 'DepotChannels';
  /** The depot's code */
  depotCode: Scalars['String']['output'];
  /** The depot */
  depotId: Scalars['ID']['output'];
  /** Its Slack channel, when set */
  slack?: Maybe<ChannelProvider>;
  /** Its Teams channel, when set */
  teams?: Maybe<ChannelProvider>;
};

/** A depot's chat channel (an incoming webhook). */
export type DepotChatChannel =
  /** Slack, the depot's channel (an incoming webhook) */
  | 'SLACK'
  /** Microsoft Teams, the depot's channel (an incoming webhook) */
  | 'TEAMS';

/** A depot's code, address and time zone. */
export type DepotInput = {
  /** Short code, unique within the tenant (CONFLICT when taken); part of the kiosk URL. */
  code: Scalars['String']['input'];
  /** County (required). */
  county: Scalars['String']['input'];
  /** Postal code (required). */
  eirCode: Scalars['String']['input'];
  /** First address line (required). */
  line1: Scalars['String']['input'];
  /** Second address line (required). */
  line2: Scalars['String']['input'];
  /** IANA time zone; Europe/Dublin when not given. */
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

/** A depot named by its id and code. */
export type DepotRef = {
  __typename?: 'DepotRef';
  /** The depot's code, unique within its tenant (used in kiosk URLs). */
  code: Scalars['String']['output'];
  /** The depot's id (UUID). */
  id: Scalars['ID']['output'];
};

/** A partner's document of a type: none, past its expiry, expiring in the next 30 days, or valid. */
export type DocumentStatus =
  /** Its expiry day has passed */
  | 'EXPIRED'
  /** It expires in the next 30 days */
  | 'EXPIRING'
  /** No document of the type was uploaded */
  | 'MISSING'
  /** Valid for more than 30 days */
  | 'VALID';

/** A document the tenant requires of its partners (issue 38). */
export type DocumentType = {
  __typename?: 'DocumentType';
  /** A partner it applies to cannot clock in while it is missing or expired */
  blocksClockIn: Scalars['Boolean']['output'];
  /** Asked of partners (false: a visitors' document only) */
  forPartners: Scalars['Boolean']['output'];
  /** Asked of planned visitors on the pre-arrival page (issue 38) */
  forVisitors: Scalars['Boolean']['output'];
  /** The id */
  id: Scalars['ID']['output'];
  /** What the document is, e.g. "Public liability insurance" */
  name: Scalars['String']['output'];
  /** The partner role names it applies to (empty: every partner) */
  roleIds: Array<Scalars['ID']['output']>;
  /** The visit reasons whose visitors are asked for it (empty: every planned visitor) */
  visitReasonIds: Array<Scalars['ID']['output']>;
};

/** A booking's edit: every field is sent; it replaces the date, time, host and flags. Only a planned visit not yet signed in, not cancelled and not on a past day may change (CONFLICT otherwise). */
export type EditBookingInput = {
  /** Ask for a badge number at sign-in. */
  badgeNumFlag: Scalars['Boolean']['input'];
  /** The visitor's company, corrected (absent: unchanged). */
  company?: InputMaybe<Scalars['String']['input']>;
  /** yyyy-MM-dd or dd/MM/yyyy, in the depot zone */
  date: Scalars['String']['input'];
  /** The host's department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** The visitor's e-mail address, corrected (absent: unchanged); the booking e-mail is sent again when a visitor detail changes. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Ask for a temperature at sign-in. */
  enterTemperature: Scalars['Boolean']['input'];
  /** How long the visit is expected to last, in minutes (15 to 1440); null: the depot's expected stay; absent: unchanged. */
  expectedMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** The visitor's first name, corrected (absent: unchanged). */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The host's e-mail address. */
  hostEmail: Scalars['String']['input'];
  /** The host's name. */
  hostName: Scalars['String']['input'];
  /** The visit's id. */
  id: Scalars['ID']['input'];
  /** The visitor's last name, corrected (absent: unchanged). */
  lastName?: InputMaybe<Scalars['String']['input']>;
  /** Print a visitor label at sign-in. */
  printLabel: Scalars['Boolean']['input'];
  /** Issue 38: the visit's reason (one of the tenant's visit reasons); null or empty: none; absent: unchanged. */
  reasonForVisit?: InputMaybe<Scalars['String']['input']>;
  /** Ask for a signature at sign-in. */
  signFlag: Scalars['Boolean']['input'];
  /** HH:mm */
  time: Scalars['String']['input'];
};

/** A manager's new details. */
export type EditManagerInput = {
  /** Department (required). */
  department: Scalars['String']['input'];
  /** Move the manager to another depot of the tenant. */
  depotId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address (required). */
  email: Scalars['String']['input'];
  /** Full name (required). */
  name: Scalars['String']['input'];
  /** Whether the manager gets e-mails; unchanged when omitted. */
  receiveEmailFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Must match email when given ('Emails do not match'). */
  repeatEmail?: InputMaybe<Scalars['String']['input']>;
};

/** A regular visitor's new details. */
export type EditRegularVisitorInput = {
  /** Ask for a badge number; unchanged when omitted. */
  badgeNumFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Company (required). */
  company: Scalars['String']['input'];
  /** E-mail address (required). */
  email: Scalars['String']['input'];
  /** E-mail the host at each sign-in; unchanged when omitted. */
  emailFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ask for a temperature; unchanged when omitted. */
  enterTemperature?: InputMaybe<Scalars['Boolean']['input']>;
  /** First and last name */
  name: Scalars['String']['input'];
  /** Ask for a signature; unchanged when omitted. */
  signFlag?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A staff user's editable details. */
export type EditRepresentativeInput = {
  /** Free text department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** Move the user to another depot of its tenant. */
  depotId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address (required). */
  email: Scalars['String']['input'];
  /** Full name (required). */
  name: Scalars['String']['input'];
  /** SuperAdmin, TenantAdmin, DepotManager or a name from the tenant role list. */
  role: Scalars['String']['input'];
  /** Login name, unique across the installation. */
  username: Scalars['String']['input'];
};

/** A tenant's editable settings. */
export type EditTenantInput = {
  /** The tenant's name, unique (CONFLICT when taken). */
  name: Scalars['String']['input'];
  /** Highest temperature the kiosks accept, degrees Celsius; unchanged when omitted. */
  tempMax?: InputMaybe<Scalars['Float']['input']>;
  /** Lowest temperature the kiosks accept, degrees Celsius; unchanged when omitted. Must be below tempMax. */
  tempMin?: InputMaybe<Scalars['Float']['input']>;
};

/** One rule or question of the kiosk with its default words and the tenant's own. */
export type EditableRuleText = {
  __typename?: 'EditableRuleText';
  /** The default words. */
  defaultText: Scalars['String']['output'];
  /** House rules, Security rules, Health and safety, Other rules or Questionnaire. */
  group: Scalars['String']['output'];
  /** The answer key (spec 3): hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6 */
  key: Scalars['String']['output'];
  /** A yes/no question (not a rule to accept) */
  question: Scalars['Boolean']['output'];
  /** The tenant's own words; null: the default (a question q1..q6: not asked) */
  text?: Maybe<Scalars['String']['output']>;
};

/** An evacuation roll-call of a depot: open while marshals work it, then its record. */
export type Evacuation = {
  __typename?: 'Evacuation';
  /** The depot's code. */
  depotCode: Scalars['String']['output'];
  /** The depot. */
  depotId: Scalars['ID']['output'];
  /** When it ended (UTC instant); null while open. */
  endedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Who ended it; null while open. */
  endedByName?: Maybe<Scalars['String']['output']>;
  /** Everyone on the list, by name */
  entries: Array<Evacuee>;
  /** The evacuation's id. */
  id: Scalars['ID']['output'];
  /** Signed or clocked out during the evacuation. */
  left: Scalars['Int']['output'];
  /** Not yet accounted for (after the end: unaccounted for) */
  missing: Scalars['Int']['output'];
  /** Whether the roll-call is still under way. */
  open: Scalars['Boolean']['output'];
  /** Marked safe. */
  safe: Scalars['Int']['output'];
  /** When it started (UTC instant). */
  startedAt: Scalars['DateTimeISO']['output'];
  /** Who started it. */
  startedByName: Scalars['String']['output'];
  /** The depot's IANA time zone. */
  timeZone: Scalars['String']['output'];
  /** People on the list. */
  total: Scalars['Int']['output'];
};

/** An evacuation of the depot started, had a person marked, or ended. */
export type EvacuationChange = {
  __typename?: 'EvacuationChange';
  /** When it happened (UTC instant). */
  at: Scalars['DateTimeISO']['output'];
  /** The depot. */
  depotId: Scalars['ID']['output'];
  /** The person marked (MARKED); null otherwise. */
  entryId?: Maybe<Scalars['ID']['output']>;
  /** The evacuation (read it with `evacuation`). */
  evacuationId: Scalars['ID']['output'];
  /** STARTED, MARKED or ENDED */
  kind: Scalars['String']['output'];
};

/** One page of a depot's evacuations, newest first. */
export type EvacuationPage = {
  __typename?: 'EvacuationPage';
  /** The evacuations on this page. */
  items: Array<EvacuationSummary>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Rows per page (10). */
  pageSize: Scalars['Int']['output'];
  /** How many in all. */
  total: Scalars['Int']['output'];
};

/** A depot's evacuation record without its list. */
export type EvacuationSummary = {
  __typename?: 'EvacuationSummary';
  /** When it ended (UTC instant); null while open. */
  endedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Who ended it; null while open. */
  endedByName?: Maybe<Scalars['String']['output']>;
  /** The evacuation's id. */
  id: Scalars['ID']['output'];
  /** Signed or clocked out during the evacuation. */
  left: Scalars['Int']['output'];
  /** Not yet accounted for (after the end: unaccounted for) */
  missing: Scalars['Int']['output'];
  /** Whether the roll-call is still under way. */
  open: Scalars['Boolean']['output'];
  /** Marked safe. */
  safe: Scalars['Int']['output'];
  /** When it started (UTC instant). */
  startedAt: Scalars['DateTimeISO']['output'];
  /** Who started it. */
  startedByName: Scalars['String']['output'];
  /** People on the list. */
  total: Scalars['Int']['output'];
};

/** A person on an evacuation roll-call, as they were on site when it started. */
export type Evacuee = {
  __typename?: 'Evacuee';
  /** Signed or clocked in while the roll-call was open: joined it then (issue 37). */
  arrivedDuring: Scalars['Boolean']['output'];
  /** Their sign-in or clock-in (attendance); null when it is no longer there. */
  attendanceId?: Maybe<Scalars['ID']['output']>;
  /** The badge held; null when none. */
  badgeNumber?: Maybe<Scalars['String']['output']>;
  /** When they signed or clocked in (UTC instant). */
  checkedInAt: Scalars['DateTimeISO']['output'];
  /** Company or organisation. */
  company: Scalars['String']['output'];
  /** The person's entry on the list (markEvacuee takes it). */
  entryId: Scalars['ID']['output'];
  /** A photo was taken at sign-in (GET api/visitor-photo/{attendanceId}; issue 37). */
  hasPhoto: Scalars['Boolean']['output'];
  /** The visit's host; null when none. */
  host?: Maybe<Scalars['String']['output']>;
  /** Visitor or Partner */
  kind: Scalars['String']['output'];
  /** When marked safe, or when they signed out */
  markedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The marshal who marked them safe */
  markedByName?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** Marked safe by their own "I am safe" link, not by a marshal (issue 39). */
  selfReported: Scalars['Boolean']['output'];
  /** Where they stand. */
  status: EvacueeStatus;
  /** Planned, Unplanned, Regular or Partner */
  visitType: Scalars['String']['output'];
};

/** Where a person on a roll-call stands */
export type EvacueeStatus =
  /** Signed or clocked out during the evacuation */
  | 'LEFT'
  /** Not yet accounted for (after the end: unaccounted for) */
  | 'MISSING'
  /** Marked safe by a marshal */
  | 'SAFE';

/** An xlsx export written by the worker: QUEUED, RUNNING, then DONE (download it) or FAILED. */
export type ExportJob = {
  __typename?: 'ExportJob';
  /** When it was queued (UTC instant). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** First day covered, yyyy-MM-dd (depot's time zone). */
  dateFrom: Scalars['String']['output'];
  /** Last day covered, yyyy-MM-dd. */
  dateTo: Scalars['String']['output'];
  /** Null for an audit trail export */
  depotId?: Maybe<Scalars['ID']['output']>;
  /** GET this path with the bearer token once DONE */
  downloadPath?: Maybe<Scalars['String']['output']>;
  /** The xlsx file's name. */
  fileName: Scalars['String']['output'];
  /** When the file was removed (a day after it was made); its download then answers 410 */
  fileRemovedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The export's id (UUID). */
  id: Scalars['ID']['output'];
  /** The text to show (e.g. 'Please export the file now.', or why it FAILED). */
  message?: Maybe<Scalars['String']['output']>;
  /** Rows written (0 until DONE). */
  rowCount: Scalars['Int']['output'];
  /** QUEUED, RUNNING, DONE or FAILED */
  status: Scalars['String']['output'];
};

/** A partner report export: a day (date) or a range (dateFrom and dateTo, at most 93 days). */
export type ExportPartnerReportInput = {
  /** A daily export: yyyy-MM-dd (default today in the depot zone) */
  date?: InputMaybe<Scalars['String']['input']>;
  /** A date-range export: yyyy-MM-dd */
  dateFrom?: InputMaybe<Scalars['String']['input']>;
  /** A date-range export's last day, yyyy-MM-dd (with dateFrom). */
  dateTo?: InputMaybe<Scalars['String']['input']>;
  /** The depot's id. */
  depotId: Scalars['ID']['input'];
};

/** A reference to resolve at a kiosk. */
export type FetchVisitorInput = {
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** A meeting reference or RV code; with passCode also the e-mail of a regular visitor. */
  meetingRef: Scalars['String']['input'];
  /** A regular visitor's passcode answer: required when meetingRef is its e-mail address. */
  passCode?: InputMaybe<PassCodeInput>;
};

/** A visitor's answers to an induction course at the kiosk, to grade (nothing is recorded). */
export type GradeVisitorInductionInput = {
  /** Per question, in order, the indexes (from 0) of the options chosen */
  answers?: InputMaybe<Array<Array<Scalars['Int']['input']>>>;
  /** The course taken */
  courseId: Scalars['ID']['input'];
  /** The kiosk's depot */
  depotId: Scalars['ID']['input'];
};

/** A partner's answers to a course the offline kiosk showed, carried by the clock-in it held (issue 38). */
export type HeldInductionAnswerInput = {
  /** Per question, in order, the indexes (from 0) of the options chosen */
  answers?: InputMaybe<Array<Array<Scalars['Int']['input']>>>;
  /** The course taken offline */
  courseId: Scalars['ID']['input'];
  /** The version the kiosk showed */
  version: Scalars['Int']['input'];
};

/** A person of the tenant's people directory (issue 39): someone visitors come to see. */
export type Host = {
  __typename?: 'Host';
  /** False once their identity provider deactivated them (not offered, not told) */
  active: Scalars['Boolean']['output'];
  /** Channels per kind of notification (a kind not listed: e-mail) */
  choices: Array<HostChoice>;
  /** The host's department */
  department?: Maybe<Scalars['String']['output']>;
  /** The depots they host at (none: every depot of the tenant) */
  depotIds: Array<Scalars['ID']['output']>;
  /** E-mail address */
  email: Scalars['String']['output'];
  /** The id */
  id: Scalars['ID']['output'];
  /** Language of their notifications (null: the tenant's default) */
  language?: Maybe<Scalars['String']['output']>;
  /** The host's name */
  name: Scalars['String']['output'];
  /** Mobile number (E.164) */
  phone?: Maybe<Scalars['String']['output']>;
  /** Slack member id, for Slack direct messages */
  slackMemberId?: Maybe<Scalars['String']['output']>;
  /** MANUAL, UPLOAD or SCIM: how the row came */
  source: Scalars['String']['output'];
  /** Whether a staff user goes with the host (provisioned from a group) */
  staffUser: Scalars['Boolean']['output'];
  /** What is shown of their Teams workflow URL (never the URL), when set */
  teamsWorkflowHint?: Maybe<Scalars['String']['output']>;
  /** SCIM userName, when provisioned */
  userName?: Maybe<Scalars['String']['output']>;
};

/** A kind of notification and the host's channels for it. */
export type HostChoice = {
  __typename?: 'HostChoice';
  /** Its channels */
  channels: Array<NotificationChannel>;
  /** The kind */
  kind: NotificationKind;
};

/** A kind of notification and the host's channels for it. */
export type HostChoiceInput = {
  /** Its channels (none: not told) */
  channels: Array<NotificationChannel>;
  /** The kind of notification */
  kind: NotificationKind;
};

/** A page of the people directory (25 a page), by name. */
export type HostPage = {
  __typename?: 'HostPage';
  /** The hosts */
  hosts: Array<Host>;
  /** This page */
  page: Scalars['Int']['output'];
  /** How many pages */
  pages: Scalars['Int']['output'];
  /** How many in all */
  total: Scalars['Int']['output'];
};

/** A host offered while booking: what fills the booking form. */
export type HostSuggestion = {
  __typename?: 'HostSuggestion';
  /** The host's department */
  department?: Maybe<Scalars['String']['output']>;
  /** E-mail address */
  email: Scalars['String']['output'];
  /** The id */
  id: Scalars['ID']['output'];
  /** The host's name */
  name: Scalars['String']['output'];
};

/** A bulk upload (partners or visitors from an xlsx sheet) as the worker runs it: QUEUED, RUNNING (processed of total), then DONE or FAILED. Poll it with importJob. */
export type ImportJob = {
  __typename?: 'ImportJob';
  /** When the upload was received (UTC instant). */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The depot the rows are imported into. */
  depotId: Scalars['ID']['output'];
  /** The uploaded file's name. */
  fileName: Scalars['String']['output'];
  /** When it ended (DONE or FAILED); null before. */
  finishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The import's id (UUID). */
  id: Scalars['ID']['output'];
  /** Rows added (processed minus rejected). */
  inserted: Scalars['Int']['output'];
  /** partner or visitor */
  kind: Scalars['String']['output'];
  /** Why the whole file failed (FAILED), or a summary; null while running. */
  message?: Maybe<Scalars['String']['output']>;
  /** Rows handled so far. */
  processed: Scalars['Int']['output'];
  /** The rejected rows; the other rows are imported. */
  rowErrors: Array<ImportRowError>;
  /** QUEUED, RUNNING, DONE or FAILED */
  status: Scalars['String']['output'];
  /** Data rows in the sheet (0 until the worker has read it). */
  total: Scalars['Int']['output'];
};

/** A rejected row: its row number in the sheet (the header is row 1) and why. */
export type ImportRowError = {
  __typename?: 'ImportRowError';
  /** Why the row was rejected (e.g. a field missing, a work id taken). */
  message: Scalars['String']['output'];
  /** The row number in the sheet (the header is row 1). */
  row: Scalars['Int']['output'];
};

/** A visitor's answers to one induction course, carried by their sign-in (issue 38). */
export type InductionAnswersInput = {
  /** Per question, in order, the indexes (from 0) of the options chosen */
  answers?: InputMaybe<Array<Array<Scalars['Int']['input']>>>;
  /** The course taken */
  courseId: Scalars['ID']['input'];
};

/** An induction course of the tenant (TenantAdmin, SuperAdmin, DepotManager). */
export type InductionCourse = {
  __typename?: 'InductionCourse';
  /** Every partner needs it */
  allPartners: Scalars['Boolean']['output'];
  /** What the person reads */
  body: Scalars['String']['output'];
  /** The id */
  id: Scalars['ID']['output'];
  /** Its PDF and video, the PDF first */
  material: Array<InductionMaterial>;
  /** The pass mark in percent */
  passMark: Scalars['Int']['output'];
  /** The questions with their right options */
  questions: Array<InductionQuestion>;
  /** The visit reasons whose visitors need it */
  reasonIds: Array<Scalars['ID']['output']>;
  /** Regular visitors need it */
  regularVisitors: Scalars['Boolean']['output'];
  /** The partner roles that need it */
  roleIds: Array<Scalars['ID']['output']>;
  /** The title */
  title: Scalars['String']['output'];
  /** Last changed (UTC) */
  updatedAt: Scalars['DateTimeISO']['output'];
  /** How many months a pass is valid */
  validMonths: Scalars['Int']['output'];
  /** Goes up on every change; a pass records the version it passed */
  version: Scalars['Int']['output'];
};

/** A course's PDF or video (issue 38). */
export type InductionMaterial = {
  __typename?: 'InductionMaterial';
  /** Its size in bytes */
  bytes: Scalars['Int']['output'];
  /** The file name it was uploaded with */
  fileName: Scalars['String']['output'];
  /** The id (a new one per upload: the file at its URL never changes) */
  id: Scalars['ID']['output'];
  /** pdf or video */
  kind: Scalars['String']['output'];
  /** application/pdf, video/mp4 or video/webm (read from the bytes) */
  mimeType: Scalars['String']['output'];
  /** Its SHA-256 (hex): the ETag it is served with */
  sha256: Scalars['String']['output'];
  /** Where it is read: staff, /api/induction-material/{id}; the kiosk, /api/kiosk-induction-material/{depotId}/{id} */
  url: Scalars['String']['output'];
};

/** A multiple-choice question with its right options (staff only). */
export type InductionQuestion = {
  __typename?: 'InductionQuestion';
  /** The indexes (from 0) of the right options */
  correct: Array<Scalars['Int']['output']>;
  /** The options */
  options: Array<Scalars['String']['output']>;
  /** The question */
  text: Scalars['String']['output'];
};

/** A multiple-choice question of an induction course, with its right options. */
export type InductionQuestionInput = {
  /** The indexes (from 0) of the right options: at least one */
  correct: Array<Scalars['Int']['input']>;
  /** The options, 2 to 6 */
  options: Array<Scalars['String']['input']>;
  /** The question */
  text: Scalars['String']['input'];
};

/** The server's grade of a partner's answers. */
export type InductionResult = {
  __typename?: 'InductionResult';
  /** Passed: when the pass expires (UTC) */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The pass mark in percent */
  passMark: Scalars['Int']['output'];
  /** Passed: the pass is recorded */
  passed: Scalars['Boolean']['output'];
  /** The share of questions answered right, in percent */
  score: Scalars['Int']['output'];
  /** The numbers (from 1) of the questions answered wrongly */
  wrong: Array<Scalars['Int']['output']>;
};

/** A partner's pass of a course they need (issue 38). */
export type InductionState =
  /** Passed once, expired: the next clock-in asks for it again */
  | 'EXPIRED'
  /** Passed, expires within 30 days */
  | 'EXPIRING'
  /** Never passed: the next clock-in asks for it */
  | 'MISSING'
  /** Passed, valid for more than 30 days */
  | 'VALID';

/** A partner of a depot and a course they need, with their pass's state. */
export type InductionStatus = {
  __typename?: 'InductionStatus';
  /** The course */
  courseId: Scalars['ID']['output'];
  /** The course's title */
  courseTitle: Scalars['String']['output'];
  /** When the pass expires (UTC) */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Given in person (recorded by staff) */
  inPerson: Scalars['Boolean']['output'];
  /** The partner */
  partnerId: Scalars['ID']['output'];
  /** The partner's name */
  partnerName: Scalars['String']['output'];
  /** VALID, EXPIRING (within 30 days), EXPIRED or MISSING */
  state: InductionState;
  /** The version passed */
  version?: Maybe<Scalars['Int']['output']>;
  /** The partner's work id */
  workId: Scalars['String']['output'];
};

/** The answer a waiting kiosk reads. */
export type KioskApproval = {
  __typename?: 'KioskApproval';
  /** The sign-in, once let in */
  attendance?: Maybe<KioskAttendance>;
  /** When the wait ends without an answer (UTC) */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** WAITING, SIGNED_IN or SEE_RECEPTION */
  state: KioskApprovalState;
};

/** What the waiting kiosk shows. */
export type KioskApprovalState =
  /** Refused, or no answer in time: "Please see reception" */
  | 'SEE_RECEPTION'
  /** Let in and signed in: the usual confirmation */
  | 'SIGNED_IN'
  /** Still waiting: "Your host has been asked to let you in" */
  | 'WAITING';

/** A sign-in the kiosk just made. */
export type KioskAttendance = {
  __typename?: 'KioskAttendance';
  /** The sign-in's id (submitSignature takes it). */
  attendanceId: Scalars['ID']['output'];
  /** The badge handed out; null when none. */
  badgeNumber?: Maybe<Scalars['String']['output']>;
  /** When it was recorded (UTC instant; the device's time for a replayed offline entry). */
  checkedInAt: Scalars['DateTimeISO']['output'];
  /** The visitor's full name. */
  name: Scalars['String']['output'];
  /** Planned, Regular or Unplanned. */
  visitType: Scalars['String']['output'];
};

/** Only what the sign-out screen shows. */
export type KioskCheckout = {
  __typename?: 'KioskCheckout';
  /** The badge to hand back; null when none was given. */
  badgeNumber?: Maybe<Scalars['String']['output']>;
  /** The visitor's full name. */
  name: Scalars['String']['output'];
};

/** What a kiosk needs to run a depot (public, no person's data). */
export type KioskDepot = {
  __typename?: 'KioskDepot';
  /** The depot's postal address. */
  address: Address;
  /** The depot's code. */
  code: Scalars['String']['output'];
  /** The language the kiosk starts in and returns to at its idle reset (issue 27). */
  defaultLanguage: Scalars['String']['output'];
  /** A walk-in who answers "yes" to a health question may continue and wait for staff to let them in (the FLAGGED approval rule, issue 37); otherwise the kiosk refuses the answer. */
  healthYesAsksApproval: Scalars['Boolean']['output'];
  /** The depot's id (UUID): the depotId of every kiosk operation. */
  id: Scalars['ID']['output'];
  /** The languages the kiosk offers, by code (en, pl, ro, lt, es, pt, ar). */
  languages: Array<Scalars['String']['output']>;
  /** The kiosk takes a photo of the visitor at sign-in (issue 37; off by default). */
  photoAtSignIn: Scalars['Boolean']['output'];
  /** Highest accepted temperature (degrees C). */
  tempMax: Scalars['Float']['output'];
  /** Lowest accepted temperature (degrees C). */
  tempMin: Scalars['Float']['output'];
  /** The tenant's name. */
  tenantName: Scalars['String']['output'];
  /** The depot's IANA time zone (e.g. Europe/Dublin): its kiosk shows times in it. */
  timeZone: Scalars['String']['output'];
};

/** A depot's kiosk tablet as its heartbeats report it. */
export type KioskDevice = {
  __typename?: 'KioskDevice';
  /** The id the device made for itself */
  deviceId: Scalars['String']['output'];
  /** When it first beat */
  firstSeenAt: Scalars['DateTimeISO']['output'];
  /** Sign-ins and sign-outs it holds, not yet sent (offline queue) */
  heldEntries: Scalars['Int']['output'];
  /** The kiosk's id on the server (UUID). */
  id: Scalars['ID']['output'];
  /** Its last heartbeat (UTC instant). */
  lastSeenAt: Scalars['DateTimeISO']['output'];
  /** The name staff gave it ("Gate 1"); null: not named yet */
  name?: Maybe<Scalars['String']['output']>;
  /** Whether it is paired (issue 40): only a paired kiosk beats, and only its held entries keep the device time */
  paired: Scalars['Boolean']['output'];
  /** When it was paired (UTC instant); null: not paired */
  pairedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Its state now. */
  status: KioskStatus;
  /** The kiosk app version it runs */
  version: Scalars['String']['output'];
};

/** A depot's kiosks and the hours that decide when a silent one is flagged. */
export type KioskDeviceList = {
  __typename?: 'KioskDeviceList';
  /** HH:mm (depot zone) the depot closes; null: always open */
  closesAt?: Maybe<Scalars['String']['output']>;
  /** The server's time when the list was read (UTC instant). */
  currentTime: Scalars['DateTimeISO']['output'];
  /** The depot's code. */
  depotCode: Scalars['String']['output'];
  /** The depot. */
  depotId: Scalars['ID']['output'];
  /** The depot's kiosks, most recently seen first. */
  devices: Array<KioskDevice>;
  /** HH:mm (depot zone) the depot opens; null: always open */
  opensAt?: Maybe<Scalars['String']['output']>;
  /** The depot's IANA time zone (opensAt and closesAt are in it). */
  timeZone: Scalars['String']['output'];
};

/** The device part of a kiosk write (issue 27): sent again with the same entryId, the server answers the first result and stores nothing more. */
export type KioskEntryInput = {
  /** The kiosk device id (made once on the device) */
  deviceId: Scalars['String']['input'];
  /** A UUID made on the device for this entry */
  entryId: Scalars['ID']['input'];
  /** True when the kiosk sends the entry as the person stands at it, not later from the device (issue 37: only then may a walk-in wait for approval) */
  live?: InputMaybe<Scalars['Boolean']['input']>;
  /** ISO 8601: when it happened on the device; stored as the sign-in/out time (at most 24 h old) */
  occurredAt: Scalars['String']['input'];
};

/** A kiosk write that may be held on the device while offline */
export type KioskEntryKind =
  /** A partner's clock-in. */
  | 'ClockIn'
  /** A partner's clock-out. */
  | 'ClockOut'
  /** A visitor's kiosk sign-out. */
  | 'SignOut'
  /** A walk-in (unplanned) sign-in. */
  | 'WalkIn';

/** A depot's roll-call under way, as its kiosk shows it (issue 37). */
export type KioskEvacuation = {
  __typename?: 'KioskEvacuation';
  /** Where to go; null when the depot has not set it. */
  assemblyPoint?: Maybe<Scalars['String']['output']>;
  /** The depot's kiosks stand at the muster point: they offer "I am safe" by badge or name (issue 39). */
  muster: Scalars['Boolean']['output'];
  /** When it started (UTC instant). */
  startedAt: Scalars['DateTimeISO']['output'];
};

/** The server's answer to a kiosk heartbeat. */
export type KioskHeartbeat = {
  __typename?: 'KioskHeartbeat';
  /** Seconds until the next heartbeat */
  intervalSeconds: Scalars['Int']['output'];
  /** The name staff gave this kiosk */
  name?: Maybe<Scalars['String']['output']>;
};

/** A kiosk tablet reporting that it is alive. */
export type KioskHeartbeatInput = {
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** A UUID the device made once and keeps */
  deviceId: Scalars['String']['input'];
  /** Entries held on the device, not yet sent */
  held: Scalars['Int']['input'];
  /** The kiosk app version */
  version: Scalars['String']['input'];
};

/** A person who hosts at the kiosk's depot (issue 36: its staff; issue 39: the people directory): only a display name, department and an opaque id, for the walk-in form. */
export type KioskHost = {
  __typename?: 'KioskHost';
  /** The host's department (null: none given). */
  department?: Maybe<Scalars['String']['output']>;
  /** Opaque: sent back as the walk-in's hostId (the host is then e-mailed that the visitor arrived). */
  id: Scalars['ID']['output'];
  /** The host's display name. */
  name: Scalars['String']['output'];
};

/** A course a partner must take before clocking in (public kiosk view). */
export type KioskInductionCourse = {
  __typename?: 'KioskInductionCourse';
  /** What the person reads */
  body: Scalars['String']['output'];
  /** The id */
  id: Scalars['ID']['output'];
  /** Its PDF and video at the kiosk URL, shown before the questions */
  material: Array<InductionMaterial>;
  /** The pass mark in percent */
  passMark: Scalars['Int']['output'];
  /** The questions, in order */
  questions: Array<KioskInductionQuestion>;
  /** The title */
  title: Scalars['String']['output'];
  /** The version */
  version: Scalars['Int']['output'];
};

/** A question as the kiosk shows it (never its right options). */
export type KioskInductionQuestion = {
  __typename?: 'KioskInductionQuestion';
  /** More than one option is right (the kiosk offers check boxes) */
  multiple: Scalars['Boolean']['output'];
  /** The options */
  options: Array<Scalars['String']['output']>;
  /** The question */
  text: Scalars['String']['output'];
};

/** The languages a tenant's kiosks offer. */
export type KioskLanguages = {
  __typename?: 'KioskLanguages';
  /** The language the kiosks start in and return to at their idle reset */
  defaultLanguage: Scalars['String']['output'];
  /** The languages the kiosks offer (codes: en, pl, ro, lt, es, pt, ar) */
  languages: Array<Scalars['String']['output']>;
  /** Every language a kiosk can speak */
  supported: Array<Scalars['String']['output']>;
  /** The tenant. */
  tenantId: Scalars['ID']['output'];
};

/** "I am safe" at a muster kiosk: the depot and a badge (or work id), or a person picked by name. */
export type KioskMarkSafeInput = {
  /** The depot badge number or a partner's work id, as typed or scanned. */
  badge?: InputMaybe<Scalars['String']['input']>;
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** The person picked from kioskMusterPeople; or give badge. */
  entryId?: InputMaybe<Scalars['ID']['input']>;
};

/** A person still missing on the roll-call, as a muster kiosk offers them (issue 39). */
export type KioskMusterPerson = {
  __typename?: 'KioskMusterPerson';
  /** Their roll-call entry (for kioskMarkSafe). */
  entryId: Scalars['ID']['output'];
  /** First name and the last name's initial ("Ana N."): the screen is public. */
  label: Scalars['String']['output'];
};

/** The kiosk screen a resolved reference leads to (spec 4.2). */
export type KioskNext =
  /** A planned visit not yet signed in: show its check-in form. */
  | 'PLANNED_FORM'
  /** A regular visitor not signed in: show the regular check-in form. */
  | 'REGULAR_FORM'
  /** A regular visitor who signed in before: offer the quick re-check-in (message says so). */
  | 'REGULAR_RECHECKIN'
  /** Already signed in here: ask whether to sign out (message). */
  | 'SIGN_OUT_PROMPT'
  /** Signed in or booked at another depot of the tenant (message names it). */
  | 'WRONG_DEPOT';

/** A kiosk's device secret, answered once when it pairs (issue 40). */
export type KioskPaired = {
  __typename?: 'KioskPaired';
  /** The device secret: keep it on the device and send it as the X-Kiosk-Secret header of heartbeats, held entries and refused-entry reports */
  deviceSecret: Scalars['String']['output'];
  /** The name staff gave this kiosk */
  name?: Maybe<Scalars['String']['output']>;
};

/** A one-time pairing code for a kiosk of a depot (issue 40), shown once. */
export type KioskPairing = {
  __typename?: 'KioskPairing';
  /** The code (XXXX-XXXX) to type on the kiosk */
  code: Scalars['String']['output'];
  /** When the code stops working (UTC instant), 15 minutes after it was made */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The depot's kiosk link with the code: the kiosk that opens it pairs itself */
  url: Scalars['String']['output'];
};

/** What the partner kiosk shows: the name, organisation and flags, and the next step. */
export type KioskPartner = {
  __typename?: 'KioskPartner';
  /** Issue 38: the contractor rules changed and the tenant asks this partner to read and accept them again (shown once). */
  askAgain: Scalars['Boolean']['output'];
  /** Ask for a badge number at clock-in. */
  badgeNumFlag: Scalars['Boolean']['output'];
  /** Ask for a temperature at clock-in. */
  enterTemperature: Scalars['Boolean']['output'];
  /** Clocked in and not out now. */
  hasClockedIn: Scalars['Boolean']['output'];
  /** Clocked in and out already today (depot's local day). */
  hasClockedOut: Scalars['Boolean']['output'];
  /** The modal text for SIGN_IN_VALIDATION and SINGLE_SIGN_WARNING; null otherwise. */
  message?: Maybe<Scalars['String']['output']>;
  /** Full name. */
  name: Scalars['String']['output'];
  /** The kiosk's next step. */
  next: PartnerNext;
  /** Company. */
  organisation: Scalars['String']['output'];
  /** Ask for a signature after clock-in. */
  signFlag: Scalars['Boolean']['output'];
  /** The partner's work id. */
  workId: Scalars['String']['output'];
};

/** A rule or question the kiosk shows. */
export type KioskRule = {
  __typename?: 'KioskRule';
  /** The answer key (hr_1, sr_2, hsr_3, or_1, q1...): the field of RuleAnswersInput. */
  key: Scalars['String']['output'];
  /** A yes/no question (not a rule to accept). */
  question: Scalars['Boolean']['output'];
  /** The words, in the tenant's wording. */
  text: Scalars['String']['output'];
};

/** A person marked safe at a muster kiosk (issue 39). */
export type KioskSafe = {
  __typename?: 'KioskSafe';
  /** First name and initial. */
  label: Scalars['String']['output'];
  /** When they were marked safe (UTC instant; a second tap answers the first time). */
  markedAt: Scalars['DateTimeISO']['output'];
};

/** A kiosk's state from its heartbeats */
export type KioskStatus =
  /** Not seen for more than five minutes, outside the depot hours */
  | 'CLOSED'
  /** Seen in the last five minutes */
  | 'ONLINE'
  /** Not seen for more than five minutes while the depot is open: flagged */
  | 'SILENT';

/** What a depot's kiosk asks, in its tenant's words. */
export type KioskTexts = {
  __typename?: 'KioskTexts';
  /** What a partner accepts at clock-in */
  contractorRules: Array<Scalars['String']['output']>;
  /** Every rule in the tenant words, and the questions q1..q6 the tenant set */
  rules: Array<KioskRule>;
};

/** A reference resolved at a depot's kiosk: what the visitor form shows, and the screen to go to next. */
export type KioskVisitor = {
  __typename?: 'KioskVisitor';
  /** Issue 38: the tenant changed its rules and asks this regular visitor to read and accept them again. */
  askAgain: Scalars['Boolean']['output'];
  /** Whether the kiosk asks for a depot badge number at check-in. */
  badgeNumFlag: Scalars['Boolean']['output'];
  /** Visitor's company. */
  company: Scalars['String']['output'];
  /** The depot of the booking (may differ from the kiosk's: next is then WRONG_DEPOT). */
  depotId: Scalars['ID']['output'];
  /** Visitor's e-mail address. */
  email: Scalars['String']['output'];
  /** Whether the kiosk asks for the visitor's temperature (the kiosk accepts the tenant's tempMin..tempMax). */
  enterTemperature: Scalars['Boolean']['output'];
  /** Visitor's first name, as booked or registered. */
  firstName: Scalars['String']['output'];
  /** Whether the visit has been signed in. */
  hasCheckedIn: Scalars['Boolean']['output'];
  /** Whether the visit has been signed out. */
  hasCheckedOut: Scalars['Boolean']['output'];
  /** Visitor's last name. */
  lastName: Scalars['String']['output'];
  /** The reference the visitor signs in and out with (a booking's meeting reference or a regular visitor's RV code). */
  meetingReference: Scalars['String']['output'];
  /** The host (read-only on the form). */
  meetingWith: Scalars['String']['output'];
  /** The modal text for SIGN_OUT_PROMPT, WRONG_DEPOT and REGULAR_RECHECKIN. */
  message?: Maybe<Scalars['String']['output']>;
  /** The screen the kiosk shows next. */
  next: KioskNext;
  /** Issue 38: the pre-arrival page's signature was given: the kiosk does not ask for it again. */
  preArrivalSigned: Scalars['Boolean']['output'];
  /** Issue 38: the planned visitor completed the pre-arrival page with the rules in force: the kiosk skips the form and the rules and checks in with no answers (the server uses what was given). */
  preArrived: Scalars['Boolean']['output'];
  /** The booking's print-label toggle: the kiosk prints a visitor label after the check-in. */
  printLabel: Scalars['Boolean']['output'];
  /** Whether the kiosk asks for a signature after the check-in (submitSignature). */
  signFlag: Scalars['Boolean']['output'];
  /** Planned or Regular. */
  visittype: Scalars['String']['output'];
};

/** Everyone present at a depot during one of its local days: each sign-in or clock-in that overlaps the day, still open or closed. */
export type LiveReport = {
  __typename?: 'LiveReport';
  /** The server's time when the rows were read (UTC instant). */
  currentTime: Scalars['DateTimeISO']['output'];
  /** The day, yyyy-MM-dd, in the depot's time zone. */
  date: Scalars['String']['output'];
  /** The empty-state text when there are no rows; else null. */
  message?: Maybe<Scalars['String']['output']>;
  /** The attendances, by sign-in time. */
  rows: Array<LiveReportRow>;
  /** The depot's attendanceChanged number (`seq`) when the rows were read: a live view applies the events after it and reads again on a jump. */
  seq?: Maybe<Scalars['Float']['output']>;
  /** The depot's IANA time zone (e.g. Europe/Dublin): actualIn and actualOut are in it. */
  timeZone: Scalars['String']['output'];
  /** Sunday of the week (yyyy-MM-dd) */
  weekFrom: Scalars['String']['output'];
  /** Saturday of the week (yyyy-MM-dd) */
  weekTo: Scalars['String']['output'];
};

/** One attendance (a sign-in or clock-in) as the live views show it: a row of liveReport, and the row an attendanceChanged event carries. */
export type LiveReportRow = {
  __typename?: 'LiveReportRow';
  /** HH:mm in the depot zone */
  actualIn: Scalars['String']['output'];
  /** HH:mm in the depot's time zone; null while on site. */
  actualOut?: Maybe<Scalars['String']['output']>;
  /** The attendance's id (UUID): the same id attendanceChanged events carry. */
  attendanceId: Scalars['ID']['output'];
  /** A visitor's attendee id (for the questionnaire); null for a partner */
  attendeeId?: Maybe<Scalars['ID']['output']>;
  /** The visitor's or partner's full name. */
  attendeeName: Scalars['String']['output'];
  /** When they signed or clocked in (UTC instant). */
  checkIn: Scalars['DateTimeISO']['output'];
  /** When they signed or clocked out (UTC instant); null while on site. */
  checkOut?: Maybe<Scalars['DateTimeISO']['output']>;
  /** yyyy-MM-dd, the check-in day in the depot zone */
  dateofVisit: Scalars['String']['output'];
  /** Planned, Unplanned, Regular or Partner. */
  visitType: Scalars['String']['output'];
};

/** A depot manager: a person (not a user) notified by e-mail about visits and sign-ins at a depot, and whom visitors can name as their host. */
export type Manager = {
  __typename?: 'Manager';
  /** The department the manager works in, shown beside the name in the host picker */
  department: Scalars['String']['output'];
  /** The manager's depot. */
  depotId: Scalars['ID']['output'];
  /** Where notifications go. */
  email: Scalars['String']['output'];
  /** The manager's id (UUID). */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Whether the manager is e-mailed about the depot's visits and sign-ins. */
  receiveEmailFlag: Scalars['Boolean']['output'];
  /** The manager's tenant. */
  tenantId: Scalars['ID']['output'];
};

/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type Mutation = {
  __typename?: 'Mutation';
  /** Adds one badge or a range starting at the next number (all or nothing). */
  addBadges: Array<Badge>;
  /** SuperAdmin or TenantAdmin: adds a depot to a tenant. A code already used in the tenant answers CONFLICT; an unknown time zone BAD_USER_INPUT. */
  addDepot: Depot;
  /** Adds a required document type. */
  addDocumentType: DocumentType;
  /** Adds an induction course (audited). */
  addInductionCourse: InductionCourse;
  /** SuperAdmin or TenantAdmin: adds a manager (a person e-mailed about the depot's visits) to a depot. Managers are contacts, not users: they do not log in. */
  addManager: Manager;
  /** SuperAdmin, TenantAdmin or DepotManager: adds a role name to the tenant's list (used for partners and staff users). A name in use answers CONFLICT. */
  addRole: Role;
  /** SuperAdmin, TenantAdmin or DepotManager: adds a shift (a named daily time window in which a partner may clock in) to the tenant. */
  addShift: Shift;
  /** Add a reason to the tenant list (unique among its active reasons, any case). */
  addVisitReason: VisitReason;
  /** Adds a person to the watchlist. */
  addWatchlistEntry: WatchlistEntry;
  /** Book a planned visit; the visitor is e-mailed the reference and its QR code ('Visitor Booked Successfully!'). */
  bookVisit: BookedVisit;
  /** Cancel Visit: only before check-in ('Meeting Canceled.'). */
  cancelVisit: BookedVisit;
  /** The signed-in user changes its own password (the current one verified); other sessions end, the answer carries a new token. */
  changePassword: AuthPayload;
  /** Checks a visitor holder out, or clocks a partner holder out (manual). */
  checkOutBadgeHolder: BadgeAssignee;
  /** Public (partner kiosk, throttled per IP): clocks a partner in at a depot, within its shift. Already clocked in today, a single-sign partner done for the day, or a badge in use answer CONFLICT; outside its shift, or without the badge or temperature its kiosk asks for, BAD_USER_INPUT. */
  clockIn: ClockResult;
  /** Public (partner kiosk, throttled per IP): clocks a partner out. Already clocked out today answers CONFLICT; not clocked in at all BAD_USER_INPUT. */
  clockOut: ClockResult;
  /** Completes a single sign-on: the query string the provider sent the browser back to /sso/callback with. The state works once and only in the browser that started it (its cookie; FORBIDDEN otherwise); the ID token must carry the nonce of the start; the user is matched by verified e-mail within the tenant. */
  completeOidcSignIn: AuthPayload;
  /** Confirms the new authenticator with its first code: two-step sign-in is on, and ten recovery codes are shown this once. With a sign-in challenge, the answer also carries the session. */
  confirmTotpEnrolment: TotpEnabled;
  /** Makes an API key; the answer carries its secret, shown this once. */
  createApiKey: CreatedApiKey;
  /** Makes a one-time pairing code (and link) for a kiosk of the depot, valid 15 minutes; shown once. */
  createKioskPairing: KioskPairing;
  /** Adds a tenant, its first depot and a TenantAdmin rep (e-mailed a link to set a password). */
  createTenant: Tenant;
  /** Registers an endpoint; the answer carries its signing secret, shown this once. */
  createWebhookEndpoint: WebhookEndpointWithSecret;
  /** Lets a waiting walk-in in, or refuses them; the first answer wins (CONFLICT after). */
  decideWalkIn: WalkInApproval;
  /** Public: an e-mail link's answer: once, for its approval only, before the timeout. */
  decideWalkInByLink: WalkInApproval;
  /** SuperAdmin or TenantAdmin: removes a manager. Answers true; an unknown id answers NOT_FOUND. */
  deleteManager: Scalars['Boolean']['output'];
  /** Any staff user: removes a partner of its tenant; answers true. An unknown id answers NOT_FOUND. */
  deletePartner: Scalars['Boolean']['output'];
  /** SuperAdmin, TenantAdmin or DepotManager: removes a role name of the tenant; answers true. An unknown id answers NOT_FOUND. */
  deleteRole: Scalars['Boolean']['output'];
  /** SuperAdmin, TenantAdmin or DepotManager: removes a shift of the tenant; answers true. An unknown id answers NOT_FOUND. */
  deleteShift: Scalars['Boolean']['output'];
  /** Delete a reason no visit has used (409 for one in use: retire it). */
  deleteVisitReason: Scalars['Boolean']['output'];
  /** Deletes an endpoint and its delivery log. */
  deleteWebhookEndpoint: Scalars['Boolean']['output'];
  /** Turns two-step sign-in off for the signed-in user: its password and a current code (or a recovery code). */
  disableTotp: Scalars['Boolean']['output'];
  /** Dismisses a refused kiosk entry once staff have dealt with it. */
  dismissRefusedKioskEntry: Scalars['Boolean']['output'];
  /** Edit a booking before its visit: date, time, host and flags. A cancelled, checked-in or past booking cannot change (409). */
  editBooking: BookedVisit;
  /** SuperAdmin or TenantAdmin: edits a manager, or moves it to another depot of the tenant. */
  editManager: Manager;
  /** Any staff user: edits a partner of its tenant (the work id stays). */
  editPartner: Partner;
  /** Any staff user: edits the host a regular visitor meets. */
  editRegularHost: RegularHost;
  /** Any staff user: edits a regular visitor of its tenant (the RV code and passcode stay). */
  editRegularVisitor: RegularVisitor;
  /** SuperAdmin or TenantAdmin (its own tenant): edits a staff user's name, username, e-mail, role, department and depot. A username in use answers CONFLICT; a role change ends the user's open sessions and sockets. */
  editRepresentative: User;
  /** SuperAdmin, TenantAdmin or DepotManager: renames a role. */
  editRole: Role;
  /** SuperAdmin, TenantAdmin or DepotManager: changes a shift; partners on it follow the new times. */
  editShift: Shift;
  /** SuperAdmin (any tenant) or TenantAdmin (its own): renames a tenant and sets the temperature range its kiosks accept. A name in use answers CONFLICT. */
  editTenant: Tenant;
  /** Ends a roll-call; whoever is still unmarked is recorded as unaccounted for. */
  endEvacuation: Evacuation;
  /** Erase the person now: the retention anonymisation for their rows (audited as subject.erase). */
  eraseDataSubject: RetentionRun;
  /** Queues the audit trail, filtered as asked, as xlsx; the worker writes it. */
  exportAuditTrail: ExportJob;
  /** Queues an xlsx export of the daily planned visits (the worker streams it); message 'Please export the file now.' */
  exportDailyVisitReport: ExportJob;
  /** Everything held about the person as one JSON file (audited as subject.export). */
  exportDataSubject: DataSubjectExport;
  /** Queues an xlsx export of the date-range visitors report (page ignored; search and visitType honoured). */
  exportDateRangeVisitorsReport: ExportJob;
  /** Queues an evacuation record's xlsx export (issue 23); the worker writes it. */
  exportEvacuation: ExportJob;
  /** Queues an xlsx partner report export (a day, or dateFrom..dateTo); message 'Please export the file now.' */
  exportPartnerReport: ExportJob;
  /** Forgets a kiosk no longer in use (it returns if it beats again). */
  forgetKioskDevice: Scalars['Boolean']['output'];
  /** Public (visitor kiosk, throttled per IP): grades a visitor's answers on the server and records nothing; the sign-in (visitorCheckIn, unplannedCheckIn) carries passed answers in inductionAnswers and records the pass. */
  gradeVisitorInduction: InductionResult;
  /** Public, paired kiosks: a kiosk tablet reports that it is alive (about once a minute), with its device secret in the X-Kiosk-Secret header; without it (or with another) UNAUTHENTICATED, nothing changes. */
  kioskHeartbeat: KioskHeartbeat;
  /** Public (muster kiosk, throttled per IP): "I am safe" by badge (a depot badge or a partner's work id) or by a person picked by name: marked on the depot's roll-call at once, self-reported at the kiosk. Once (a second answers the first time); no roll-call under way or the kiosk not at the muster point: CONFLICT; not on this roll-call: NOT_FOUND. */
  kioskMarkSafe: KioskSafe;
  /** Public: one-step login: username and password -> a bearer token (HS256 JWT, valid JWT_TTL_SECONDS, 8 hours by default) and the user. Wrong credentials answer UNAUTHENTICATED with one message whether or not the user exists; a disabled user or archived tenant cannot log in; too many attempts per client IP or account answer RATE_LIMITED. Refused (FORBIDDEN) for an account with two-step sign-in or whose tenant requires it: use signIn. */
  login: AuthPayload;
  /** Revokes every token of the signed-in user. */
  logout: Scalars['Boolean']['output'];
  /** Manual Checkout of a signed-in visitor ('Visitor was checked-out'); sendNotification e-mails the host. */
  manualCheckout: KioskCheckout;
  /** A marshal marks a person safe (safe: false undoes it) while the roll-call is open. */
  markEvacuee: Evacuee;
  /** The holder of an "I am safe" link is safe: marked on the roll-call at once (self-reported). Once: a second use answers the same state; after the roll-call ended, CONFLICT. */
  markSelfSafe: SafeLink;
  /** Public: a kiosk exchanges a one-time pairing code of its depot (createKioskPairing) for its device secret. More than 10 tries a minute from one address answer RATE_LIMITED. */
  pairKiosk: KioskPaired;
  /** Records a pass given in person at the current version, on a day staff choose (not in the future, not before the course existed; the expiry counts from it; audited). */
  recordInductionPass: InductionStatus;
  /** Records a visitor's pass given in person at the current version, on a day staff choose (as recordInductionPass; the visitor must be on the depot's list for the course; audited). */
  recordVisitorInductionPass: VisitorInductionStatus;
  /** Sends a delivery again, with the same webhook-id and body. */
  redeliverWebhook: WebhookDelivery;
  /** Any staff user: registers a partner (a contractor who clocks in and out at the partner kiosk with a numeric work id). A work id in use anywhere answers CONFLICT. sendPartnerQrCode e-mails it its QR code. */
  registerPartner: Partner;
  /** 'Regular Visitor Booked Successfully!': the visitor is e-mailed the RV code, passcode and QR code. */
  registerRegularVisitor: RegularVisitor;
  /** SuperAdmin or TenantAdmin: adds a staff user to a depot of its tenant (SuperAdmin: of any tenant). The user is e-mailed an account-confirmation link. A username already in use answers CONFLICT. */
  registerUser: User;
  /** Removes the tenant's SMS provider or Slack bot, or a depot's channel; true when there was one. */
  removeChannelProvider: Scalars['Boolean']['output'];
  /** Removes a document type and the partners' documents of it. */
  removeDocumentType: Scalars['Boolean']['output'];
  /** Removes a host from the directory. */
  removeHost: Scalars['Boolean']['output'];
  /** Removes an induction course and its passes (audited). */
  removeInductionCourse: Scalars['Boolean']['output'];
  /** Removes a partner's document by hand (audited; its file leaves the store). Staff who may upload for the partner; another tenant's id answers as a missing one. */
  removePartnerDocument: Scalars['Boolean']['output'];
  /** Any staff user: removes a regular visitor (its RV code stops working; past visits stay in the reports). Answers true. */
  removeRegularVisitor: Scalars['Boolean']['output'];
  /** Removes a user of the tenant (not oneself). */
  removeRepresentative: Scalars['Boolean']['output'];
  /** Removes (archives) a tenant: confirmName must be its name. Its users are signed out and cannot log in, its kiosks close; restoreTenant undoes it. */
  removeTenant: Scalars['Boolean']['output'];
  /** Removes a watchlist entry; its past matches stay with their visits. */
  removeWatchlistEntry: Scalars['Boolean']['output'];
  /** Names a kiosk ("Gate 1"); an empty name clears it. */
  renameKioskDevice: KioskDevice;
  /** Rename a reason; visits keep the text they were given. */
  renameVisitReason: VisitReason;
  /** Public (the kiosk): a held entry the server refused, kept for the depot staff; reported twice, kept once. */
  reportRefusedKioskEntry: Scalars['Boolean']['output'];
  /** Always true: whether the user exists is not revealed. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Re-send a booking's QR code e-mail to the visitor, before the visit only (as editBooking). */
  resendBookingQr: BookedVisit;
  /** Sends the user a new account-confirmation e-mail. */
  resendConfirmationEmail: Scalars['Boolean']['output'];
  /** Any staff user: e-mails the regular visitor its RV code, passcode and QR code again (through the worker). Answers true. */
  resendRegularVisitorEmail: Scalars['Boolean']['output'];
  /** Public: sets a new password with the token of a reset link. An unknown, used or expired token answers BAD_USER_INPUT; too many bad tokens for an account answer RATE_LIMITED. Every session of the user ends. */
  resetPassword: Scalars['Boolean']['output'];
  /** Restores an archived tenant. */
  restoreTenant: Tenant;
  /** Offer a retired reason again. */
  restoreVisitReason: VisitReason;
  /** Retire a reason: kept for the visits that used it, no longer offered. */
  retireVisitReason: VisitReason;
  /** Revokes an API key at once: every request with it is refused and its sockets close. */
  revokeApiKey: ApiKey;
  /** Gives an endpoint a new signing secret at once, shown this once. */
  rotateWebhookSecret: WebhookEndpointWithSecret;
  /** Adds a host to the directory, or edits one (one host per e-mail in the tenant: 409). */
  saveHost: Host;
  /** Set which languages the tenant kiosks offer and the default one (it must be offered). */
  saveKioskLanguages: KioskLanguages;
  /** Save the whole set of the tenant kiosk texts; what is not sent returns to its default. */
  saveKioskTexts: TenantKioskTexts;
  /** E-mails the partner its work id as a QR code (by the worker). */
  sendPartnerQrCode: Scalars['Boolean']['output'];
  /** E-mails the user a reset-password link (not to a disabled user). */
  sendUserPasswordReset: Scalars['Boolean']['output'];
  /** Sets a depot's end-of-day sign-out time (HH:mm in its zone: everyone still signed in then is signed out); null or empty: none. */
  setAutoSignOutTime?: Maybe<Scalars['String']['output']>;
  /** Sets a depot's approval rule and answer time. */
  setDepotApprovalRule: DepotApprovalRule;
  /** Sets where people go in an evacuation at a depot (at most 300 characters; blank clears it): the kiosk and the "I am safe" e-mail say it. Answers the new value. */
  setDepotAssemblyPoint?: Maybe<Scalars['String']['output']>;
  /** Sets a depot's Teams or Slack incoming webhook (https, a public address). */
  setDepotChannel: ChannelProvider;
  /** Sets how long visitors and partners are expected to stay at a depot, in minutes (15 to 1440), or null for no limit (issue 37). A planned visit may set its own length. Answers the new value. */
  setDepotExpectedStay?: Maybe<Scalars['Int']['output']>;
  /** Sets a depot's opening hours (HH:mm in its zone, both or neither): a kiosk silent while it is open is flagged. */
  setDepotHours: KioskDeviceList;
  /** Sets whether the depot's kiosks stand at the muster point: during a roll-call they offer "I am safe" by badge or by name. Answers the new value. */
  setDepotMusterKiosk: Scalars['Boolean']['output'];
  /** Turns the kiosk photo at sign-in on or off at a depot (issue 37); answers the new value. */
  setDepotPhotoAtSignIn: Scalars['Boolean']['output'];
  /** Sets your phone and channels per kind of notification. */
  setMyChannels: MyChannels;
  /** The signed-in staff user's language for its screens, e-mails, summaries and export headers (issue 39). null: its tenant's default. An unknown code answers BAD_USER_INPUT. */
  setMyLanguage: User;
  /** Turns a depot's end-of-day and end-of-week summaries on or off for you. */
  setMySummary: Array<MySummary>;
  /** Set how many days visitor and partner personal data is kept after a visit (30 to 2557). */
  setRetention: Retention;
  /** Sets the tenant's Slack bot (its token replaces any before), for direct messages. */
  setSlackBot: ChannelProvider;
  /** Sets the tenant's SMS provider (its credentials replace any before). */
  setSmsProvider: ChannelProvider;
  /** Requires two-step sign-in for the tenant's staff (TenantAdmin: its own, with its own authenticator on first; SuperAdmin: the tenant named). Staff without it set it up at their next sign-in. */
  setTenantRequireTotp: StaffSignInSettings;
  /** Sets the tenant's OpenID Connect provider for single sign-on (the provider is asked to describe itself first: a wrong or unreachable issuer is refused). */
  setTenantSso: StaffSignInSettings;
  /** Disable (ends every session at once) or enable a user: SuperAdmin any, TenantAdmin its tenant; not oneself. */
  setUserDisabled: User;
  /** Sign-in, first step: username and password (throttled like login). Answers the session, or a challenge for the second step (an authenticator code, or setting one up when the tenant requires it). */
  signIn: SignInStep;
  /** Sign-in, second step: the challenge of signIn and the 6-digit code the authenticator app shows (each code once), or an unused recovery code. */
  signInWithCode: AuthPayload;
  /** Starts an evacuation roll-call of a depot: everyone on site now is on its list. */
  startEvacuation: Evacuation;
  /** Starts a single sign-on at the tenant's OpenID Connect provider: the address to send the browser to (authorisation code with PKCE, state and nonce). Over HTTP only: the answer sets a cookie (HttpOnly, SameSite=Lax, path /graphql, ten minutes) that binds the sign-in to this browser. */
  startOidcSignIn: Scalars['String']['output'];
  /** Starts setting up an authenticator app: a new secret (QR code and text) waiting for its first code. Signed in, or with the challenge of a sign-in that answered TOTP_ENROL. */
  startTotpEnrolment: TotpEnrolment;
  /** Public (partner kiosk, throttled per IP): grades a partner's answers on the server. Passed: the pass is recorded with the version and expiry; failed: the wrong questions, nothing recorded. */
  submitInduction: InductionResult;
  /** Public: stores the partner's signature for its open clock-in at the depot (a second replaces the first). No open clock-in answers BAD_USER_INPUT. */
  submitPartnerSignature: Scalars['Boolean']['output'];
  /** The pre-arrival page sent: the car registration, an answer per rule (the kiosk's proceed rules) and the signature when the booking asks for one; a second submit before arrival replaces the first. The kiosk's check-in by reference then asks none of it again. */
  submitPreArrival: PreArrival;
  /** Public: the signature PNG (base64) for an open sign-in; a second one replaces the first. */
  submitSignature: Scalars['Boolean']['output'];
  /** Issue 38: the pre-arrival page's answers to an induction course the visit needs, graded on the server as at the kiosk; passed, the pass is recorded (the kiosk's check-in does not ask it again); failed: the questions answered wrongly, nothing recorded (retry). A course the visit does not need: BAD_USER_INPUT; a wrong link: NOT_FOUND. */
  takePreArrivalInduction: InductionResult;
  /** Unpairs a kiosk (a lost tablet): its secret stops working until it is paired again; it stays listed. */
  unpairKioskDevice: KioskDevice;
  /** Public: a walk-in check-in (api/unplanned-visit-checkIn). */
  unplannedCheckIn: KioskAttendance;
  /** SuperAdmin or TenantAdmin (its own tenant): edits a depot's code, address and time zone. */
  updateDepot: Depot;
  /** Edits a document type (every field sent replaces it). */
  updateDocumentType: DocumentType;
  /** Edits an induction course (audited; a change makes its version go up). */
  updateInductionCourse: InductionCourse;
  /** Edits a watchlist entry (every field sent replaces it). */
  updateWatchlistEntry: WatchlistEntry;
  /** Changes an endpoint's URL, description, events or enabled flag. */
  updateWebhookEndpoint: WebhookEndpoint;
  /** Public: planned or regular check-in (api/checkIn, api/checkInQR). */
  visitorCheckIn: KioskAttendance;
  /** Public: kiosk sign-out by badge (uppercased) or reference (api/checkOut, api/QRcheckOut). */
  visitorCheckOut: KioskCheckout;
  /** Public: a walk-in check-in that may wait for approval (the depot's rule); unplannedCheckIn refuses those instead. */
  walkInCheckIn: WalkInOutcome;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddBadgesArgs = {
  input: AddBadgesInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddDepotArgs = {
  input: AddDepotInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddDocumentTypeArgs = {
  input: AddDocumentTypeInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddInductionCourseArgs = {
  input: AddInductionCourseInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddManagerArgs = {
  input: AddManagerInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddRoleArgs = {
  input: RoleInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddShiftArgs = {
  input: ShiftInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddVisitReasonArgs = {
  input: AddVisitReasonInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationAddWatchlistEntryArgs = {
  input: AddWatchlistEntryInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationBookVisitArgs = {
  input: BookVisitInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationCancelVisitArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationCheckOutBadgeHolderArgs = {
  badgeNum: Scalars['String']['input'];
  depotId: Scalars['ID']['input'];
  sendNotification?: InputMaybe<Scalars['Boolean']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationClockInArgs = {
  input: ClockInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationClockOutArgs = {
  input: ClockInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationCompleteOidcSignInArgs = {
  callback: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationConfirmTotpEnrolmentArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
  code: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationCreateApiKeyArgs = {
  input: CreateApiKeyInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationCreateKioskPairingArgs = {
  depotId: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationCreateTenantArgs = {
  input: CreateTenantInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationCreateWebhookEndpointArgs = {
  input: CreateWebhookInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDecideWalkInArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDecideWalkInByLinkArgs = {
  approve: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDeleteManagerArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDeletePartnerArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDeleteRoleArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDeleteShiftArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDeleteVisitReasonArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDeleteWebhookEndpointArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDisableTotpArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationDismissRefusedKioskEntryArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditBookingArgs = {
  input: EditBookingInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditManagerArgs = {
  id: Scalars['ID']['input'];
  input: EditManagerInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditPartnerArgs = {
  id: Scalars['ID']['input'];
  input: PartnerInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditRegularHostArgs = {
  hostId: Scalars['ID']['input'];
  input: RegularHostInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditRegularVisitorArgs = {
  id: Scalars['ID']['input'];
  input: EditRegularVisitorInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditRepresentativeArgs = {
  id: Scalars['ID']['input'];
  input: EditRepresentativeInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditRoleArgs = {
  id: Scalars['ID']['input'];
  input: RoleInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditShiftArgs = {
  id: Scalars['ID']['input'];
  input: ShiftInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEditTenantArgs = {
  id: Scalars['ID']['input'];
  input: EditTenantInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEndEvacuationArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationEraseDataSubjectArgs = {
  input: DataSubjectInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationExportAuditTrailArgs = {
  filter?: InputMaybe<AuditFilterInput>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationExportDailyVisitReportArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationExportDataSubjectArgs = {
  input: DataSubjectInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationExportDateRangeVisitorsReportArgs = {
  input: DateRangeVisitorsReportInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationExportEvacuationArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationExportPartnerReportArgs = {
  input: ExportPartnerReportInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationForgetKioskDeviceArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationGradeVisitorInductionArgs = {
  input: GradeVisitorInductionInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationKioskHeartbeatArgs = {
  input: KioskHeartbeatInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationKioskMarkSafeArgs = {
  input: KioskMarkSafeInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationLoginArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationManualCheckoutArgs = {
  attendanceId: Scalars['ID']['input'];
  sendNotification?: Scalars['Boolean']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationMarkEvacueeArgs = {
  entryId: Scalars['ID']['input'];
  safe?: Scalars['Boolean']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationMarkSelfSafeArgs = {
  token: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationPairKioskArgs = {
  input: PairKioskInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRecordInductionPassArgs = {
  courseId: Scalars['ID']['input'];
  partnerId: Scalars['ID']['input'];
  passedOn?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRecordVisitorInductionPassArgs = {
  attendeeId: Scalars['ID']['input'];
  courseId: Scalars['ID']['input'];
  depotId: Scalars['ID']['input'];
  passedOn?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRedeliverWebhookArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRegisterPartnerArgs = {
  input: PartnerInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRegisterRegularVisitorArgs = {
  input: RegisterRegularVisitorInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRegisterUserArgs = {
  input: RegisterUserInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemoveChannelProviderArgs = {
  input: RemoveChannelProviderInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemoveDocumentTypeArgs = {
  id: Scalars['ID']['input'];
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemoveHostArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemoveInductionCourseArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemovePartnerDocumentArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemoveRegularVisitorArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemoveRepresentativeArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemoveTenantArgs = {
  confirmName: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRemoveWatchlistEntryArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRenameKioskDeviceArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRenameVisitReasonArgs = {
  input: RenameVisitReasonInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationReportRefusedKioskEntryArgs = {
  input: RefusedKioskEntryInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRequestPasswordResetArgs = {
  username: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationResendBookingQrArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationResendConfirmationEmailArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationResendRegularVisitorEmailArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRestoreTenantArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRestoreVisitReasonArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRetireVisitReasonArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationRotateWebhookSecretArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSaveHostArgs = {
  input: SaveHostInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSaveKioskLanguagesArgs = {
  input: SaveKioskLanguagesInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSaveKioskTextsArgs = {
  input: SaveKioskTextsInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSendPartnerQrCodeArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSendUserPasswordResetArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetAutoSignOutTimeArgs = {
  depotId: Scalars['ID']['input'];
  time?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetDepotApprovalRuleArgs = {
  depotId: Scalars['ID']['input'];
  rule: ApprovalRule;
  timeoutSeconds: Scalars['Int']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetDepotAssemblyPointArgs = {
  depotId: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetDepotChannelArgs = {
  input: SetDepotChannelInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetDepotExpectedStayArgs = {
  depotId: Scalars['ID']['input'];
  minutes?: InputMaybe<Scalars['Int']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetDepotHoursArgs = {
  closesAt?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
  opensAt?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetDepotMusterKioskArgs = {
  depotId: Scalars['ID']['input'];
  on: Scalars['Boolean']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetDepotPhotoAtSignInArgs = {
  depotId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetMyChannelsArgs = {
  input: SetMyChannelsInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetMyLanguageArgs = {
  language?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetMySummaryArgs = {
  input: SetMySummaryInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetRetentionArgs = {
  input: SetRetentionInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetSlackBotArgs = {
  input: SetSlackBotInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetSmsProviderArgs = {
  input: SetSmsProviderInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetTenantRequireTotpArgs = {
  required: Scalars['Boolean']['input'];
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetTenantSsoArgs = {
  input: TenantSsoInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSetUserDisabledArgs = {
  disabled: Scalars['Boolean']['input'];
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSignInArgs = {
  password: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSignInWithCodeArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationStartEvacuationArgs = {
  depotId: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationStartOidcSignInArgs = {
  tenantId: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationStartTotpEnrolmentArgs = {
  challenge?: InputMaybe<Scalars['String']['input']>;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSubmitInductionArgs = {
  input: SubmitInductionInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSubmitPartnerSignatureArgs = {
  input: PartnerSignatureInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSubmitPreArrivalArgs = {
  input: SubmitPreArrivalInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationSubmitSignatureArgs = {
  input: SubmitSignatureInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationTakePreArrivalInductionArgs = {
  input: TakePreArrivalInductionInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationUnpairKioskDeviceArgs = {
  id: Scalars['ID']['input'];
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationUnplannedCheckInArgs = {
  input: UnplannedCheckInInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationUpdateDepotArgs = {
  id: Scalars['ID']['input'];
  input: DepotInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationUpdateDocumentTypeArgs = {
  input: UpdateDocumentTypeInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationUpdateInductionCourseArgs = {
  input: UpdateInductionCourseInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationUpdateWatchlistEntryArgs = {
  input: UpdateWatchlistEntryInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationUpdateWebhookEndpointArgs = {
  input: UpdateWebhookInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationVisitorCheckInArgs = {
  input: VisitorCheckInInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationVisitorCheckOutArgs = {
  input: VisitorCheckOutInput;
};


/** Write operations. Each runs in one transaction: on any error nothing is written. Errors carry `extensions.code`: BAD_USER_INPUT (with `extensions.fields` naming the fields), UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, or UNAVAILABLE when the database is away (try again). */
export type MutationWalkInCheckInArgs = {
  input: UnplannedCheckInInput;
};

/** The signed-in staff user's phone and channels per kind of notification. */
export type MyChannels = {
  __typename?: 'MyChannels';
  /** One per kind */
  choices: Array<ChannelChoice>;
  /** Mobile number (E.164) */
  phone?: Maybe<Scalars['String']['output']>;
  /** Slack member id, for Slack direct messages */
  slackMemberId?: Maybe<Scalars['String']['output']>;
  /** What is shown of your Teams workflow URL (never the URL), when set */
  teamsWorkflowHint?: Maybe<Scalars['String']['output']>;
};

/** A depot whose summaries you may have (issue 39), and what you chose. */
export type MySummary = {
  __typename?: 'MySummary';
  /** The depot's code */
  depotCode: Scalars['String']['output'];
  /** The depot */
  depotId: Scalars['ID']['output'];
  /** The end-of-day summary is sent to you */
  endOfDay: Scalars['Boolean']['output'];
  /** The end-of-week summary (Monday to Sunday) is sent to you */
  endOfWeek: Scalars['Boolean']['output'];
  /** The depot's time zone: its day and week end at its midnight */
  timeZone: Scalars['String']['output'];
};

/** A way a notification reaches someone (issue 39). */
export type NotificationChannel =
  /** E-mail */
  | 'EMAIL'
  /** Slack, the depot's channel (an incoming webhook) */
  | 'SLACK'
  /** Slack, a direct message from the tenant's Slack bot to the person's member id */
  | 'SLACK_DM'
  /** SMS, through the tenant's SMS provider */
  | 'SMS'
  /** Microsoft Teams, the depot's channel (an incoming webhook) */
  | 'TEAMS'
  /** Microsoft Teams, the person's own workflow webhook (their direct channel) */
  | 'TEAMS_DM';

/** A kind of notification a staff user chooses channels for. */
export type NotificationKind =
  /** Alerts: a temperature above the limit, a watchlist match (a block goes by every channel) */
  | 'ALERTS'
  /** Something waits for an approval */
  | 'APPROVALS'
  /** A visitor arrived (a sign-in at the depot, a host told of their visitor) */
  | 'ARRIVALS'
  /** An evacuation roll-call started or ended (always by every channel) */
  | 'EVACUATIONS'
  /** End of day and week summaries */
  | 'SUMMARIES';

/** How many people are signed in now at a depot. */
export type OnSiteCount = {
  __typename?: 'OnSiteCount';
  /** The depot's code. */
  depotCode: Scalars['String']['output'];
  /** The depot. */
  depotId: Scalars['ID']['output'];
  /** Of them, signed in on an earlier day */
  earlierDay: Scalars['Int']['output'];
  /** How many are signed or clocked in now. */
  onSite: Scalars['Int']['output'];
};

/** Everyone signed in now at one depot, earliest first. */
export type OnSiteList = {
  __typename?: 'OnSiteList';
  /** HH:mm (depot zone) of the depot's end-of-day sign-out; null: none */
  autoSignOutTime?: Maybe<Scalars['String']['output']>;
  /** The server's time when the list was read (UTC instant). */
  currentTime: Scalars['DateTimeISO']['output'];
  /** The depot's code. */
  depotCode: Scalars['String']['output'];
  /** The depot. */
  depotId: Scalars['ID']['output'];
  /** How long people are expected to stay at the depot, in minutes; null: no limit. */
  expectedStayMinutes?: Maybe<Scalars['Int']['output']>;
  /** Everyone signed in now, earliest first. */
  rows: Array<OnSiteRow>;
  /** The depot's IANA time zone. */
  timeZone: Scalars['String']['output'];
};

/** Someone signed in now at a depot: a visitor of any kind or a partner. */
export type OnSiteRow = {
  __typename?: 'OnSiteRow';
  /** The open attendance's id. */
  attendanceId: Scalars['ID']['output'];
  /** The badge held; null when none. */
  badgeNumber?: Maybe<Scalars['String']['output']>;
  /** When they signed or clocked in (UTC instant). */
  checkedInAt: Scalars['DateTimeISO']['output'];
  /** The visitor's company or the partner's organisation */
  company: Scalars['String']['output'];
  /** Signed in on an earlier day of the depot than today (did not sign out) */
  earlierDay: Scalars['Boolean']['output'];
  /** When they were expected to leave (UTC instant; a planned visit's length, or the depot's expected stay); null: no limit. */
  expectedBy?: Maybe<Scalars['DateTimeISO']['output']>;
  /** A photo was taken at sign-in (GET api/visitor-photo/{attendanceId}; issue 37). */
  hasPhoto: Scalars['Boolean']['output'];
  /** The visit's host (planned and regular visitors) */
  host?: Maybe<Scalars['String']['output']>;
  /** Visitor or Partner */
  kind: Scalars['String']['output'];
  /** yyyy-MM-dd, the sign-in day in the depot zone */
  localDate: Scalars['String']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** Still signed in past expectedBy when the list was read (the managers are told once). */
  overstaying: Scalars['Boolean']['output'];
  /** Planned, Unplanned, Regular or Partner */
  visitType: Scalars['String']['output'];
};

/** A kiosk exchanging a pairing code from the Kiosks screen for its device secret. */
export type PairKioskInput = {
  /** The pairing code from the Kiosks screen (XXXX-XXXX; case and dash do not matter) */
  code: Scalars['String']['input'];
  /** The kiosk's depot (the code must be this depot's). */
  depotId: Scalars['ID']['input'];
  /** The UUID the device made once and keeps */
  deviceId: Scalars['String']['input'];
};

/** A partner: a contractor who clocks in and out at a depot's partner kiosk with a numeric work id. */
export type Partner = {
  __typename?: 'Partner';
  /** The kiosk asks for a depot badge number at clock-in. */
  badgeNumFlag: Scalars['Boolean']['output'];
  /** That depot's code. */
  depotCode?: Maybe<Scalars['String']['output']>;
  /** The depot the partner is registered at; null when none. */
  depotId?: Maybe<Scalars['ID']['output']>;
  /** E-mail address (QR code and confirmations); null when none. */
  email?: Maybe<Scalars['String']['output']>;
  /** The kiosk asks for the partner's temperature at clock-in. */
  enterTemperature: Scalars['Boolean']['output'];
  /** The partner's id (UUID). */
  id: Scalars['ID']['output'];
  /** Full name. */
  name: Scalars['String']['output'];
  /** The partner's company. */
  organisation: Scalars['String']['output'];
  /** Mobile number in E.164 (an evacuation SMS, issue 39); null when none. */
  phone?: Maybe<Scalars['String']['output']>;
  /** The partner's role (from the tenant's role list); null when none. */
  roleId?: Maybe<Scalars['ID']['output']>;
  /** That role's name. */
  roleName?: Maybe<Scalars['String']['output']>;
  /** The partner's shift; null: may clock in at any time. */
  shiftId?: Maybe<Scalars['ID']['output']>;
  /** That shift's name. */
  shiftName?: Maybe<Scalars['String']['output']>;
  /** HH:mm - HH:mm */
  shiftTime?: Maybe<Scalars['String']['output']>;
  /** The kiosk asks for a signature at clock-in. */
  signFlag: Scalars['Boolean']['output'];
  /** The partner may clock in only once per day (depot's local day): a second clock-in answers CONFLICT. */
  singleSignFlag: Scalars['Boolean']['output'];
  /** Numeric work id, unique across the installation; typed or scanned (QR) at the partner kiosk. */
  workId: Scalars['String']['output'];
};

/** One page of a partner's attendances, newest first. */
export type PartnerAttendancePage = {
  __typename?: 'PartnerAttendancePage';
  /** The attendances on this page. */
  items: Array<PartnerAttendanceRow>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Rows per page (5). */
  pageSize: Scalars['Int']['output'];
  /** ceil(total / pageSize). */
  pages: Scalars['Int']['output'];
  /** How many attendances in all. */
  total: Scalars['Int']['output'];
};

/** One clock-in of a partner. */
export type PartnerAttendanceRow = {
  __typename?: 'PartnerAttendanceRow';
  /** The attendance's id. */
  attendanceId: Scalars['ID']['output'];
  /** Clock-in (UTC instant). */
  checkInTime: Scalars['DateTimeISO']['output'];
  /** Clock-out (UTC instant); null while clocked in. */
  checkOutTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The badge held; null when none. */
  depotBadgeNum?: Maybe<Scalars['String']['output']>;
  /** Where the partner clocked in. */
  depotCode: Scalars['String']['output'];
  /** The temperature given, degrees Celsius; null when not asked. */
  temperature?: Maybe<Scalars['Float']['output']>;
  /** Decimal hours (spec 9 rule); null while clocked in */
  totalHours?: Maybe<Scalars['String']['output']>;
};

/** A partner and a document type that applies to it: the current document (GET api/partner-document/{id}), if any, and its state. */
export type PartnerDocumentRow = {
  __typename?: 'PartnerDocumentRow';
  /** Missing or expired, it refuses the clock-in */
  blocksClockIn: Scalars['Boolean']['output'];
  /** The partner's depot code */
  depotCode?: Maybe<Scalars['String']['output']>;
  /** The partner's depot */
  depotId?: Maybe<Scalars['ID']['output']>;
  /** The current document (null: none) */
  documentId?: Maybe<Scalars['ID']['output']>;
  /** The document type */
  documentTypeId: Scalars['ID']['output'];
  /** The document type's name */
  documentTypeName: Scalars['String']['output'];
  /** Its last valid day (YYYY-MM-DD) */
  expiresOn?: Maybe<Scalars['String']['output']>;
  /** Its file name as uploaded */
  fileName?: Maybe<Scalars['String']['output']>;
  /** The partner's organisation */
  organisation: Scalars['String']['output'];
  /** The partner */
  partnerId: Scalars['ID']['output'];
  /** The partner's name */
  partnerName: Scalars['String']['output'];
  /** MISSING, EXPIRED, EXPIRING or VALID */
  status: DocumentStatus;
  /** When it was uploaded (UTC) */
  uploadedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The partner's work id */
  workId: Scalars['String']['output'];
};

/** A partner's details. */
export type PartnerInput = {
  /** Ask for a badge number at clock-in (default false). */
  badgeNumFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** A depot of the tenant. */
  depotId?: InputMaybe<Scalars['ID']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Ask for a temperature at clock-in (default false). */
  enterTemperature?: InputMaybe<Scalars['Boolean']['input']>;
  /** Full name (required). */
  name: Scalars['String']['input'];
  /** Company (required). */
  organisation: Scalars['String']['input'];
  /** Issue 39: a mobile number in E.164 (e.g. +353851234567), for an evacuation SMS; on an edit absent keeps it, null or blank clears it. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** A role of the tenant's list. */
  roleId?: InputMaybe<Scalars['ID']['input']>;
  /** A shift of the tenant; omitted: no shift (may clock in any time). */
  shiftId?: InputMaybe<Scalars['ID']['input']>;
  /** Ask for a signature at clock-in (default false). */
  signFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Allow one clock-in per day only (default false). */
  singleSignFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Numeric, unique in the system; set at registration only. */
  workId?: InputMaybe<Scalars['String']['input']>;
};

/** What the partner kiosk does next (spec 4.5). */
export type PartnerNext =
  /** Show the partner's screen with the clock-in form. */
  | 'PARTNER_SCREEN'
  /** Clocked in today and not out: ask whether to clock out (message). */
  | 'SIGN_IN_VALIDATION'
  /** A single-sign partner already clocked in and out today: it may not clock in again (message). */
  | 'SINGLE_SIGN_WARNING';

/** One page of partners. */
export type PartnerPage = {
  __typename?: 'PartnerPage';
  /** The partners on this page, by name. */
  items: Array<Partner>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Partners per page. */
  pageSize: Scalars['Int']['output'];
  /** ceil(total / pageSize) */
  pages: Scalars['Int']['output'];
  /** How many partners match in all. */
  total: Scalars['Int']['output'];
};

/** A depot's partner attendances over one or more of its local days, oldest first. */
export type PartnerReport = {
  __typename?: 'PartnerReport';
  /** First day, yyyy-MM-dd (depot's time zone). */
  dateFrom: Scalars['String']['output'];
  /** Last day, yyyy-MM-dd (inclusive). */
  dateTo: Scalars['String']['output'];
  /** The depot. */
  depotId: Scalars['ID']['output'];
  /** The spec's empty-state text when there are no rows */
  message?: Maybe<Scalars['String']['output']>;
  /** The attendances (at most the screen limit: see truncated). */
  rows: Array<PartnerReportRow>;
  /** More rows than the screen shows: export the file */
  truncated: Scalars['Boolean']['output'];
};

/** One partner attendance (clock-in to clock-out) as the partner report shows it. Dates and times are in the depot's time zone. */
export type PartnerReportRow = {
  __typename?: 'PartnerReportRow';
  /** The organisation */
  agency: Scalars['String']['output'];
  /** Signed out by the depot's end-of-day sign-out, not by a person */
  autoCheckout: Scalars['Boolean']['output'];
  /** Whether the partner is asked for a badge number. */
  badgeNumFlag: Scalars['Boolean']['output'];
  /** HH:mm:ss */
  clockIn: Scalars['String']['output'];
  /** HH:mm:ss; null while clocked in. */
  clockOut?: Maybe<Scalars['String']['output']>;
  /** dd-MM-yyyy */
  date: Scalars['String']['output'];
  /** The depot code */
  depot: Scalars['String']['output'];
  /** The badge held; null when none. */
  depotBadgeNum?: Maybe<Scalars['String']['output']>;
  /** The partner's full name. */
  name: Scalars['String']['output'];
  /** The partner's role; null when none. */
  roleName?: Maybe<Scalars['String']['output']>;
  /** HH:mm */
  shiftStartTime?: Maybe<Scalars['String']['output']>;
  /** Whether the partner is asked for a signature. */
  signFlag: Scalars['Boolean']['output'];
  /** Decimal hours; null while clocked in */
  totalHours?: Maybe<Scalars['Float']['output']>;
  /** The partner's work id. */
  workId: Scalars['String']['output'];
};

/** A partner's signature for its open clock-in. */
export type PartnerSignatureInput = {
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** The PNG, base64 (a data: URL is accepted). */
  png: Scalars['String']['input'];
  /** The partner's work id. */
  workId: Scalars['String']['input'];
};

/** The answer to a passcode challenge: three distinct positions (1 to 6) of the regular visitor's six-character passcode and the characters at them. A wrong answer answers BAD_USER_INPUT (and counts against the kiosk lookup budget). */
export type PassCodeInput = {
  /** The passcode's character at posOne. */
  charPosOne: Scalars['String']['input'];
  /** The passcode's character at posThree. */
  charPosThree: Scalars['String']['input'];
  /** The passcode's character at posTwo. */
  charPosTwo: Scalars['String']['input'];
  /** First asked position, 1 to 6. */
  posOne: Scalars['Int']['input'];
  /** Third asked position, 1 to 6. */
  posThree: Scalars['Int']['input'];
  /** Second asked position, 1 to 6. */
  posTwo: Scalars['Int']['input'];
};

/** What a pre-arrival link shows its holder (issue 38): the booking, the rules to accept with their version, and what was given. */
export type PreArrival = {
  __typename?: 'PreArrival';
  /** The answers given (empty: not yet). */
  answers: Array<PreArrivalAnswer>;
  /** The car registration given; null: not yet. */
  carReg?: Maybe<Scalars['String']['output']>;
  /** The visitor's company (the booking's). */
  company: Scalars['String']['output'];
  /** When the page was last completed; null: not yet. */
  completedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Issue 38: the induction courses the visit needs that the visitor has no valid pass of (takePreArrivalInduction). */
  courses: Array<KioskInductionCourse>;
  /** The courses the visit needs that the visitor has passed. */
  coursesPassed: Array<PreArrivalPassedCourse>;
  /** When the visit is booked (UTC instant). */
  dateOfVisit: Scalars['DateTimeISO']['output'];
  /** The depot's address. */
  depotAddress: Scalars['String']['output'];
  /** The depot's code. */
  depotCode: Scalars['String']['output'];
  /** The size limit of a document upload, in MB (DOCUMENT_MAX_MB). */
  documentMaxMb: Scalars['Int']['output'];
  /** Issue 38: the documents the tenant asks of the visit, with what was uploaded (POST api/pre-arrival-document). */
  documents: Array<VisitDocument>;
  /** The visitor's first name (the booking's). */
  firstName: Scalars['String']['output'];
  /** The host; null when none. */
  hostName?: Maybe<Scalars['String']['output']>;
  /** The visitor's language (en, pl, ro, lt, es, pt, ar): the page speaks it. */
  language: Scalars['String']['output'];
  /** The visitor's last name (the booking's). */
  lastName: Scalars['String']['output'];
  /** The rules and questions, in the kiosk's order. */
  rules: Array<PreArrivalRule>;
  /** The booking asks for a signature: the page asks for it. */
  signatureRequired: Scalars['Boolean']['output'];
  /** A signature was given. */
  signed: Scalars['Boolean']['output'];
  /** The tenant's name. */
  tenantName: Scalars['String']['output'];
  /** The depot's IANA time zone. */
  timeZone: Scalars['String']['output'];
  /** The agreement version shown (submitPreArrival sends it back). */
  versionId: Scalars['ID']['output'];
  /** The version's number. */
  versionNumber: Scalars['Int']['output'];
};

/** An answer given on the pre-arrival page. */
export type PreArrivalAnswer = {
  __typename?: 'PreArrivalAnswer';
  /** 'yes' or 'no'. */
  answer: Scalars['String']['output'];
  /** The rule's key. */
  key: Scalars['String']['output'];
};

/** One answer: the rule's key and "yes" or "no". */
export type PreArrivalAnswerInput = {
  /** 'yes' to accept a rule; 'yes' or 'no' to a question ('no' to a health question). */
  answer: Scalars['String']['input'];
  /** The rule's key (PreArrivalRule.key). */
  key: Scalars['String']['input'];
};

/** A course the visit needs that the visitor has a valid pass of. */
export type PreArrivalPassedCourse = {
  __typename?: 'PreArrivalPassedCourse';
  /** When the pass expires (UTC). */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The course's title. */
  title: Scalars['String']['output'];
};

/** One rule or question of the agreement version the pre-arrival page asks. */
export type PreArrivalRule = {
  __typename?: 'PreArrivalRule';
  /** House rules, Security rules, Health and safety, Other rules or Questionnaire. */
  group: Scalars['String']['output'];
  /** Its key (hr_1, sr_2, hsr_3, or_1, q1...). */
  key: Scalars['String']['output'];
  /** A yes/no question (a health question must be answered 'no'); otherwise a rule to accept ('yes'). */
  question: Scalars['Boolean']['output'];
  /** The words of the tenant's version. */
  text: Scalars['String']['output'];
};

/** A channel a tenant configures a provider for. */
export type ProviderChannel =
  /** Slack, the depot's channel (an incoming webhook) */
  | 'SLACK'
  /** SMS, through the tenant's SMS provider */
  | 'SMS'
  /** Microsoft Teams, the depot's channel (an incoming webhook) */
  | 'TEAMS';

/** The kind of thing a reference names. */
export type QrInfo = {
  __typename?: 'QrInfo';
  /** Planned, Regular or Partner. */
  visittype: Scalars['String']['output'];
};

/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type Query = {
  __typename?: 'Query';
  /** One agreement version: the tenant's own or a built-in default. */
  agreementVersion: AgreementVersion;
  /** The tenant's agreement versions, newest first, then the built-in defaults (SuperAdmin names the tenant). */
  agreementVersions: Array<AgreementVersion>;
  /** A tenant's API keys, newest first, revoked ones included (never their secrets). */
  apiKeys: Array<ApiKey>;
  /** Public: the walk-in an e-mail link is for (the link's approval id and token). */
  approvalByLink: WalkInApproval;
  /** The audit trail, newest first: a TenantAdmin's tenant, a SuperAdmin's every tenant. */
  auditTrail: AuditPage;
  /** Who holds a badge now; 'Batch number not in Use.' when nobody. */
  badgeAssignee: BadgeAssignee;
  /** A depot's badges with whether each is in use. */
  badges: Array<Badge>;
  /** Any staff user: one booking of its tenant with its state. Another tenant's id answers NOT_FOUND. */
  bookedVisit: BookedVisit;
  /** A depot's planned visits of a day (default today, in the depot zone), with their state. */
  bookedVisits: Array<BookedVisit>;
  /** The delivery log of notifications by channel, newest first, 25 a page. */
  channelDeliveries: ChannelDeliveryPage;
  /** The tenant's SMS provider and its depots' Teams and Slack channels (no secrets). */
  channelSettings: ChannelSettings;
  /** The depot's roll-call under way, if any. */
  currentEvacuation?: Maybe<Evacuation>;
  /** A depot's partner attendances on one of its days (yyyy-MM-dd; default today in the depot's zone). */
  dailyPartnerReport: PartnerReport;
  /** Planned visits of a depot on a day (default today in the depot's zone), 5 a page (api/daily-visit-report). */
  dailyVisitReport: VisitPage;
  /** The visitors and partners held under an e-mail address in the tenant. */
  dataSubject: Array<DataSubjectPerson>;
  /** Partner attendances of a depot over a date range (at most 93 days). */
  dateRangePartnerReport: PartnerReport;
  /** Visitors of every kind by date range (api/date-range-visitors-report). */
  dateRangeVisitorsReport: VisitPage;
  /** A depot's approval rule and answer time. */
  depotApprovalRule: DepotApprovalRule;
  /** Where people go in an evacuation at a depot the actor may see; null: not set. */
  depotAssemblyPoint?: Maybe<Scalars['String']['output']>;
  /** Whether the depot's kiosks stand at the muster point ("I am safe" during a roll-call). */
  depotMusterKiosk: Scalars['Boolean']['output'];
  /** Whether the kiosk of a depot the actor may see takes a photo at sign-in (issue 37). */
  depotPhotoAtSignIn: Scalars['Boolean']['output'];
  /** A tenant's depots (own tenant when not given); DepotManager sees only its own depot. */
  depots: Array<Depot>;
  /** The tenant's required document types, by name. */
  documentTypes: Array<DocumentType>;
  /** Partners' documents missing, expired or expiring in the next 30 days, at a depot or every depot the actor sees. */
  documentsNeedingAttention: Array<PartnerDocumentRow>;
  /** The managers of a depot who receive e-mails. */
  emailManagers: Array<Manager>;
  /** One roll-call with its list. */
  evacuation: Evacuation;
  /** A depot's roll-calls, newest first, 10 a page. */
  evacuations: EvacuationPage;
  /** Any staff user: an export's progress. Once DONE, GET downloadPath with the bearer token to download the xlsx. Another tenant's id answers NOT_FOUND. */
  exportJob: ExportJob;
  /** Public: the kiosk looks its depot up by tenant name and depot code (case-insensitive). */
  findDepot: KioskDepot;
  /** A fresh install: no tenant (not archived) exists but the SuperAdmin's own. */
  firstRun: Scalars['Boolean']['output'];
  /** Liveness over GraphQL: always "ok". */
  health: Scalars['String']['output'];
  /** Booking a visit: the first 10 active hosts matching what was typed. */
  hostSuggestions: Array<HostSuggestion>;
  /** The people directory, by name, 25 a page (a DepotManager: their depot). */
  hosts: HostPage;
  /** A bulk upload (api/partner-bulk-upload, api/visitor-bulk-upload): progress and the rejected rows. */
  importJob: ImportJob;
  /** The tenant's induction courses, by title. */
  inductionCourses: Array<InductionCourse>;
  /** A depot's partners and the courses they need, with each pass's state (expiring: within 30 days), by name. */
  inductionStatus: Array<InductionStatus>;
  /** Public: the answer for a waiting walk-in (the kiosk polls it with its ticket). */
  kioskApproval: KioskApproval;
  /** A depot's kiosks, most recently seen first, each with its status now. */
  kioskDevices: KioskDeviceList;
  /** The depot's roll-call under way, as its kiosk shows it (public: that one is under way and where to go); null: none. */
  kioskEvacuation?: Maybe<KioskEvacuation>;
  /** Public (issue 36): the people who host at the kiosk's depot, for the walk-in form's host picker: display names and opaque ids only. */
  kioskHosts: Array<KioskHost>;
  /** Public (partner kiosk, throttled per IP): the courses a partner must pass before clocking in at the depot (never the answers). */
  kioskInductions: Array<KioskInductionCourse>;
  /** Public (muster kiosk, throttled per IP): those still missing on the depot's roll-call whose first or last name starts with the search (two letters at least), first name and initial only; empty when none is under way or the kiosk is not at the muster point. */
  kioskMusterPeople: Array<KioskMusterPerson>;
  /** Public (offline kiosk, throttled per IP): the courses of the depot that every partner needs, for the kiosk to keep while online and show with the network down (never the answers; at most 20). */
  kioskOfflineInductions: Array<KioskInductionCourse>;
  /** Public: the spec 4.5 decision for a work id at a depot. */
  kioskPartner: KioskPartner;
  /** Public: the rules, questions and contractor rules a depot kiosk asks, in its tenant words. */
  kioskTexts: KioskTexts;
  /** Public: a reference (or e-mail/RV code + passcode) resolved at a depot (spec 4.2). */
  kioskVisitor: KioskVisitor;
  /** Public (visitor kiosk, throttled per IP as a lookup): the courses a visitor must pass before signing in (never the answers): by the reference resolved, or for a walk-in by the reason chosen and the e-mail typed. */
  kioskVisitorInductions: Array<KioskInductionCourse>;
  /** Everyone present at a depot during a day (visitType All, Planned, Unplanned, Regular or Partner). */
  liveReport: LiveReport;
  /** The managers of a depot. */
  managers: Array<Manager>;
  /** The signed-in staff user. */
  me: User;
  /** Your phone and channels per kind of notification. */
  myChannels: MyChannels;
  /** The depots whose summaries you may have, with your choices, by code. */
  mySummaries: Array<MySummary>;
  /** The next badge number of a depot (a range must start there). */
  nextBadgeNumber: Scalars['String']['output'];
  /** How many are signed in now at each depot the user may see. */
  onSiteCounts: Array<OnSiteCount>;
  /** Everyone signed in now at a depot (visitors and partners), earliest first. */
  onSiteNow: OnSiteList;
  /** Any staff user: one partner of its tenant. An unknown id or another tenant's answers NOT_FOUND. */
  partner: Partner;
  /** A partner's attendance history, newest first, 5 a page. */
  partnerAttendances: PartnerAttendancePage;
  /** Each document type that applies to a partner, with its current document. */
  partnerDocuments: Array<PartnerDocumentRow>;
  /** Public: may the partner clock in now (its shift in the depot's zone)? */
  partnerShiftValidation: ShiftValidation;
  /** The partners registered at a depot, a page at a time. */
  partners: PartnerPage;
  /** Walk-ins waiting for approval now, oldest first: at a depot, or every depot seen. */
  pendingApprovals: Array<WalkInApproval>;
  /** What a pre-arrival link shows its holder (public; the token is the link's). A wrong, expired or cancelled visit's link: NOT_FOUND with one message; after the check-in: CONFLICT. */
  preArrival: PreArrival;
  /** Public: a reference's kind (Planned, Regular, Partner); else 'Wrong Reference Number Entered'. */
  qrInfo: QrInfo;
  /** A depot's refused kiosk entries not yet dismissed, oldest first. */
  refusedKioskEntries: Array<RefusedKioskEntry>;
  /** A fresh RV code for the registration form. */
  regularVisitorReference: Scalars['String']['output'];
  /** Any staff user: a depot's regular visitors (people who come often and sign in with an RV code and passcode instead of a booking), a page at a time, by name. */
  regularVisitors: RegularVisitorPage;
  /** Whether a reset-password link (its token and username) still works: unused and not expired. */
  resetLinkValid: Scalars['Boolean']['output'];
  /** The tenant's retention setting and its latest runs (SuperAdmin names the tenant). */
  retention: Retention;
  /** Any staff user: one role name of its tenant. An unknown id or another tenant's answers NOT_FOUND. */
  role: Role;
  /** The tenant's role names. */
  roles: Array<Role>;
  /** What an "I am safe" link shows its holder (public; the token is the link's). */
  safeLink: SafeLink;
  /** Any staff user: one shift of its tenant. An unknown id or another tenant's answers NOT_FOUND. */
  shift: Shift;
  /** The tenant's shifts. */
  shifts: Array<Shift>;
  /** Whether a tenant offers single sign-on (null when not), for the login page. */
  ssoProvider?: Maybe<SsoProvider>;
  /** A tenant's staff sign-in settings (TenantAdmin: its own; SuperAdmin: the tenant named). The client secret is never shown. */
  staffSignInSettings: StaffSignInSettings;
  /** Tenant details: SuperAdmin any, others their own (DepotManager: its depot, no users). */
  tenant: TenantDetails;
  /** The tenant's kiosk languages: the ones offered and the default (SuperAdmin names the tenant). */
  tenantKioskLanguages: KioskLanguages;
  /** The tenant's rule and question words and contractor rules (SuperAdmin names the tenant). */
  tenantKioskTexts: TenantKioskTexts;
  /** Every tenant with its counts (SuperAdmin); archived ones only with includeArchived. */
  tenants: Array<Tenant>;
  /** Tenants for a dropdown: SuperAdmin all, others their own. */
  tenantsShortList: Array<TenantShort>;
  /** Issue 38: the document types asked of a visit's visitor and what they uploaded on the pre-arrival page (a visit of the actor's scope; another's: NOT_FOUND). */
  visitDocuments: Array<VisitDocument>;
  /** The questionnaire of one visit (staff of that depot's tenant; DepotManager its depot only). */
  visitQuestionnaire: VisitQuestionnaire;
  /** The tenant's visit reasons, active first then retired (SuperAdmin names the tenant); the kiosk's list is `reasons`. */
  visitReasonList: Array<VisitReason>;
  /** Public: who is about to sign out, by badge or reference (name and badge only). */
  visitorBeforeCheckout: KioskCheckout;
  /** A depot's regular visitors and its visitors of the last and next 30 days whose reason needs a course, with each pass's state, by name. */
  visitorInductionStatus: Array<VisitorInductionStatus>;
  /** Public: the active visit reasons of the tenant (by depot, or the staff's tenant): its own list once it manages one, else the global list. */
  visitorReasons: Array<Scalars['String']['output']>;
  /** Public: whether a reference is checked in / out (no personal data). */
  visitorStatus: VisitorStatus;
  /** Visitors signed in now at the depots the actor may see. */
  visitorsOnSite: Array<VisitorOnSite>;
  /** Visits per day by kind and check-ins per hour for the range (the chart). */
  visitorsSummary: VisitorsSummary;
  /** The tenant's watchlist, by name, 20 a page. */
  watchlist: WatchlistPage;
  /** Whether a person about to be booked matches the watchlist (nothing is recorded). */
  watchlistCheck: WatchlistCheck;
  /** Sign-ins that matched the watchlist, newest first: at a depot, or every depot the staff member sees. */
  watchlistMatches: WatchlistMatchPage;
  /** An endpoint's delivery log, newest first, a page at a time. */
  webhookDeliveries: WebhookDeliveryPage;
  /** A tenant's webhook endpoints, newest first (never their secrets). */
  webhookEndpoints: Array<WebhookEndpoint>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryAgreementVersionArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryAgreementVersionsArgs = {
  kind?: InputMaybe<Scalars['String']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryApiKeysArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryApprovalByLinkArgs = {
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryAuditTrailArgs = {
  filter?: InputMaybe<AuditFilterInput>;
  page?: InputMaybe<AuditPageInput>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryBadgeAssigneeArgs = {
  badgeNum: Scalars['String']['input'];
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryBadgesArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryBookedVisitArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryBookedVisitsArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryChannelDeliveriesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryChannelSettingsArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryCurrentEvacuationArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDailyPartnerReportArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDailyVisitReportArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDataSubjectArgs = {
  input: DataSubjectInput;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDateRangePartnerReportArgs = {
  input: DateRangePartnerReportInput;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDateRangeVisitorsReportArgs = {
  input: DateRangeVisitorsReportInput;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDepotApprovalRuleArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDepotAssemblyPointArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDepotMusterKioskArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDepotPhotoAtSignInArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDepotsArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDocumentTypesArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryDocumentsNeedingAttentionArgs = {
  depotId?: InputMaybe<Scalars['ID']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryEmailManagersArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryEvacuationArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryEvacuationsArgs = {
  depotId: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryExportJobArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryFindDepotArgs = {
  depotCode: Scalars['String']['input'];
  tenantName: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryHostSuggestionsArgs = {
  depotId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryHostsArgs = {
  depotId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryImportJobArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryInductionCoursesArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryInductionStatusArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskApprovalArgs = {
  id: Scalars['ID']['input'];
  kioskToken: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskDevicesArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskEvacuationArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskHostsArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskInductionsArgs = {
  depotId: Scalars['ID']['input'];
  workId: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskMusterPeopleArgs = {
  depotId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskOfflineInductionsArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskPartnerArgs = {
  depotId: Scalars['ID']['input'];
  workId: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskTextsArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskVisitorArgs = {
  input: FetchVisitorInput;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryKioskVisitorInductionsArgs = {
  depotId: Scalars['ID']['input'];
  email?: InputMaybe<Scalars['String']['input']>;
  reasonForVisit?: InputMaybe<Scalars['String']['input']>;
  reference?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryLiveReportArgs = {
  attendee?: InputMaybe<Scalars['String']['input']>;
  date?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
  visitType?: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryManagersArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryNextBadgeNumberArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryOnSiteNowArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryPartnerArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryPartnerAttendancesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  partnerId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryPartnerDocumentsArgs = {
  partnerId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryPartnerShiftValidationArgs = {
  depotId: Scalars['ID']['input'];
  workId: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryPartnersArgs = {
  depotId: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryPendingApprovalsArgs = {
  depotId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryPreArrivalArgs = {
  token: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryQrInfoArgs = {
  meetingReference: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryRefusedKioskEntriesArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryRegularVisitorsArgs = {
  depotId: Scalars['ID']['input'];
  page?: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryResetLinkValidArgs = {
  token: Scalars['String']['input'];
  username: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryRetentionArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryRoleArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryRolesArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QuerySafeLinkArgs = {
  token: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryShiftArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryShiftsArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QuerySsoProviderArgs = {
  tenantId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryStaffSignInSettingsArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryTenantArgs = {
  id: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryTenantKioskLanguagesArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryTenantKioskTextsArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryTenantsArgs = {
  includeArchived?: Scalars['Boolean']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryVisitDocumentsArgs = {
  visitId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryVisitQuestionnaireArgs = {
  visitId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryVisitReasonListArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryVisitorBeforeCheckoutArgs = {
  depotBadgeNum?: InputMaybe<Scalars['String']['input']>;
  depotId: Scalars['ID']['input'];
  meetingReference?: InputMaybe<Scalars['String']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryVisitorInductionStatusArgs = {
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryVisitorReasonsArgs = {
  depotId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryVisitorStatusArgs = {
  reference: Scalars['String']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryVisitorsSummaryArgs = {
  dateFrom: Scalars['String']['input'];
  dateTo: Scalars['String']['input'];
  depotId: Scalars['ID']['input'];
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryWatchlistArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryWatchlistCheckArgs = {
  input: WatchlistCheckInput;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryWatchlistMatchesArgs = {
  depotId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryWebhookDeliveriesArgs = {
  endpointId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** Read operations. Staff operations need `Authorization: Bearer <token>` (from `login`): without it they answer UNAUTHENTICATED, with a role that may not call them FORBIDDEN. Kiosk operations are public and rate-limited per client IP (RATE_LIMITED). Another tenant's id answers NOT_FOUND, exactly like a missing one. Dates (`YYYY-MM-DD`) and times of day are in the depot's own time zone; DateTimeISO values are UTC instants. */
export type QueryWebhookEndpointsArgs = {
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A held kiosk entry the server refused, until staff dismiss it. */
export type RefusedKioskEntry = {
  __typename?: 'RefusedKioskEntry';
  /** The kiosk device that held it. */
  deviceId: Scalars['String']['output'];
  /** The entry's id made on the device. */
  entryId: Scalars['ID']['output'];
  /** The record's id (dismissRefusedKioskEntry takes it). */
  id: Scalars['ID']['output'];
  /** What the entry was. */
  kind: KioskEntryKind;
  /** The server's refusal. */
  message: Scalars['String']['output'];
  /** When it happened on the device (UTC instant). */
  occurredAt: Scalars['DateTimeISO']['output'];
  /** When the kiosk reported the refusal (UTC instant). */
  reportedAt: Scalars['DateTimeISO']['output'];
  /** Who and what, in words. */
  summary: Scalars['String']['output'];
};

/** A held kiosk entry the server refused when it was sent: kept for the depot staff. */
export type RefusedKioskEntryInput = {
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** The kiosk device's id. */
  deviceId: Scalars['String']['input'];
  /** The entry's id made on the device (KioskEntryInput.entryId). */
  entryId: Scalars['ID']['input'];
  /** What the entry was. */
  kind: KioskEntryKind;
  /** The server's refusal */
  message: Scalars['String']['input'];
  /** ISO 8601: when it happened on the device */
  occurredAt: Scalars['String']['input'];
  /** Who and what, in words */
  summary: Scalars['String']['input'];
};

/** A regular visitor to register. */
export type RegisterRegularVisitorInput = {
  /** Ask for a badge number at sign-in (default false). */
  badgeNumFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Company (required). */
  company: Scalars['String']['input'];
  /** The host's department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** The depot's id (of the caller's tenant). */
  depotId: Scalars['ID']['input'];
  /** E-mail address: the RV code, passcode and QR code are sent to it. */
  email: Scalars['String']['input'];
  /** E-mail the host at each sign-in (default true). */
  emailFlag?: InputMaybe<Scalars['Boolean']['input']>;
  /** Ask for a temperature at sign-in (default false). */
  enterTemperature?: InputMaybe<Scalars['Boolean']['input']>;
  /** First name (required). */
  firstName: Scalars['String']['input'];
  /** Default true: the host is the signed-in user. */
  hostIsMe?: InputMaybe<Scalars['Boolean']['input']>;
  /** The host's e-mail address, when hostIsMe is false. */
  hostemail?: InputMaybe<Scalars['String']['input']>;
  /** The host's name, when hostIsMe is false. */
  hostname?: InputMaybe<Scalars['String']['input']>;
  /** Last name (required). */
  lastName: Scalars['String']['input'];
  /** From regularVisitorReference; generated when absent. */
  meetingReference?: InputMaybe<Scalars['String']['input']>;
  /** Ask for a signature at sign-in (default false). */
  signFlag?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A new staff user. */
export type RegisterUserInput = {
  /** Free text department. */
  department?: InputMaybe<Scalars['String']['input']>;
  /** The depot the user belongs to, of that tenant. */
  depotId: Scalars['ID']['input'];
  /** E-mail address; the confirmation link is sent to it. */
  email: Scalars['String']['input'];
  /** Full name (required). */
  name: Scalars['String']['input'];
  /** Initial password; omitted, the user sets one from the e-mailed link. */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Must match email when given ('Emails do not match'). */
  repeatEmail?: InputMaybe<Scalars['String']['input']>;
  /** SuperAdmin (SuperAdmin only), TenantAdmin, DepotManager or a name from the tenant's role list; any other answers BAD_USER_INPUT. */
  role: Scalars['String']['input'];
  /** SuperAdmin: the tenant the user joins. Others: omit (their own tenant; another tenant's id answers NOT_FOUND). */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** Login name, unique across the installation (CONFLICT when taken). */
  username: Scalars['String']['input'];
};

/** The person a regular visitor meets (notified of its sign-ins). */
export type RegularHost = {
  __typename?: 'RegularHost';
  /** The host's department. */
  department: Scalars['String']['output'];
  /** The host's e-mail address. */
  hostemail: Scalars['String']['output'];
  /** The host's name. */
  hostname: Scalars['String']['output'];
  /** The host's id (UUID). */
  id: Scalars['ID']['output'];
};

/** A regular visitor's host. */
export type RegularHostInput = {
  /** The host's department (required). */
  department: Scalars['String']['input'];
  /** The host's e-mail address (required). */
  hostemail: Scalars['String']['input'];
  /** The host's name (required). */
  hostname: Scalars['String']['input'];
};

/** A regular visitor: someone who comes often and signs in with an RV code (or e-mail) and a passcode instead of a booking. Its passcode never leaves by the API, only by e-mail. */
export type RegularVisitor = {
  __typename?: 'RegularVisitor';
  /** The kiosk asks for a badge number. */
  badgeNumFlag: Scalars['Boolean']['output'];
  /** The company the visitor comes from */
  company: Scalars['String']['output'];
  /** The depot it is registered at. */
  depotId: Scalars['ID']['output'];
  /** E-mail address (also a way to sign in, with the passcode). */
  email: Scalars['String']['output'];
  /** The host is e-mailed at each sign-in. */
  emailFlag: Scalars['Boolean']['output'];
  /** The kiosk asks for a temperature. */
  enterTemperature: Scalars['Boolean']['output'];
  /** The visitor first name, as registered (the kiosk form shows it read-only) */
  firstName: Scalars['String']['output'];
  /** The host it meets. */
  host: RegularHost;
  /** The host's id. */
  hostid: Scalars['ID']['output'];
  /** The regular visitor's id (UUID). */
  id: Scalars['ID']['output'];
  /** The visitor last name, as registered */
  lastName: Scalars['String']['output'];
  /** The RV code the visitor signs in with (or its QR code). */
  meetingReference: Scalars['String']['output'];
  /** First and last name. */
  name: Scalars['String']['output'];
  /** The kiosk asks for a signature. */
  signFlag: Scalars['Boolean']['output'];
};

/** One page of regular visitors. */
export type RegularVisitorPage = {
  __typename?: 'RegularVisitorPage';
  /** The regular visitors on this page. */
  items: Array<RegularVisitor>;
  /** This page's number (from 1). */
  page: Scalars['Int']['output'];
  /** Regular visitors per page. */
  pageSize: Scalars['Int']['output'];
  /** ceil(total / pageSize) */
  pages: Scalars['Int']['output'];
  /** How many match in all. */
  total: Scalars['Int']['output'];
};

/** Removes the tenant's SMS provider or a depot's Teams or Slack channel. */
export type RemoveChannelProviderInput = {
  /** SMS, TEAMS or SLACK */
  channel: ProviderChannel;
  /** The depot (TEAMS and SLACK); SLACK without a depot: the tenant's Slack bot */
  depotId?: InputMaybe<Scalars['ID']['input']>;
  /** SuperAdmin: the tenant; others: leave empty */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A visit reason's new text. */
export type RenameVisitReasonInput = {
  /** The reason's id. */
  id: Scalars['ID']['input'];
  /** Its new text (unique among the active ones). */
  text: Scalars['String']['input'];
};

/** A password reset from an e-mailed link. */
export type ResetPasswordInput = {
  /** The new password (the password rules apply; BAD_USER_INPUT names what is missing). */
  password: Scalars['String']['input'];
  /** The token of the reset link. */
  token: Scalars['String']['input'];
  /** The username of the reset link. */
  username: Scalars['String']['input'];
};

/** A tenant's retention of visitor and partner personal data, with its latest runs. */
export type Retention = {
  __typename?: 'Retention';
  /** Days personal data is kept after a visit */
  days: Scalars['Int']['output'];
  /** The default of a tenant that set nothing */
  defaultDays: Scalars['Int']['output'];
  /** The longest allowed (2557: 7 years) */
  maxDays: Scalars['Int']['output'];
  /** The shortest allowed (30) */
  minDays: Scalars['Int']['output'];
  /** The tenant's latest 20 runs and erasures, newest first */
  runs: Array<RetentionRun>;
  /** The tenant */
  tenantId: Scalars['ID']['output'];
};

/** What one retention run or erasure anonymised or removed, by kind. */
export type RetentionCounts = {
  __typename?: 'RetentionCounts';
  /** Walk-ins that waited for approval: their name, e-mail, company and host removed, the decision kept (issue 37) */
  approvals: Scalars['Int']['output'];
  /** Attendances whose car registration, temperature and rule answers were removed */
  attendances: Scalars['Int']['output'];
  /** Evacuation roll-call lines whose name and company were removed */
  evacuationEntries: Scalars['Int']['output'];
  /** Export files deleted: a day after they were made (retention), or naming the person (erase) */
  exportFiles: Scalars['Int']['output'];
  /** Finished uploads whose file and row errors were removed */
  importFiles: Scalars['Int']['output'];
  /** Send-once e-mail records whose address was removed */
  mailRecords: Scalars['Int']['output'];
  /** Partners whose name, e-mail and organisation were removed */
  partners: Scalars['Int']['output'];
  /** Visitor photos removed with their files (issue 37) */
  photos: Scalars['Int']['output'];
  /** Refused kiosk entries whose summary was removed */
  refusedKioskEntries: Scalars['Int']['output'];
  /** Regular-visitor registrations closed and marked */
  regularVisitors: Scalars['Int']['output'];
  /** Signatures deleted */
  signatures: Scalars['Int']['output'];
  /** Visitors whose name, e-mail and company were removed */
  visitors: Scalars['Int']['output'];
  /** Watchlist entries and matches deleted (issue 37) */
  watchlistRows: Scalars['Int']['output'];
};

/** One run of the daily retention job, or one data-subject erasure or export. */
export type RetentionRun = {
  __typename?: 'RetentionRun';
  /** What the run removed, by kind */
  counts: RetentionCounts;
  /** When the run started */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The daily job: data of visits before this instant was anonymised */
  cutoff?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the run finished (null: still running, or stopped half way) */
  finishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The run */
  id: Scalars['ID']['output'];
  /** retention (the daily job), erase or export (a data subject, by staff) */
  kind: Scalars['String']['output'];
};

/** A role name of a tenant's list: a partner's job (e.g. Driver) or a staff user's role. */
export type Role = {
  __typename?: 'Role';
  /** The role's id (UUID). */
  id: Scalars['ID']['output'];
  /** The name, unique within the tenant (case-insensitive). */
  roleName: Scalars['String']['output'];
};

/** A role name. */
export type RoleInput = {
  /** The name (required, unique within the tenant). */
  roleName: Scalars['String']['input'];
  /** SuperAdmin: the tenant */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** One rule or question and the visitor's answer. */
export type RuleAnswer = {
  __typename?: 'RuleAnswer';
  /** Plain words */
  answer: Scalars['String']['output'];
  /** House rules, Security rules, Health and safety, Other rules or Questionnaire. */
  group: Scalars['String']['output'];
  /** The answer's key (hr_1, sr_2, hsr_3, or_1, q1...). */
  key: Scalars['String']['output'];
  /** The rule's or question's text. */
  question: Scalars['String']['output'];
};

/** The visitor's answers to the kiosk's rules and questions (texts: visitQuestionnaire). A rule is accepted by any non-empty answer but 'no' (send 'yes'); the health questions hsr_1..hsr_4 must be answered 'no'. */
export type RuleAnswersInput = {
  /** House rules: "I will wear my visitor badge where it can be seen at all times." Send 'yes' to accept. */
  hr_1?: InputMaybe<Scalars['String']['input']>;
  /** House rules: "I will stay with my host or in the areas I was allowed into." Send 'yes' to accept. */
  hr_2?: InputMaybe<Scalars['String']['input']>;
  /** House rules: "I will follow the site speed limit and the pedestrian walkways." Send 'yes' to accept. */
  hr_3?: InputMaybe<Scalars['String']['input']>;
  /** Health and safety: "I will not smoke or vape except in the marked areas." Send 'yes' to accept. */
  hr_4?: InputMaybe<Scalars['String']['input']>;
  /** Health and safety: "I am not under the influence of alcohol or drugs." Send 'yes' to accept. */
  hr_5?: InputMaybe<Scalars['String']['input']>;
  /** House rules: "I will keep to the visitor car park and parking bays." Send 'yes' to accept. */
  hr_6?: InputMaybe<Scalars['String']['input']>;
  /** House rules: "I will sign out and return my badge when I leave." Send 'yes' to accept. */
  hr_7?: InputMaybe<Scalars['String']['input']>;
  /** Health and safety question: "In the last 14 days, have you had a fever, a new cough or shortness of breath?" Answer 'no'; any other answer refuses entry. */
  hsr_1?: InputMaybe<Scalars['String']['input']>;
  /** Health and safety question: "In the last 14 days, have you been in close contact with someone with an infectious illness?" Answer 'no'; any other answer refuses entry. */
  hsr_2?: InputMaybe<Scalars['String']['input']>;
  /** Health and safety question: "In the last 14 days, have you been told to self-isolate?" Answer 'no'; any other answer refuses entry. */
  hsr_3?: InputMaybe<Scalars['String']['input']>;
  /** Health and safety question: "Are you feeling unwell today?" Answer 'no'; any other answer refuses entry. */
  hsr_4?: InputMaybe<Scalars['String']['input']>;
  /** House rules: "I will wear the protective equipment the area requires (high-visibility vest, safety shoes)." Send 'yes' to accept. */
  hsr_5?: InputMaybe<Scalars['String']['input']>;
  /** Health and safety: "I know where the fire exits and assembly point are and will follow the emergency instructions." Send 'yes' to accept. */
  hsr_6?: InputMaybe<Scalars['String']['input']>;
  /** Other rules: "I will report any accident, near miss or hazard to my host at once." Send 'yes' to accept. */
  or_1?: InputMaybe<Scalars['String']['input']>;
  /** Other rules: "I accept that my visit details are recorded for site safety." Send 'yes' to accept. */
  or_2?: InputMaybe<Scalars['String']['input']>;
  /** Questionnaire: "Questionnaire question 1" (yes or no). */
  q1?: InputMaybe<Scalars['String']['input']>;
  /** Questionnaire: "Questionnaire question 2" (yes or no). */
  q2?: InputMaybe<Scalars['String']['input']>;
  /** Questionnaire: "Questionnaire question 3" (yes or no). */
  q3?: InputMaybe<Scalars['String']['input']>;
  /** Questionnaire: "Questionnaire question 4" (yes or no). */
  q4?: InputMaybe<Scalars['String']['input']>;
  /** Questionnaire: "Questionnaire question 5" (yes or no). */
  q5?: InputMaybe<Scalars['String']['input']>;
  /** Questionnaire: "Questionnaire question 6" (yes or no). */
  q6?: InputMaybe<Scalars['String']['input']>;
  /** Security rules: "I will not take photographs or recordings on site without permission." Send 'yes' to accept. */
  sr_1?: InputMaybe<Scalars['String']['input']>;
  /** Security rules: "I accept that vehicles and bags may be searched on entry and exit." Send 'yes' to accept. */
  sr_2?: InputMaybe<Scalars['String']['input']>;
};

/** One rule's or question's words. */
export type RuleTextInput = {
  /** The answer key (hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6); another answers BAD_USER_INPUT. */
  key: Scalars['String']['input'];
  /** Blank or null: the default words (a question: not asked) */
  text?: InputMaybe<Scalars['String']['input']>;
};

/** What an "I am safe" link shows the person it was sent to (issue 39). */
export type SafeLink = {
  __typename?: 'SafeLink';
  /** Where to go; null when the depot has not set it. */
  assemblyPoint?: Maybe<Scalars['String']['output']>;
  /** The depot's code. */
  depotCode: Scalars['String']['output'];
  /** The person's first name. */
  firstName: Scalars['String']['output'];
  /** The person's kiosk language (en, pl, ro, lt, es, pt, ar); null: English. */
  language?: Maybe<Scalars['String']['output']>;
  /** When they were marked safe (UTC instant). */
  markedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** OPEN: not marked yet; SAFE: marked safe (by them or a marshal); ENDED: the roll-call is over. */
  state: Scalars['String']['output'];
  /** The depot's organisation. */
  tenantName: Scalars['String']['output'];
};

/** A host of the directory: new (no id) or edited. */
export type SaveHostInput = {
  /** Channels per kind of notification (none given: e-mail) */
  choices?: InputMaybe<Array<HostChoiceInput>>;
  /** The host's department */
  department?: InputMaybe<Scalars['String']['input']>;
  /** The depots they host at; none: every depot of the tenant (a DepotManager: their own depot) */
  depotIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** The host's e-mail address (one host per address in the tenant) */
  email: Scalars['String']['input'];
  /** The host to edit; empty: a new host */
  id?: InputMaybe<Scalars['ID']['input']>;
  /** One of en, pl, ro, lt, es, pt, ar; empty: the tenant's default (English) */
  language?: InputMaybe<Scalars['String']['input']>;
  /** The host's name */
  name: Scalars['String']['input'];
  /** A mobile number in E.164 (e.g. +353851234567), for an SMS; empty: none */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Their Slack member id (U...), for Slack direct messages from the tenant's bot; absent: kept, empty: none */
  slackMemberId?: InputMaybe<Scalars['String']['input']>;
  /** Their own Teams workflow webhook URL (https, write-only), for Teams direct messages; absent: kept, empty: none */
  teamsWorkflowUrl?: InputMaybe<Scalars['String']['input']>;
  /** SuperAdmin: the tenant; others: leave empty */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** The languages a tenant's kiosks offer. */
export type SaveKioskLanguagesInput = {
  /** The language kiosks start in (one of languages). */
  defaultLanguage: Scalars['String']['input'];
  /** Codes offered (en, pl, ro, lt, es, pt, ar); at least one. */
  languages: Array<Scalars['String']['input']>;
  /** SuperAdmin: the tenant */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A tenant's whole set of kiosk words. */
export type SaveKioskTextsInput = {
  /** Issue 38: regular visitors and partners who accepted an older version are asked to accept the changed words once more at their next sign-in. */
  askAgain?: InputMaybe<Scalars['Boolean']['input']>;
  /** One rule a line; empty: the default contractor rules */
  contractorRules: Array<Scalars['String']['input']>;
  /** SuperAdmin: the tenant */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** The rules and questions given own words; those not sent return to the default. */
  texts: Array<RuleTextInput>;
};

/** A depot's Teams or Slack incoming webhook. */
export type SetDepotChannelInput = {
  /** TEAMS or SLACK */
  channel: DepotChatChannel;
  /** The depot */
  depotId: Scalars['ID']['input'];
  /** The channel's incoming webhook URL (https) */
  url: Scalars['String']['input'];
};

/** Your phone and channels per kind of notification. */
export type SetMyChannelsInput = {
  /** Channels per kind of notification */
  choices: Array<ChannelChoiceInput>;
  /** Your mobile number, E.164 (empty: none) */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Your Slack member id (U...), for Slack direct messages from the tenant's bot; absent: kept, empty: none */
  slackMemberId?: InputMaybe<Scalars['String']['input']>;
  /** Your own Teams workflow webhook URL (https, write-only), for Teams direct messages; absent: kept, empty: none */
  teamsWorkflowUrl?: InputMaybe<Scalars['String']['input']>;
};

/** Your end-of-day and end-of-week summaries of one depot, on or off. */
export type SetMySummaryInput = {
  /** The depot */
  depotId: Scalars['String']['input'];
  /** The depot's end-of-day summary, sent after its day ends */
  endOfDay: Scalars['Boolean']['input'];
  /** The depot's end-of-week summary (Monday to Sunday), sent after its Sunday ends */
  endOfWeek: Scalars['Boolean']['input'];
};

/** Set a tenant's retention */
export type SetRetentionInput = {
  /** Days to keep visitor and partner personal data after a visit: 30 to 2557 */
  days: Scalars['Int']['input'];
  /** SuperAdmin: the tenant (a TenantAdmin's own otherwise) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** The tenant's Slack bot token, for direct messages (write-only). */
export type SetSlackBotInput = {
  /** SuperAdmin: the tenant; others: leave empty */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** The Slack app's bot token, xoxb-... with the chat:write scope (write-only: never shown again) */
  token: Scalars['String']['input'];
};

/** A tenant's SMS provider and its credentials (the token is write-only). */
export type SetSmsProviderInput = {
  /** Twilio Account SID (AC...) */
  accountSid: Scalars['String']['input'];
  /** Twilio auth token (write-only: never shown again) */
  authToken: Scalars['String']['input'];
  /** The sending number, E.164 (e.g. +353851234567) */
  from: Scalars['String']['input'];
  /** The provider (twilio) */
  provider?: InputMaybe<Scalars['String']['input']>;
  /** SuperAdmin: the tenant; others: leave empty */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A named daily working window for partners. Times are HH:mm wall clock, read in the time zone of the depot where the partner clocks in. */
export type Shift = {
  __typename?: 'Shift';
  /** HH:mm (before startTime: the shift ends the next day) */
  endTime: Scalars['String']['output'];
  /** The shift's id (UUID). */
  id: Scalars['ID']['output'];
  /** The shift's name. */
  shiftName: Scalars['String']['output'];
  /** HH:mm */
  startTime: Scalars['String']['output'];
};

/** A shift's name and times. */
export type ShiftInput = {
  /** HH:mm, or a local date-time whose time is taken */
  endTime: Scalars['String']['input'];
  /** The shift's name. */
  shiftName?: InputMaybe<Scalars['String']['input']>;
  /** HH:mm, or a local date-time whose time is taken */
  startTime: Scalars['String']['input'];
  /** SuperAdmin: the tenant */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Whether a partner may clock in now. */
export type ShiftValidation = {
  __typename?: 'ShiftValidation';
  /** The shift's end, HH:mm (before startTime: the next day). */
  endTime?: Maybe<Scalars['String']['output']>;
  /** Why not, in the kiosk's words; null when ok. */
  message?: Maybe<Scalars['String']['output']>;
  /** true: within its shift now (in the depot's time zone), or it has no shift. */
  ok: Scalars['Boolean']['output'];
  /** The partner's shift; null when none. */
  shiftName?: Maybe<Scalars['String']['output']>;
  /** The shift's start, HH:mm in the depot's time zone. */
  startTime?: Maybe<Scalars['String']['output']>;
};

/** What a sign-in needs after a right password. */
export type SignInNext =
  /** Nothing: the session is in the answer. */
  | 'SESSION'
  /** A code from the authenticator app (or a recovery code): send it with the challenge to signInWithCode. */
  | 'TOTP_CODE'
  /** The tenant requires two-step sign-in and the user has none yet: set it up with startTotpEnrolment and confirmTotpEnrolment, passing the challenge. */
  | 'TOTP_ENROL';

/** The answer to the first step of a sign-in (the password). */
export type SignInStep = {
  __typename?: 'SignInStep';
  /** Proof of the right password for the second step (five minutes), when a second step follows. */
  challenge?: Maybe<Scalars['String']['output']>;
  /** When the challenge stops working. */
  challengeExpiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What comes next. */
  next: SignInNext;
  /** The session, when next is SESSION. */
  session?: Maybe<AuthPayload>;
};

/** A tenant's single sign-on, as the login page offers it. */
export type SsoProvider = {
  __typename?: 'SsoProvider';
  /** The tenant. */
  tenantId: Scalars['ID']['output'];
  /** The tenant's name, for the button: Sign in with <name>'s single sign-on. */
  tenantName: Scalars['String']['output'];
};

/** A tenant's staff sign-in: two-step sign-in required, its OpenID Connect provider. */
export type StaffSignInSettings = {
  __typename?: 'StaffSignInSettings';
  /** The client id registered at the provider. */
  oidcClientId?: Maybe<Scalars['String']['output']>;
  /** Whether a client secret is stored (it is never shown again). */
  oidcClientSecretSet: Scalars['Boolean']['output'];
  /** The OpenID Connect provider's issuer URL (single sign-on), when set. */
  oidcIssuer?: Maybe<Scalars['String']['output']>;
  /** The address the provider must allow as redirect URI (register it at the provider). */
  oidcRedirectUri: Scalars['String']['output'];
  /** Whether every staff user of the tenant must sign in with an authenticator code. */
  requireTotp: Scalars['Boolean']['output'];
  /** The staff login page's link for this tenant's single sign-on (share it with the tenant's staff). */
  ssoLoginUrl: Scalars['String']['output'];
  /** The tenant. */
  tenantId: Scalars['ID']['output'];
  /** The tenant's name. */
  tenantName: Scalars['String']['output'];
};

/** A partner's answers to an induction course at the kiosk. */
export type SubmitInductionInput = {
  /** Per question, in order, the indexes (from 0) of the options chosen */
  answers?: InputMaybe<Array<Array<Scalars['Int']['input']>>>;
  /** The course taken */
  courseId: Scalars['ID']['input'];
  /** The kiosk's depot */
  depotId: Scalars['ID']['input'];
  /** The partner's work id */
  workId: Scalars['String']['input'];
};

/** The pre-arrival page sent (issue 38): replaces what was given before. */
export type SubmitPreArrivalInput = {
  /** An answer per rule and question shown. */
  answers: Array<PreArrivalAnswerInput>;
  /** Car registration (required; uppercased, spaces removed, at most 16 characters). */
  carReg: Scalars['String']['input'];
  /** The signature, a PNG as base64 (a data: URL is accepted); required when asked. */
  signature?: InputMaybe<Scalars['String']['input']>;
  /** The token of the link (/arrive/{token}). */
  token: Scalars['String']['input'];
  /** The version the page showed (PreArrival.versionId). */
  versionId: Scalars['ID']['input'];
};

/** A visitor's signature for an open sign-in. */
export type SubmitSignatureInput = {
  /** The sign-in (KioskAttendance.attendanceId); give this or depotBadgeNum. */
  attendanceId?: InputMaybe<Scalars['ID']['input']>;
  /** Or the badge of the open sign-in. */
  depotBadgeNum?: InputMaybe<Scalars['String']['input']>;
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** The PNG, base64 (a data: URL prefix is accepted). */
  png: Scalars['String']['input'];
};

/** Live events over graphql-ws on the same `/graphql` path (protocol graphql-transport-ws). Authenticate in `connection_init` with `{ authorization: 'Bearer <token>' }`; the socket closes with 4401 when the session ends (logout, user disabled or removed, role changed); a bad token closes it with 4403. */
export type Subscription = {
  __typename?: 'Subscription';
  /** Every sign-in, sign-out, clock-in, clock-out and cancellation at a depot of the subscriber's tenant. */
  attendanceChanged: AttendanceChange;
  /** Every start, mark and end of a roll-call at a depot of the subscriber's tenant. */
  evacuationChanged: EvacuationChange;
  /** A walk-in started waiting at a depot of the subscriber's tenant, or its wait ended. */
  walkInApprovalChanged: WalkInApprovalChanged;
  /** Every watchlist match at a depot of the subscriber's tenant (SuperAdmin, TenantAdmin, the depot's DepotManager). */
  watchlistMatched: WatchlistMatched;
};


/** Live events over graphql-ws on the same `/graphql` path (protocol graphql-transport-ws). Authenticate in `connection_init` with `{ authorization: 'Bearer <token>' }`; the socket closes with 4401 when the session ends (logout, user disabled or removed, role changed); a bad token closes it with 4403. */
export type SubscriptionAttendanceChangedArgs = {
  depotId: Scalars['ID']['input'];
};


/** Live events over graphql-ws on the same `/graphql` path (protocol graphql-transport-ws). Authenticate in `connection_init` with `{ authorization: 'Bearer <token>' }`; the socket closes with 4401 when the session ends (logout, user disabled or removed, role changed); a bad token closes it with 4403. */
export type SubscriptionEvacuationChangedArgs = {
  depotId: Scalars['ID']['input'];
};


/** Live events over graphql-ws on the same `/graphql` path (protocol graphql-transport-ws). Authenticate in `connection_init` with `{ authorization: 'Bearer <token>' }`; the socket closes with 4401 when the session ends (logout, user disabled or removed, role changed); a bad token closes it with 4403. */
export type SubscriptionWalkInApprovalChangedArgs = {
  depotId: Scalars['ID']['input'];
};


/** Live events over graphql-ws on the same `/graphql` path (protocol graphql-transport-ws). Authenticate in `connection_init` with `{ authorization: 'Bearer <token>' }`; the socket closes with 4401 when the session ends (logout, user disabled or removed, role changed); a bad token closes it with 4403. */
export type SubscriptionWatchlistMatchedArgs = {
  depotId: Scalars['ID']['input'];
};

/** The pre-arrival page's answers to an induction course (issue 38). */
export type TakePreArrivalInductionInput = {
  /** Per question, in order, the indexes (from 0) of the options chosen */
  answers?: InputMaybe<Array<Array<Scalars['Int']['input']>>>;
  /** The course taken */
  courseId: Scalars['ID']['input'];
  /** The token of the link (/arrive/{token}). */
  token: Scalars['String']['input'];
};

/** A tenant (a company using the register) as the SuperAdmin's tenant list shows it. */
export type Tenant = {
  __typename?: 'Tenant';
  /** When the tenant was removed (archived); null for an active tenant. */
  archivedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the tenant was created (UTC instant). */
  dateRegistered: Scalars['DateTimeISO']['output'];
  /** The tenant's id (UUID). */
  id: Scalars['ID']['output'];
  /** The tenant's name, unique; kiosk URLs use it (case-insensitive). */
  name: Scalars['String']['output'];
  /** How many depots the tenant has. */
  numDepots: Scalars['Int']['output'];
  /** How many staff users (representatives) the tenant has. */
  numReps: Scalars['Int']['output'];
  /** Highest temperature the kiosk accepts (degrees C). */
  tempMax: Scalars['Float']['output'];
  /** Lowest temperature the kiosk accepts (degrees C). */
  tempMin: Scalars['Float']['output'];
};

/** One tenant with its staff users and depots (the tenant page). A DepotManager gets no users and only its own depot. */
export type TenantDetails = {
  __typename?: 'TenantDetails';
  /** When the tenant was removed (archived); null for an active tenant. */
  archivedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the tenant was created (UTC instant). */
  dateRegistered: Scalars['DateTimeISO']['output'];
  /** The tenant's depots with their managers. */
  depots: Array<Depot>;
  /** The tenant's id (UUID). */
  id: Scalars['ID']['output'];
  /** The tenant's name. */
  name: Scalars['String']['output'];
  /** How many depots the tenant has. */
  numDepots: Scalars['Int']['output'];
  /** How many staff users the tenant has. */
  numReps: Scalars['Int']['output'];
  /** Highest temperature the tenant's kiosks accept (degrees Celsius). */
  tempMax: Scalars['Float']['output'];
  /** Lowest temperature the tenant's kiosks accept (degrees Celsius). */
  tempMin: Scalars['Float']['output'];
  /** The tenant's staff users (empty for a DepotManager). */
  tenantRep: Array<User>;
};

/** A tenant's kiosk words: its rules and questions and its contractor rules. */
export type TenantKioskTexts = {
  __typename?: 'TenantKioskTexts';
  /** The tenant's contractor rules; empty: the default ones */
  contractorRules: Array<Scalars['String']['output']>;
  /** The default contractor rules. */
  defaultContractorRules: Array<Scalars['String']['output']>;
  /** Every rule and question, in the spec's order. */
  rules: Array<EditableRuleText>;
  /** The tenant. */
  tenantId: Scalars['ID']['output'];
};

/** A tenant's first representative: a TenantAdmin who is e-mailed a link to set a password. */
export type TenantRepInput = {
  /** Where the link to set a password is sent. */
  email: Scalars['String']['input'];
  /** The representative's full name. */
  name: Scalars['String']['input'];
  /** Must match email when given ('Emails do not match'). */
  repeatEmail?: InputMaybe<Scalars['String']['input']>;
  /** Login name, unique across the installation (CONFLICT when taken). */
  username: Scalars['String']['input'];
};

/** A tenant's id and name, for a picker. */
export type TenantShort = {
  __typename?: 'TenantShort';
  /** The tenant's id (UUID). */
  id: Scalars['ID']['output'];
  /** The tenant's name. */
  name: Scalars['String']['output'];
};

/** A tenant's OpenID Connect provider. A blank issuer turns single sign-on off. */
export type TenantSsoInput = {
  /** The client id registered at the provider. */
  clientId?: InputMaybe<Scalars['String']['input']>;
  /** The client secret; blank keeps the stored one. Never shown again. */
  clientSecret?: InputMaybe<Scalars['String']['input']>;
  /** The provider's issuer URL (https, on a public address). */
  issuer?: InputMaybe<Scalars['String']['input']>;
  /** The tenant (SuperAdmin only; a TenantAdmin sets its own). */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** Two-step sign-in is on. */
export type TotpEnabled = {
  __typename?: 'TotpEnabled';
  /** Ten recovery codes, each usable once instead of a code; shown only now. */
  recoveryCodes: Array<Scalars['String']['output']>;
  /** When set up during a sign-in: the session it was waiting for. */
  session?: Maybe<AuthPayload>;
};

/** A new authenticator secret, waiting for its first code. Shown this once. */
export type TotpEnrolment = {
  __typename?: 'TotpEnrolment';
  /** The otpauth:// URI the QR code holds. */
  otpauthUri: Scalars['String']['output'];
  /** The otpauth URI as a QR code (a PNG data URL). */
  qrCode: Scalars['String']['output'];
  /** The secret as text (base32), for typing into the app by hand. */
  secret: Scalars['String']['output'];
};

/** A walk-in (unplanned) visitor's sign-in at a kiosk. */
export type UnplannedCheckInInput = {
  /** Car registration (required). */
  carReg: Scalars['String']['input'];
  /** Company (required). */
  company: Scalars['String']['input'];
  /** The depot badge handed out (uppercased; one in use answers CONFLICT). */
  depotBadgeNum?: InputMaybe<Scalars['String']['input']>;
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** E-mail address (required; a sign-in confirmation is sent to it). */
  email: Scalars['String']['input'];
  /** Issue 27: the entry as the device made it (a replay is harmless). */
  entry?: InputMaybe<KioskEntryInput>;
  /** First name (required). */
  firstName: Scalars['String']['input'];
  /** Issue 36: the host picked from kioskHosts; that person is the visit's host and is e-mailed that the visitor arrived. One not (or no longer) hosting at the depot is ignored: meetingWith stands. */
  hostId?: InputMaybe<Scalars['ID']['input']>;
  /** Issue 38: the answers to the induction courses the visitor needs (kioskVisitorInductions), graded again at the sign-in; a pass is recorded with it. Without a pass of a course due the sign-in is refused (FORBIDDEN, "Please take your induction before you sign in"). */
  inductionAnswers?: InputMaybe<Array<InductionAnswersInput>>;
  /** The kiosk's language (en, pl, ...): the visitor's e-mails are in it */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Last name (required). */
  lastName: Scalars['String']['input'];
  /** The host's name. */
  meetingWith?: InputMaybe<Scalars['String']['input']>;
  /** Issue 39: a mobile number in E.164 (e.g. +353851234567; spaces and dashes are dropped), for an evacuation SMS; optional. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** One of the tenant's active visit reasons (visitorReasons). */
  reasonForVisit: Scalars['String']['input'];
  /** The answers to the kiosk's rules and health questions; the check-in is refused (BAD_USER_INPUT) unless every group proceeds. */
  ruleAnswers: RuleAnswersInput;
  /** Degrees Celsius as typed, e.g. "36.6"; one outside the tenant's range is recorded and flagged (VisitQuestionnaire.temperatureFlagged). */
  temperature?: InputMaybe<Scalars['String']['input']>;
};

/** A document type's fields (all sent: the edit replaces them). */
export type UpdateDocumentTypeInput = {
  /** True: a partner it applies to cannot clock in while it is missing or expired */
  blocksClockIn: Scalars['Boolean']['input'];
  /** Issue 38: asked of partners (default true; false: a visitors' document only). Absent on an edit: unchanged */
  forPartners?: InputMaybe<Scalars['Boolean']['input']>;
  /** Issue 38: asked of planned visitors on the pre-arrival page (default false). Absent on an edit: unchanged */
  forVisitors?: InputMaybe<Scalars['Boolean']['input']>;
  /** The type's id */
  id: Scalars['ID']['input'];
  /** What the document is, e.g. "Public liability insurance" (shown to staff and, when it blocks, at the kiosk) */
  name: Scalars['String']['input'];
  /** The partner role names it applies to (their ids); empty: every partner */
  roleIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** SuperAdmin: the tenant; others: their own (leave empty) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** Issue 38: the visit reasons whose visitors are asked for it (their ids); empty: every planned visitor. Absent on an edit: unchanged */
  visitReasonIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** An induction course's new content (every field replaces it; a change makes its version go up). */
export type UpdateInductionCourseInput = {
  /** Every partner needs it */
  allPartners?: InputMaybe<Scalars['Boolean']['input']>;
  /** What the person reads (plain text; blank lines separate paragraphs) */
  body: Scalars['String']['input'];
  /** The course's id */
  id: Scalars['ID']['input'];
  /** The share of questions to answer right, in percent (0 to 100) */
  passMark: Scalars['Int']['input'];
  /** Multiple-choice questions (none: reading the text is the pass) */
  questions?: InputMaybe<Array<InductionQuestionInput>>;
  /** Visitors whose visit reason is one of these (the tenant's visit reasons) need it */
  reasonIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Regular visitors need it */
  regularVisitors?: InputMaybe<Scalars['Boolean']['input']>;
  /** Partners of these roles need it */
  roleIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** SuperAdmin: the tenant; others: their own (leave empty) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  /** The title */
  title: Scalars['String']['input'];
  /** How many months a pass is valid (1 to 120) */
  validMonths: Scalars['Int']['input'];
};

/** A watchlist entry's fields (all sent: the edit replaces them). */
export type UpdateWatchlistEntryInput = {
  /** ALERT: let them in and tell the managers; BLOCK: refuse */
  action: WatchlistAction;
  /** Their car registration: matches alone (spaces and dashes do not matter) */
  carReg?: InputMaybe<Scalars['String']['input']>;
  /** Their company (shown to staff; not matched) */
  company?: InputMaybe<Scalars['String']['input']>;
  /** Their e-mail address: matches alone */
  email?: InputMaybe<Scalars['String']['input']>;
  /** When the entry stops counting (UTC); empty: never */
  expiresAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The entry's id */
  id: Scalars['ID']['input'];
  /** The person's full name (case, accents and spacing do not matter when matching) */
  name: Scalars['String']['input'];
  /** Their phone number: matches with the name */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Why (staff only: never shown at the kiosk) */
  reason: Scalars['String']['input'];
  /** SuperAdmin: the tenant; others: their own (leave empty) */
  tenantId?: InputMaybe<Scalars['ID']['input']>;
};

/** A change to a webhook endpoint: each field given is set. */
export type UpdateWebhookInput = {
  /** A new description */
  description?: InputMaybe<Scalars['String']['input']>;
  /** On or off; enabling clears its run of failures */
  enabled?: InputMaybe<Scalars['Boolean']['input']>;
  /** The events it receives from now on */
  events?: InputMaybe<Array<WebhookEvent>>;
  /** The endpoint id */
  id: Scalars['ID']['input'];
  /** A new https URL */
  url?: InputMaybe<Scalars['String']['input']>;
};

/** A staff user of the staff area and the API (never its password hash or token version). */
export type User = {
  __typename?: 'User';
  /** Free text department; null when not set. */
  department?: Maybe<Scalars['String']['output']>;
  /** The depot the user belongs to; null for a SuperAdmin. */
  depot?: Maybe<DepotRef>;
  /** A disabled user cannot log in; disabling ends its sessions at once. */
  disabled: Scalars['Boolean']['output'];
  /** Where reset links and account confirmations go. */
  email: Scalars['String']['output'];
  /** Whether the user has opened the account-confirmation link e-mailed when it was registered. */
  emailConfirmed: Scalars['Boolean']['output'];
  /** The user's id (UUID). */
  id: Scalars['ID']['output'];
  /** The language the staff screens, e-mails, summaries and export headers speak to this user (issue 39): its own choice, else its tenant's default language (a code such as en, pl, ar). */
  language: Scalars['String']['output'];
  /** The person's full name. */
  name: Scalars['String']['output'];
  /** The user's own choice of language; null: its tenant's default. */
  ownLanguage?: Maybe<Scalars['String']['output']>;
  /** SuperAdmin (every tenant), TenantAdmin (its tenant), DepotManager (its depot), or a role name from the tenant's role list (`roles`), which may use the staff operations open to any staff user. */
  role: Scalars['String']['output'];
  /** The user's tenant; null for a SuperAdmin. */
  tenantId?: Maybe<Scalars['ID']['output']>;
  /** The tenant's default language, which a user without a choice of its own gets (English for a SuperAdmin). */
  tenantLanguage: Scalars['String']['output'];
  /** The name of the user's tenant; null for a SuperAdmin. */
  tenantName?: Maybe<Scalars['String']['output']>;
  /** Whether the user signs in with an authenticator code as well (two-step sign-in). */
  totpEnabled: Scalars['Boolean']['output'];
  /** Whether the user's tenant requires two-step sign-in. */
  totpRequired: Scalars['Boolean']['output'];
  /** The login name, unique across the installation. */
  username: Scalars['String']['output'];
};

/** A document type asked of a visit's visitor (issue 38) and the file they uploaded on the pre-arrival page (GET api/visitor-document/{id}), if any. */
export type VisitDocument = {
  __typename?: 'VisitDocument';
  /** The uploaded document; null: not uploaded */
  documentId?: Maybe<Scalars['ID']['output']>;
  /** The document type */
  documentTypeId: Scalars['ID']['output'];
  /** The file's name as uploaded */
  fileName?: Maybe<Scalars['String']['output']>;
  /** PDF, JPEG or PNG (read from its bytes) */
  mimeType?: Maybe<Scalars['String']['output']>;
  /** The document type's name */
  name: Scalars['String']['output'];
  /** When it was uploaded (UTC) */
  uploadedAt?: Maybe<Scalars['DateTimeISO']['output']>;
};

/** One page of visits. */
export type VisitPage = {
  __typename?: 'VisitPage';
  /** The visits on this page. */
  items: Array<BookedVisit>;
  /** The spec 8.3 empty-state text when there are no rows ('There are no visitors for the given dates', 'There are not planned visitors for today yet', 'There are no visitors in the system yet'); else null. */
  message?: Maybe<Scalars['String']['output']>;
  /** 1-based, as asked (clamped to >= 1) */
  page: Scalars['Int']['output'];
  /** 5 (spec 9) */
  pageSize: Scalars['Int']['output'];
  /** ceil(total / 5); 0 when total is 0 */
  pages: Scalars['Int']['output'];
  /** Rows matching */
  total: Scalars['Int']['output'];
};

/** A visit's sign-in record: the visitor, times, and the rules and questions answered at the kiosk (the printable questionnaire). */
export type VisitQuestionnaire = {
  __typename?: 'VisitQuestionnaire';
  /** When that version was saved; null before the sign-in. */
  agreementSavedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Issue 38: the agreement version accepted at the sign-in (its words are the answers). */
  agreementVersionId?: Maybe<Scalars['ID']['output']>;
  /** Its number (0: the built-in default words); null before the sign-in. */
  agreementVersionNumber?: Maybe<Scalars['Int']['output']>;
  /** In the spec's order hr_1..hr_7, sr_1, sr_2, hsr_1..hsr_6, or_1, or_2, q1..q6; only those given */
  answers: Array<RuleAnswer>;
  /** The sign-in's id; null before it. */
  attendanceId?: Maybe<Scalars['ID']['output']>;
  /** The car registration given; null when none. */
  carReg?: Maybe<Scalars['String']['output']>;
  /** When the visitor signed in (UTC instant); null before. */
  checkInTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** When the visitor signed out (UTC instant); null before. */
  checkOutTime?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The visitor's company. */
  company: Scalars['String']['output'];
  /** The badge handed out; null when none. */
  depotBadgeNum?: Maybe<Scalars['String']['output']>;
  /** The depot's code. */
  depotCode: Scalars['String']['output'];
  /** The visitor's e-mail address. */
  email: Scalars['String']['output'];
  /** Whether a signature was given. */
  hasSignature: Scalars['Boolean']['output'];
  /** The host; null when none. */
  hostName?: Maybe<Scalars['String']['output']>;
  /** Signed out by staff rather than at the kiosk. */
  manualCheckout: Scalars['Boolean']['output'];
  /** 'Visitor Has Not checked In Yet!' when the visit has no check-in; else null. */
  message?: Maybe<Scalars['String']['output']>;
  /** A walk-in's reason for the visit; null otherwise. */
  reason?: Maybe<Scalars['String']['output']>;
  /** true when the kiosk was a legacy device that asked the rules itself (answers not transmitted) */
  rulesOnDevice: Scalars['Boolean']['output'];
  /** a data: URL (image/png) of the signature, or null */
  signatureDataUrl?: Maybe<Scalars['String']['output']>;
  /** The temperature given, degrees Celsius; null when not asked. */
  temperature?: Maybe<Scalars['Float']['output']>;
  /** true when the temperature is outside the tenant's tempMin..tempMax */
  temperatureFlagged: Scalars['Boolean']['output'];
  /** The depot's IANA time zone, to show the times in. */
  timeZone: Scalars['String']['output'];
  /** The visit's id. */
  visitId: Scalars['ID']['output'];
  /** Planned, Unplanned or Regular. */
  visitType: Scalars['String']['output'];
  /** The visitor's full name. */
  visitorName: Scalars['String']['output'];
};

/** A reason for a walk-in visit from the tenant's list, offered on the kiosk. */
export type VisitReason = {
  __typename?: 'VisitReason';
  /** The reason's id. */
  id: Scalars['ID']['output'];
  /** A visit of the tenant carries this reason: it can be retired, not deleted */
  inUse: Scalars['Boolean']['output'];
  /** Retired: kept for the visits that used it, no longer offered on the kiosk */
  retired: Scalars['Boolean']['output'];
  /** Its place in the kiosk's list (ascending). */
  sortOrder: Scalars['Int']['output'];
  /** The reason as the kiosk offers it. */
  text: Scalars['String']['output'];
};

/** A planned visitor's or regular visitor's sign-in at a kiosk. */
export type VisitorCheckInInput = {
  /** Car registration; a regular visitor's quick re-check-in may omit it (the last one is reused). */
  carReg?: InputMaybe<Scalars['String']['input']>;
  /** The depot badge handed out, when the kiosk asks for one (uppercased; a badge in use answers CONFLICT). */
  depotBadgeNum?: InputMaybe<Scalars['String']['input']>;
  /** The kiosk's depot (kioskVisitor says first whether the reference belongs to another depot: WRONG_DEPOT). */
  depotId: Scalars['ID']['input'];
  /** Issue 38: the answers to the induction courses the visitor needs (kioskVisitorInductions), graded again at the sign-in; a pass is recorded with it. Without a pass of a course due the sign-in is refused (FORBIDDEN, "Please take your induction before you sign in"). */
  inductionAnswers?: InputMaybe<Array<InductionAnswersInput>>;
  /** The kiosk's language (en, pl, ...): the visitor's e-mails are in it */
  language?: InputMaybe<Scalars['String']['input']>;
  /** Required for planned visits; for regular visitors when given. */
  ruleAnswers?: InputMaybe<RuleAnswersInput>;
  /** Degrees C as typed, e.g. "36.6". */
  temperature?: InputMaybe<Scalars['String']['input']>;
  /** The meeting reference or RV code. */
  visitorRef: Scalars['String']['input'];
};

/** A kiosk sign-out by badge or by reference. */
export type VisitorCheckOutInput = {
  /** By reference only: sign out at whichever depot of this depot's tenant the visitor is in (the wrong-depot question's Yes). */
  anyDepot?: InputMaybe<Scalars['Boolean']['input']>;
  /** Uppercased by the server. */
  depotBadgeNum?: InputMaybe<Scalars['String']['input']>;
  /** The kiosk's depot. */
  depotId: Scalars['ID']['input'];
  /** Issue 27: the entry as the device made it (a replay is harmless). */
  entry?: InputMaybe<KioskEntryInput>;
  /** The visitor's meeting reference or RV code; give this or depotBadgeNum. */
  meetingReference?: InputMaybe<Scalars['String']['input']>;
};

/** Why a visitor is on a depot's induction list (issue 38). */
export type VisitorInductionKind =
  /** A regular visitor of the depot */
  | 'REGULAR'
  /** Visited the depot in the last 30 days (or booked in the next 30) for a reason that needs the course */
  | 'VISITOR';

/** A visitor of a depot and a course they need, with their pass's state. */
export type VisitorInductionStatus = {
  __typename?: 'VisitorInductionStatus';
  /** The visitor (their attendee record: one per e-mail per tenant) */
  attendeeId: Scalars['ID']['output'];
  /** The course */
  courseId: Scalars['ID']['output'];
  /** The course's title */
  courseTitle: Scalars['String']['output'];
  /** The visitor's e-mail address */
  email: Scalars['String']['output'];
  /** When the pass expires (UTC) */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Given in person (recorded by staff) */
  inPerson: Scalars['Boolean']['output'];
  /** REGULAR or VISITOR */
  kind: VisitorInductionKind;
  /** The visitor's name */
  name: Scalars['String']['output'];
  /** VALID, EXPIRING (within 30 days), EXPIRED or MISSING */
  state: InductionState;
  /** The version passed */
  version?: Maybe<Scalars['Int']['output']>;
};

/** A visitor signed in now. */
export type VisitorOnSite = {
  __typename?: 'VisitorOnSite';
  /** The open sign-in (attendance) id: manualCheckout takes it. */
  attendanceId: Scalars['ID']['output'];
  /** The depot badge handed out; null when none. */
  badgeNumber?: Maybe<Scalars['String']['output']>;
  /** When the visitor signed in (UTC instant; show it in the depot's time zone). */
  checkedInAt: Scalars['DateTimeISO']['output'];
  /** Visitor's company. */
  company: Scalars['String']['output'];
  /** That depot's code. */
  depotCode: Scalars['String']['output'];
  /** The depot the visitor is at. */
  depotId: Scalars['ID']['output'];
  /** Visitor's full name. */
  name: Scalars['String']['output'];
  /** Planned, Regular or Unplanned (walk-in). */
  visitType: Scalars['String']['output'];
};

/** Whether a reference is signed in or out (no personal data). */
export type VisitorStatus = {
  __typename?: 'VisitorStatus';
  /** Whether it has been signed in (for a regular visitor: is signed in now). */
  hasCheckedIn: Scalars['Boolean']['output'];
  /** Whether it has been signed out. */
  hasCheckedOut: Scalars['Boolean']['output'];
  /** The reference asked about. */
  meetingReference: Scalars['String']['output'];
  /** Planned or Regular. */
  visittype: Scalars['String']['output'];
};

/** A depot's visits over a range of days, for a chart. */
export type VisitorsSummary = {
  __typename?: 'VisitorsSummary';
  /** Every day of the range */
  days: Array<VisitsPerDay>;
  /** Check-ins per hour, all 24 present */
  hours: Array<VisitsPerHour>;
  /** The depot's IANA time zone: days and hours are in it. */
  timeZone: Scalars['String']['output'];
};

/** Visits that signed in on one day, by kind. */
export type VisitsPerDay = {
  __typename?: 'VisitsPerDay';
  /** The day, yyyy-MM-dd, in the depot's time zone. */
  date: Scalars['String']['output'];
  /** Planned visits signed in that day. */
  planned: Scalars['Int']['output'];
  /** Regular visitors signed in that day. */
  regular: Scalars['Int']['output'];
  /** Walk-ins signed in that day. */
  unplanned: Scalars['Int']['output'];
};

/** Sign-ins in one hour of the day over the whole range. */
export type VisitsPerHour = {
  __typename?: 'VisitsPerHour';
  /** Sign-ins that started in that hour. */
  count: Scalars['Int']['output'];
  /** 0..23 in the depot's zone */
  hour: Scalars['Int']['output'];
};

/** A walk-in waiting for (or given) approval before entry. */
export type WalkInApproval = {
  __typename?: 'WalkInApproval';
  /** The sign-in it made (APPROVED) */
  attendanceId?: Maybe<Scalars['ID']['output']>;
  /** The visitor's company */
  company: Scalars['String']['output'];
  /** When it was answered (UTC) */
  decidedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Who answered: a username or the e-mail a link was sent to */
  decidedBy?: Maybe<Scalars['String']['output']>;
  /** STAFF, LINK or TIMEOUT */
  decidedVia?: Maybe<Scalars['String']['output']>;
  /** The depot's code */
  depotCode: Scalars['String']['output'];
  /** The depot */
  depotId: Scalars['ID']['output'];
  /** When the wait ends without an answer (UTC) */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** Why a let-in sign-in was refused (FAILED) */
  failure?: Maybe<Scalars['String']['output']>;
  /** The host they came to see */
  hostName?: Maybe<Scalars['String']['output']>;
  /** The id */
  id: Scalars['ID']['output'];
  /** The visitor's name */
  personName: Scalars['String']['output'];
  /** Why it waits: WALK_IN, WATCHLIST, TEMPERATURE, HEALTH */
  reasons: Array<Scalars['String']['output']>;
  /** When they asked (UTC) */
  requestedAt: Scalars['DateTimeISO']['output'];
  /** Where it stands */
  status: ApprovalStatus;
};

/** A walk-in started waiting at the depot, or its wait ended. */
export type WalkInApprovalChanged = {
  __typename?: 'WalkInApprovalChanged';
  /** The approval */
  approvalId: Scalars['ID']['output'];
  /** When (UTC) */
  at: Scalars['DateTimeISO']['output'];
  /** The depot */
  depotId: Scalars['ID']['output'];
  /** The visitor's name */
  personName: Scalars['String']['output'];
  /** PENDING: just asked; else the answer */
  status: ApprovalStatus;
};

/** A walk-in now waiting: the kiosk reads the answer with these. */
export type WalkInApprovalTicket = {
  __typename?: 'WalkInApprovalTicket';
  /** When the wait ends without an answer (UTC) */
  expiresAt: Scalars['DateTimeISO']['output'];
  /** The approval */
  id: Scalars['ID']['output'];
  /** The kiosk's token for kioskApproval (shown to this kiosk only) */
  kioskToken: Scalars['String']['output'];
};

/** A walk-in at a kiosk: signed in at once, or waiting for approval. */
export type WalkInOutcome = {
  __typename?: 'WalkInOutcome';
  /** Set when the depot's approval rule holds the walk-in */
  approval?: Maybe<WalkInApprovalTicket>;
  /** The sign-in, when the depot let it in at once */
  attendance?: Maybe<KioskAttendance>;
};

/** What a match does (issue 37). */
export type WatchlistAction =
  /** The person signs in; the depot managers are told at once */
  | 'ALERT'
  /** The kiosk refuses the sign-in with "Please see reception" (never why) */
  | 'BLOCK';

/** Whether a person about to be booked matches the watchlist. */
export type WatchlistCheck = {
  __typename?: 'WatchlistCheck';
  /** ALERT or BLOCK */
  action?: Maybe<WatchlistAction>;
  /** Whether the person matches a live entry */
  matched: Scalars['Boolean']['output'];
  /** Which fields matched: name, email, phone, carReg */
  matchedFields: Array<Scalars['String']['output']>;
  /** The warning to show the staff member who books */
  message?: Maybe<Scalars['String']['output']>;
};

/** A person about to be booked at a depot. */
export type WatchlistCheckInput = {
  /** Car registration, when known */
  carReg?: InputMaybe<Scalars['String']['input']>;
  /** The depot of the booking */
  depotId: Scalars['ID']['input'];
  /** E-mail address */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The person's first name */
  firstName?: InputMaybe<Scalars['String']['input']>;
  /** The person's last name */
  lastName?: InputMaybe<Scalars['String']['input']>;
};

/** A person on the tenant's watchlist (TenantAdmin and SuperAdmin only). */
export type WatchlistEntry = {
  __typename?: 'WatchlistEntry';
  /** ALERT or BLOCK */
  action: WatchlistAction;
  /** The username of who added it */
  addedBy: Scalars['String']['output'];
  /** Car registration (matches alone) */
  carReg?: Maybe<Scalars['String']['output']>;
  /** Company (shown, not matched) */
  company?: Maybe<Scalars['String']['output']>;
  /** When it was added (UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** E-mail address (matches alone) */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether it has expired (expired entries match no one) */
  expired: Scalars['Boolean']['output'];
  /** When it stops counting (UTC); null: never */
  expiresAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The id */
  id: Scalars['ID']['output'];
  /** Full name */
  name: Scalars['String']['output'];
  /** Phone number (matches with the name) */
  phone?: Maybe<Scalars['String']['output']>;
  /** Why (staff only) */
  reason: Scalars['String']['output'];
};

/** A sign-in that matched the watchlist, kept with its visit (no reason: staff see it on the list). */
export type WatchlistMatch = {
  __typename?: 'WatchlistMatch';
  /** ALERT: signed in; BLOCK: refused */
  action: WatchlistAction;
  /** The attendance it opened (null when blocked) */
  attendanceId?: Maybe<Scalars['ID']['output']>;
  /** The depot code */
  depotCode: Scalars['String']['output'];
  /** The depot */
  depotId: Scalars['ID']['output'];
  /** The entry (null once it was removed) */
  entryId?: Maybe<Scalars['ID']['output']>;
  /** The id */
  id: Scalars['ID']['output'];
  /** Which fields matched: name, email, phone, carReg */
  matchedFields: Array<Scalars['String']['output']>;
  /** When (UTC) */
  occurredAt: Scalars['DateTimeISO']['output'];
  /** How they signed in: walk-in, planned, regular, partner (held: from a kiosk offline) */
  path: Scalars['String']['output'];
  /** The name the person gave */
  personName: Scalars['String']['output'];
  /** The visit (null for a partner or when blocked) */
  visitId?: Maybe<Scalars['ID']['output']>;
};

/** A page of watchlist matches (20 a page), newest first. */
export type WatchlistMatchPage = {
  __typename?: 'WatchlistMatchPage';
  /** The matches of the page */
  matches: Array<WatchlistMatch>;
  /** This page (from 1) */
  page: Scalars['Int']['output'];
  /** How many pages */
  pages: Scalars['Int']['output'];
  /** How many in all */
  total: Scalars['Int']['output'];
};

/** A live notice: a sign-in at the depot matched the watchlist. */
export type WatchlistMatched = {
  __typename?: 'WatchlistMatched';
  /** ALERT or BLOCK */
  action: WatchlistAction;
  /** When (UTC) */
  at: Scalars['DateTimeISO']['output'];
  /** The depot */
  depotId: Scalars['ID']['output'];
  /** The id of the match */
  matchId: Scalars['ID']['output'];
  /** Which fields matched: name, email, phone, carReg */
  matchedFields: Array<Scalars['String']['output']>;
  /** The name the person gave */
  personName: Scalars['String']['output'];
};

/** A page of watchlist entries (20 a page), by name. */
export type WatchlistPage = {
  __typename?: 'WatchlistPage';
  /** The entries of the page */
  entries: Array<WatchlistEntry>;
  /** This page (from 1) */
  page: Scalars['Int']['output'];
  /** How many pages */
  pages: Scalars['Int']['output'];
  /** How many in all */
  total: Scalars['Int']['output'];
};

/** One HTTP attempt of a delivery. */
export type WebhookAttempt = {
  __typename?: 'WebhookAttempt';
  /** When it was made (UTC) */
  at: Scalars['DateTimeISO']['output'];
  /** Its number, from 1 (a redelivery goes on counting) */
  attempt: Scalars['Int']['output'];
  /** Why it failed; null when it succeeded */
  error?: Maybe<Scalars['String']['output']>;
  /** How long it took, in milliseconds */
  latencyMs: Scalars['Int']['output'];
  /** The HTTP status the receiver answered; null: no answer */
  statusCode?: Maybe<Scalars['Int']['output']>;
};

/** One event to one endpoint, with its attempts. */
export type WebhookDelivery = {
  __typename?: 'WebhookDelivery';
  /** Its attempts, first first */
  attemptLog: Array<WebhookAttempt>;
  /** Attempts made so far */
  attempts: Scalars['Int']['output'];
  /** The JSON body sent ({type, timestamp, data}) */
  body: Scalars['String']['output'];
  /** When the event was queued for this endpoint (UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the receiver answered 2xx (UTC) */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The event id: the webhook-id header, the same on every attempt and redelivery */
  eventId: Scalars['ID']['output'];
  /** The delivery id (to redeliver it) */
  id: Scalars['ID']['output'];
  /** The last attempt's HTTP status; null: none yet or no answer */
  lastStatusCode?: Maybe<Scalars['Int']['output']>;
  /** Where it stands */
  status: WebhookDeliveryStatus;
  /** The event */
  type: WebhookEvent;
};

/** A page of an endpoint's delivery log, newest first. */
export type WebhookDeliveryPage = {
  __typename?: 'WebhookDeliveryPage';
  /** The deliveries of this page */
  items: Array<WebhookDelivery>;
  /** This page number, from 1 */
  page: Scalars['Int']['output'];
  /** Deliveries per page */
  pageSize: Scalars['Int']['output'];
  /** Deliveries in the whole log */
  total: Scalars['Int']['output'];
};

/** Where a delivery stands. */
export type WebhookDeliveryStatus =
  /** Every attempt failed (or the endpoint was disabled) */
  | 'FAILED'
  /** Being sent, or waiting for its next attempt */
  | 'PENDING'
  /** The receiver answered 2xx */
  | 'SUCCEEDED';

/** An integrator's HTTPS endpoint of a tenant (its signing secret is shown once). */
export type WebhookEndpoint = {
  __typename?: 'WebhookEndpoint';
  /** Deliveries in a row that failed after all their retries */
  consecutiveFailures: Scalars['Int']['output'];
  /** When it was made (UTC) */
  createdAt: Scalars['DateTimeISO']['output'];
  /** The username of who made it */
  createdBy: Scalars['String']['output'];
  /** What it is for */
  description: Scalars['String']['output'];
  /** When it was disabled for failing (UTC); null otherwise */
  disabledAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Whether events are sent to it */
  enabled: Scalars['Boolean']['output'];
  /** The events it receives */
  events: Array<WebhookEvent>;
  /** The endpoint id */
  id: Scalars['ID']['output'];
  /** Paused after requests in a row got no answer in time: its deliveries wait until then (UTC); null or past: not paused */
  pausedUntil?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Where deliveries are POSTed */
  url: Scalars['String']['output'];
};

/** An endpoint and its signing secret: the only time the secret is shown. */
export type WebhookEndpointWithSecret = {
  __typename?: 'WebhookEndpointWithSecret';
  /** The endpoint as listed from now on */
  endpoint: WebhookEndpoint;
  /** The Standard Webhooks signing secret (whsec_...): store it now, it is never shown again */
  secret: Scalars['String']['output'];
};

/** A fact a webhook endpoint may subscribe to; a delivery names it in its `type` ("visitor.checked_in"). */
export type WebhookEvent =
  /** An evacuation roll-call ended (data: evacuationId, depotId, at) */
  | 'EVACUATION_ENDED'
  /** An evacuation roll-call started (data: evacuationId, depotId, at) */
  | 'EVACUATION_STARTED'
  /** A partner clocked in (data: attendanceId, partnerId, depotId, at) */
  | 'PARTNER_CLOCKED_IN'
  /** A partner clocked out (data: attendanceId, partnerId, depotId, at) */
  | 'PARTNER_CLOCKED_OUT'
  /** A visitor signed in (data: attendanceId, visitId, depotId, at) */
  | 'VISITOR_CHECKED_IN'
  /** A visitor signed out (data: attendanceId, visitId, depotId, at) */
  | 'VISITOR_CHECKED_OUT'
  /** A planned visit was booked (data: visitId, depotId, at) */
  | 'VISIT_BOOKED'
  /** A planned visit was cancelled (data: visitId, depotId, at) */
  | 'VISIT_CANCELLED';

export type SessionUserFieldsFragment = { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { __typename?: 'Mutation', logout: boolean };

export type AgreementVersionsQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type AgreementVersionsQuery = { __typename?: 'Query', agreementVersions: Array<{ __typename?: 'AgreementVersion', id: string, kind: string, number: number, savedAt: any, savedByName?: string | null, askAgain: boolean, isDefault: boolean, words: Array<{ __typename?: 'AgreementWord', key: string, text: string }> }> };

export type VisitAgreementQueryVariables = Exact<{
  visitId: Scalars['ID']['input'];
}>;


export type VisitAgreementQuery = { __typename?: 'Query', visitQuestionnaire: { __typename?: 'VisitQuestionnaire', visitId: string, attendanceId?: string | null, timeZone: string, agreementVersionId?: string | null, agreementVersionNumber?: number | null, agreementSavedAt?: any | null, answers: Array<{ __typename?: 'RuleAnswer', key: string, question: string, answer: string }> } };

export type ApiKeysQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ApiKeysQuery = { __typename?: 'Query', apiKeys: Array<{ __typename?: 'ApiKey', id: string, name: string, scopes: Array<ApiScope>, depotId?: string | null, depotCode?: string | null, hint: string, createdAt: any, createdBy: string, expiresAt?: any | null, lastUsedAt?: any | null, revokedAt?: any | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { __typename?: 'Mutation', createApiKey: { __typename?: 'CreatedApiKey', secret: string, key: { __typename?: 'ApiKey', id: string, name: string } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiKeyMutation = { __typename?: 'Mutation', revokeApiKey: { __typename?: 'ApiKey', id: string, revokedAt?: any | null } };

export type ApiKeyDepotsQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ApiKeyDepotsQuery = { __typename?: 'Query', depots: Array<{ __typename?: 'Depot', id: string, code: string }> };

export type PendingApprovalsQueryVariables = Exact<{
  depotId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type PendingApprovalsQuery = { __typename?: 'Query', pendingApprovals: Array<{ __typename?: 'WalkInApproval', id: string, depotId: string, depotCode: string, status: ApprovalStatus, reasons: Array<string>, personName: string, company: string, hostName?: string | null, requestedAt: any, expiresAt: any }> };

export type DecideWalkInMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  approve: Scalars['Boolean']['input'];
}>;


export type DecideWalkInMutation = { __typename?: 'Mutation', decideWalkIn: { __typename?: 'WalkInApproval', id: string, status: ApprovalStatus, personName: string, failure?: string | null } };

export type WalkInApprovalChangedSubscriptionVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type WalkInApprovalChangedSubscription = { __typename?: 'Subscription', walkInApprovalChanged: { __typename?: 'WalkInApprovalChanged', approvalId: string, depotId: string, status: ApprovalStatus, personName: string, at: any } };

export type DepotApprovalRuleFieldsFragment = { __typename?: 'DepotApprovalRule', depotId: string, rule: ApprovalRule, timeoutSeconds: number };

export type DepotApprovalRuleQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type DepotApprovalRuleQuery = { __typename?: 'Query', depotApprovalRule: { __typename?: 'DepotApprovalRule', depotId: string, rule: ApprovalRule, timeoutSeconds: number } };

export type SetDepotApprovalRuleMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  rule: ApprovalRule;
  timeoutSeconds: Scalars['Int']['input'];
}>;


export type SetDepotApprovalRuleMutation = { __typename?: 'Mutation', setDepotApprovalRule: { __typename?: 'DepotApprovalRule', depotId: string, rule: ApprovalRule, timeoutSeconds: number } };

export type ApprovalByLinkQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
}>;


export type ApprovalByLinkQuery = { __typename?: 'Query', approvalByLink: { __typename?: 'WalkInApproval', id: string, status: ApprovalStatus, personName: string, company: string, hostName?: string | null, depotCode: string, reasons: Array<string>, expiresAt: any } };

export type DecideWalkInByLinkMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  token: Scalars['String']['input'];
  approve: Scalars['Boolean']['input'];
}>;


export type DecideWalkInByLinkMutation = { __typename?: 'Mutation', decideWalkInByLink: { __typename?: 'WalkInApproval', id: string, status: ApprovalStatus, failure?: string | null } };

export type AuditTrailQueryVariables = Exact<{
  filter?: InputMaybe<AuditFilterInput>;
  page?: InputMaybe<AuditPageInput>;
}>;


export type AuditTrailQuery = { __typename?: 'Query', auditTrail: { __typename?: 'AuditPage', total: number, totalExact: boolean, page: number, pageSize: number, rows: Array<{ __typename?: 'AuditEntry', id: string, at: any, actorUsername: string, action: string, operation: string, targetType: string, targetId?: string | null, ip?: string | null, changes: Array<{ __typename?: 'AuditChange', field: string, before?: string | null, after?: string | null, masked: boolean }> }> } };

export type ExportAuditTrailMutationVariables = Exact<{
  filter?: InputMaybe<AuditFilterInput>;
}>;


export type ExportAuditTrailMutation = { __typename?: 'Mutation', exportAuditTrail: { __typename?: 'ExportJob', id: string, status: string, fileName: string, downloadPath?: string | null, message?: string | null, rowCount: number } };

export type LoginMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } } };

export type SetMyLanguageMutationVariables = Exact<{
  language?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetMyLanguageMutation = { __typename?: 'Mutation', setMyLanguage: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  username: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: boolean };

export type ResetLinkValidQueryVariables = Exact<{
  token: Scalars['String']['input'];
  username: Scalars['String']['input'];
}>;


export type ResetLinkValidQuery = { __typename?: 'Query', resetLinkValid: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } } };

export type SignInMutationVariables = Exact<{
  username: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type SignInMutation = { __typename?: 'Mutation', signIn: { __typename?: 'SignInStep', next: SignInNext, challenge?: string | null, session?: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } } | null } };

export type SignInWithCodeMutationVariables = Exact<{
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type SignInWithCodeMutation = { __typename?: 'Mutation', signInWithCode: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } } };

export type StartTotpEnrolmentMutationVariables = Exact<{
  challenge?: InputMaybe<Scalars['String']['input']>;
}>;


export type StartTotpEnrolmentMutation = { __typename?: 'Mutation', startTotpEnrolment: { __typename?: 'TotpEnrolment', secret: string, otpauthUri: string, qrCode: string } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  code: Scalars['String']['input'];
  challenge?: InputMaybe<Scalars['String']['input']>;
}>;


export type ConfirmTotpEnrolmentMutation = { __typename?: 'Mutation', confirmTotpEnrolment: { __typename?: 'TotpEnabled', recoveryCodes: Array<string>, session?: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } } | null } };

export type DisableTotpMutationVariables = Exact<{
  password: Scalars['String']['input'];
  code: Scalars['String']['input'];
}>;


export type DisableTotpMutation = { __typename?: 'Mutation', disableTotp: boolean };

export type MyTwoStepQueryVariables = Exact<{ [key: string]: never; }>;


export type MyTwoStepQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, role: string, totpEnabled: boolean, totpRequired: boolean } };

export type SetTenantRequireTotpMutationVariables = Exact<{
  required: Scalars['Boolean']['input'];
}>;


export type SetTenantRequireTotpMutation = { __typename?: 'Mutation', setTenantRequireTotp: { __typename?: 'StaffSignInSettings', tenantId: string, requireTotp: boolean } };

export type SsoProviderQueryVariables = Exact<{
  tenantId: Scalars['ID']['input'];
}>;


export type SsoProviderQuery = { __typename?: 'Query', ssoProvider?: { __typename?: 'SsoProvider', tenantId: string, tenantName: string } | null };

export type StartOidcSignInMutationVariables = Exact<{
  tenantId: Scalars['ID']['input'];
}>;


export type StartOidcSignInMutation = { __typename?: 'Mutation', startOidcSignIn: string };

export type CompleteOidcSignInMutationVariables = Exact<{
  callback: Scalars['String']['input'];
}>;


export type CompleteOidcSignInMutation = { __typename?: 'Mutation', completeOidcSignIn: { __typename?: 'AuthPayload', token: string, user: { __typename?: 'User', id: string, username: string, name: string, email: string, department?: string | null, role: string, tenantId?: string | null, tenantName?: string | null, language: string, ownLanguage?: string | null, tenantLanguage: string, depot?: { __typename?: 'DepotRef', id: string, code: string } | null } } };

export type StaffSignInSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type StaffSignInSettingsQuery = { __typename?: 'Query', staffSignInSettings: { __typename?: 'StaffSignInSettings', tenantId: string, tenantName: string, requireTotp: boolean, oidcIssuer?: string | null, oidcClientId?: string | null, oidcClientSecretSet: boolean, oidcRedirectUri: string, ssoLoginUrl: string } };

export type SetTenantSsoMutationVariables = Exact<{
  input: TenantSsoInput;
}>;


export type SetTenantSsoMutation = { __typename?: 'Mutation', setTenantSso: { __typename?: 'StaffSignInSettings', tenantId: string, oidcIssuer?: string | null, oidcClientId?: string | null, oidcClientSecretSet: boolean } };

export type ChannelSettingsQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type ChannelSettingsQuery = { __typename?: 'Query', channelSettings: { __typename?: 'ChannelSettings', tenantId: string, sms?: { __typename?: 'ChannelProvider', hint: string, updatedAt: any } | null, slackBot?: { __typename?: 'ChannelProvider', hint: string } | null, depots: Array<{ __typename?: 'DepotChannels', depotId: string, depotCode: string, teams?: { __typename?: 'ChannelProvider', hint: string } | null, slack?: { __typename?: 'ChannelProvider', hint: string } | null }> } };

export type SetSmsProviderMutationVariables = Exact<{
  input: SetSmsProviderInput;
}>;


export type SetSmsProviderMutation = { __typename?: 'Mutation', setSmsProvider: { __typename?: 'ChannelProvider', hint: string } };

export type SetSlackBotMutationVariables = Exact<{
  input: SetSlackBotInput;
}>;


export type SetSlackBotMutation = { __typename?: 'Mutation', setSlackBot: { __typename?: 'ChannelProvider', hint: string } };

export type SetDepotChannelMutationVariables = Exact<{
  input: SetDepotChannelInput;
}>;


export type SetDepotChannelMutation = { __typename?: 'Mutation', setDepotChannel: { __typename?: 'ChannelProvider', hint: string } };

export type RemoveChannelProviderMutationVariables = Exact<{
  input: RemoveChannelProviderInput;
}>;


export type RemoveChannelProviderMutation = { __typename?: 'Mutation', removeChannelProvider: boolean };

export type MyChannelsFieldsFragment = { __typename?: 'MyChannels', phone?: string | null, slackMemberId?: string | null, teamsWorkflowHint?: string | null, choices: Array<{ __typename?: 'ChannelChoice', kind: NotificationKind, channels: Array<NotificationChannel>, always: boolean, chosen: boolean }> };

export type MyChannelsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyChannelsQuery = { __typename?: 'Query', myChannels: { __typename?: 'MyChannels', phone?: string | null, slackMemberId?: string | null, teamsWorkflowHint?: string | null, choices: Array<{ __typename?: 'ChannelChoice', kind: NotificationKind, channels: Array<NotificationChannel>, always: boolean, chosen: boolean }> } };

export type SetMyChannelsMutationVariables = Exact<{
  input: SetMyChannelsInput;
}>;


export type SetMyChannelsMutation = { __typename?: 'Mutation', setMyChannels: { __typename?: 'MyChannels', phone?: string | null, slackMemberId?: string | null, teamsWorkflowHint?: string | null, choices: Array<{ __typename?: 'ChannelChoice', kind: NotificationKind, channels: Array<NotificationChannel>, always: boolean, chosen: boolean }> } };

export type ChannelDeliveriesQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type ChannelDeliveriesQuery = { __typename?: 'Query', channelDeliveries: { __typename?: 'ChannelDeliveryPage', total: number, pages: number, page: number, deliveries: Array<{ __typename?: 'ChannelDelivery', id: string, channel: NotificationChannel, kind: NotificationKind, depotCode?: string | null, recipient: string, subject: string, status: ChannelDeliveryStatus, attempts: number, lastError?: string | null, createdAt: any }> } };

export type DocumentTypesQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type DocumentTypesQuery = { __typename?: 'Query', documentTypes: Array<{ __typename?: 'DocumentType', id: string, name: string, blocksClockIn: boolean, roleIds: Array<string>, forPartners: boolean, forVisitors: boolean, visitReasonIds: Array<string> }> };

export type AddDocumentTypeMutationVariables = Exact<{
  input: AddDocumentTypeInput;
}>;


export type AddDocumentTypeMutation = { __typename?: 'Mutation', addDocumentType: { __typename?: 'DocumentType', id: string, name: string } };

export type RemoveDocumentTypeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type RemoveDocumentTypeMutation = { __typename?: 'Mutation', removeDocumentType: boolean };

export type PartnerDocumentRowFieldsFragment = { __typename?: 'PartnerDocumentRow', partnerId: string, partnerName: string, organisation: string, workId: string, depotCode?: string | null, documentTypeId: string, documentTypeName: string, blocksClockIn: boolean, documentId?: string | null, fileName?: string | null, expiresOn?: string | null, status: DocumentStatus };

export type PartnerDocumentsQueryVariables = Exact<{
  partnerId: Scalars['ID']['input'];
}>;


export type PartnerDocumentsQuery = { __typename?: 'Query', partnerDocuments: Array<{ __typename?: 'PartnerDocumentRow', partnerId: string, partnerName: string, organisation: string, workId: string, depotCode?: string | null, documentTypeId: string, documentTypeName: string, blocksClockIn: boolean, documentId?: string | null, fileName?: string | null, expiresOn?: string | null, status: DocumentStatus }> };

export type DocumentsNeedingAttentionQueryVariables = Exact<{
  depotId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type DocumentsNeedingAttentionQuery = { __typename?: 'Query', documentsNeedingAttention: Array<{ __typename?: 'PartnerDocumentRow', partnerId: string, partnerName: string, organisation: string, workId: string, depotCode?: string | null, documentTypeId: string, documentTypeName: string, blocksClockIn: boolean, documentId?: string | null, fileName?: string | null, expiresOn?: string | null, status: DocumentStatus }> };

export type RemovePartnerDocumentMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemovePartnerDocumentMutation = { __typename?: 'Mutation', removePartnerDocument: boolean };

export type VisitDocumentsQueryVariables = Exact<{
  visitId: Scalars['ID']['input'];
}>;


export type VisitDocumentsQuery = { __typename?: 'Query', visitDocuments: Array<{ __typename?: 'VisitDocument', documentTypeId: string, name: string, documentId?: string | null, fileName?: string | null, uploadedAt?: any | null }> };

export type SafeLinkFieldsFragment = { __typename?: 'SafeLink', firstName: string, depotCode: string, tenantName: string, assemblyPoint?: string | null, language?: string | null, state: string, markedAt?: any | null };

export type SafeLinkQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type SafeLinkQuery = { __typename?: 'Query', safeLink: { __typename?: 'SafeLink', firstName: string, depotCode: string, tenantName: string, assemblyPoint?: string | null, language?: string | null, state: string, markedAt?: any | null } };

export type MarkSelfSafeMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type MarkSelfSafeMutation = { __typename?: 'Mutation', markSelfSafe: { __typename?: 'SafeLink', firstName: string, depotCode: string, tenantName: string, assemblyPoint?: string | null, language?: string | null, state: string, markedAt?: any | null } };

export type DepotAssemblyPointQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type DepotAssemblyPointQuery = { __typename?: 'Query', depotAssemblyPoint?: string | null };

export type DepotMusterKioskQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type DepotMusterKioskQuery = { __typename?: 'Query', depotMusterKiosk: boolean };

export type SetDepotMusterKioskMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  on: Scalars['Boolean']['input'];
}>;


export type SetDepotMusterKioskMutation = { __typename?: 'Mutation', setDepotMusterKiosk: boolean };

export type SetDepotAssemblyPointMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  text?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetDepotAssemblyPointMutation = { __typename?: 'Mutation', setDepotAssemblyPoint?: string | null };

export type KioskEvacuationQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type KioskEvacuationQuery = { __typename?: 'Query', kioskEvacuation?: { __typename?: 'KioskEvacuation', startedAt: any, assemblyPoint?: string | null, muster: boolean } | null };

export type KioskMusterPeopleQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type KioskMusterPeopleQuery = { __typename?: 'Query', kioskMusterPeople: Array<{ __typename?: 'KioskMusterPerson', entryId: string, label: string }> };

export type KioskMarkSafeMutationVariables = Exact<{
  input: KioskMarkSafeInput;
}>;


export type KioskMarkSafeMutation = { __typename?: 'Mutation', kioskMarkSafe: { __typename?: 'KioskSafe', label: string, markedAt: any } };

export type HostsQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type HostsQuery = { __typename?: 'Query', hosts: { __typename?: 'HostPage', total: number, pages: number, page: number, hosts: Array<{ __typename?: 'Host', id: string, name: string, email: string, phone?: string | null, department?: string | null, depotIds: Array<string>, language?: string | null, slackMemberId?: string | null, teamsWorkflowHint?: string | null, active: boolean, source: string, staffUser: boolean, choices: Array<{ __typename?: 'HostChoice', kind: NotificationKind, channels: Array<NotificationChannel> }> }> } };

export type SaveHostMutationVariables = Exact<{
  input: SaveHostInput;
}>;


export type SaveHostMutation = { __typename?: 'Mutation', saveHost: { __typename?: 'Host', id: string, name: string } };

export type RemoveHostMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveHostMutation = { __typename?: 'Mutation', removeHost: boolean };

export type HostSuggestionsQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  depotId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type HostSuggestionsQuery = { __typename?: 'Query', hostSuggestions: Array<{ __typename?: 'HostSuggestion', id: string, name: string, email: string, department?: string | null }> };

export type KioskCourseFieldsFragment = { __typename?: 'KioskInductionCourse', id: string, title: string, body: string, version: number, passMark: number, questions: Array<{ __typename?: 'KioskInductionQuestion', text: string, options: Array<string>, multiple: boolean }>, material: Array<{ __typename?: 'InductionMaterial', id: string, kind: string, mimeType: string, bytes: number, url: string }> };

export type KioskInductionsQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  workId: Scalars['String']['input'];
}>;


export type KioskInductionsQuery = { __typename?: 'Query', kioskInductions: Array<{ __typename?: 'KioskInductionCourse', id: string, title: string, body: string, version: number, passMark: number, questions: Array<{ __typename?: 'KioskInductionQuestion', text: string, options: Array<string>, multiple: boolean }>, material: Array<{ __typename?: 'InductionMaterial', id: string, kind: string, mimeType: string, bytes: number, url: string }> }> };

export type KioskOfflineInductionsQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type KioskOfflineInductionsQuery = { __typename?: 'Query', kioskOfflineInductions: Array<{ __typename?: 'KioskInductionCourse', id: string, title: string, body: string, version: number, passMark: number, questions: Array<{ __typename?: 'KioskInductionQuestion', text: string, options: Array<string>, multiple: boolean }>, material: Array<{ __typename?: 'InductionMaterial', id: string, kind: string, mimeType: string, bytes: number, url: string }> }> };

export type InductionResultFieldsFragment = { __typename?: 'InductionResult', passed: boolean, score: number, passMark: number, wrong: Array<number>, expiresAt?: any | null };

export type SubmitInductionMutationVariables = Exact<{
  input: SubmitInductionInput;
}>;


export type SubmitInductionMutation = { __typename?: 'Mutation', submitInduction: { __typename?: 'InductionResult', passed: boolean, score: number, passMark: number, wrong: Array<number>, expiresAt?: any | null } };

export type InductionCoursesQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type InductionCoursesQuery = { __typename?: 'Query', inductionCourses: Array<{ __typename?: 'InductionCourse', id: string, title: string, body: string, passMark: number, allPartners: boolean, roleIds: Array<string>, regularVisitors: boolean, reasonIds: Array<string>, validMonths: number, version: number, updatedAt: any, questions: Array<{ __typename?: 'InductionQuestion', text: string, options: Array<string>, correct: Array<number> }>, material: Array<{ __typename?: 'InductionMaterial', id: string, kind: string, bytes: number, fileName: string }> }> };

export type AddInductionCourseMutationVariables = Exact<{
  input: AddInductionCourseInput;
}>;


export type AddInductionCourseMutation = { __typename?: 'Mutation', addInductionCourse: { __typename?: 'InductionCourse', id: string, version: number } };

export type UpdateInductionCourseMutationVariables = Exact<{
  input: UpdateInductionCourseInput;
}>;


export type UpdateInductionCourseMutation = { __typename?: 'Mutation', updateInductionCourse: { __typename?: 'InductionCourse', id: string, version: number } };

export type RemoveInductionCourseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveInductionCourseMutation = { __typename?: 'Mutation', removeInductionCourse: boolean };

export type InductionStatusQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type InductionStatusQuery = { __typename?: 'Query', inductionStatus: Array<{ __typename?: 'InductionStatus', partnerId: string, partnerName: string, workId: string, courseId: string, courseTitle: string, state: InductionState, expiresAt?: any | null, version?: number | null, inPerson: boolean }> };

export type RecordInductionPassMutationVariables = Exact<{
  courseId: Scalars['ID']['input'];
  partnerId: Scalars['ID']['input'];
  passedOn?: InputMaybe<Scalars['String']['input']>;
}>;


export type RecordInductionPassMutation = { __typename?: 'Mutation', recordInductionPass: { __typename?: 'InductionStatus', partnerId: string, courseId: string, state: InductionState, expiresAt?: any | null, inPerson: boolean } };

export type KioskVisitorInductionsQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  reference?: InputMaybe<Scalars['String']['input']>;
  reasonForVisit?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
}>;


export type KioskVisitorInductionsQuery = { __typename?: 'Query', kioskVisitorInductions: Array<{ __typename?: 'KioskInductionCourse', id: string, title: string, body: string, version: number, passMark: number, questions: Array<{ __typename?: 'KioskInductionQuestion', text: string, options: Array<string>, multiple: boolean }>, material: Array<{ __typename?: 'InductionMaterial', id: string, kind: string, mimeType: string, bytes: number, url: string }> }> };

export type GradeVisitorInductionMutationVariables = Exact<{
  input: GradeVisitorInductionInput;
}>;


export type GradeVisitorInductionMutation = { __typename?: 'Mutation', gradeVisitorInduction: { __typename?: 'InductionResult', passed: boolean, score: number, passMark: number, wrong: Array<number>, expiresAt?: any | null } };

export type VisitorInductionStatusQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type VisitorInductionStatusQuery = { __typename?: 'Query', visitorInductionStatus: Array<{ __typename?: 'VisitorInductionStatus', attendeeId: string, name: string, email: string, kind: VisitorInductionKind, courseId: string, courseTitle: string, state: InductionState, expiresAt?: any | null, version?: number | null, inPerson: boolean }> };

export type RecordVisitorInductionPassMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  courseId: Scalars['ID']['input'];
  attendeeId: Scalars['ID']['input'];
  passedOn?: InputMaybe<Scalars['String']['input']>;
}>;


export type RecordVisitorInductionPassMutation = { __typename?: 'Mutation', recordVisitorInductionPass: { __typename?: 'VisitorInductionStatus', attendeeId: string, courseId: string, state: InductionState, expiresAt?: any | null, inPerson: boolean } };

export type KioskDeviceFieldsFragment = { __typename?: 'KioskDevice', id: string, deviceId: string, name?: string | null, version: string, heldEntries: number, lastSeenAt: any, status: KioskStatus, paired: boolean };

export type KioskDevicesQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type KioskDevicesQuery = { __typename?: 'Query', kioskDevices: { __typename?: 'KioskDeviceList', depotId: string, timeZone: string, opensAt?: string | null, closesAt?: string | null, currentTime: any, devices: Array<{ __typename?: 'KioskDevice', id: string, deviceId: string, name?: string | null, version: string, heldEntries: number, lastSeenAt: any, status: KioskStatus, paired: boolean }> } };

export type RenameKioskDeviceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
}>;


export type RenameKioskDeviceMutation = { __typename?: 'Mutation', renameKioskDevice: { __typename?: 'KioskDevice', id: string, deviceId: string, name?: string | null, version: string, heldEntries: number, lastSeenAt: any, status: KioskStatus, paired: boolean } };

export type ForgetKioskDeviceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ForgetKioskDeviceMutation = { __typename?: 'Mutation', forgetKioskDevice: boolean };

export type SetDepotHoursMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  opensAt?: InputMaybe<Scalars['String']['input']>;
  closesAt?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetDepotHoursMutation = { __typename?: 'Mutation', setDepotHours: { __typename?: 'KioskDeviceList', depotId: string, opensAt?: string | null, closesAt?: string | null } };

export type CreateKioskPairingMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type CreateKioskPairingMutation = { __typename?: 'Mutation', createKioskPairing: { __typename?: 'KioskPairing', code: string, url: string, expiresAt: any } };

export type UnpairKioskDeviceMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type UnpairKioskDeviceMutation = { __typename?: 'Mutation', unpairKioskDevice: { __typename?: 'KioskDevice', id: string, deviceId: string, name?: string | null, version: string, heldEntries: number, lastSeenAt: any, status: KioskStatus, paired: boolean } };

export type TenantKioskTextsQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type TenantKioskTextsQuery = { __typename?: 'Query', tenantKioskTexts: { __typename?: 'TenantKioskTexts', tenantId: string, contractorRules: Array<string>, defaultContractorRules: Array<string>, rules: Array<{ __typename?: 'EditableRuleText', key: string, group: string, question: boolean, defaultText: string, text?: string | null }> } };

export type SaveKioskTextsMutationVariables = Exact<{
  input: SaveKioskTextsInput;
}>;


export type SaveKioskTextsMutation = { __typename?: 'Mutation', saveKioskTexts: { __typename?: 'TenantKioskTexts', tenantId: string, contractorRules: Array<string> } };

export type TenantKioskLanguagesQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type TenantKioskLanguagesQuery = { __typename?: 'Query', tenantKioskLanguages: { __typename?: 'KioskLanguages', tenantId: string, defaultLanguage: string, languages: Array<string>, supported: Array<string> } };

export type SaveKioskLanguagesMutationVariables = Exact<{
  input: SaveKioskLanguagesInput;
}>;


export type SaveKioskLanguagesMutation = { __typename?: 'Mutation', saveKioskLanguages: { __typename?: 'KioskLanguages', tenantId: string, defaultLanguage: string, languages: Array<string> } };

export type KioskDepotQueryVariables = Exact<{
  tenantName: Scalars['String']['input'];
  depotCode: Scalars['String']['input'];
}>;


export type KioskDepotQuery = { __typename?: 'Query', findDepot: { __typename?: 'KioskDepot', id: string, code: string, tenantName: string, timeZone: string, tempMin: number, tempMax: number, defaultLanguage: string, languages: Array<string>, photoAtSignIn: boolean, healthYesAsksApproval: boolean, address: { __typename?: 'Address', line1: string, line2: string, county: string, eirCode: string } } };

export type QrInfoQueryVariables = Exact<{
  ref: Scalars['String']['input'];
}>;


export type QrInfoQuery = { __typename?: 'Query', qrInfo: { __typename?: 'QrInfo', visittype: string } };

export type KioskVisitorQueryVariables = Exact<{
  input: FetchVisitorInput;
}>;


export type KioskVisitorQuery = { __typename?: 'Query', kioskVisitor: { __typename?: 'KioskVisitor', meetingReference: string, visittype: string, firstName: string, lastName: string, email: string, company: string, meetingWith: string, signFlag: boolean, badgeNumFlag: boolean, enterTemperature: boolean, printLabel: boolean, hasCheckedIn: boolean, hasCheckedOut: boolean, next: KioskNext, message?: string | null, preArrived: boolean, preArrivalSigned: boolean } };

export type VisitorReasonsQueryVariables = Exact<{
  depotId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type VisitorReasonsQuery = { __typename?: 'Query', visitorReasons: Array<string> };

export type KioskHostsQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type KioskHostsQuery = { __typename?: 'Query', kioskHosts: Array<{ __typename?: 'KioskHost', id: string, name: string, department?: string | null }> };

export type KioskAttendanceFieldsFragment = { __typename?: 'KioskAttendance', attendanceId: string, badgeNumber?: string | null, checkedInAt: any, name: string, visitType: string };

export type VisitorCheckInMutationVariables = Exact<{
  input: VisitorCheckInInput;
}>;


export type VisitorCheckInMutation = { __typename?: 'Mutation', visitorCheckIn: { __typename?: 'KioskAttendance', attendanceId: string, badgeNumber?: string | null, checkedInAt: any, name: string, visitType: string } };

export type UnplannedCheckInMutationVariables = Exact<{
  input: UnplannedCheckInInput;
}>;


export type UnplannedCheckInMutation = { __typename?: 'Mutation', unplannedCheckIn: { __typename?: 'KioskAttendance', attendanceId: string, badgeNumber?: string | null, checkedInAt: any, name: string, visitType: string } };

export type WalkInCheckInMutationVariables = Exact<{
  input: UnplannedCheckInInput;
}>;


export type WalkInCheckInMutation = { __typename?: 'Mutation', walkInCheckIn: { __typename?: 'WalkInOutcome', attendance?: { __typename?: 'KioskAttendance', attendanceId: string, badgeNumber?: string | null, checkedInAt: any, name: string, visitType: string } | null, approval?: { __typename?: 'WalkInApprovalTicket', id: string, kioskToken: string, expiresAt: any } | null } };

export type KioskApprovalQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  kioskToken: Scalars['String']['input'];
}>;


export type KioskApprovalQuery = { __typename?: 'Query', kioskApproval: { __typename?: 'KioskApproval', state: KioskApprovalState, expiresAt: any, attendance?: { __typename?: 'KioskAttendance', attendanceId: string, badgeNumber?: string | null, checkedInAt: any, name: string } | null } };

export type SubmitSignatureMutationVariables = Exact<{
  input: SubmitSignatureInput;
}>;


export type SubmitSignatureMutation = { __typename?: 'Mutation', submitSignature: boolean };

export type VisitorBeforeCheckoutQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  badge?: InputMaybe<Scalars['String']['input']>;
  ref?: InputMaybe<Scalars['String']['input']>;
}>;


export type VisitorBeforeCheckoutQuery = { __typename?: 'Query', visitorBeforeCheckout: { __typename?: 'KioskCheckout', name: string, badgeNumber?: string | null } };

export type VisitorCheckOutMutationVariables = Exact<{
  input: VisitorCheckOutInput;
}>;


export type VisitorCheckOutMutation = { __typename?: 'Mutation', visitorCheckOut: { __typename?: 'KioskCheckout', name: string, badgeNumber?: string | null } };

export type PartnerShiftValidationQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  workId: Scalars['String']['input'];
}>;


export type PartnerShiftValidationQuery = { __typename?: 'Query', partnerShiftValidation: { __typename?: 'ShiftValidation', ok: boolean, message?: string | null } };

export type KioskPartnerQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  workId: Scalars['String']['input'];
}>;


export type KioskPartnerQuery = { __typename?: 'Query', kioskPartner: { __typename?: 'KioskPartner', workId: string, name: string, organisation: string, signFlag: boolean, badgeNumFlag: boolean, enterTemperature: boolean, hasClockedIn: boolean, hasClockedOut: boolean, next: PartnerNext, message?: string | null, askAgain: boolean } };

export type ClockResultFieldsFragment = { __typename?: 'ClockResult', attendanceId: string, name: string, organisation: string, badgeNumber?: string | null, at: any, message: string };

export type ClockInMutationVariables = Exact<{
  input: ClockInput;
}>;


export type ClockInMutation = { __typename?: 'Mutation', clockIn: { __typename?: 'ClockResult', attendanceId: string, name: string, organisation: string, badgeNumber?: string | null, at: any, message: string } };

export type ClockOutMutationVariables = Exact<{
  input: ClockInput;
}>;


export type ClockOutMutation = { __typename?: 'Mutation', clockOut: { __typename?: 'ClockResult', attendanceId: string, name: string, organisation: string, badgeNumber?: string | null, at: any, message: string } };

export type SubmitPartnerSignatureMutationVariables = Exact<{
  input: PartnerSignatureInput;
}>;


export type SubmitPartnerSignatureMutation = { __typename?: 'Mutation', submitPartnerSignature: boolean };

export type KioskTextsQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type KioskTextsQuery = { __typename?: 'Query', kioskTexts: { __typename?: 'KioskTexts', contractorRules: Array<string>, rules: Array<{ __typename?: 'KioskRule', key: string, text: string, question: boolean }> } };

export type PairKioskMutationVariables = Exact<{
  input: PairKioskInput;
}>;


export type PairKioskMutation = { __typename?: 'Mutation', pairKiosk: { __typename?: 'KioskPaired', deviceSecret: string, name?: string | null } };

export type KioskHeartbeatMutationVariables = Exact<{
  input: KioskHeartbeatInput;
}>;


export type KioskHeartbeatMutation = { __typename?: 'Mutation', kioskHeartbeat: { __typename?: 'KioskHeartbeat', name?: string | null, intervalSeconds: number } };

export type ReportRefusedKioskEntryMutationVariables = Exact<{
  input: RefusedKioskEntryInput;
}>;


export type ReportRefusedKioskEntryMutation = { __typename?: 'Mutation', reportRefusedKioskEntry: boolean };

export type SetDepotExpectedStayMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  minutes?: InputMaybe<Scalars['Int']['input']>;
}>;


export type SetDepotExpectedStayMutation = { __typename?: 'Mutation', setDepotExpectedStay?: number | null };

export type PartnerReportFieldsFragment = { __typename?: 'PartnerReport', depotId: string, dateFrom: string, dateTo: string, message?: string | null, truncated: boolean, rows: Array<{ __typename?: 'PartnerReportRow', workId: string, name: string, agency: string, depot: string, signFlag: boolean, badgeNumFlag: boolean, depotBadgeNum?: string | null, date: string, shiftStartTime?: string | null, clockIn: string, clockOut?: string | null, totalHours?: number | null, roleName?: string | null, autoCheckout: boolean }> };

export type DailyPartnerReportQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type DailyPartnerReportQuery = { __typename?: 'Query', dailyPartnerReport: { __typename?: 'PartnerReport', depotId: string, dateFrom: string, dateTo: string, message?: string | null, truncated: boolean, rows: Array<{ __typename?: 'PartnerReportRow', workId: string, name: string, agency: string, depot: string, signFlag: boolean, badgeNumFlag: boolean, depotBadgeNum?: string | null, date: string, shiftStartTime?: string | null, clockIn: string, clockOut?: string | null, totalHours?: number | null, roleName?: string | null, autoCheckout: boolean }> } };

export type DateRangePartnerReportQueryVariables = Exact<{
  input: DateRangePartnerReportInput;
}>;


export type DateRangePartnerReportQuery = { __typename?: 'Query', dateRangePartnerReport: { __typename?: 'PartnerReport', depotId: string, dateFrom: string, dateTo: string, message?: string | null, truncated: boolean, rows: Array<{ __typename?: 'PartnerReportRow', workId: string, name: string, agency: string, depot: string, signFlag: boolean, badgeNumFlag: boolean, depotBadgeNum?: string | null, date: string, shiftStartTime?: string | null, clockIn: string, clockOut?: string | null, totalHours?: number | null, roleName?: string | null, autoCheckout: boolean }> } };

export type ExportPartnerReportMutationVariables = Exact<{
  input: ExportPartnerReportInput;
}>;


export type ExportPartnerReportMutation = { __typename?: 'Mutation', exportPartnerReport: { __typename?: 'ExportJob', id: string, status: string, fileName: string, downloadPath?: string | null, message?: string | null, rowCount: number } };

export type ExportJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExportJobQuery = { __typename?: 'Query', exportJob: { __typename?: 'ExportJob', id: string, status: string, fileName: string, downloadPath?: string | null, message?: string | null, rowCount: number } };

export type ExportJobFieldsFragment = { __typename?: 'ExportJob', id: string, status: string, fileName: string, downloadPath?: string | null, message?: string | null, rowCount: number };

export type PartnerFieldsFragment = { __typename?: 'Partner', id: string, workId: string, name: string, organisation: string, email?: string | null, phone?: string | null, signFlag: boolean, badgeNumFlag: boolean, singleSignFlag: boolean, enterTemperature: boolean, depotId?: string | null, shiftId?: string | null, shiftName?: string | null, shiftTime?: string | null, roleId?: string | null, roleName?: string | null };

export type PartnersQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type PartnersQuery = { __typename?: 'Query', partners: { __typename?: 'PartnerPage', total: number, page: number, pageSize: number, items: Array<{ __typename?: 'Partner', id: string, workId: string, name: string, organisation: string, email?: string | null, phone?: string | null, signFlag: boolean, badgeNumFlag: boolean, singleSignFlag: boolean, enterTemperature: boolean, depotId?: string | null, shiftId?: string | null, shiftName?: string | null, shiftTime?: string | null, roleId?: string | null, roleName?: string | null }> } };

export type RegisterPartnerMutationVariables = Exact<{
  input: PartnerInput;
}>;


export type RegisterPartnerMutation = { __typename?: 'Mutation', registerPartner: { __typename?: 'Partner', id: string, workId: string, name: string, organisation: string, email?: string | null, phone?: string | null, signFlag: boolean, badgeNumFlag: boolean, singleSignFlag: boolean, enterTemperature: boolean, depotId?: string | null, shiftId?: string | null, shiftName?: string | null, shiftTime?: string | null, roleId?: string | null, roleName?: string | null } };

export type EditPartnerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PartnerInput;
}>;


export type EditPartnerMutation = { __typename?: 'Mutation', editPartner: { __typename?: 'Partner', id: string, workId: string, name: string, organisation: string, email?: string | null, phone?: string | null, signFlag: boolean, badgeNumFlag: boolean, singleSignFlag: boolean, enterTemperature: boolean, depotId?: string | null, shiftId?: string | null, shiftName?: string | null, shiftTime?: string | null, roleId?: string | null, roleName?: string | null } };

export type DeletePartnerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeletePartnerMutation = { __typename?: 'Mutation', deletePartner: boolean };

export type SendPartnerQrCodeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendPartnerQrCodeMutation = { __typename?: 'Mutation', sendPartnerQrCode: boolean };

export type PartnerAttendancesQueryVariables = Exact<{
  partnerId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type PartnerAttendancesQuery = { __typename?: 'Query', partnerAttendances: { __typename?: 'PartnerAttendancePage', total: number, page: number, pageSize: number, pages: number, items: Array<{ __typename?: 'PartnerAttendanceRow', attendanceId: string, depotCode: string, checkInTime: any, checkOutTime?: any | null, depotBadgeNum?: string | null, temperature?: number | null, totalHours?: string | null }> } };

export type DepotPhotoAtSignInQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type DepotPhotoAtSignInQuery = { __typename?: 'Query', depotPhotoAtSignIn: boolean };

export type SetDepotPhotoAtSignInMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  enabled: Scalars['Boolean']['input'];
}>;


export type SetDepotPhotoAtSignInMutation = { __typename?: 'Mutation', setDepotPhotoAtSignIn: boolean };

export type PreArrivalFieldsFragment = { __typename?: 'PreArrival', firstName: string, lastName: string, company: string, tenantName: string, depotCode: string, depotAddress: string, timeZone: string, dateOfVisit: any, hostName?: string | null, language: string, signatureRequired: boolean, versionId: string, versionNumber: number, completedAt?: any | null, carReg?: string | null, signed: boolean, documentMaxMb: number, rules: Array<{ __typename?: 'PreArrivalRule', key: string, group: string, text: string, question: boolean }>, answers: Array<{ __typename?: 'PreArrivalAnswer', key: string, answer: string }>, courses: Array<{ __typename?: 'KioskInductionCourse', id: string, title: string, body: string, version: number, passMark: number, questions: Array<{ __typename?: 'KioskInductionQuestion', text: string, options: Array<string>, multiple: boolean }>, material: Array<{ __typename?: 'InductionMaterial', id: string, kind: string, mimeType: string, bytes: number, url: string }> }>, coursesPassed: Array<{ __typename?: 'PreArrivalPassedCourse', title: string, expiresAt: any }>, documents: Array<{ __typename?: 'VisitDocument', documentTypeId: string, name: string, documentId?: string | null, fileName?: string | null, mimeType?: string | null, uploadedAt?: any | null }> };

export type PreArrivalQueryVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type PreArrivalQuery = { __typename?: 'Query', preArrival: { __typename?: 'PreArrival', firstName: string, lastName: string, company: string, tenantName: string, depotCode: string, depotAddress: string, timeZone: string, dateOfVisit: any, hostName?: string | null, language: string, signatureRequired: boolean, versionId: string, versionNumber: number, completedAt?: any | null, carReg?: string | null, signed: boolean, documentMaxMb: number, rules: Array<{ __typename?: 'PreArrivalRule', key: string, group: string, text: string, question: boolean }>, answers: Array<{ __typename?: 'PreArrivalAnswer', key: string, answer: string }>, courses: Array<{ __typename?: 'KioskInductionCourse', id: string, title: string, body: string, version: number, passMark: number, questions: Array<{ __typename?: 'KioskInductionQuestion', text: string, options: Array<string>, multiple: boolean }>, material: Array<{ __typename?: 'InductionMaterial', id: string, kind: string, mimeType: string, bytes: number, url: string }> }>, coursesPassed: Array<{ __typename?: 'PreArrivalPassedCourse', title: string, expiresAt: any }>, documents: Array<{ __typename?: 'VisitDocument', documentTypeId: string, name: string, documentId?: string | null, fileName?: string | null, mimeType?: string | null, uploadedAt?: any | null }> } };

export type SubmitPreArrivalMutationVariables = Exact<{
  input: SubmitPreArrivalInput;
}>;


export type SubmitPreArrivalMutation = { __typename?: 'Mutation', submitPreArrival: { __typename?: 'PreArrival', firstName: string, lastName: string, company: string, tenantName: string, depotCode: string, depotAddress: string, timeZone: string, dateOfVisit: any, hostName?: string | null, language: string, signatureRequired: boolean, versionId: string, versionNumber: number, completedAt?: any | null, carReg?: string | null, signed: boolean, documentMaxMb: number, rules: Array<{ __typename?: 'PreArrivalRule', key: string, group: string, text: string, question: boolean }>, answers: Array<{ __typename?: 'PreArrivalAnswer', key: string, answer: string }>, courses: Array<{ __typename?: 'KioskInductionCourse', id: string, title: string, body: string, version: number, passMark: number, questions: Array<{ __typename?: 'KioskInductionQuestion', text: string, options: Array<string>, multiple: boolean }>, material: Array<{ __typename?: 'InductionMaterial', id: string, kind: string, mimeType: string, bytes: number, url: string }> }>, coursesPassed: Array<{ __typename?: 'PreArrivalPassedCourse', title: string, expiresAt: any }>, documents: Array<{ __typename?: 'VisitDocument', documentTypeId: string, name: string, documentId?: string | null, fileName?: string | null, mimeType?: string | null, uploadedAt?: any | null }> } };

export type TakePreArrivalInductionMutationVariables = Exact<{
  input: TakePreArrivalInductionInput;
}>;


export type TakePreArrivalInductionMutation = { __typename?: 'Mutation', takePreArrivalInduction: { __typename?: 'InductionResult', passed: boolean, score: number, passMark: number, wrong: Array<number>, expiresAt?: any | null } };

export type OnSiteNowQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type OnSiteNowQuery = { __typename?: 'Query', onSiteNow: { __typename?: 'OnSiteList', depotId: string, depotCode: string, timeZone: string, autoSignOutTime?: string | null, expectedStayMinutes?: number | null, currentTime: any, rows: Array<{ __typename?: 'OnSiteRow', attendanceId: string, hasPhoto: boolean, kind: string, visitType: string, name: string, company: string, host?: string | null, badgeNumber?: string | null, checkedInAt: any, localDate: string, earlierDay: boolean, expectedBy?: any | null, overstaying: boolean }> } };

export type OnSiteCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type OnSiteCountsQuery = { __typename?: 'Query', onSiteCounts: Array<{ __typename?: 'OnSiteCount', depotId: string, depotCode: string, onSite: number, earlierDay: number }> };

export type EvacuationSummaryFieldsFragment = { __typename?: 'EvacuationSummary', id: string, startedAt: any, startedByName: string, endedAt?: any | null, endedByName?: string | null, open: boolean, total: number, safe: number, left: number, missing: number };

export type EvacuationFieldsFragment = { __typename?: 'Evacuation', id: string, depotId: string, depotCode: string, timeZone: string, startedAt: any, startedByName: string, endedAt?: any | null, endedByName?: string | null, open: boolean, total: number, safe: number, left: number, missing: number, entries: Array<{ __typename?: 'Evacuee', entryId: string, attendanceId?: string | null, hasPhoto: boolean, kind: string, visitType: string, name: string, company: string, host?: string | null, badgeNumber?: string | null, checkedInAt: any, status: EvacueeStatus, markedAt?: any | null, markedByName?: string | null, arrivedDuring: boolean, selfReported: boolean }> };

export type CurrentEvacuationQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type CurrentEvacuationQuery = { __typename?: 'Query', currentEvacuation?: { __typename?: 'Evacuation', id: string, depotId: string, depotCode: string, timeZone: string, startedAt: any, startedByName: string, endedAt?: any | null, endedByName?: string | null, open: boolean, total: number, safe: number, left: number, missing: number, entries: Array<{ __typename?: 'Evacuee', entryId: string, attendanceId?: string | null, hasPhoto: boolean, kind: string, visitType: string, name: string, company: string, host?: string | null, badgeNumber?: string | null, checkedInAt: any, status: EvacueeStatus, markedAt?: any | null, markedByName?: string | null, arrivedDuring: boolean, selfReported: boolean }> } | null };

export type EvacuationQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EvacuationQuery = { __typename?: 'Query', evacuation: { __typename?: 'Evacuation', id: string, depotId: string, depotCode: string, timeZone: string, startedAt: any, startedByName: string, endedAt?: any | null, endedByName?: string | null, open: boolean, total: number, safe: number, left: number, missing: number, entries: Array<{ __typename?: 'Evacuee', entryId: string, attendanceId?: string | null, hasPhoto: boolean, kind: string, visitType: string, name: string, company: string, host?: string | null, badgeNumber?: string | null, checkedInAt: any, status: EvacueeStatus, markedAt?: any | null, markedByName?: string | null, arrivedDuring: boolean, selfReported: boolean }> } };

export type EvacuationsQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  page: Scalars['Int']['input'];
}>;


export type EvacuationsQuery = { __typename?: 'Query', evacuations: { __typename?: 'EvacuationPage', total: number, page: number, pageSize: number, items: Array<{ __typename?: 'EvacuationSummary', id: string, startedAt: any, startedByName: string, endedAt?: any | null, endedByName?: string | null, open: boolean, total: number, safe: number, left: number, missing: number }> } };

export type StartEvacuationMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type StartEvacuationMutation = { __typename?: 'Mutation', startEvacuation: { __typename?: 'Evacuation', id: string, depotId: string, depotCode: string, timeZone: string, startedAt: any, startedByName: string, endedAt?: any | null, endedByName?: string | null, open: boolean, total: number, safe: number, left: number, missing: number, entries: Array<{ __typename?: 'Evacuee', entryId: string, attendanceId?: string | null, hasPhoto: boolean, kind: string, visitType: string, name: string, company: string, host?: string | null, badgeNumber?: string | null, checkedInAt: any, status: EvacueeStatus, markedAt?: any | null, markedByName?: string | null, arrivedDuring: boolean, selfReported: boolean }> } };

export type MarkEvacueeMutationVariables = Exact<{
  entryId: Scalars['ID']['input'];
  safe: Scalars['Boolean']['input'];
}>;


export type MarkEvacueeMutation = { __typename?: 'Mutation', markEvacuee: { __typename?: 'Evacuee', entryId: string, status: EvacueeStatus, markedAt?: any | null, markedByName?: string | null } };

export type EndEvacuationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type EndEvacuationMutation = { __typename?: 'Mutation', endEvacuation: { __typename?: 'Evacuation', id: string, depotId: string, depotCode: string, timeZone: string, startedAt: any, startedByName: string, endedAt?: any | null, endedByName?: string | null, open: boolean, total: number, safe: number, left: number, missing: number, entries: Array<{ __typename?: 'Evacuee', entryId: string, attendanceId?: string | null, hasPhoto: boolean, kind: string, visitType: string, name: string, company: string, host?: string | null, badgeNumber?: string | null, checkedInAt: any, status: EvacueeStatus, markedAt?: any | null, markedByName?: string | null, arrivedDuring: boolean, selfReported: boolean }> } };

export type EvacuationChangedSubscriptionVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type EvacuationChangedSubscription = { __typename?: 'Subscription', evacuationChanged: { __typename?: 'EvacuationChange', kind: string, evacuationId: string, entryId?: string | null } };

export type SetAutoSignOutTimeMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  time?: InputMaybe<Scalars['String']['input']>;
}>;


export type SetAutoSignOutTimeMutation = { __typename?: 'Mutation', setAutoSignOutTime?: string | null };

export type ExportEvacuationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ExportEvacuationMutation = { __typename?: 'Mutation', exportEvacuation: { __typename?: 'ExportJob', id: string, fileName: string } };

export type RefusedKioskEntriesQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type RefusedKioskEntriesQuery = { __typename?: 'Query', refusedKioskEntries: Array<{ __typename?: 'RefusedKioskEntry', id: string, kind: KioskEntryKind, summary: string, message: string, occurredAt: any, deviceId: string }> };

export type DismissRefusedKioskEntryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DismissRefusedKioskEntryMutation = { __typename?: 'Mutation', dismissRefusedKioskEntry: boolean };

export type VisitReasonListQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type VisitReasonListQuery = { __typename?: 'Query', visitReasonList: Array<{ __typename?: 'VisitReason', id: string, text: string, retired: boolean, inUse: boolean }> };

export type AddVisitReasonMutationVariables = Exact<{
  input: AddVisitReasonInput;
}>;


export type AddVisitReasonMutation = { __typename?: 'Mutation', addVisitReason: { __typename?: 'VisitReason', id: string } };

export type RenameVisitReasonMutationVariables = Exact<{
  input: RenameVisitReasonInput;
}>;


export type RenameVisitReasonMutation = { __typename?: 'Mutation', renameVisitReason: { __typename?: 'VisitReason', id: string, text: string } };

export type RetireVisitReasonMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetireVisitReasonMutation = { __typename?: 'Mutation', retireVisitReason: { __typename?: 'VisitReason', id: string, retired: boolean } };

export type RestoreVisitReasonMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestoreVisitReasonMutation = { __typename?: 'Mutation', restoreVisitReason: { __typename?: 'VisitReason', id: string, retired: boolean } };

export type DeleteVisitReasonMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteVisitReasonMutation = { __typename?: 'Mutation', deleteVisitReason: boolean };

export type RetentionCountsFieldsFragment = { __typename?: 'RetentionCounts', attendances: number, signatures: number, evacuationEntries: number, visitors: number, regularVisitors: number, partners: number, refusedKioskEntries: number, mailRecords: number, importFiles: number, exportFiles: number, watchlistRows: number, approvals: number };

export type RetentionQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type RetentionQuery = { __typename?: 'Query', retention: { __typename?: 'Retention', tenantId: string, days: number, minDays: number, maxDays: number, defaultDays: number, runs: Array<{ __typename?: 'RetentionRun', id: string, kind: string, cutoff?: any | null, createdAt: any, finishedAt?: any | null, counts: { __typename?: 'RetentionCounts', attendances: number, signatures: number, evacuationEntries: number, visitors: number, regularVisitors: number, partners: number, refusedKioskEntries: number, mailRecords: number, importFiles: number, exportFiles: number, watchlistRows: number, approvals: number } }> } };

export type SetRetentionMutationVariables = Exact<{
  input: SetRetentionInput;
}>;


export type SetRetentionMutation = { __typename?: 'Mutation', setRetention: { __typename?: 'Retention', tenantId: string, days: number } };

export type DataSubjectQueryVariables = Exact<{
  input: DataSubjectInput;
}>;


export type DataSubjectQuery = { __typename?: 'Query', dataSubject: Array<{ __typename?: 'DataSubjectPerson', kind: string, id: string, name: string, company: string, visits: number, attendances: number, regularVisitor: boolean }> };

export type ExportDataSubjectMutationVariables = Exact<{
  input: DataSubjectInput;
}>;


export type ExportDataSubjectMutation = { __typename?: 'Mutation', exportDataSubject: { __typename?: 'DataSubjectExport', fileName: string, json: string } };

export type EraseDataSubjectMutationVariables = Exact<{
  input: DataSubjectInput;
}>;


export type EraseDataSubjectMutation = { __typename?: 'Mutation', eraseDataSubject: { __typename?: 'RetentionRun', id: string, counts: { __typename?: 'RetentionCounts', attendances: number, signatures: number, evacuationEntries: number, visitors: number, regularVisitors: number, partners: number, refusedKioskEntries: number, mailRecords: number, importFiles: number, exportFiles: number, watchlistRows: number, approvals: number } } };

export type RolesQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesQuery = { __typename?: 'Query', roles: Array<{ __typename?: 'Role', id: string, roleName: string }> };

export type AddRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type AddRoleMutation = { __typename?: 'Mutation', addRole: { __typename?: 'Role', id: string, roleName: string } };

export type EditRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: RoleInput;
}>;


export type EditRoleMutation = { __typename?: 'Mutation', editRole: { __typename?: 'Role', id: string, roleName: string } };

export type DeleteRoleMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteRoleMutation = { __typename?: 'Mutation', deleteRole: boolean };

export type ShiftFieldsFragment = { __typename?: 'Shift', id: string, shiftName: string, startTime: string, endTime: string };

export type ShiftsQueryVariables = Exact<{ [key: string]: never; }>;


export type ShiftsQuery = { __typename?: 'Query', shifts: Array<{ __typename?: 'Shift', id: string, shiftName: string, startTime: string, endTime: string }> };

export type AddShiftMutationVariables = Exact<{
  input: ShiftInput;
}>;


export type AddShiftMutation = { __typename?: 'Mutation', addShift: { __typename?: 'Shift', id: string, shiftName: string, startTime: string, endTime: string } };

export type EditShiftMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ShiftInput;
}>;


export type EditShiftMutation = { __typename?: 'Mutation', editShift: { __typename?: 'Shift', id: string, shiftName: string, startTime: string, endTime: string } };

export type DeleteShiftMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteShiftMutation = { __typename?: 'Mutation', deleteShift: boolean };

export type StaffDepotsQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type StaffDepotsQuery = { __typename?: 'Query', depots: Array<{ __typename?: 'Depot', id: string, code: string, text: string, timeZone: string, tenantId: string }> };

export type TenantsShortQueryVariables = Exact<{ [key: string]: never; }>;


export type TenantsShortQuery = { __typename?: 'Query', tenantsShortList: Array<{ __typename?: 'TenantShort', id: string, name: string }> };

export type BookVisitMutationVariables = Exact<{
  input: BookVisitInput;
}>;


export type BookVisitMutation = { __typename?: 'Mutation', bookVisit: { __typename?: 'BookedVisit', id: string, meetingReference?: string | null, firstName: string, lastName: string, dateOfVisit: any } };

export type BookingReasonsQueryVariables = Exact<{
  depotId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type BookingReasonsQuery = { __typename?: 'Query', visitorReasons: Array<string> };

export type BookedVisitsQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
}>;


export type BookedVisitsQuery = { __typename?: 'Query', bookedVisits: Array<{ __typename?: 'BookedVisit', id: string, meetingReference?: string | null, visitType: string, firstName: string, lastName: string, email: string, company: string, hostName?: string | null, hostEmail?: string | null, department?: string | null, dateOfVisit: any, depotId: string, depotCode: string, state: string, hasCheckedIn: boolean, hasCheckedOut: boolean, attendanceId?: string | null, checkInTime?: any | null, checkOutTime?: any | null, depotBadgeNum?: string | null, manualCheckout: boolean, autoCheckout: boolean }> };

export type CancelVisitMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type CancelVisitMutation = { __typename?: 'Mutation', cancelVisit: { __typename?: 'BookedVisit', id: string, state: string } };

export type ManualCheckoutMutationVariables = Exact<{
  attendanceId: Scalars['ID']['input'];
  notify: Scalars['Boolean']['input'];
}>;


export type ManualCheckoutMutation = { __typename?: 'Mutation', manualCheckout: { __typename?: 'KioskCheckout', name: string } };

export type LiveRowFieldsFragment = { __typename?: 'LiveReportRow', attendanceId: string, attendeeName: string, visitType: string, dateofVisit: string, checkIn: any, checkOut?: any | null, actualIn: string, actualOut?: string | null };

export type LiveReportQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
  visitType: Scalars['String']['input'];
}>;


export type LiveReportQuery = { __typename?: 'Query', liveReport: { __typename?: 'LiveReport', date: string, weekFrom: string, weekTo: string, timeZone: string, message?: string | null, seq?: number | null, rows: Array<{ __typename?: 'LiveReportRow', attendanceId: string, attendeeName: string, visitType: string, dateofVisit: string, checkIn: any, checkOut?: any | null, actualIn: string, actualOut?: string | null }> } };

export type AttendanceChangedSubscriptionVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type AttendanceChangedSubscription = { __typename?: 'Subscription', attendanceChanged: { __typename?: 'AttendanceChange', kind: AttendanceChangeKind, seq: number, depotId: string, attendanceId?: string | null, visitId?: string | null, attendeeName: string, visitType: string, at: any, row?: { __typename?: 'LiveReportRow', attendanceId: string, attendeeName: string, visitType: string, dateofVisit: string, checkIn: any, checkOut?: any | null, actualIn: string, actualOut?: string | null } | null, badge?: { __typename?: 'AttendanceChangeBadge', number?: string | null } | null } };

export type RegularVisitorReferenceQueryVariables = Exact<{ [key: string]: never; }>;


export type RegularVisitorReferenceQuery = { __typename?: 'Query', regularVisitorReference: string };

export type RegisterRegularVisitorMutationVariables = Exact<{
  input: RegisterRegularVisitorInput;
}>;


export type RegisterRegularVisitorMutation = { __typename?: 'Mutation', registerRegularVisitor: { __typename?: 'RegularVisitor', id: string, meetingReference: string } };

export type RegularVisitorsQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  page: Scalars['Int']['input'];
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type RegularVisitorsQuery = { __typename?: 'Query', regularVisitors: { __typename?: 'RegularVisitorPage', total: number, page: number, pageSize: number, items: Array<{ __typename?: 'RegularVisitor', id: string, meetingReference: string, name: string, email: string, company: string, signFlag: boolean, badgeNumFlag: boolean, enterTemperature: boolean, emailFlag: boolean, hostid: string, host: { __typename?: 'RegularHost', hostname: string, hostemail: string, department: string } }> } };

export type EditRegularVisitorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditRegularVisitorInput;
}>;


export type EditRegularVisitorMutation = { __typename?: 'Mutation', editRegularVisitor: { __typename?: 'RegularVisitor', id: string } };

export type RemoveRegularVisitorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveRegularVisitorMutation = { __typename?: 'Mutation', removeRegularVisitor: boolean };

export type ResendRegularVisitorMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendRegularVisitorMutation = { __typename?: 'Mutation', resendRegularVisitorEmail: boolean };

export type EditRegularHostMutationVariables = Exact<{
  hostId: Scalars['ID']['input'];
  input: RegularHostInput;
}>;


export type EditRegularHostMutation = { __typename?: 'Mutation', editRegularHost: { __typename?: 'RegularHost', id: string } };

export type BadgesQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type BadgesQuery = { __typename?: 'Query', nextBadgeNumber: string, badges: Array<{ __typename?: 'Badge', id: string, badgeNum: string, inUse: boolean }> };

export type AddBadgesMutationVariables = Exact<{
  input: AddBadgesInput;
}>;


export type AddBadgesMutation = { __typename?: 'Mutation', addBadges: Array<{ __typename?: 'Badge', id: string }> };

export type BadgeAssigneeQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  badgeNum: Scalars['String']['input'];
}>;


export type BadgeAssigneeQuery = { __typename?: 'Query', badgeAssignee: { __typename?: 'BadgeAssignee', kind: string, name: string, company: string, checkedInAt: any } };

export type CheckOutBadgeHolderMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  badgeNum: Scalars['String']['input'];
  notify: Scalars['Boolean']['input'];
}>;


export type CheckOutBadgeHolderMutation = { __typename?: 'Mutation', checkOutBadgeHolder: { __typename?: 'BadgeAssignee', name: string } };

export type MySummaryFieldsFragment = { __typename?: 'MySummary', depotId: string, depotCode: string, timeZone: string, endOfDay: boolean, endOfWeek: boolean };

export type MySummariesQueryVariables = Exact<{ [key: string]: never; }>;


export type MySummariesQuery = { __typename?: 'Query', mySummaries: Array<{ __typename?: 'MySummary', depotId: string, depotCode: string, timeZone: string, endOfDay: boolean, endOfWeek: boolean }> };

export type SetMySummaryMutationVariables = Exact<{
  input: SetMySummaryInput;
}>;


export type SetMySummaryMutation = { __typename?: 'Mutation', setMySummary: Array<{ __typename?: 'MySummary', depotId: string, depotCode: string, timeZone: string, endOfDay: boolean, endOfWeek: boolean }> };

export type TenantsQueryVariables = Exact<{
  includeArchived?: Scalars['Boolean']['input'];
}>;


export type TenantsQuery = { __typename?: 'Query', tenants: Array<{ __typename?: 'Tenant', id: string, name: string, dateRegistered: any, numDepots: number, numReps: number, tempMin: number, tempMax: number, archivedAt?: any | null }> };

export type FirstRunQueryVariables = Exact<{ [key: string]: never; }>;


export type FirstRunQuery = { __typename?: 'Query', firstRun: boolean };

export type AddressLinesFragment = { __typename?: 'Address', line1: string, line2: string, county: string, eirCode: string };

export type TenantDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TenantDetailsQuery = { __typename?: 'Query', tenant: { __typename?: 'TenantDetails', id: string, name: string, dateRegistered: any, numDepots: number, numReps: number, tempMin: number, tempMax: number, archivedAt?: any | null, tenantRep: Array<{ __typename?: 'User', id: string, name: string, username: string, email: string, role: string, department?: string | null, emailConfirmed: boolean, disabled: boolean, depot?: { __typename?: 'DepotRef', id: string, code: string } | null }>, depots: Array<{ __typename?: 'Depot', id: string, code: string, tenantId: string, tenantName: string, timeZone: string, text: string, kioskUrl: string, partnerKioskUrl: string, kioskCertificateUrl?: string | null, address: { __typename?: 'Address', line1: string, line2: string, county: string, eirCode: string }, managers: Array<{ __typename?: 'Manager', id: string, name: string, email: string, department: string, depotId: string, receiveEmailFlag: boolean }> }> } };

export type TenantRolesQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type TenantRolesQuery = { __typename?: 'Query', roles: Array<{ __typename?: 'Role', id: string, roleName: string }> };

export type CreateTenantMutationVariables = Exact<{
  input: CreateTenantInput;
}>;


export type CreateTenantMutation = { __typename?: 'Mutation', createTenant: { __typename?: 'Tenant', id: string, name: string } };

export type EditTenantMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditTenantInput;
}>;


export type EditTenantMutation = { __typename?: 'Mutation', editTenant: { __typename?: 'Tenant', id: string, name: string, tempMin: number, tempMax: number } };

export type RemoveTenantMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  confirmName: Scalars['String']['input'];
}>;


export type RemoveTenantMutation = { __typename?: 'Mutation', removeTenant: boolean };

export type RestoreTenantMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestoreTenantMutation = { __typename?: 'Mutation', restoreTenant: { __typename?: 'Tenant', id: string, archivedAt?: any | null } };

export type EditRepresentativeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditRepresentativeInput;
}>;


export type EditRepresentativeMutation = { __typename?: 'Mutation', editRepresentative: { __typename?: 'User', id: string } };

export type RemoveRepresentativeMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveRepresentativeMutation = { __typename?: 'Mutation', removeRepresentative: boolean };

export type ResendConfirmationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendConfirmationMutation = { __typename?: 'Mutation', resendConfirmationEmail: boolean };

export type SetUserDisabledMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  disabled: Scalars['Boolean']['input'];
}>;


export type SetUserDisabledMutation = { __typename?: 'Mutation', setUserDisabled: { __typename?: 'User', id: string, disabled: boolean } };

export type SendUserPasswordResetMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type SendUserPasswordResetMutation = { __typename?: 'Mutation', sendUserPasswordReset: boolean };

export type RegisterUserMutationVariables = Exact<{
  input: RegisterUserInput;
}>;


export type RegisterUserMutation = { __typename?: 'Mutation', registerUser: { __typename?: 'User', id: string, username: string, tenantId?: string | null } };

export type AddDepotMutationVariables = Exact<{
  input: AddDepotInput;
}>;


export type AddDepotMutation = { __typename?: 'Mutation', addDepot: { __typename?: 'Depot', id: string, code: string, tenantId: string } };

export type UpdateDepotMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: DepotInput;
}>;


export type UpdateDepotMutation = { __typename?: 'Mutation', updateDepot: { __typename?: 'Depot', id: string, address: { __typename?: 'Address', line1: string, line2: string, county: string, eirCode: string } } };

export type AddManagerMutationVariables = Exact<{
  input: AddManagerInput;
}>;


export type AddManagerMutation = { __typename?: 'Mutation', addManager: { __typename?: 'Manager', id: string } };

export type EditManagerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: EditManagerInput;
}>;


export type EditManagerMutation = { __typename?: 'Mutation', editManager: { __typename?: 'Manager', id: string, name: string, email: string, department: string, receiveEmailFlag: boolean } };

export type DeleteManagerMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteManagerMutation = { __typename?: 'Mutation', deleteManager: boolean };

export type DepotBadgesQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type DepotBadgesQuery = { __typename?: 'Query', nextBadgeNumber: string, badges: Array<{ __typename?: 'Badge', id: string, badgeNum: string, inUse: boolean, holderName?: string | null, holderKind?: string | null }> };

export type AddDepotBadgesMutationVariables = Exact<{
  input: AddBadgesInput;
}>;


export type AddDepotBadgesMutation = { __typename?: 'Mutation', addBadges: Array<{ __typename?: 'Badge', id: string, badgeNum: string }> };

export type DepotBadgeAssigneeQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  badgeNum: Scalars['String']['input'];
}>;


export type DepotBadgeAssigneeQuery = { __typename?: 'Query', badgeAssignee: { __typename?: 'BadgeAssignee', kind: string, name: string, company: string, checkedInAt: any, badgeNumber: string, visitType: string } };

export type DepotCheckOutHolderMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  badgeNum: Scalars['String']['input'];
  notify: Scalars['Boolean']['input'];
}>;


export type DepotCheckOutHolderMutation = { __typename?: 'Mutation', checkOutBadgeHolder: { __typename?: 'BadgeAssignee', name: string, kind: string } };

export type ImportJobQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ImportJobQuery = { __typename?: 'Query', importJob: { __typename?: 'ImportJob', id: string, kind: string, status: string, fileName: string, total: number, processed: number, inserted: number, message?: string | null, rowErrors: Array<{ __typename?: 'ImportRowError', row: number, message: string }> } };

export type VisitFieldsFragment = { __typename?: 'BookedVisit', id: string, meetingReference?: string | null, visitType: string, firstName: string, lastName: string, email: string, company: string, hostName?: string | null, hostEmail?: string | null, department?: string | null, dateOfVisit: any, depotId: string, depotCode: string, state: string, hasCheckedIn: boolean, hasCheckedOut: boolean, attendanceId?: string | null, checkInTime?: any | null, checkOutTime?: any | null, depotBadgeNum?: string | null, manualCheckout: boolean, autoCheckout: boolean };

export type VisitDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type VisitDetailQuery = { __typename?: 'Query', bookedVisit: { __typename?: 'BookedVisit', bookedBy?: string | null, hasPhoto: boolean, reasonForVisit?: string | null, printLabel: boolean, badgeNumFlag: boolean, signFlag: boolean, enterTemperature: boolean, id: string, meetingReference?: string | null, visitType: string, firstName: string, lastName: string, email: string, company: string, hostName?: string | null, hostEmail?: string | null, department?: string | null, dateOfVisit: any, depotId: string, depotCode: string, state: string, hasCheckedIn: boolean, hasCheckedOut: boolean, attendanceId?: string | null, checkInTime?: any | null, checkOutTime?: any | null, depotBadgeNum?: string | null, manualCheckout: boolean, autoCheckout: boolean }, visitQuestionnaire: { __typename?: 'VisitQuestionnaire', visitId: string, timeZone: string, message?: string | null } };

export type VisitQuestionnaireQueryVariables = Exact<{
  visitId: Scalars['ID']['input'];
}>;


export type VisitQuestionnaireQuery = { __typename?: 'Query', visitQuestionnaire: { __typename?: 'VisitQuestionnaire', visitId: string, attendanceId?: string | null, message?: string | null, visitorName: string, email: string, company: string, visitType: string, hostName?: string | null, depotCode: string, timeZone: string, checkInTime?: any | null, checkOutTime?: any | null, manualCheckout: boolean, depotBadgeNum?: string | null, carReg?: string | null, reason?: string | null, temperature?: number | null, temperatureFlagged: boolean, rulesOnDevice: boolean, hasSignature: boolean, signatureDataUrl?: string | null, agreementVersionNumber?: number | null, agreementSavedAt?: any | null, answers: Array<{ __typename?: 'RuleAnswer', key: string, group: string, question: string, answer: string }> } };

export type VisitPageFieldsFragment = { __typename?: 'VisitPage', total: number, page: number, pageSize: number, pages: number, message?: string | null, items: Array<{ __typename?: 'BookedVisit', id: string, meetingReference?: string | null, visitType: string, firstName: string, lastName: string, email: string, company: string, hostName?: string | null, hostEmail?: string | null, department?: string | null, dateOfVisit: any, depotId: string, depotCode: string, state: string, hasCheckedIn: boolean, hasCheckedOut: boolean, attendanceId?: string | null, checkInTime?: any | null, checkOutTime?: any | null, depotBadgeNum?: string | null, manualCheckout: boolean, autoCheckout: boolean }> };

export type DailyVisitReportQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type DailyVisitReportQuery = { __typename?: 'Query', dailyVisitReport: { __typename?: 'VisitPage', total: number, page: number, pageSize: number, pages: number, message?: string | null, items: Array<{ __typename?: 'BookedVisit', id: string, meetingReference?: string | null, visitType: string, firstName: string, lastName: string, email: string, company: string, hostName?: string | null, hostEmail?: string | null, department?: string | null, dateOfVisit: any, depotId: string, depotCode: string, state: string, hasCheckedIn: boolean, hasCheckedOut: boolean, attendanceId?: string | null, checkInTime?: any | null, checkOutTime?: any | null, depotBadgeNum?: string | null, manualCheckout: boolean, autoCheckout: boolean }> } };

export type DateRangeVisitorsReportQueryVariables = Exact<{
  input: DateRangeVisitorsReportInput;
}>;


export type DateRangeVisitorsReportQuery = { __typename?: 'Query', dateRangeVisitorsReport: { __typename?: 'VisitPage', total: number, page: number, pageSize: number, pages: number, message?: string | null, items: Array<{ __typename?: 'BookedVisit', id: string, meetingReference?: string | null, visitType: string, firstName: string, lastName: string, email: string, company: string, hostName?: string | null, hostEmail?: string | null, department?: string | null, dateOfVisit: any, depotId: string, depotCode: string, state: string, hasCheckedIn: boolean, hasCheckedOut: boolean, attendanceId?: string | null, checkInTime?: any | null, checkOutTime?: any | null, depotBadgeNum?: string | null, manualCheckout: boolean, autoCheckout: boolean }> } };

export type VisitorsSummaryQueryVariables = Exact<{
  depotId: Scalars['ID']['input'];
  dateFrom: Scalars['String']['input'];
  dateTo: Scalars['String']['input'];
}>;


export type VisitorsSummaryQuery = { __typename?: 'Query', visitorsSummary: { __typename?: 'VisitorsSummary', timeZone: string, days: Array<{ __typename?: 'VisitsPerDay', date: string, planned: number, unplanned: number, regular: number }>, hours: Array<{ __typename?: 'VisitsPerHour', hour: number, count: number }> } };

export type ExportDailyVisitReportMutationVariables = Exact<{
  depotId: Scalars['ID']['input'];
  date?: InputMaybe<Scalars['String']['input']>;
}>;


export type ExportDailyVisitReportMutation = { __typename?: 'Mutation', exportDailyVisitReport: { __typename?: 'ExportJob', id: string, status: string, fileName: string, downloadPath?: string | null, message?: string | null, rowCount: number } };

export type ExportDateRangeVisitorsReportMutationVariables = Exact<{
  input: DateRangeVisitorsReportInput;
}>;


export type ExportDateRangeVisitorsReportMutation = { __typename?: 'Mutation', exportDateRangeVisitorsReport: { __typename?: 'ExportJob', id: string, status: string, fileName: string, downloadPath?: string | null, message?: string | null, rowCount: number } };

export type EditBookingMutationVariables = Exact<{
  input: EditBookingInput;
}>;


export type EditBookingMutation = { __typename?: 'Mutation', editBooking: { __typename?: 'BookedVisit', printLabel: boolean, badgeNumFlag: boolean, signFlag: boolean, enterTemperature: boolean, id: string, meetingReference?: string | null, visitType: string, firstName: string, lastName: string, email: string, company: string, hostName?: string | null, hostEmail?: string | null, department?: string | null, dateOfVisit: any, depotId: string, depotCode: string, state: string, hasCheckedIn: boolean, hasCheckedOut: boolean, attendanceId?: string | null, checkInTime?: any | null, checkOutTime?: any | null, depotBadgeNum?: string | null, manualCheckout: boolean, autoCheckout: boolean } };

export type ResendBookingQrMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type ResendBookingQrMutation = { __typename?: 'Mutation', resendBookingQr: { __typename?: 'BookedVisit', id: string, state: string } };

export type WatchlistEntryFieldsFragment = { __typename?: 'WatchlistEntry', id: string, name: string, email?: string | null, phone?: string | null, company?: string | null, carReg?: string | null, reason: string, action: WatchlistAction, expiresAt?: any | null, expired: boolean, addedBy: string, createdAt: any };

export type WatchlistQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type WatchlistQuery = { __typename?: 'Query', watchlist: { __typename?: 'WatchlistPage', total: number, pages: number, page: number, entries: Array<{ __typename?: 'WatchlistEntry', id: string, name: string, email?: string | null, phone?: string | null, company?: string | null, carReg?: string | null, reason: string, action: WatchlistAction, expiresAt?: any | null, expired: boolean, addedBy: string, createdAt: any }> } };

export type AddWatchlistEntryMutationVariables = Exact<{
  input: AddWatchlistEntryInput;
}>;


export type AddWatchlistEntryMutation = { __typename?: 'Mutation', addWatchlistEntry: { __typename?: 'WatchlistEntry', id: string, name: string } };

export type UpdateWatchlistEntryMutationVariables = Exact<{
  input: UpdateWatchlistEntryInput;
}>;


export type UpdateWatchlistEntryMutation = { __typename?: 'Mutation', updateWatchlistEntry: { __typename?: 'WatchlistEntry', id: string, name: string, email?: string | null, phone?: string | null, company?: string | null, carReg?: string | null, reason: string, action: WatchlistAction, expiresAt?: any | null, expired: boolean, addedBy: string, createdAt: any } };

export type RemoveWatchlistEntryMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveWatchlistEntryMutation = { __typename?: 'Mutation', removeWatchlistEntry: boolean };

export type WatchlistMatchesQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
}>;


export type WatchlistMatchesQuery = { __typename?: 'Query', watchlistMatches: { __typename?: 'WatchlistMatchPage', total: number, pages: number, page: number, matches: Array<{ __typename?: 'WatchlistMatch', id: string, depotCode: string, action: WatchlistAction, matchedFields: Array<string>, personName: string, path: string, occurredAt: any, visitId?: string | null }> } };

export type WatchlistCheckQueryVariables = Exact<{
  input: WatchlistCheckInput;
}>;


export type WatchlistCheckQuery = { __typename?: 'Query', watchlistCheck: { __typename?: 'WatchlistCheck', matched: boolean, action?: WatchlistAction | null, matchedFields: Array<string> } };

export type WatchlistMatchedSubscriptionVariables = Exact<{
  depotId: Scalars['ID']['input'];
}>;


export type WatchlistMatchedSubscription = { __typename?: 'Subscription', watchlistMatched: { __typename?: 'WatchlistMatched', matchId: string, depotId: string, action: WatchlistAction, personName: string, matchedFields: Array<string>, at: any } };

export type WebhookEndpointsQueryVariables = Exact<{
  tenantId?: InputMaybe<Scalars['ID']['input']>;
}>;


export type WebhookEndpointsQuery = { __typename?: 'Query', webhookEndpoints: Array<{ __typename?: 'WebhookEndpoint', id: string, url: string, description: string, events: Array<WebhookEvent>, enabled: boolean, consecutiveFailures: number, disabledAt?: any | null, createdAt: any }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookInput;
}>;


export type CreateWebhookEndpointMutation = { __typename?: 'Mutation', createWebhookEndpoint: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  input: UpdateWebhookInput;
}>;


export type UpdateWebhookEndpointMutation = { __typename?: 'Mutation', updateWebhookEndpoint: { __typename?: 'WebhookEndpoint', id: string, enabled: boolean, consecutiveFailures: number, disabledAt?: any | null } };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
}>;


export type WebhookDeliveriesQuery = { __typename?: 'Query', webhookDeliveries: { __typename?: 'WebhookDeliveryPage', total: number, page: number, pageSize: number, items: Array<{ __typename?: 'WebhookDelivery', id: string, eventId: string, type: WebhookEvent, status: WebhookDeliveryStatus, attempts: number, lastStatusCode?: number | null, createdAt: any, deliveredAt?: any | null, attemptLog: Array<{ __typename?: 'WebhookAttempt', attempt: number, statusCode?: number | null, latencyMs: number, error?: string | null }> }> } };

export type RedeliverWebhookMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RedeliverWebhookMutation = { __typename?: 'Mutation', redeliverWebhook: { __typename?: 'WebhookDelivery', id: string, status: WebhookDeliveryStatus } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RotateWebhookSecretMutation = { __typename?: 'Mutation', rotateWebhookSecret: { __typename?: 'WebhookEndpointWithSecret', secret: string, endpoint: { __typename?: 'WebhookEndpoint', id: string } } };

export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const DepotApprovalRuleFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepotApprovalRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepotApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}}]}}]} as unknown as DocumentNode<DepotApprovalRuleFieldsFragment, unknown>;
export const MyChannelsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyChannelsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyChannels"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"slackMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"teamsWorkflowHint"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"always"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}}]}}]}}]} as unknown as DocumentNode<MyChannelsFieldsFragment, unknown>;
export const PartnerDocumentRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerDocumentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerDocumentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"blocksClockIn"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<PartnerDocumentRowFieldsFragment, unknown>;
export const SafeLinkFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafeLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SafeLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"assemblyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}}]}}]} as unknown as DocumentNode<SafeLinkFieldsFragment, unknown>;
export const InductionResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InductionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InductionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"wrong"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<InductionResultFieldsFragment, unknown>;
export const KioskDeviceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"heldEntries"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paired"}}]}}]} as unknown as DocumentNode<KioskDeviceFieldsFragment, unknown>;
export const KioskAttendanceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskAttendanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}}]}}]} as unknown as DocumentNode<KioskAttendanceFieldsFragment, unknown>;
export const ClockResultFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClockResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ClockResultFieldsFragment, unknown>;
export const PartnerReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agency"}},{"kind":"Field","name":{"kind":"Name","value":"depot"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}}]}}]} as unknown as DocumentNode<PartnerReportFieldsFragment, unknown>;
export const ExportJobFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]} as unknown as DocumentNode<ExportJobFieldsFragment, unknown>;
export const PartnerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"singleSignFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTime"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]} as unknown as DocumentNode<PartnerFieldsFragment, unknown>;
export const KioskCourseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskInductionCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<KioskCourseFieldsFragment, unknown>;
export const PreArrivalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"depotAddress"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"signatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"carReg"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskCourseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coursesPassed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentMaxMb"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskInductionCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PreArrivalFieldsFragment, unknown>;
export const EvacuationSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvacuationSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvacuationSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedByName"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"safe"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<EvacuationSummaryFieldsFragment, unknown>;
export const EvacuationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvacuationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Evacuation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedByName"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"safe"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}},{"kind":"Field","name":{"kind":"Name","value":"markedByName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedDuring"}},{"kind":"Field","name":{"kind":"Name","value":"selfReported"}}]}}]}}]} as unknown as DocumentNode<EvacuationFieldsFragment, unknown>;
export const RetentionCountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendances"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"}},{"kind":"Field","name":{"kind":"Name","value":"evacuationEntries"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"regularVisitors"}},{"kind":"Field","name":{"kind":"Name","value":"partners"}},{"kind":"Field","name":{"kind":"Name","value":"refusedKioskEntries"}},{"kind":"Field","name":{"kind":"Name","value":"mailRecords"}},{"kind":"Field","name":{"kind":"Name","value":"importFiles"}},{"kind":"Field","name":{"kind":"Name","value":"exportFiles"}},{"kind":"Field","name":{"kind":"Name","value":"watchlistRows"}},{"kind":"Field","name":{"kind":"Name","value":"approvals"}}]}}]} as unknown as DocumentNode<RetentionCountsFieldsFragment, unknown>;
export const ShiftFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]} as unknown as DocumentNode<ShiftFieldsFragment, unknown>;
export const LiveRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"dateofVisit"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"actualIn"}},{"kind":"Field","name":{"kind":"Name","value":"actualOut"}}]}}]} as unknown as DocumentNode<LiveRowFieldsFragment, unknown>;
export const MySummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"endOfDay"}},{"kind":"Field","name":{"kind":"Name","value":"endOfWeek"}}]}}]} as unknown as DocumentNode<MySummaryFieldsFragment, unknown>;
export const AddressLinesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressLines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"eirCode"}}]}}]} as unknown as DocumentNode<AddressLinesFragment, unknown>;
export const VisitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookedVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedOut"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}}]} as unknown as DocumentNode<VisitFieldsFragment, unknown>;
export const VisitPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookedVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedOut"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}}]} as unknown as DocumentNode<VisitPageFieldsFragment, unknown>;
export const WatchlistEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"carReg"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"addedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WatchlistEntryFieldsFragment, unknown>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const AgreementVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgreementVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agreementVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedByName"}},{"kind":"Field","name":{"kind":"Name","value":"askAgain"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<AgreementVersionsQuery, AgreementVersionsQueryVariables>;
export const VisitAgreementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitAgreement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"visitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitId"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"agreementVersionId"}},{"kind":"Field","name":{"kind":"Name","value":"agreementVersionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSavedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<VisitAgreementQuery, VisitAgreementQueryVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"key"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const ApiKeyDepotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeyDepots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]} as unknown as DocumentNode<ApiKeyDepotsQuery, ApiKeyDepotsQueryVariables>;
export const PendingApprovalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingApprovals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<PendingApprovalsQuery, PendingApprovalsQueryVariables>;
export const DecideWalkInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideWalkIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideWalkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]}}]} as unknown as DocumentNode<DecideWalkInMutation, DecideWalkInMutationVariables>;
export const WalkInApprovalChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WalkInApprovalChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walkInApprovalChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalId"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<WalkInApprovalChangedSubscription, WalkInApprovalChangedSubscriptionVariables>;
export const DepotApprovalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepotApprovalRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotApprovalRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepotApprovalRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepotApprovalRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepotApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}}]}}]} as unknown as DocumentNode<DepotApprovalRuleQuery, DepotApprovalRuleQueryVariables>;
export const SetDepotApprovalRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepotApprovalRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rule"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApprovalRule"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"timeoutSeconds"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepotApprovalRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rule"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rule"}}},{"kind":"Argument","name":{"kind":"Name","value":"timeoutSeconds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"timeoutSeconds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepotApprovalRuleFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepotApprovalRuleFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DepotApprovalRule"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"timeoutSeconds"}}]}}]} as unknown as DocumentNode<SetDepotApprovalRuleMutation, SetDepotApprovalRuleMutationVariables>;
export const ApprovalByLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovalByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalByLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ApprovalByLinkQuery, ApprovalByLinkQueryVariables>;
export const DecideWalkInByLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideWalkInByLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"approve"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideWalkInByLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"approve"},"value":{"kind":"Variable","name":{"kind":"Name","value":"approve"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"failure"}}]}}]}}]} as unknown as DocumentNode<DecideWalkInByLinkMutation, DecideWalkInByLinkMutationVariables>;
export const AuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilterInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditPageInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalExact"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actorUsername"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"targetType"}},{"kind":"Field","name":{"kind":"Name","value":"targetId"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"masked"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AuditTrailQuery, AuditTrailQueryVariables>;
export const ExportAuditTrailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportAuditTrail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditFilterInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportAuditTrail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]} as unknown as DocumentNode<ExportAuditTrailMutation, ExportAuditTrailMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SetMyLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<SetMyLanguageMutation, SetMyLanguageMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ResetLinkValidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResetLinkValid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetLinkValid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}]}]}}]} as unknown as DocumentNode<ResetLinkValidQuery, ResetLinkValidQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"challenge"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignInWithCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInWithCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInWithCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<SignInWithCodeMutation, SignInWithCodeMutationVariables>;
export const StartTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"otpauthUri"}},{"kind":"Field","name":{"kind":"Name","value":"qrCode"}}]}}]}}]} as unknown as DocumentNode<StartTotpEnrolmentMutation, StartTotpEnrolmentMutationVariables>;
export const ConfirmTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"challenge"},"value":{"kind":"Variable","name":{"kind":"Name","value":"challenge"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;
export const DisableTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DisableTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}]}]}}]} as unknown as DocumentNode<DisableTotpMutation, DisableTotpMutationVariables>;
export const MyTwoStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyTwoStep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"totpEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"totpRequired"}}]}}]}}]} as unknown as DocumentNode<MyTwoStepQuery, MyTwoStepQueryVariables>;
export const SetTenantRequireTotpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTenantRequireTotp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"required"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTenantRequireTotp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"required"},"value":{"kind":"Variable","name":{"kind":"Name","value":"required"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"requireTotp"}}]}}]}}]} as unknown as DocumentNode<SetTenantRequireTotpMutation, SetTenantRequireTotpMutationVariables>;
export const SsoProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsoProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ssoProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}}]}}]}}]} as unknown as DocumentNode<SsoProviderQuery, SsoProviderQueryVariables>;
export const StartOidcSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartOidcSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startOidcSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<StartOidcSignInMutation, StartOidcSignInMutationVariables>;
export const CompleteOidcSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteOidcSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"callback"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeOidcSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"callback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"callback"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"ownLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"tenantLanguage"}}]}}]} as unknown as DocumentNode<CompleteOidcSignInMutation, CompleteOidcSignInMutationVariables>;
export const StaffSignInSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffSignInSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staffSignInSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"requireTotp"}},{"kind":"Field","name":{"kind":"Name","value":"oidcIssuer"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientSecretSet"}},{"kind":"Field","name":{"kind":"Name","value":"oidcRedirectUri"}},{"kind":"Field","name":{"kind":"Name","value":"ssoLoginUrl"}}]}}]}}]} as unknown as DocumentNode<StaffSignInSettingsQuery, StaffSignInSettingsQueryVariables>;
export const SetTenantSsoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetTenantSso"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TenantSsoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setTenantSso"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcIssuer"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientId"}},{"kind":"Field","name":{"kind":"Name","value":"oidcClientSecretSet"}}]}}]}}]} as unknown as DocumentNode<SetTenantSsoMutation, SetTenantSsoMutationVariables>;
export const ChannelSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"sms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slackBot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"slack"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hint"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChannelSettingsQuery, ChannelSettingsQueryVariables>;
export const SetSmsProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSmsProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSmsProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSmsProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hint"}}]}}]}}]} as unknown as DocumentNode<SetSmsProviderMutation, SetSmsProviderMutationVariables>;
export const SetSlackBotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSlackBot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSlackBotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSlackBot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hint"}}]}}]}}]} as unknown as DocumentNode<SetSlackBotMutation, SetSlackBotMutationVariables>;
export const SetDepotChannelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepotChannel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetDepotChannelInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepotChannel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hint"}}]}}]}}]} as unknown as DocumentNode<SetDepotChannelMutation, SetDepotChannelMutationVariables>;
export const RemoveChannelProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveChannelProvider"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveChannelProviderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeChannelProvider"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<RemoveChannelProviderMutation, RemoveChannelProviderMutationVariables>;
export const MyChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myChannels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyChannelsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyChannelsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyChannels"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"slackMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"teamsWorkflowHint"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"always"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}}]}}]}}]} as unknown as DocumentNode<MyChannelsQuery, MyChannelsQueryVariables>;
export const SetMyChannelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyChannels"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMyChannelsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyChannels"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyChannelsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyChannelsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MyChannels"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"slackMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"teamsWorkflowHint"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}},{"kind":"Field","name":{"kind":"Name","value":"always"}},{"kind":"Field","name":{"kind":"Name","value":"chosen"}}]}}]}}]} as unknown as DocumentNode<SetMyChannelsMutation, SetMyChannelsMutationVariables>;
export const ChannelDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChannelDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"channelDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"deliveries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<ChannelDeliveriesQuery, ChannelDeliveriesQueryVariables>;
export const DocumentTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"blocksClockIn"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"forPartners"}},{"kind":"Field","name":{"kind":"Name","value":"forVisitors"}},{"kind":"Field","name":{"kind":"Name","value":"visitReasonIds"}}]}}]}}]} as unknown as DocumentNode<DocumentTypesQuery, DocumentTypesQueryVariables>;
export const AddDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDocumentTypeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddDocumentTypeMutation, AddDocumentTypeMutationVariables>;
export const RemoveDocumentTypeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveDocumentType"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDocumentType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}]}]}}]} as unknown as DocumentNode<RemoveDocumentTypeMutation, RemoveDocumentTypeMutationVariables>;
export const PartnerDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerDocumentRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerDocumentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerDocumentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"blocksClockIn"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<PartnerDocumentsQuery, PartnerDocumentsQueryVariables>;
export const DocumentsNeedingAttentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DocumentsNeedingAttention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentsNeedingAttention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerDocumentRowFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerDocumentRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerDocumentRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"documentTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"blocksClockIn"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"expiresOn"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DocumentsNeedingAttentionQuery, DocumentsNeedingAttentionQueryVariables>;
export const RemovePartnerDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemovePartnerDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removePartnerDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemovePartnerDocumentMutation, RemovePartnerDocumentMutationVariables>;
export const VisitDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"visitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}}]}}]} as unknown as DocumentNode<VisitDocumentsQuery, VisitDocumentsQueryVariables>;
export const SafeLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SafeLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"safeLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafeLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafeLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SafeLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"assemblyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}}]}}]} as unknown as DocumentNode<SafeLinkQuery, SafeLinkQueryVariables>;
export const MarkSelfSafeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkSelfSafe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markSelfSafe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SafeLinkFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SafeLinkFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SafeLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"assemblyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}}]}}]} as unknown as DocumentNode<MarkSelfSafeMutation, MarkSelfSafeMutationVariables>;
export const DepotAssemblyPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepotAssemblyPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotAssemblyPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}]}]}}]} as unknown as DocumentNode<DepotAssemblyPointQuery, DepotAssemblyPointQueryVariables>;
export const DepotMusterKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepotMusterKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotMusterKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}]}]}}]} as unknown as DocumentNode<DepotMusterKioskQuery, DepotMusterKioskQueryVariables>;
export const SetDepotMusterKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepotMusterKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"on"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepotMusterKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"on"},"value":{"kind":"Variable","name":{"kind":"Name","value":"on"}}}]}]}}]} as unknown as DocumentNode<SetDepotMusterKioskMutation, SetDepotMusterKioskMutationVariables>;
export const SetDepotAssemblyPointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepotAssemblyPoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepotAssemblyPoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}}]}]}}]} as unknown as DocumentNode<SetDepotAssemblyPointMutation, SetDepotAssemblyPointMutationVariables>;
export const KioskEvacuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskEvacuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskEvacuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"assemblyPoint"}},{"kind":"Field","name":{"kind":"Name","value":"muster"}}]}}]}}]} as unknown as DocumentNode<KioskEvacuationQuery, KioskEvacuationQueryVariables>;
export const KioskMusterPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskMusterPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskMusterPeople"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}}]} as unknown as DocumentNode<KioskMusterPeopleQuery, KioskMusterPeopleQueryVariables>;
export const KioskMarkSafeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskMarkSafe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskMarkSafeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskMarkSafe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}}]}}]}}]} as unknown as DocumentNode<KioskMarkSafeMutation, KioskMarkSafeMutationVariables>;
export const HostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Hosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"hosts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"depotIds"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"slackMemberId"}},{"kind":"Field","name":{"kind":"Name","value":"teamsWorkflowHint"}},{"kind":"Field","name":{"kind":"Name","value":"choices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"channels"}}]}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"staffUser"}}]}}]}}]}}]} as unknown as DocumentNode<HostsQuery, HostsQueryVariables>;
export const SaveHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveHost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveHostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveHost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SaveHostMutation, SaveHostMutationVariables>;
export const RemoveHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveHost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeHost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveHostMutation, RemoveHostMutationVariables>;
export const HostSuggestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HostSuggestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostSuggestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<HostSuggestionsQuery, HostSuggestionsQueryVariables>;
export const KioskInductionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskInductions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskInductions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"workId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskInductionCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<KioskInductionsQuery, KioskInductionsQueryVariables>;
export const KioskOfflineInductionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskOfflineInductions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskOfflineInductions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskInductionCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<KioskOfflineInductionsQuery, KioskOfflineInductionsQueryVariables>;
export const SubmitInductionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitInduction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitInductionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitInduction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InductionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InductionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InductionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"wrong"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<SubmitInductionMutation, SubmitInductionMutationVariables>;
export const InductionCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InductionCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inductionCourses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"allPartners"}},{"kind":"Field","name":{"kind":"Name","value":"roleIds"}},{"kind":"Field","name":{"kind":"Name","value":"regularVisitors"}},{"kind":"Field","name":{"kind":"Name","value":"reasonIds"}},{"kind":"Field","name":{"kind":"Name","value":"validMonths"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correct"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]}}]} as unknown as DocumentNode<InductionCoursesQuery, InductionCoursesQueryVariables>;
export const AddInductionCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddInductionCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddInductionCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addInductionCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AddInductionCourseMutation, AddInductionCourseMutationVariables>;
export const UpdateInductionCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInductionCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInductionCourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInductionCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateInductionCourseMutation, UpdateInductionCourseMutationVariables>;
export const RemoveInductionCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveInductionCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeInductionCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveInductionCourseMutation, RemoveInductionCourseMutationVariables>;
export const InductionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InductionStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inductionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"partnerName"}},{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"inPerson"}}]}}]}}]} as unknown as DocumentNode<InductionStatusQuery, InductionStatusQueryVariables>;
export const RecordInductionPassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordInductionPass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passedOn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordInductionPass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"passedOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passedOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerId"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"inPerson"}}]}}]}}]} as unknown as DocumentNode<RecordInductionPassMutation, RecordInductionPassMutationVariables>;
export const KioskVisitorInductionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskVisitorInductions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reasonForVisit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskVisitorInductions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}},{"kind":"Argument","name":{"kind":"Name","value":"reasonForVisit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reasonForVisit"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskInductionCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<KioskVisitorInductionsQuery, KioskVisitorInductionsQueryVariables>;
export const GradeVisitorInductionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GradeVisitorInduction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GradeVisitorInductionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gradeVisitorInduction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InductionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InductionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InductionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"wrong"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<GradeVisitorInductionMutation, GradeVisitorInductionMutationVariables>;
export const VisitorInductionStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitorInductionStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorInductionStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendeeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"courseTitle"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"inPerson"}}]}}]}}]} as unknown as DocumentNode<VisitorInductionStatusQuery, VisitorInductionStatusQueryVariables>;
export const RecordVisitorInductionPassDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordVisitorInductionPass"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendeeId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passedOn"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordVisitorInductionPass"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attendeeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendeeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"passedOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passedOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendeeId"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"inPerson"}}]}}]}}]} as unknown as DocumentNode<RecordVisitorInductionPassMutation, RecordVisitorInductionPassMutationVariables>;
export const KioskDevicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskDevices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskDevices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"currentTime"}},{"kind":"Field","name":{"kind":"Name","value":"devices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskDeviceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"heldEntries"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paired"}}]}}]} as unknown as DocumentNode<KioskDevicesQuery, KioskDevicesQueryVariables>;
export const RenameKioskDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameKioskDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameKioskDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskDeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"heldEntries"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paired"}}]}}]} as unknown as DocumentNode<RenameKioskDeviceMutation, RenameKioskDeviceMutationVariables>;
export const ForgetKioskDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgetKioskDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgetKioskDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ForgetKioskDeviceMutation, ForgetKioskDeviceMutationVariables>;
export const SetDepotHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepotHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"opensAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"closesAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepotHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"opensAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"opensAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"closesAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"closesAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}}]}}]}}]} as unknown as DocumentNode<SetDepotHoursMutation, SetDepotHoursMutationVariables>;
export const CreateKioskPairingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateKioskPairing"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createKioskPairing"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CreateKioskPairingMutation, CreateKioskPairingMutationVariables>;
export const UnpairKioskDeviceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnpairKioskDevice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpairKioskDevice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskDeviceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskDeviceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskDevice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"heldEntries"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paired"}}]}}]} as unknown as DocumentNode<UnpairKioskDeviceMutation, UnpairKioskDeviceMutationVariables>;
export const TenantKioskTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantKioskTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantKioskTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"defaultText"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorRules"}},{"kind":"Field","name":{"kind":"Name","value":"defaultContractorRules"}}]}}]}}]} as unknown as DocumentNode<TenantKioskTextsQuery, TenantKioskTextsQueryVariables>;
export const SaveKioskTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveKioskTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveKioskTextsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveKioskTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"contractorRules"}}]}}]}}]} as unknown as DocumentNode<SaveKioskTextsMutation, SaveKioskTextsMutationVariables>;
export const TenantKioskLanguagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantKioskLanguages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantKioskLanguages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"supported"}}]}}]}}]} as unknown as DocumentNode<TenantKioskLanguagesQuery, TenantKioskLanguagesQueryVariables>;
export const SaveKioskLanguagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveKioskLanguages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveKioskLanguagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveKioskLanguages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}}]}}]}}]} as unknown as DocumentNode<SaveKioskLanguagesMutation, SaveKioskLanguagesMutationVariables>;
export const KioskDepotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskDepot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findDepot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantName"}}},{"kind":"Argument","name":{"kind":"Name","value":"depotCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotCode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tempMin"}},{"kind":"Field","name":{"kind":"Name","value":"tempMax"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"eirCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"languages"}},{"kind":"Field","name":{"kind":"Name","value":"photoAtSignIn"}},{"kind":"Field","name":{"kind":"Name","value":"healthYesAsksApproval"}}]}}]}}]} as unknown as DocumentNode<KioskDepotQuery, KioskDepotQueryVariables>;
export const QrInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QrInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"qrInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"meetingReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visittype"}}]}}]}}]} as unknown as DocumentNode<QrInfoQuery, QrInfoQueryVariables>;
export const KioskVisitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskVisitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FetchVisitorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskVisitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"visittype"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"meetingWith"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"printLabel"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedOut"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"preArrived"}},{"kind":"Field","name":{"kind":"Name","value":"preArrivalSigned"}}]}}]}}]} as unknown as DocumentNode<KioskVisitorQuery, KioskVisitorQueryVariables>;
export const VisitorReasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitorReasons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorReasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}]}]}}]} as unknown as DocumentNode<VisitorReasonsQuery, VisitorReasonsQueryVariables>;
export const KioskHostsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskHosts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskHosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]} as unknown as DocumentNode<KioskHostsQuery, KioskHostsQueryVariables>;
export const VisitorCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VisitorCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorCheckInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskAttendanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskAttendanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}}]}}]} as unknown as DocumentNode<VisitorCheckInMutation, VisitorCheckInMutationVariables>;
export const UnplannedCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnplannedCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnplannedCheckInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unplannedCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskAttendanceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskAttendanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}}]}}]} as unknown as DocumentNode<UnplannedCheckInMutation, UnplannedCheckInMutationVariables>;
export const WalkInCheckInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WalkInCheckIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnplannedCheckInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"walkInCheckIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskAttendanceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approval"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kioskToken"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskAttendanceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskAttendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}}]}}]} as unknown as DocumentNode<WalkInCheckInMutation, WalkInCheckInMutationVariables>;
export const KioskApprovalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskApproval"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kioskToken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskApproval"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"kioskToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kioskToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"attendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<KioskApprovalQuery, KioskApprovalQueryVariables>;
export const SubmitSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitSignatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SubmitSignatureMutation, SubmitSignatureMutationVariables>;
export const VisitorBeforeCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitorBeforeCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badge"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ref"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorBeforeCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"depotBadgeNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badge"}}},{"kind":"Argument","name":{"kind":"Name","value":"meetingReference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ref"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}}]}}]}}]} as unknown as DocumentNode<VisitorBeforeCheckoutQuery, VisitorBeforeCheckoutQueryVariables>;
export const VisitorCheckOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VisitorCheckOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VisitorCheckOutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorCheckOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}}]}}]}}]} as unknown as DocumentNode<VisitorCheckOutMutation, VisitorCheckOutMutationVariables>;
export const PartnerShiftValidationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerShiftValidation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerShiftValidation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"workId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<PartnerShiftValidationQuery, PartnerShiftValidationQueryVariables>;
export const KioskPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"workId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"hasClockedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasClockedOut"}},{"kind":"Field","name":{"kind":"Name","value":"next"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"askAgain"}}]}}]}}]} as unknown as DocumentNode<KioskPartnerQuery, KioskPartnerQueryVariables>;
export const ClockInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClockIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClockResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ClockInMutation, ClockInMutationVariables>;
export const ClockOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClockOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClockResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]} as unknown as DocumentNode<ClockOutMutation, ClockOutMutationVariables>;
export const SubmitPartnerSignatureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPartnerSignature"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerSignatureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPartnerSignature"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SubmitPartnerSignatureMutation, SubmitPartnerSignatureMutationVariables>;
export const KioskTextsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KioskTexts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskTexts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractorRules"}}]}}]}}]} as unknown as DocumentNode<KioskTextsQuery, KioskTextsQueryVariables>;
export const PairKioskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PairKiosk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PairKioskInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pairKiosk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deviceSecret"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<PairKioskMutation, PairKioskMutationVariables>;
export const KioskHeartbeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KioskHeartbeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KioskHeartbeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kioskHeartbeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"intervalSeconds"}}]}}]}}]} as unknown as DocumentNode<KioskHeartbeatMutation, KioskHeartbeatMutationVariables>;
export const ReportRefusedKioskEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReportRefusedKioskEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefusedKioskEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reportRefusedKioskEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<ReportRefusedKioskEntryMutation, ReportRefusedKioskEntryMutationVariables>;
export const SetDepotExpectedStayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepotExpectedStay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepotExpectedStay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"minutes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"minutes"}}}]}]}}]} as unknown as DocumentNode<SetDepotExpectedStayMutation, SetDepotExpectedStayMutationVariables>;
export const DailyPartnerReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DailyPartnerReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyPartnerReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agency"}},{"kind":"Field","name":{"kind":"Name","value":"depot"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}}]}}]} as unknown as DocumentNode<DailyPartnerReportQuery, DailyPartnerReportQueryVariables>;
export const DateRangePartnerReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DateRangePartnerReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangePartnerReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateRangePartnerReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"dateFrom"}},{"kind":"Field","name":{"kind":"Name","value":"dateTo"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"truncated"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"agency"}},{"kind":"Field","name":{"kind":"Name","value":"depot"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"shiftStartTime"}},{"kind":"Field","name":{"kind":"Name","value":"clockIn"}},{"kind":"Field","name":{"kind":"Name","value":"clockOut"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}}]}}]} as unknown as DocumentNode<DateRangePartnerReportQuery, DateRangePartnerReportQueryVariables>;
export const ExportPartnerReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportPartnerReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExportPartnerReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportPartnerReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]} as unknown as DocumentNode<ExportPartnerReportMutation, ExportPartnerReportMutationVariables>;
export const ExportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]} as unknown as DocumentNode<ExportJobQuery, ExportJobQueryVariables>;
export const PartnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Partners"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"singleSignFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTime"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]} as unknown as DocumentNode<PartnersQuery, PartnersQueryVariables>;
export const RegisterPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"singleSignFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTime"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]} as unknown as DocumentNode<RegisterPartnerMutation, RegisterPartnerMutationVariables>;
export const EditPartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditPartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PartnerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editPartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartnerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartnerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Partner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"organisation"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"singleSignFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftId"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"shiftTime"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]} as unknown as DocumentNode<EditPartnerMutation, EditPartnerMutationVariables>;
export const DeletePartnerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePartner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePartner"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeletePartnerMutation, DeletePartnerMutationVariables>;
export const SendPartnerQrCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPartnerQrCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPartnerQrCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SendPartnerQrCodeMutation, SendPartnerQrCodeMutationVariables>;
export const PartnerAttendancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartnerAttendances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerAttendances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"partnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"partnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"totalHours"}}]}}]}}]}}]} as unknown as DocumentNode<PartnerAttendancesQuery, PartnerAttendancesQueryVariables>;
export const DepotPhotoAtSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepotPhotoAtSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotPhotoAtSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}]}]}}]} as unknown as DocumentNode<DepotPhotoAtSignInQuery, DepotPhotoAtSignInQueryVariables>;
export const SetDepotPhotoAtSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetDepotPhotoAtSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDepotPhotoAtSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"enabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}]}}]} as unknown as DocumentNode<SetDepotPhotoAtSignInMutation, SetDepotPhotoAtSignInMutationVariables>;
export const PreArrivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreArrival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preArrival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreArrivalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskInductionCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"depotAddress"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"signatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"carReg"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskCourseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coursesPassed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentMaxMb"}}]}}]} as unknown as DocumentNode<PreArrivalQuery, PreArrivalQueryVariables>;
export const SubmitPreArrivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitPreArrival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitPreArrivalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitPreArrival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PreArrivalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"KioskCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"KioskInductionCourse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"multiple"}}]}},{"kind":"Field","name":{"kind":"Name","value":"material"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"bytes"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PreArrivalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PreArrival"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"depotAddress"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"signatureRequired"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"carReg"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"signed"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"KioskCourseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coursesPassed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"documentTypeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documentMaxMb"}}]}}]} as unknown as DocumentNode<SubmitPreArrivalMutation, SubmitPreArrivalMutationVariables>;
export const TakePreArrivalInductionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TakePreArrivalInduction"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TakePreArrivalInductionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takePreArrivalInduction"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InductionResultFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InductionResultFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InductionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"passMark"}},{"kind":"Field","name":{"kind":"Name","value":"wrong"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<TakePreArrivalInductionMutation, TakePreArrivalInductionMutationVariables>;
export const OnSiteNowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnSiteNow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteNow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"autoSignOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"expectedStayMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"currentTime"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"localDate"}},{"kind":"Field","name":{"kind":"Name","value":"earlierDay"}},{"kind":"Field","name":{"kind":"Name","value":"expectedBy"}},{"kind":"Field","name":{"kind":"Name","value":"overstaying"}}]}}]}}]}}]} as unknown as DocumentNode<OnSiteNowQuery, OnSiteNowQueryVariables>;
export const OnSiteCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnSiteCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"onSiteCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"onSite"}},{"kind":"Field","name":{"kind":"Name","value":"earlierDay"}}]}}]}}]} as unknown as DocumentNode<OnSiteCountsQuery, OnSiteCountsQueryVariables>;
export const CurrentEvacuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentEvacuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentEvacuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvacuationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvacuationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Evacuation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedByName"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"safe"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}},{"kind":"Field","name":{"kind":"Name","value":"markedByName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedDuring"}},{"kind":"Field","name":{"kind":"Name","value":"selfReported"}}]}}]}}]} as unknown as DocumentNode<CurrentEvacuationQuery, CurrentEvacuationQueryVariables>;
export const EvacuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Evacuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evacuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvacuationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvacuationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Evacuation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedByName"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"safe"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}},{"kind":"Field","name":{"kind":"Name","value":"markedByName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedDuring"}},{"kind":"Field","name":{"kind":"Name","value":"selfReported"}}]}}]}}]} as unknown as DocumentNode<EvacuationQuery, EvacuationQueryVariables>;
export const EvacuationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Evacuations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evacuations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvacuationSummaryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvacuationSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EvacuationSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedByName"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"safe"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}}]}}]} as unknown as DocumentNode<EvacuationsQuery, EvacuationsQueryVariables>;
export const StartEvacuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartEvacuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startEvacuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvacuationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvacuationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Evacuation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedByName"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"safe"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}},{"kind":"Field","name":{"kind":"Name","value":"markedByName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedDuring"}},{"kind":"Field","name":{"kind":"Name","value":"selfReported"}}]}}]}}]} as unknown as DocumentNode<StartEvacuationMutation, StartEvacuationMutationVariables>;
export const MarkEvacueeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkEvacuee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"safe"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markEvacuee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"entryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"entryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"safe"},"value":{"kind":"Variable","name":{"kind":"Name","value":"safe"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}},{"kind":"Field","name":{"kind":"Name","value":"markedByName"}}]}}]}}]} as unknown as DocumentNode<MarkEvacueeMutation, MarkEvacueeMutationVariables>;
export const EndEvacuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndEvacuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endEvacuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EvacuationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EvacuationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Evacuation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedByName"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedByName"}},{"kind":"Field","name":{"kind":"Name","value":"open"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"safe"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entryId"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"host"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}},{"kind":"Field","name":{"kind":"Name","value":"markedByName"}},{"kind":"Field","name":{"kind":"Name","value":"arrivedDuring"}},{"kind":"Field","name":{"kind":"Name","value":"selfReported"}}]}}]}}]} as unknown as DocumentNode<EndEvacuationMutation, EndEvacuationMutationVariables>;
export const EvacuationChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"EvacuationChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"evacuationChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"evacuationId"}},{"kind":"Field","name":{"kind":"Name","value":"entryId"}}]}}]}}]} as unknown as DocumentNode<EvacuationChangedSubscription, EvacuationChangedSubscriptionVariables>;
export const SetAutoSignOutTimeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetAutoSignOutTime"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"time"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAutoSignOutTime"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"time"},"value":{"kind":"Variable","name":{"kind":"Name","value":"time"}}}]}]}}]} as unknown as DocumentNode<SetAutoSignOutTimeMutation, SetAutoSignOutTimeMutationVariables>;
export const ExportEvacuationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportEvacuation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportEvacuation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<ExportEvacuationMutation, ExportEvacuationMutationVariables>;
export const RefusedKioskEntriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefusedKioskEntries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refusedKioskEntries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}}]}}]}}]} as unknown as DocumentNode<RefusedKioskEntriesQuery, RefusedKioskEntriesQueryVariables>;
export const DismissRefusedKioskEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissRefusedKioskEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissRefusedKioskEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DismissRefusedKioskEntryMutation, DismissRefusedKioskEntryMutationVariables>;
export const VisitReasonListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitReasonList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitReasonList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}}]}}]}}]} as unknown as DocumentNode<VisitReasonListQuery, VisitReasonListQueryVariables>;
export const AddVisitReasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddVisitReason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddVisitReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVisitReason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddVisitReasonMutation, AddVisitReasonMutationVariables>;
export const RenameVisitReasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenameVisitReason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RenameVisitReasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renameVisitReason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<RenameVisitReasonMutation, RenameVisitReasonMutationVariables>;
export const RetireVisitReasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetireVisitReason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireVisitReason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]}}]} as unknown as DocumentNode<RetireVisitReasonMutation, RetireVisitReasonMutationVariables>;
export const RestoreVisitReasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreVisitReason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreVisitReason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retired"}}]}}]}}]} as unknown as DocumentNode<RestoreVisitReasonMutation, RestoreVisitReasonMutationVariables>;
export const DeleteVisitReasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteVisitReason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVisitReason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteVisitReasonMutation, DeleteVisitReasonMutationVariables>;
export const RetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Retention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"minDays"}},{"kind":"Field","name":{"kind":"Name","value":"maxDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDays"}},{"kind":"Field","name":{"kind":"Name","value":"runs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"cutoff"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionCountsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendances"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"}},{"kind":"Field","name":{"kind":"Name","value":"evacuationEntries"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"regularVisitors"}},{"kind":"Field","name":{"kind":"Name","value":"partners"}},{"kind":"Field","name":{"kind":"Name","value":"refusedKioskEntries"}},{"kind":"Field","name":{"kind":"Name","value":"mailRecords"}},{"kind":"Field","name":{"kind":"Name","value":"importFiles"}},{"kind":"Field","name":{"kind":"Name","value":"exportFiles"}},{"kind":"Field","name":{"kind":"Name","value":"watchlistRows"}},{"kind":"Field","name":{"kind":"Name","value":"approvals"}}]}}]} as unknown as DocumentNode<RetentionQuery, RetentionQueryVariables>;
export const SetRetentionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRetention"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetRetentionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRetention"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<SetRetentionMutation, SetRetentionMutationVariables>;
export const DataSubjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DataSubject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataSubjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataSubject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"attendances"}},{"kind":"Field","name":{"kind":"Name","value":"regularVisitor"}}]}}]}}]} as unknown as DocumentNode<DataSubjectQuery, DataSubjectQueryVariables>;
export const ExportDataSubjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportDataSubject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataSubjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportDataSubject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"json"}}]}}]}}]} as unknown as DocumentNode<ExportDataSubjectMutation, ExportDataSubjectMutationVariables>;
export const EraseDataSubjectDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EraseDataSubject"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataSubjectInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseDataSubject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RetentionCountsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RetentionCountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RetentionCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendances"}},{"kind":"Field","name":{"kind":"Name","value":"signatures"}},{"kind":"Field","name":{"kind":"Name","value":"evacuationEntries"}},{"kind":"Field","name":{"kind":"Name","value":"visitors"}},{"kind":"Field","name":{"kind":"Name","value":"regularVisitors"}},{"kind":"Field","name":{"kind":"Name","value":"partners"}},{"kind":"Field","name":{"kind":"Name","value":"refusedKioskEntries"}},{"kind":"Field","name":{"kind":"Name","value":"mailRecords"}},{"kind":"Field","name":{"kind":"Name","value":"importFiles"}},{"kind":"Field","name":{"kind":"Name","value":"exportFiles"}},{"kind":"Field","name":{"kind":"Name","value":"watchlistRows"}},{"kind":"Field","name":{"kind":"Name","value":"approvals"}}]}}]} as unknown as DocumentNode<EraseDataSubjectMutation, EraseDataSubjectMutationVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const AddRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<AddRoleMutation, AddRoleMutationVariables>;
export const EditRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<EditRoleMutation, EditRoleMutationVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const ShiftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"shifts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]} as unknown as DocumentNode<ShiftsQuery, ShiftsQueryVariables>;
export const AddShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]} as unknown as DocumentNode<AddShiftMutation, AddShiftMutationVariables>;
export const EditShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ShiftInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShiftFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShiftFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Shift"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shiftName"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]} as unknown as DocumentNode<EditShiftMutation, EditShiftMutationVariables>;
export const DeleteShiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteShift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteShift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteShiftMutation, DeleteShiftMutationVariables>;
export const StaffDepotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaffDepots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}}]}}]} as unknown as DocumentNode<StaffDepotsQuery, StaffDepotsQueryVariables>;
export const TenantsShortDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantsShort"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantsShortList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<TenantsShortQuery, TenantsShortQueryVariables>;
export const BookVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookVisit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}}]}}]}}]} as unknown as DocumentNode<BookVisitMutation, BookVisitMutationVariables>;
export const BookingReasonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingReasons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorReasons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}]}]}}]} as unknown as DocumentNode<BookingReasonsQuery, BookingReasonsQueryVariables>;
export const BookedVisitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookedVisits"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookedVisits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookedVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedOut"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}}]} as unknown as DocumentNode<BookedVisitsQuery, BookedVisitsQueryVariables>;
export const CancelVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelVisit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<CancelVisitMutation, CancelVisitMutationVariables>;
export const ManualCheckoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ManualCheckout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attendanceId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attendanceId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attendanceId"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendNotification"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<ManualCheckoutMutation, ManualCheckoutMutationVariables>;
export const LiveReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LiveReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"liveReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"visitType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"weekFrom"}},{"kind":"Field","name":{"kind":"Name","value":"weekTo"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"dateofVisit"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"actualIn"}},{"kind":"Field","name":{"kind":"Name","value":"actualOut"}}]}}]} as unknown as DocumentNode<LiveReportQuery, LiveReportQueryVariables>;
export const AttendanceChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AttendanceChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"seq"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"visitId"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"row"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LiveRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"badge"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LiveRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LiveReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"attendeeName"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"dateofVisit"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"actualIn"}},{"kind":"Field","name":{"kind":"Name","value":"actualOut"}}]}}]} as unknown as DocumentNode<AttendanceChangedSubscription, AttendanceChangedSubscriptionVariables>;
export const RegularVisitorReferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegularVisitorReference"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regularVisitorReference"}}]}}]} as unknown as DocumentNode<RegularVisitorReferenceQuery, RegularVisitorReferenceQueryVariables>;
export const RegisterRegularVisitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterRegularVisitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterRegularVisitorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerRegularVisitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}}]}}]}}]} as unknown as DocumentNode<RegisterRegularVisitorMutation, RegisterRegularVisitorMutationVariables>;
export const RegularVisitorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegularVisitors"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regularVisitors"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}},{"kind":"Field","name":{"kind":"Name","value":"emailFlag"}},{"kind":"Field","name":{"kind":"Name","value":"hostid"}},{"kind":"Field","name":{"kind":"Name","value":"host"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hostname"}},{"kind":"Field","name":{"kind":"Name","value":"hostemail"}},{"kind":"Field","name":{"kind":"Name","value":"department"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RegularVisitorsQuery, RegularVisitorsQueryVariables>;
export const EditRegularVisitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditRegularVisitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditRegularVisitorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editRegularVisitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditRegularVisitorMutation, EditRegularVisitorMutationVariables>;
export const RemoveRegularVisitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRegularVisitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRegularVisitor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveRegularVisitorMutation, RemoveRegularVisitorMutationVariables>;
export const ResendRegularVisitorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendRegularVisitor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendRegularVisitorEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ResendRegularVisitorMutation, ResendRegularVisitorMutationVariables>;
export const EditRegularHostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditRegularHost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegularHostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editRegularHost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hostId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hostId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditRegularHostMutation, EditRegularHostMutationVariables>;
export const BadgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Badges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextBadgeNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}]}]}}]} as unknown as DocumentNode<BadgesQuery, BadgesQueryVariables>;
export const AddBadgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBadges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBadgesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBadges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddBadgesMutation, AddBadgesMutationVariables>;
export const BadgeAssigneeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BadgeAssignee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badgeNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgeAssignee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"badgeNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badgeNum"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}}]}}]}}]} as unknown as DocumentNode<BadgeAssigneeQuery, BadgeAssigneeQueryVariables>;
export const CheckOutBadgeHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckOutBadgeHolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badgeNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkOutBadgeHolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"badgeNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badgeNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendNotification"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CheckOutBadgeHolderMutation, CheckOutBadgeHolderMutationVariables>;
export const MySummariesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySummaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySummaries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"endOfDay"}},{"kind":"Field","name":{"kind":"Name","value":"endOfWeek"}}]}}]} as unknown as DocumentNode<MySummariesQuery, MySummariesQueryVariables>;
export const SetMySummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMySummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMySummaryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMySummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MySummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MySummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"endOfDay"}},{"kind":"Field","name":{"kind":"Name","value":"endOfWeek"}}]}}]} as unknown as DocumentNode<SetMySummaryMutation, SetMySummaryMutationVariables>;
export const TenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Tenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeArchived"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"numDepots"}},{"kind":"Field","name":{"kind":"Name","value":"numReps"}},{"kind":"Field","name":{"kind":"Name","value":"tempMin"}},{"kind":"Field","name":{"kind":"Name","value":"tempMax"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<TenantsQuery, TenantsQueryVariables>;
export const FirstRunDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstRun"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstRun"}}]}}]} as unknown as DocumentNode<FirstRunQuery, FirstRunQueryVariables>;
export const TenantDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"dateRegistered"}},{"kind":"Field","name":{"kind":"Name","value":"numDepots"}},{"kind":"Field","name":{"kind":"Name","value":"numReps"}},{"kind":"Field","name":{"kind":"Name","value":"tempMin"}},{"kind":"Field","name":{"kind":"Name","value":"tempMax"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tenantRep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}},{"kind":"Field","name":{"kind":"Name","value":"depot"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"depots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"kioskUrl"}},{"kind":"Field","name":{"kind":"Name","value":"partnerKioskUrl"}},{"kind":"Field","name":{"kind":"Name","value":"kioskCertificateUrl"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressLines"}}]}},{"kind":"Field","name":{"kind":"Name","value":"managers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"receiveEmailFlag"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressLines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"eirCode"}}]}}]} as unknown as DocumentNode<TenantDetailsQuery, TenantDetailsQueryVariables>;
export const TenantRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}}]}}]}}]} as unknown as DocumentNode<TenantRolesQuery, TenantRolesQueryVariables>;
export const CreateTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateTenantMutation, CreateTenantMutationVariables>;
export const EditTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tempMin"}},{"kind":"Field","name":{"kind":"Name","value":"tempMax"}}]}}]}}]} as unknown as DocumentNode<EditTenantMutation, EditTenantMutationVariables>;
export const RemoveTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"confirmName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"confirmName"}}}]}]}}]} as unknown as DocumentNode<RemoveTenantMutation, RemoveTenantMutationVariables>;
export const RestoreTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]}}]} as unknown as DocumentNode<RestoreTenantMutation, RestoreTenantMutationVariables>;
export const EditRepresentativeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditRepresentative"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditRepresentativeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editRepresentative"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<EditRepresentativeMutation, EditRepresentativeMutationVariables>;
export const RemoveRepresentativeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveRepresentative"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeRepresentative"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveRepresentativeMutation, RemoveRepresentativeMutationVariables>;
export const ResendConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendConfirmationEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<ResendConfirmationMutation, ResendConfirmationMutationVariables>;
export const SetUserDisabledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetUserDisabled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setUserDisabled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"disabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"disabled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}}]}}]} as unknown as DocumentNode<SetUserDisabledMutation, SetUserDisabledMutationVariables>;
export const SendUserPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendUserPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendUserPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SendUserPasswordResetMutation, SendUserPasswordResetMutationVariables>;
export const RegisterUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}}]}}]} as unknown as DocumentNode<RegisterUserMutation, RegisterUserMutationVariables>;
export const AddDepotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDepot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddDepotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addDepot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}}]}}]} as unknown as DocumentNode<AddDepotMutation, AddDepotMutationVariables>;
export const UpdateDepotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateDepot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DepotInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateDepot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AddressLines"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AddressLines"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Address"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"county"}},{"kind":"Field","name":{"kind":"Name","value":"eirCode"}}]}}]} as unknown as DocumentNode<UpdateDepotMutation, UpdateDepotMutationVariables>;
export const AddManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddManagerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddManagerMutation, AddManagerMutationVariables>;
export const EditManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditManagerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"receiveEmailFlag"}}]}}]}}]} as unknown as DocumentNode<EditManagerMutation, EditManagerMutationVariables>;
export const DeleteManagerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteManager"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteManager"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteManagerMutation, DeleteManagerMutationVariables>;
export const DepotBadgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepotBadges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"inUse"}},{"kind":"Field","name":{"kind":"Name","value":"holderName"}},{"kind":"Field","name":{"kind":"Name","value":"holderKind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextBadgeNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}]}]}}]} as unknown as DocumentNode<DepotBadgesQuery, DepotBadgesQueryVariables>;
export const AddDepotBadgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddDepotBadges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBadgesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBadges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNum"}}]}}]}}]} as unknown as DocumentNode<AddDepotBadgesMutation, AddDepotBadgesMutationVariables>;
export const DepotBadgeAssigneeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepotBadgeAssignee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badgeNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"badgeAssignee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"badgeNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badgeNum"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}}]}}]}}]} as unknown as DocumentNode<DepotBadgeAssigneeQuery, DepotBadgeAssigneeQueryVariables>;
export const DepotCheckOutHolderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DepotCheckOutHolder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"badgeNum"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"notify"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkOutBadgeHolder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"badgeNum"},"value":{"kind":"Variable","name":{"kind":"Name","value":"badgeNum"}}},{"kind":"Argument","name":{"kind":"Name","value":"sendNotification"},"value":{"kind":"Variable","name":{"kind":"Name","value":"notify"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<DepotCheckOutHolderMutation, DepotCheckOutHolderMutationVariables>;
export const ImportJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ImportJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"processed"}},{"kind":"Field","name":{"kind":"Name","value":"inserted"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"row"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ImportJobQuery, ImportJobQueryVariables>;
export const VisitDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookedVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitFields"}},{"kind":"Field","name":{"kind":"Name","value":"bookedBy"}},{"kind":"Field","name":{"kind":"Name","value":"hasPhoto"}},{"kind":"Field","name":{"kind":"Name","value":"reasonForVisit"}},{"kind":"Field","name":{"kind":"Name","value":"printLabel"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"visitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookedVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedOut"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}}]} as unknown as DocumentNode<VisitDetailQuery, VisitDetailQueryVariables>;
export const VisitQuestionnaireDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitQuestionnaire"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitQuestionnaire"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"visitId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitId"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"visitorName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"carReg"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"temperature"}},{"kind":"Field","name":{"kind":"Name","value":"temperatureFlagged"}},{"kind":"Field","name":{"kind":"Name","value":"rulesOnDevice"}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasSignature"}},{"kind":"Field","name":{"kind":"Name","value":"signatureDataUrl"}},{"kind":"Field","name":{"kind":"Name","value":"agreementVersionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"agreementSavedAt"}}]}}]}}]} as unknown as DocumentNode<VisitQuestionnaireQuery, VisitQuestionnaireQueryVariables>;
export const DailyVisitReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DailyVisitReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dailyVisitReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookedVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedOut"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitFields"}}]}}]}}]} as unknown as DocumentNode<DailyVisitReportQuery, DailyVisitReportQueryVariables>;
export const DateRangeVisitorsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DateRangeVisitorsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeVisitorsReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateRangeVisitorsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookedVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedOut"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitFields"}}]}}]}}]} as unknown as DocumentNode<DateRangeVisitorsReportQuery, DateRangeVisitorsReportQueryVariables>;
export const VisitorsSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitorsSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitorsSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"dateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dateTo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"planned"}},{"kind":"Field","name":{"kind":"Name","value":"unplanned"}},{"kind":"Field","name":{"kind":"Name","value":"regular"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hour"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<VisitorsSummaryQuery, VisitorsSummaryQueryVariables>;
export const ExportDailyVisitReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportDailyVisitReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportDailyVisitReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]} as unknown as DocumentNode<ExportDailyVisitReportMutation, ExportDailyVisitReportMutationVariables>;
export const ExportDateRangeVisitorsReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportDateRangeVisitorsReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DateRangeVisitorsReportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportDateRangeVisitorsReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportJobFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportJobFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportJob"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rowCount"}}]}}]} as unknown as DocumentNode<ExportDateRangeVisitorsReportMutation, ExportDateRangeVisitorsReportMutationVariables>;
export const EditBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EditBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitFields"}},{"kind":"Field","name":{"kind":"Name","value":"printLabel"}},{"kind":"Field","name":{"kind":"Name","value":"badgeNumFlag"}},{"kind":"Field","name":{"kind":"Name","value":"signFlag"}},{"kind":"Field","name":{"kind":"Name","value":"enterTemperature"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookedVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"meetingReference"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"hostName"}},{"kind":"Field","name":{"kind":"Name","value":"hostEmail"}},{"kind":"Field","name":{"kind":"Name","value":"department"}},{"kind":"Field","name":{"kind":"Name","value":"dateOfVisit"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"hasCheckedOut"}},{"kind":"Field","name":{"kind":"Name","value":"attendanceId"}},{"kind":"Field","name":{"kind":"Name","value":"checkInTime"}},{"kind":"Field","name":{"kind":"Name","value":"checkOutTime"}},{"kind":"Field","name":{"kind":"Name","value":"depotBadgeNum"}},{"kind":"Field","name":{"kind":"Name","value":"manualCheckout"}},{"kind":"Field","name":{"kind":"Name","value":"autoCheckout"}}]}}]} as unknown as DocumentNode<EditBookingMutation, EditBookingMutationVariables>;
export const ResendBookingQrDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendBookingQr"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendBookingQr"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]} as unknown as DocumentNode<ResendBookingQrMutation, ResendBookingQrMutationVariables>;
export const WatchlistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Watchlist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchlist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistEntryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"carReg"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"addedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WatchlistQuery, WatchlistQueryVariables>;
export const AddWatchlistEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddWatchlistEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddWatchlistEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addWatchlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<AddWatchlistEntryMutation, AddWatchlistEntryMutationVariables>;
export const UpdateWatchlistEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWatchlistEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWatchlistEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWatchlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WatchlistEntryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WatchlistEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"company"}},{"kind":"Field","name":{"kind":"Name","value":"carReg"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"expired"}},{"kind":"Field","name":{"kind":"Name","value":"addedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateWatchlistEntryMutation, UpdateWatchlistEntryMutationVariables>;
export const RemoveWatchlistEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveWatchlistEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeWatchlistEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveWatchlistEntryMutation, RemoveWatchlistEntryMutationVariables>;
export const WatchlistMatchesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchlistMatches"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchlistMatches"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"pages"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"matches"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"depotCode"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"matchedFields"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"visitId"}}]}}]}}]}}]} as unknown as DocumentNode<WatchlistMatchesQuery, WatchlistMatchesQueryVariables>;
export const WatchlistCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WatchlistCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WatchlistCheckInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchlistCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matched"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"matchedFields"}}]}}]}}]} as unknown as DocumentNode<WatchlistCheckQuery, WatchlistCheckQueryVariables>;
export const WatchlistMatchedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WatchlistMatched"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"watchlistMatched"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"depotId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depotId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"matchId"}},{"kind":"Field","name":{"kind":"Name","value":"depotId"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"personName"}},{"kind":"Field","name":{"kind":"Name","value":"matchedFields"}},{"kind":"Field","name":{"kind":"Name","value":"at"}}]}}]}}]} as unknown as DocumentNode<WatchlistMatchedSubscription, WatchlistMatchedSubscriptionVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"consecutiveFailures"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"consecutiveFailures"}},{"kind":"Field","name":{"kind":"Name","value":"disabledAt"}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;