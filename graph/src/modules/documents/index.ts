import { feature, type ContextOf } from '../../core/feature';
import { DocumentType, PartnerDocument, VisitorDocument } from './document.entity';
import { handleDocumentReminder, handleDocumentReminderCheck } from './document.jobs';
import { DocumentResolver } from './document.resolver';
import { documentRoutes } from './document.rest';
import { DocumentService } from './document.service';
import { VisitorDocumentService } from './visitor-document.service';

/**
 * Contractor documents that expire (issue 38): a tenant's required document types, the documents staff upload for a
 * partner (in the document store, core/files/blob-store.ts), the one check of the clock-in (document-check.ts, called
 * by AttendanceService, which sits above this module), the lists of what is missing, expired or expiring, and the
 * managers' reminder 14 days before (the worker's 'document-reminder-check' sweep and its 'document-reminder').
 * Retention and erasure mark a partner's documents with the partner; sweepDocuments deletes the files. A type may be
 * asked of visitors too (every planned visitor, or by visit reason): the visitor uploads it on the pre-arrival page
 * (VisitorDocumentService, called by the pre-arrival feature above this module), staff download it from the visit.
 */
export const documents = feature<{ documents: DocumentService; visitorDocuments: VisitorDocumentService }>({
  name: 'documents',
  services: { documents: (d) => new DocumentService(d), visitorDocuments: (d) => new VisitorDocumentService(d) },
  entities: [DocumentType, PartnerDocument, VisitorDocument],
  resolvers: [DocumentResolver],
  routes: documentRoutes,
  jobs: { 'document-reminder-check': handleDocumentReminderCheck, 'document-reminder': handleDocumentReminder },
});

/** What the feature's resolver sees: its own services. */
export type DocumentsContext = ContextOf<typeof documents>;
