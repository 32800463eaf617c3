import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { handleEvacuationSafeLinks } from './evacuation-safe-links.job';
import { EvacuationNoticeResolver } from './evacuation-notice.resolver';
import { EvacuationNoticeService } from './evacuation-notice.service';
import { MusterResolver } from './muster.resolver';
import { MusterService } from './muster.service';

/**
 * Everyone told in an evacuation (issues 37, 39): a depot's assembly point; when a roll-call starts (modules/presence)
 * everyone on it with an e-mail or a phone gets it and a one-time "I am safe" link in their language by e-mail and SMS
 * ('evacuation-safe-links'), which marks them safe on the roll-call, self-reported; the kiosk shows the roll-call under
 * way and where to go, and at a muster-point depot takes "I am safe" by badge or name (muster.service.ts).
 */
export const evacuationNotices = feature<{ evacuationNotices: EvacuationNoticeService; muster: MusterService }, { depots: DepotService }>({
  name: 'evacuation-notices',
  needs: { depots: need<DepotService>('depots') },
  services: {
    evacuationNotices: (d, { depots }) => new EvacuationNoticeService(d, depots),
    muster: (d, { depots }) => new MusterService(d, depots),
  },
  resolvers: [EvacuationNoticeResolver, MusterResolver],
  jobs: { 'evacuation-safe-links': handleEvacuationSafeLinks },
});

/** What the feature's resolver sees: its own service and the depots' (its need). */
export type EvacuationNoticesContext = ContextOf<typeof evacuationNotices>;
