import { id, z } from '../../core/command';

/** A depot's presence views (on site now, roll-call): the depot by id. */
export const DepotPresenceCommand = z.object({ depotId: id('depotId', 'Depot').describe("The depot's id.") });
export type DepotPresenceCommand = z.output<typeof DepotPresenceCommand>;
