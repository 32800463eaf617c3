import { flag, id, page, z } from '../../core/command';

export const EvacuationIdCommand = z.object({ evacuationId: id('evacuationId', 'Evacuation') });
export type EvacuationIdCommand = z.output<typeof EvacuationIdCommand>;

/** A marshal's mark: the person (an entry of the list) is safe, or (undone) not yet accounted for. */
export const MarkEvacueeCommand = z.object({ entryId: id('entryId', 'Person'), safe: flag('safe', true) });
export type MarkEvacueeCommand = z.output<typeof MarkEvacueeCommand>;

/** A depot's evacuation records, newest first. */
export const EvacuationListCommand = z.object({ depotId: id('depotId', 'Depot'), page: page() });
export type EvacuationListCommand = z.output<typeof EvacuationListCommand>;
