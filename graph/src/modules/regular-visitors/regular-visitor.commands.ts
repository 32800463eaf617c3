import { emailAddress, firstOf, flag, optionalEmailAddress, optionalText, sentNames, text, z } from '../../core/command';
import { Messages, required } from '../../contracts/messages';

type Body = Record<string, unknown>;

/** A regular visitor's host (spec 5 host edit: hostname, hostemail, department required). */
export const RegularHostCommand = z.object({
  hostname: text('Host Name', 254).describe("The host's name (required)."),
  hostemail: emailAddress('Host Email', 254).describe("The host's e-mail address (required)."),
  department: text('Department', 254).describe("The host's department (required)."),
});
export type RegularHostCommand = z.output<typeof RegularHostCommand>;

const HOST_LABELS = { hostname: 'Host Name', hostemail: 'Host Email', department: 'Department' } as const;

/**
 * Register a regular visitor (spec 3, 5: the four attendee fields required). The host is the signed-in user
 * unless hostIsMe is false, then hostname, hostemail and department are required. An RV code and a passcode
 * may be given (the booking payload's RegularVisitorRef and passCode); else they are generated.
 */
export const RegisterRegularVisitorCommand = z
  .object({
    depotId: text('Location', 254).describe("The depot's id (of the caller's tenant)."),
    firstName: text('First Name', 254).describe('First name (required).'),
    lastName: text('Last Name', 254).describe('Last name (required).'),
    email: emailAddress('Email', 254).describe('E-mail address: the RV code, passcode and QR code are sent to it.'),
    company: text('Company', 254).describe('Company (required).'),
    meetingReference: optionalText('RV code', 32)
      .refine((v) => v === undefined || /^RV[A-Z0-9]{4,30}$/i.test(v), { message: Messages.rvReferenceFormat })
      .describe('From regularVisitorReference; generated when absent.'),
    passCode: optionalText('Passcode', 16).refine((v) => v === undefined || /^[A-Za-z0-9]{6}$/.test(v), {
      message: Messages.passcodeFormat,
    }),
    hostIsMe: flag('hostIsMe', true).describe('Default true: the host is the signed-in user.'),
    hostname: optionalText('Host Name', 254).describe("The host's name, when hostIsMe is false."),
    hostemail: optionalEmailAddress('Host Email', 254).describe("The host's e-mail address, when hostIsMe is false."),
    department: optionalText('Department', 254).describe("The host's department."),
    signFlag: flag('signFlag', false).describe('Ask for a signature at sign-in (default false).'),
    badgeNumFlag: flag('badgeNumFlag', false).describe('Ask for a badge number at sign-in (default false).'),
    enterTemperature: flag('enterTemperature', false).describe('Ask for a temperature at sign-in (default false).'),
    emailFlag: flag('emailFlag', true).describe('E-mail the host at each sign-in (default true).'),
  })
  .superRefine((c, ctx) => {
    if (c.hostIsMe) return;
    for (const [k, label] of Object.entries(HOST_LABELS) as [keyof typeof HOST_LABELS, string][]) {
      if (c[k] === undefined) ctx.addIssue({ code: 'custom', path: [k], message: required(label) });
    }
  });
export type RegisterRegularVisitorCommand = z.output<typeof RegisterRegularVisitorCommand>;

/** Edit a regular visitor (spec 5: name, email, company required; name is "First Last"); flags absent keep their value. */
export const EditRegularVisitorCommand = z.object({
  name: text('Name', 254).describe('First and last name'),
  email: emailAddress('Email', 254).describe('E-mail address (required).'),
  company: text('Company', 254).describe('Company (required).'),
  signFlag: flag('signFlag').describe('Ask for a signature; unchanged when omitted.'),
  badgeNumFlag: flag('badgeNumFlag').describe('Ask for a badge number; unchanged when omitted.'),
  enterTemperature: flag('enterTemperature').describe('Ask for a temperature; unchanged when omitted.'),
  emailFlag: flag('emailFlag').describe('E-mail the host at each sign-in; unchanged when omitted.'),
});
export type EditRegularVisitorCommand = z.output<typeof EditRegularVisitorCommand>;

