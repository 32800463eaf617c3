import { argsFrom } from '../../core/graphql/input-type';
import { AutoSignOutCommand } from './end-of-day.service';
import { EvacuationListCommand, MarkEvacueeCommand } from './evacuation.commands';
import { DepotPresenceCommand } from './presence.commands';

/* The presence operations' arguments, built from their commands (issue 42): declared once, in the command. */
export const DepotPresenceArgs = argsFrom('DepotPresenceArgs', DepotPresenceCommand);
export type DepotPresenceArgs = InstanceType<typeof DepotPresenceArgs>;
export const OnSiteNowArgs = argsFrom('OnSiteNowArgs', DepotPresenceCommand, {
  fields: { depotId: { description: "The depot's id (of the caller's tenant; a DepotManager's own depot)." } },
});
export type OnSiteNowArgs = InstanceType<typeof OnSiteNowArgs>;
export const StartEvacuationArgs = argsFrom('StartEvacuationArgs', DepotPresenceCommand, {
  fields: { depotId: { description: "The depot's id. A roll-call already open there answers CONFLICT." } },
});
export type StartEvacuationArgs = InstanceType<typeof StartEvacuationArgs>;
export const MarkEvacueeArgs = argsFrom('MarkEvacueeArgs', MarkEvacueeCommand, {
  fields: { safe: { nullable: false, defaultValue: true } },
});
export type MarkEvacueeArgs = InstanceType<typeof MarkEvacueeArgs>;
export const EvacuationListArgs = argsFrom('EvacuationListArgs', EvacuationListCommand, {
  fields: { page: { nullable: false, defaultValue: 1 } },
});
export type EvacuationListArgs = InstanceType<typeof EvacuationListArgs>;
export const AutoSignOutArgs = argsFrom('AutoSignOutArgs', AutoSignOutCommand);
export type AutoSignOutArgs = InstanceType<typeof AutoSignOutArgs>;
