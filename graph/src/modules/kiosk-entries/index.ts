import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { KioskEntry, RefusedKioskEntry } from './kiosk-entry.entity';
import { KioskEntryResolver } from './kiosk-entry.resolver';
import { KioskEntryService } from './kiosk-entry.service';

/** Its services and needs, named. */
export interface KioskEntriesServices {
  kioskEntries: KioskEntryService;
}
export interface KioskEntriesNeeds {
  depots: DepotService;
}

/**
 * Kiosk entries (issue 27): the entries a kiosk made while offline, stored once by the device's entry id, and the
 * refused ones kept for the depot's staff. It needs `depots` (the kiosk's depot, the depots the staff may see).
 * `visits` and `partners` (not converted yet) still build its service with `new`, handing it their DepotService.
 */
export const kioskEntries = feature<KioskEntriesServices, KioskEntriesNeeds>({
  name: 'kiosk-entries',
  needs: { depots: need<DepotService>('depots') },
  services: { kioskEntries: (d, { depots }) => new KioskEntryService(d, depots) },
  entities: [KioskEntry, RefusedKioskEntry],
  resolvers: [KioskEntryResolver],
});

/** What the feature's resolver sees: its own service and the depots' (its need), not the whole registry. */
export type KioskEntriesContext = ContextOf<typeof kioskEntries>;
