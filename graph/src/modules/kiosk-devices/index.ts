import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { KioskDevice, KioskPairing } from './kiosk-device.entity';
import { KioskDeviceResolver } from './kiosk-device.resolver';
import { KioskDeviceService } from './kiosk-device.service';

/**
 * Kiosk devices (issue 27): each kiosk tablet's heartbeat, and the depot's kiosks and opening hours for its staff;
 * pairing (issue 40): staff make a one-time code, the kiosk exchanges it for its device secret.
 */
export const kioskDevices = feature({
  name: 'kiosk-devices',
  needs: { depots: need<DepotService>('depots') },
  services: { kioskDevices: (d, { depots }) => new KioskDeviceService(d, depots) },
  entities: [KioskDevice, KioskPairing],
  resolvers: [KioskDeviceResolver],
});

/** What the feature's resolver sees: its own service and the depots' (its need), not the whole registry. */
export type KioskDevicesContext = ContextOf<typeof kioskDevices>;
