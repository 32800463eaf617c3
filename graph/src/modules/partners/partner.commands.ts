import { firstOf, flag, optionalEmailAddress, optionalText, sentNames, text, z, kioskLanguage } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { signatureBytes, temperature } from '../attendance/attendance.commands';
import { kioskEntry } from '../kiosk-entries/kiosk-entry.commands';
import { editablePhone } from '../channels/phone';
import { WORK_ID } from './partner.fields';
import { heldInductionAnswers } from '../inductions/inductions.commands';

type Body = Record<string, unknown>;

/** A typed work id (spec 3, 5): digits only, at most 18. */
const workId = () => text('Work ID', 40).refine((v) => WORK_ID.test(v), { message: Messages.workIdNumeric });

/** A shift or role by id: absent keeps the current one, null or blank is none; an id that is not the tenant's answers 404. */
const nullableRef = (field: string) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : v === null
          ? null
          : typeof v === 'number'
            ? String(v)
            : typeof v === 'string'
              ? v.trim() === ''
                ? null
                : v.trim()
              : v,
    z
      .string({ error: `${field} must be text` })
      .max(64, `${field} is too long (at most 64 characters)`)
      .nullable()
      .optional(),
  );

/** One partner's fields (spec 3 Partner, 5): organisation and name required; e-mail optional but valid; flags absent keep their value (or off). */
const partnerFields = {
  name: text('Name', 120).describe('Full name (required).'),
  organisation: text('Organisation', 120).describe('Company (required).'),
  email: optionalEmailAddress('Email').describe('E-mail address.'),
  phone: editablePhone().describe(
    'Issue 39: a mobile number in E.164 (e.g. +353851234567), for an evacuation SMS; on an edit absent keeps it, null or blank clears it.',
  ),
  shiftId: nullableRef('shiftId').describe('A shift of the tenant; omitted: no shift (may clock in any time).'),
  roleId: nullableRef('roleId').describe("A role of the tenant's list."),
};
const partnerFlags = {
  signFlag: flag('signFlag').describe('Ask for a signature at clock-in (default false).'),
  badgeNumFlag: flag('badgeNumFlag').describe('Ask for a badge number at clock-in (default false).'),
  singleSignFlag: flag('singleSignFlag').describe('Allow one clock-in per day only (default false).'),
  enterTemperature: flag('enterTemperature').describe('Ask for a temperature at clock-in (default false).'),
};
const depotDescription = 'A depot of the tenant.';

/** Register a partner (api/register-partner, registerPartner): the work id is set once, at a depot (Location). */
export const RegisterPartnerCommand = z.object({
  workId: workId().describe('Numeric, unique in the system; set at registration only.'),
  ...partnerFields,
  depotId: text('Location', 64).describe(depotDescription),
  ...partnerFlags,
});
export type RegisterPartnerCommand = z.output<typeof RegisterPartnerCommand>;

/** Edit a partner (api/edit-partner/{id}, editPartner): name and organisation required; the work id stays; no depot keeps it. */
export const EditPartnerCommand = z.object({
  ...partnerFields,
  depotId: optionalText('Location', 64).describe(depotDescription),
  ...partnerFlags,
});
export type EditPartnerCommand = z.output<typeof EditPartnerCommand>;

const PARTNER_SPELLINGS = {
  workId: ['workId', 'WorkId', 'workID'],
  email: ['emailaddress', 'email'],
  shiftId: ['shiftId', 'shifttiming', 'shiftTiming'],
  roleId: ['roleId', 'Role'],
  depotId: ['depotId', 'depot'],
} as const;

/** The first of the keys the body carries at all (null and blank included: they clear the shift or role). */
const firstPresent = (b: Body, keys: readonly string[]) => {
  const k = keys.find((key) => key in b);
  return k === undefined ? undefined : (b[k] ?? null);
};

