import { argsFrom } from '../../core/graphql/input-type';
import { KioskTextsForTenantCommand } from './kiosk-texts.commands';

/* The tenant's kiosk texts' arguments, built from their command (issue 42): declared once, in the command. */
export const KioskTextsForTenantArgs = argsFrom('KioskTextsForTenantArgs', KioskTextsForTenantCommand);
export type KioskTextsForTenantArgs = InstanceType<typeof KioskTextsForTenantArgs>;
