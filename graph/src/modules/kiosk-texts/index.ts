import { feature, need, type ContextOf } from '../../core/feature';
import type { AgreementsService } from '../agreements/agreements.service';
import type { DepotService } from '../depots/depot.service';
import { TenantKioskTexts } from './kiosk-texts.entity';
import { KioskTextsResolver } from './kiosk-texts.resolver';
import { KioskTextsService } from './kiosk-texts.service';

/** Kiosk texts (issues 23, 27): the tenant's words for the kiosk's rules and questions, and its kiosk languages. */
export const kioskTexts = feature({
  name: 'kiosk-texts',
  needs: { depots: need<DepotService>('depots'), agreements: need<AgreementsService>('agreements') },
  services: { kioskTexts: (d, { depots, agreements }) => new KioskTextsService(d, depots, agreements) },
  entities: [TenantKioskTexts],
  resolvers: [KioskTextsResolver],
});

/** What the feature's resolver sees: its own service and its needs, not the whole registry. */
export type KioskTextsContext = ContextOf<typeof kioskTexts>;
