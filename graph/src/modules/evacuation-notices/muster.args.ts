import { argsFrom } from '../../core/graphql/input-type';
import { KioskMusterPeopleCommand } from './muster.commands';

/* The muster kiosk's search arguments, built from its command (issue 42): declared once, in the command. */
export const KioskMusterPeopleArgs = argsFrom('KioskMusterPeopleArgs', KioskMusterPeopleCommand);
export type KioskMusterPeopleArgs = InstanceType<typeof KioskMusterPeopleArgs>;
