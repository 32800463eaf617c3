import { id, text, z } from '../../core/command';
import { KioskEntryKind } from './kiosk-entry.entity';

/** A device's time, ISO 8601 with its offset (the kiosk sends `new Date().toISOString()`). */
const deviceTime = (label: string) =>
  z
    .string({ error: `${label} must be a date and time (ISO 8601)` })
    .max(40, `${label} must be a date and time (ISO 8601)`)
    .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), {
      message: `${label} must be a date and time (ISO 8601)`,
    })
    .transform((v) => new Date(v));

/**
 * The device's part of a kiosk write (issue 27): the entry's id made on the device (a UUID), the device's id and
 * the time it happened there. Optional on the kiosk mutations; the REST shim's legacy payloads have none.
 */
export const KioskEntry = z.object({
  entryId: id('entryId', 'Entry id').describe('A UUID made on the device for this entry'),
  deviceId: text('Device id', 64).describe('The kiosk device id (made once on the device)'),
  occurredAt: deviceTime('occurredAt').describe(
    'ISO 8601: when it happened on the device; stored as the sign-in/out time (at most 24 h old)',
  ),
  live: z
    .boolean()
    .nullish()
    .describe(
      'True when the kiosk sends the entry as the person stands at it, not later from the device (issue 37: only then may a walk-in wait for approval)',
    ),
});
export const kioskEntry = KioskEntry.optional();
export type KioskEntryCommand = NonNullable<z.output<typeof kioskEntry>>;

/** A held entry the server refused, reported by the kiosk so staff see it (never dropped silently). */
export const ReportRefusedEntryCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The kiosk's depot."),
  entryId: id('entryId', 'Entry id').describe("The entry's id made on the device (KioskEntryInput.entryId)."),
  deviceId: text('Device id', 64).describe("The kiosk device's id."),
  kind: z.enum(KioskEntryKind, { error: 'kind must be WalkIn, SignOut, ClockIn or ClockOut' }).describe('What the entry was.'),
  summary: text('Summary', 500).describe('Who and what, in words'),
  message: text('Message', 500).describe("The server's refusal"),
  occurredAt: deviceTime('occurredAt').describe('ISO 8601: when it happened on the device'),
});
export type ReportRefusedEntryCommand = z.output<typeof ReportRefusedEntryCommand>;

/** A depot's refused entries (staff). */
export const RefusedEntriesCommand = z.object({ depotId: id('depotId', 'Depot').describe("The depot's id.") });
export type RefusedEntriesCommand = z.output<typeof RefusedEntriesCommand>;

/** Dismisses one refused entry (staff), by its id. */
export const DismissRefusedEntryCommand = z.object({
  id: id('id', 'Refused entry').describe("The refused entry's id (RefusedKioskEntry.id)."),
});
export type DismissRefusedEntryCommand = z.output<typeof DismissRefusedEntryCommand>;

/** A GraphQL input's entry (a class instance, or absent) as the plain object its command parses. */
export const entryOf = (e: object | null | undefined) => (e ? { ...e } : undefined);
