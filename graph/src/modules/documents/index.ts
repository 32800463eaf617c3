import { feature, need, type ContextOf } from '../../core/feature';
import type { DepotService } from '../depots/depot.service';
import { DocumentType, PartnerDocument } from './document.entity';
import { handleDocumentReminder, handleDocumentReminderCheck } from './document.jobs';
import { DocumentResolver } from './document.resolver';
import { documentRoutes } from './document.rest';
import { DocumentService } from './document.service';

/**
 * Contractor documents that expire (issue 38): a tenant's required document types, the documents staff upload for a
 * partner (in the document store, core/files/blob-store.ts), the one check of the clock-in (document-check.ts, called
 * by AttendanceService, which sits above this module), the lists of what is missing, expired or expiring, and the
 * managers' reminder 14 days before (the worker's 'document-reminder-check' sweep and its 'document-reminder').
 * Retention and erasure mark a partner's documents with the partner; sweepDocuments deletes the files.
 */
export const documents = feature<{ documents: DocumentService }, { depots: DepotService }>({
  name: 'documents',
  needs: { depots: need<DepotService>('depots') },
  services: { documents: (d, { depots }) => new DocumentService(d, depots) },
  entities: [DocumentType, PartnerDocument],
  resolvers: [DocumentResolver],
  routes: documentRoutes,
  jobs: { 'document-reminder-check': handleDocumentReminderCheck, 'document-reminder': handleDocumentReminder },
});

/** What the feature's resolver sees: its own service and the depots' (its need). */
export type DocumentsContext = ContextOf<typeof documents>;
