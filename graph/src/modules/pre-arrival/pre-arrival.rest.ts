import { KIOSK_PER_MINUTE, type RestRoute } from '../../core/http/rest';
import type { Scope } from '../../core/feature';
import { parse } from '../../core/command';
import { UploadVisitorDocumentCommand } from '../documents/document.commands';
import type { VisitorDocumentService } from '../documents/visitor-document.service';
import type { PreArrivalService } from './pre-arrival.service';

/**
 * The pre-arrival page's upload (issue 38): public, named by the link's token (a multipart text field `token` beside
 * `documentTypeId` and the file field `file`); throttled per IP as a kiosk call. Answers the visit's documents asked.
 * Additions only.
 */
export const preArrivalRoutes: RestRoute<Scope<{ preArrival: PreArrivalService; visitorDocuments: VisitorDocumentService }>>[] = [
  {
    method: 'POST',
    path: 'api/pre-arrival-document',
    auth: 'public',
    tag: 'Kiosk visitors',
    perMinute: KIOSK_PER_MINUTE,
    multipart: true,
    fileLimit: (s) => s.visitorDocuments.uploadLimitBytes,
    status: 201,
    summary:
      "A visitor's document asked of their visit, uploaded on the pre-arrival page (multipart: token, documentTypeId, file): PDF, JPEG or PNG by content; replaces the visit's previous one of the type",
    errors: [
      { status: 404, description: 'The link is wrong, expired, cancelled or for a visit that is not planned' },
      { status: 413, description: 'The document is over the size limit (DOCUMENT_MAX_MB)' },
    ],
    run: async (s, _actor, { body, files }) =>
      s.preArrival.uploadDocument(parse(UploadVisitorDocumentCommand, body), files?.find((f) => f.field === 'file') ?? null),
  },
];
