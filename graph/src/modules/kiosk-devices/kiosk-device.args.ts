import { argsFrom } from '../../core/graphql/input-type';
import { DepotPresenceCommand } from '../presence/presence.commands';
import { DepotHoursCommand, KioskDeviceIdCommand, RenameKioskDeviceCommand } from './kiosk-device.commands';

/* The kiosk operations' arguments, built from their commands (issue 42): declared once, in the command. */
export const KioskDepotArgs = argsFrom('KioskDepotArgs', DepotPresenceCommand);
export type KioskDepotArgs = InstanceType<typeof KioskDepotArgs>;
export const KioskDeviceIdArgs = argsFrom('KioskDeviceIdArgs', KioskDeviceIdCommand);
export type KioskDeviceIdArgs = InstanceType<typeof KioskDeviceIdArgs>;
export const RenameKioskDeviceArgs = argsFrom('RenameKioskDeviceArgs', RenameKioskDeviceCommand);
export type RenameKioskDeviceArgs = InstanceType<typeof RenameKioskDeviceArgs>;
export const DepotHoursArgs = argsFrom('DepotHoursArgs', DepotHoursCommand);
export type DepotHoursArgs = InstanceType<typeof DepotHoursArgs>;
