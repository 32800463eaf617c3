import { argsFrom } from '../../core/graphql/input-type';
import { FindDepotCommand } from './depot.commands';

/* The kiosk's depot look-up arguments, built from its command (issue 42): declared once, in the command. */
export const FindDepotArgs = argsFrom('FindDepotArgs', FindDepotCommand);
export type FindDepotArgs = InstanceType<typeof FindDepotArgs>;
