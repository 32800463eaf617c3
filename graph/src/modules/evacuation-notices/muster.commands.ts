import { id, optionalId, optionalText, z } from '../../core/command';
import { Messages } from '../../contracts/messages';

/** The people a muster kiosk offers for a typed name (issue 39): at least two letters, as typed. */
export const KioskMusterPeopleCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The kiosk's depot."),
  search: optionalText('Search', 40).describe('The start of a first or last name (at least two letters; fewer: nobody).'),
});
export type KioskMusterPeopleCommand = z.output<typeof KioskMusterPeopleCommand>;

/** "I am safe" at a muster kiosk (issue 39): by badge (a depot badge or a partner's work id) or by a name picked. */
export const KioskMarkSafeCommand = z
  .object({
    depotId: id('depotId', 'Depot').describe("The kiosk's depot."),
    entryId: optionalId('entryId').describe('The person picked from kioskMusterPeople; or give badge.'),
    badge: optionalText('Badge', 40)
      .transform((v) => v?.replace(/\s+/g, '').toUpperCase())
      .describe("The depot badge number or a partner's work id, as typed or scanned."),
  })
  .superRefine((c, ctx) => {
    if (!c.entryId && !c.badge) ctx.addIssue({ code: 'custom', path: ['badge'], message: Messages.musterWho });
  });
export type KioskMarkSafeCommand = z.output<typeof KioskMarkSafeCommand>;