// ---- the REST shim's spellings (spec 3 booking payload, spec 7 edit-RV and edit-Host) ----

const HOST_SPELLINGS = {
  hostname: ['hostname', 'hostName', 'name'],
  hostemail: ['hostemail', 'hostEmail', 'email'],
  department: ['department'],
} as const;
const hostBlock = (b: Body) => (b.Host && typeof b.Host === 'object' && !Array.isArray(b.Host) ? (b.Host as Body) : undefined);
const hostOf = (h: Body) => ({
  hostname: firstOf(h, ...HOST_SPELLINGS.hostname),
  hostemail: firstOf(h, ...HOST_SPELLINGS.hostemail),
  department: firstOf(h, ...HOST_SPELLINGS.department),
});

const REGISTER_SPELLINGS = {
  firstName: ['FirstName', 'firstName', 'AttendeeFirstName'],
  lastName: ['LastName', 'lastName', 'AttendeeLastName'],
  email: ['Email', 'email', 'AttendeeEmail'],
  company: ['Company', 'company', 'AttendeeCompany'],
  depotId: ['depot', 'depotId'],
  meetingReference: ['RegularVisitorRef', 'meetingReference'],
  passCode: ['passCode', 'PassCode'],
} as const;

/**
 * The booking payload and the registration form (FirstName/firstName/AttendeeFirstName.., depot, RegularVisitorRef,
 * passCode/PassCode) onto the command's fields; the host from the Host{name,email,department} block, else from the body.
 */
export const legacyRegularVisitor = (b: Body) => ({
  firstName: firstOf(b, ...REGISTER_SPELLINGS.firstName),
  lastName: firstOf(b, ...REGISTER_SPELLINGS.lastName),
  email: firstOf(b, ...REGISTER_SPELLINGS.email),
  company: firstOf(b, ...REGISTER_SPELLINGS.company),
  depotId: firstOf(b, ...REGISTER_SPELLINGS.depotId),
  meetingReference: firstOf(b, ...REGISTER_SPELLINGS.meetingReference),
  passCode: firstOf(b, ...REGISTER_SPELLINGS.passCode),
  hostIsMe: b.hostIsMe,
  ...hostOf(hostBlock(b) ?? b),
  signFlag: b.signFlag,
  badgeNumFlag: b.badgeNumFlag,
  enterTemperature: b.enterTemperature,
  emailFlag: b.emailFlag,
});
export const legacyRegularVisitorNames = (b: Body) => ({
  ...sentNames(b, REGISTER_SPELLINGS),
  ...(hostBlock(b) ? { hostname: 'Host.name', hostemail: 'Host.email', department: 'Host.department' } : sentNames(b, HOST_SPELLINGS)),
});

const plainText = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/** edit-RV: name (or firstName and lastName), email/Email, company/Company, flags. */
export const legacyEditRegularVisitor = (b: Body) => ({
  name: firstOf(b, 'name') ?? ([plainText(b.firstName), plainText(b.lastName)].filter(Boolean).join(' ') || undefined),
  email: firstOf(b, 'email', 'Email'),
  company: firstOf(b, 'company', 'Company'),
  signFlag: b.signFlag,
  badgeNumFlag: b.badgeNumFlag,
  enterTemperature: b.enterTemperature,
  emailFlag: b.emailFlag,
});
export const legacyEditRegularVisitorNames = (b: Body) =>
  sentNames(b, { name: ['name', 'firstName'], email: ['email', 'Email'], company: ['company', 'Company'] });

/** edit-Host/{hostid}: hostname/hostName/name, hostemail/hostEmail/email, department. */
export const legacyRegularHost = (b: Body) => hostOf(b);
export const legacyRegularHostNames = (b: Body) => sentNames(b, HOST_SPELLINGS);