/** The spec's partner payload (emailaddress, shifttiming/shiftTiming, Role, depot) onto the command's fields. */
export const legacyPartner = (b: Body) => ({
  workId: b.workId ?? b.WorkId ?? b.workID,
  organisation: b.organisation,
  name: b.name,
  email: firstOf(b, 'emailaddress', 'email'),
  phone: b.phone, // issue 39: optional, the legacy payload never sends it
  shiftId: firstPresent(b, PARTNER_SPELLINGS.shiftId),
  roleId: firstPresent(b, PARTNER_SPELLINGS.roleId),
  depotId: firstOf(b, 'depotId', 'depot'),
  signFlag: b.signFlag,
  badgeNumFlag: b.badgeNumFlag,
  singleSignFlag: b.singleSignFlag,
  enterTemperature: b.enterTemperature,
});
export const legacyPartnerNames = (b: Body) => sentNames(b, PARTNER_SPELLINGS);

// ---- the partner kiosk (spec 4.5, 7) ----

/** get-shiftvalidate/{workId}: without a depot, the partner's own depot's clock. */
export const ShiftValidationCommand = z.object({
  workId: workId().describe("The partner's work id."),
  depotId: optionalText('Depot').describe("The kiosk's depot."),
});
export type ShiftValidationCommand = z.output<typeof ShiftValidationCommand>;

/** The spec 4.5 decision for a work id at a depot. */
export const PartnerLookupCommand = z.object({
  depotId: text('Depot').describe("The kiosk's depot."),
  workId: workId().describe(
    "The partner's work id (typed or scanned). Unknown answers BAD_USER_INPUT with the kiosk's message; counts against the client's kiosk lookup budget.",
  ),
});
export type PartnerLookupCommand = z.output<typeof PartnerLookupCommand>;

/** api/clock-in: workId, depot, depotBadgeNum, temperature. */
export const ClockInCommand = z.object({
  depotId: text('Depot').describe("The kiosk's depot."),
  workId: workId().describe("The partner's work id."),
  depotBadgeNum: optionalText('Badge number', 32).describe(
    'The badge handed out when the kiosk asks (uppercased; one in use answers CONFLICT).',
  ),
  temperature: temperature().describe('Degrees C, e.g. "36.6"'),
  entry: kioskEntry.describe('Issue 27: the entry as the device made it (a replay is harmless).'),
  language: kioskLanguage.describe("The kiosk's language (en, pl, ...): the partner's e-mails are in it"),
  inductions: heldInductionAnswers.describe(
    'Issue 38: answers to courses the offline kiosk showed; graded when the entry arrives, a pass recorded before the induction check',
  ),
});
export type ClockInCommand = z.output<typeof ClockInCommand>;

/** api/clock-out: workId, depot (the badge is the open attendance's). */
export const ClockOutCommand = z.object({ depotId: text('Depot'), workId: workId(), entry: kioskEntry });
export type ClockOutCommand = z.output<typeof ClockOutCommand>;

/** api/submit-partner-signature: the PNG of the partner's open clock-in at the depot. */
export const PartnerSignatureCommand = z.object({
  depotId: text('Depot').describe("The kiosk's depot."),
  workId: workId().describe("The partner's work id."),
  png: signatureBytes().describe('The PNG, base64 (a data: URL is accepted).'),
});
export type PartnerSignatureCommand = z.output<typeof PartnerSignatureCommand>;

const KIOSK_SPELLINGS = { workId: ['workId', 'WorkId', 'workID'], depotId: ['depotId', 'depot'] } as const;

/** A partner kiosk's body (spec 7: workId, depot, depotBadgeNum, temperature) onto the command's fields. */
export const legacyPartnerKiosk = (b: Body) => ({
  workId: b.workId ?? b.WorkId ?? b.workID,
  depotId: b.depotId ?? b.depot,
  depotBadgeNum: b.depotBadgeNum,
  temperature: b.temperature,
});
export const legacyPartnerKioskNames = (b: Body) => sentNames(b, KIOSK_SPELLINGS);
