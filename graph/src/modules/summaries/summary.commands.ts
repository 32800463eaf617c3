import { z } from '../../core/command';
import { Messages } from '../../contracts/messages';

/** A staff user's choice for one depot (issue 39): its end-of-day and end-of-week summaries on or off. */
export const SetMySummaryCommand = z.object({
  depotId: z.string({ error: Messages.summariesDepot }).trim().min(1, Messages.summariesDepot).describe('The depot'),
  endOfDay: z.boolean({ error: Messages.summariesChoice }).describe("The depot's end-of-day summary, sent after its day ends"),
  endOfWeek: z
    .boolean({ error: Messages.summariesChoice })
    .describe("The depot's end-of-week summary (Monday to Sunday), sent after its Sunday ends"),
});
export type SetMySummaryCommand = z.output<typeof SetMySummaryCommand>;
