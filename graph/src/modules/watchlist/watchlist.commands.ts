import { clampedPage, id, optionalEmailAddress, optionalId, optionalText, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { carRegKey, nameKey, phoneKey } from './watchlist-match';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v);

const fields = {
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: their own (leave empty)'),
  name: z
    .string({ error: Messages.watchlistName })
    .trim()
    .min(2, Messages.watchlistName)
    .max(120, Messages.watchlistName)
    .refine((v) => /\p{L}/u.test(v) && nameKey(v).length >= 2, { message: Messages.watchlistName })
    .describe("The person's full name (case, accents and spacing do not matter when matching)"),
  email: optionalEmailAddress('Email').describe('Their e-mail address: matches alone'),
  phone: z
    .preprocess(blank, z.string({ error: Messages.watchlistPhone }).max(30, Messages.watchlistPhone).optional())
    .refine((v) => v === undefined || (/^\+?[\d\s().-]+$/.test(v) && phoneKey(v).length >= 6 && phoneKey(v).length <= 20), {
      message: Messages.watchlistPhone,
    })
    .describe('Their phone number: matches with the name'),
  company: optionalText('Company', 120).describe('Their company (shown to staff; not matched)'),
  carReg: z
    .preprocess(blank, z.string({ error: Messages.watchlistCarReg }).max(20, Messages.watchlistCarReg).optional())
    .refine((v) => v === undefined || (carRegKey(v).length >= 2 && carRegKey(v).length <= 15), { message: Messages.watchlistCarReg })
    .describe('Their car registration: matches alone (spaces and dashes do not matter)'),
  reason: z
    .string({ error: Messages.watchlistReason })
    .trim()
    .min(1, Messages.watchlistReason)
    .max(500, Messages.watchlistReason)
    .describe('Why (staff only: never shown at the kiosk)'),
  action: z
    .enum(['ALERT', 'BLOCK'], { error: Messages.watchlistAction })
    .describe('ALERT: let them in and tell the managers; BLOCK: refuse'),
  expiresAt: z.date({ error: Messages.watchlistExpiry }).nullish().describe('When the entry stops counting (UTC); empty: never'),
};

/** At least one identifier besides the name: a name alone matches no one (watchlist-match.ts). */
const identified = (c: { email?: string; phone?: string; carReg?: string }, ctx: z.RefinementCtx) => {
  if (!c.email && !c.phone && !c.carReg) ctx.addIssue({ code: 'custom', path: ['email'], message: Messages.watchlistIdentifierRequired });
};

/** A new watchlist entry (TenantAdmin, SuperAdmin for a named tenant). */
export const AddWatchlistEntryCommand = z.object(fields).superRefine(identified);
export type AddWatchlistEntryCommand = z.output<typeof AddWatchlistEntryCommand>;

/** An entry's new fields (every field sent: the edit replaces them). */
export const UpdateWatchlistEntryCommand = z
  .object({ id: id('id', 'Watchlist entry').describe("The entry's id"), ...fields })
  .superRefine(identified);
export type UpdateWatchlistEntryCommand = z.output<typeof UpdateWatchlistEntryCommand>;

export const WatchlistEntryIdCommand = z.object({ id: id('id', 'Watchlist entry').describe("The entry's id.") });
export type WatchlistEntryIdCommand = z.output<typeof WatchlistEntryIdCommand>;

export const WatchlistListCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
  page: clampedPage().describe('Page number from 1 (default 1).'),
  search: optionalText('search', 100).describe('Part of a name, e-mail, company or car registration'),
});
export type WatchlistListCommand = z.output<typeof WatchlistListCommand>;

/** The matches at a depot (DepotManager: theirs) or, without one, at every depot the staff member sees. */
export const WatchlistMatchesCommand = z.object({
  depotId: optionalId('depotId').describe('One depot (DepotManager: theirs)'),
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant'),
  page: clampedPage().describe('Page number from 1 (default 1).'),
});
export type WatchlistMatchesCommand = z.output<typeof WatchlistMatchesCommand>;

/** A booking's person, checked before it is booked (the staff member is warned). */
export const WatchlistCheckCommand = z.object({
  depotId: id('depotId', 'Depot').describe('The depot of the booking'),
  firstName: optionalText('First name', 120).describe("The person's first name"),
  lastName: optionalText('Last name', 120).describe("The person's last name"),
  email: optionalText('Email', 254).describe('E-mail address'),
  carReg: optionalText('Car registration', 20).describe('Car registration, when known'),
});
export type WatchlistCheckCommand = z.output<typeof WatchlistCheckCommand>;

export const WatchlistExportCommand = z.object({ tenantId: optionalId('tenantId') });
export type WatchlistExportCommand = z.output<typeof WatchlistExportCommand>;
