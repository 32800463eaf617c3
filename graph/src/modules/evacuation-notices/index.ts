import { feature, type ContextOf } from '../../core/feature';
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
export const evacuationNotices = feature<{ evacuationNotices: EvacuationNoticeService; muster: MusterService }>({
  name: 'evacuation-notices',
  services: {
    evacuationNotices: (d) => new EvacuationNoticeService(d),
    muster: (d) => new MusterService(d),
  },
  resolvers: [EvacuationNoticeResolver, MusterResolver],
  jobs: { 'evacuation-safe-links': handleEvacuationSafeLinks },
});

/** What the feature's resolver sees: its own services. */
export type EvacuationNoticesContext = ContextOf<typeof evacuationNotices>;
