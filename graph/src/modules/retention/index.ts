import { feature, type ContextOf } from '../../core/feature';
import { handleRetention } from './retention.job';
import { RetentionResolver } from './retention.resolver';
import { RetentionService } from './retention.service';

/**
 * Retention and the data subject (issue 25): the tenant's retention setting, the nightly sweep (its job) that
 * anonymises and purges what is past it, and a person's export or erasure. It needs no other feature.
 */
export const retention = feature({
  name: 'retention',
  services: { retention: (d) => new RetentionService(d) },
  resolvers: [RetentionResolver],
  jobs: { retention: handleRetention },
});

/** What the feature's resolver sees: its own service and the request's deps, not the whole registry. */
export type RetentionContext = ContextOf<typeof retention>;
