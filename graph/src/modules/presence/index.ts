import { feature, type ContextOf } from '../../core/feature';
import { handleEndOfDaySignOut } from './end-of-day.job';
import { EndOfDayService } from './end-of-day.service';
import { handleEvacuationNotification } from './evacuation-mail.job';
import { DepotSignOutRun, Evacuation, EvacuationEntry } from './evacuation.entity';
import { EvacuationResolver } from './evacuation.resolver';
import { EvacuationService } from './evacuation.service';
import { OnSiteResolver } from './on-site.resolver';
import { OnSiteService } from './on-site.service';

/** Its services, named. */
export interface PresenceServices {
  onSite: OnSiteService;
  evacuations: EvacuationService;
  endOfDay: EndOfDayService;
}

/**
 * Presence (issue 23): who is on site now, evacuations (the roll-call, the managers' e-mail, the record) and the
 * end-of-day sign-out (a depot's daily time; the worker's sweep closes what is still open). The depots the actor may
 * see are a function (`visibleDepot`, modules/depots). An evacuation reads who is on site through its own feature's on-site list.
 */
export const presence = feature<PresenceServices>({
  name: 'presence',
  services: {
    onSite: (d) => new OnSiteService(d),
    evacuations: (d) => new EvacuationService(d, new OnSiteService(d)),
    endOfDay: (d) => new EndOfDayService(d),
  },
  entities: [Evacuation, EvacuationEntry, DepotSignOutRun],
  resolvers: [OnSiteResolver, EvacuationResolver],
  jobs: { 'evacuation-notification': handleEvacuationNotification, 'end-of-day-sign-out': handleEndOfDaySignOut },
});

/** What the feature's resolvers see: its own services, not the whole registry. */
export type PresenceContext = ContextOf<typeof presence>;
