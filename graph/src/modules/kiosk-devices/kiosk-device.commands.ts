import { id, optionalText, z } from '../../core/command';
import { isId } from '../../core/validate';
import { isHhMm } from '../../core/time';
import { Messages } from '../../contracts/messages';

/** A kiosk's heartbeat (public): its depot, the id it made for itself, its app version, how many entries it holds. */
export const KioskHeartbeatCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The kiosk's depot."),
  deviceId: z
    .string({ error: Messages.kioskDeviceId })
    .refine(isId, { message: Messages.kioskDeviceId })
    .describe('A UUID the device made once and keeps'),
  version: z
    .string({ error: Messages.kioskVersion })
    .trim()
    .min(1, Messages.kioskVersion)
    .max(40, Messages.kioskVersion)
    .describe('The kiosk app version'),
  held: z
    .number({ error: Messages.kioskHeld })
    .int(Messages.kioskHeld)
    .min(0, Messages.kioskHeld)
    .max(100_000, Messages.kioskHeld)
    .describe('Entries held on the device, not yet sent'),
});
export type KioskHeartbeatCommand = z.output<typeof KioskHeartbeatCommand>;

/** The pairing code's letters (no 0/O, 1/I/L): what staff read out or a QR link carries; typed in any case, with or without a dash. */
export const PAIRING_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const normalPairingCode = (v: string) => v.toUpperCase().replace(/[\s-]/g, '');

/** A kiosk exchanging a one-time pairing code (issue 40) for its device secret: public, throttled. */
export const PairKioskCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The kiosk's depot (the code must be this depot's)."),
  deviceId: z
    .string({ error: Messages.kioskDeviceId })
    .refine(isId, { message: Messages.kioskDeviceId })
    .describe('The UUID the device made once and keeps'),
  code: z
    .string({ error: Messages.kioskPairingCodeFormat })
    .max(20, Messages.kioskPairingCodeFormat)
    .transform(normalPairingCode)
    .refine((v) => v.length === 8 && [...v].every((c) => PAIRING_ALPHABET.includes(c)), { message: Messages.kioskPairingCodeFormat })
    .describe('The pairing code from the Kiosks screen (XXXX-XXXX; case and dash do not matter)'),
});
export type PairKioskCommand = z.output<typeof PairKioskCommand>;

/** Staff name a kiosk ("Gate 1"); blank clears the name. */
export const RenameKioskDeviceCommand = z.object({
  id: id('id', 'Kiosk').describe("The kiosk's id (KioskDevice.id)."),
  name: optionalText('Name', 60).describe('The new name; null or empty clears it.'),
});
export type RenameKioskDeviceCommand = z.output<typeof RenameKioskDeviceCommand>;

export const KioskDeviceIdCommand = z.object({ id: id('id', 'Kiosk').describe("The kiosk's id (KioskDevice.id).") });
export type KioskDeviceIdCommand = z.output<typeof KioskDeviceIdCommand>;

const hhMmOrNull = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || null : v === undefined ? null : v),
  z.string({ error: Messages.depotHours }).refine(isHhMm, { message: Messages.depotHours }).nullable(),
);

/** A depot's opening hours: both HH:mm (closing before opening: open overnight) or both empty (always open). */
export const DepotHoursCommand = z
  .object({
    depotId: id('depotId', 'Depot').describe("The depot's id."),
    opensAt: hhMmOrNull.describe('HH:mm the depot opens, in its time zone; null (with closesAt null): always open.'),
    closesAt: hhMmOrNull.describe('HH:mm the depot closes, in its time zone; null (with opensAt null): always open.'),
  })
  .superRefine((c, ctx) => {
    if ((c.opensAt === null) !== (c.closesAt === null))
      ctx.addIssue({ code: 'custom', message: Messages.depotHours, path: [c.opensAt === null ? 'opensAt' : 'closesAt'] });
    else if (c.opensAt !== null && c.opensAt === c.closesAt)
      ctx.addIssue({ code: 'custom', message: Messages.depotHoursSame, path: ['closesAt'] });
  });
export type DepotHoursCommand = z.output<typeof DepotHoursCommand>;
