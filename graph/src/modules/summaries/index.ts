import { feature, type ContextOf } from '../../core/feature';
import { handleSummariesCheck, handleSummarySend } from './summary.jobs';
import { SummaryResolver } from './summary.resolver';
import { SummaryService } from './summary.service';

/**
 * Summaries that come by themselves (issue 39): a TenantAdmin or DepotManager opts in per depot (their profile) to an
 * end-of-day and an end-of-week summary; the worker's 'summaries-check' sweep finds each period that ended in the depot's
 * zone and writes one summary_send row per user, depot, kind and period start (its unique key is the send-once), whose
 * 'summary-send' job tells the user by their channels (channels/notify.ts) with the period's xlsx attached.
 */
export const summaries = feature<{ summaries: SummaryService }>({
  name: 'summaries',
  services: { summaries: (d) => new SummaryService(d) },
  resolvers: [SummaryResolver],
  jobs: { 'summaries-check': handleSummariesCheck, 'summary-send': handleSummarySend },
});

export type SummariesContext = ContextOf<typeof summaries>;
