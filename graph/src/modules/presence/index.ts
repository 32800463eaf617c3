import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { handleEndOfDaySignOut } from './end-of-day.job';
import { EndOfDayService } from './end-of-day.service';
import { handleEvacuationNotification } from './evacuation-mail.job';
import { DepotSignOutRun, Evacuation, EvacuationEntry } from './evacuation.entity';
import { EvacuationResolver } from './evacuation.resolver';
import { EvacuationService } from './evacuation.service';
import { OnSiteResolver } from './on-site.resolver';
import { OnSiteService } from './on-site.service';

/** Its services and needs, named. */
export interface PresenceServices {
  onSite: OnSiteService;
  evacuations: EvacuationService;
  endOfDay: EndOfDayService;
}
export interface PresenceNeeds {
  depots: DepotService;
}

/**
 * Presence (issue 23): who is on site now, evacuations (the roll-call, the managers' e-mail, the record) and the
 * end-of-day sign-out (a depot's daily time; the worker's sweep closes what is still open). It needs `depots` (the
 * depots the actor may see). An evacuation reads who is on site through its own feature's on-site list.
 */
export const presence = feature<PresenceServices, PresenceNeeds>({
  name: 'presence',
  needs: { depots: need<DepotService>('depots') },
  services: {
    onSite: (d, { depots }) => new OnSiteService(d, depots),
    evacuations: (d, { depots }) => new EvacuationService(d, depots, new OnSiteService(d, depots)),
    endOfDay: (d, { depots }) => new EndOfDayService(d, depots),
  },
  entities: [Evacuation, EvacuationEntry, DepotSignOutRun],
  resolvers: [OnSiteResolver, EvacuationResolver],
  jobs: { 'evacuation-notification': handleEvacuationNotification, 'end-of-day-sign-out': handleEndOfDaySignOut },
});

/** What the feature's resolvers see: its own services and the depots' (its need), not the whole registry. */
export type PresenceContext = ContextOf<typeof presence>;
