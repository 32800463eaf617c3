import { flag, id, page, z } from '../../core/command';

export const EvacuationIdCommand = z.object({ evacuationId: id('evacuationId', 'Evacuation') });
export type EvacuationIdCommand = z.output<typeof EvacuationIdCommand>;

/** A marshal's mark: the person (an entry of the list) is safe, or (undone) not yet accounted for. */
export const MarkEvacueeCommand = z.object({
  entryId: id('entryId', 'Person').describe("The person's entry on the list (Evacuee.entryId). After the end answers CONFLICT."),
  safe: flag('safe', true).describe('true (default) marks the person safe; false undoes it.'),
});
export type MarkEvacueeCommand = z.output<typeof MarkEvacueeCommand>;

/** A depot's evacuation records, newest first. */
export const EvacuationListCommand = z.object({
  depotId: id('depotId', 'Depot').describe("The depot's id."),
  page: page().describe('Page number from 1 (default 1).'),
});
export type EvacuationListCommand = z.output<typeof EvacuationListCommand>;
