import { feature, type ContextOf } from '../../core/feature';
import { handleOverstayAlert, handleOverstayCheck } from './overstay.jobs';
import { OverstayResolver } from './overstay.resolver';
import { OverstayService } from './overstay.service';

/**
 * Overstay (issue 37): a depot's expected stay (or a planned visit's own length); whoever is still signed in past it
 * is flagged on the on-site list (modules/presence reads the rule, overstay.rules.ts) and the depot's managers are told
 * once (the worker's 'overstay-check' sweep and its 'overstay-alert').
 */
export const overstay = feature<{ overstay: OverstayService }>({
  name: 'overstay',
  services: { overstay: (d) => new OverstayService(d) },
  resolvers: [OverstayResolver],
  jobs: { 'overstay-check': handleOverstayCheck, 'overstay-alert': handleOverstayAlert },
});

/** What the feature's resolver sees: its own service. */
export type OverstayContext = ContextOf<typeof overstay>;
