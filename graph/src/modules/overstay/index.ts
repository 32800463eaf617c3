import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { handleOverstayAlert, handleOverstayCheck } from './overstay.jobs';
import { OverstayResolver } from './overstay.resolver';
import { OverstayService } from './overstay.service';

/**
 * Overstay (issue 37): a depot's expected stay (or a planned visit's own length); whoever is still signed in past it
 * is flagged on the on-site list (modules/presence reads the rule, overstay.rules.ts) and the depot's managers are told
 * once (the worker's 'overstay-check' sweep and its 'overstay-alert').
 */
export const overstay = feature<{ overstay: OverstayService }, { depots: DepotService }>({
  name: 'overstay',
  needs: { depots: need<DepotService>('depots') },
  services: { overstay: (d, { depots }) => new OverstayService(d, depots) },
  resolvers: [OverstayResolver],
  jobs: { 'overstay-check': handleOverstayCheck, 'overstay-alert': handleOverstayAlert },
});

/** What the feature's resolver sees: its own service and the depots' (its need). */
export type OverstayContext = ContextOf<typeof overstay>;
