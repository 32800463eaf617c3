import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { handleEvacuationSafeLinks } from './evacuation-safe-links.job';
import { EvacuationNoticeResolver } from './evacuation-notice.resolver';
import { EvacuationNoticeService } from './evacuation-notice.service';

/**
 * Everyone told in an evacuation (issues 37, 39): a depot's assembly point; when a roll-call starts (modules/presence)
 * everyone on it with an e-mail gets it and a one-time "I am safe" link in their language ('evacuation-safe-links'),
 * which marks them safe on the roll-call, self-reported; the kiosk shows the roll-call under way and where to go.
 */
export const evacuationNotices = feature<{ evacuationNotices: EvacuationNoticeService }, { depots: DepotService }>({
  name: 'evacuation-notices',
  needs: { depots: need<DepotService>('depots') },
  services: { evacuationNotices: (d, { depots }) => new EvacuationNoticeService(d, depots) },
  resolvers: [EvacuationNoticeResolver],
  jobs: { 'evacuation-safe-links': handleEvacuationSafeLinks },
});

/** What the feature's resolver sees: its own service and the depots' (its need). */
export type EvacuationNoticesContext = ContextOf<typeof evacuationNotices>;
