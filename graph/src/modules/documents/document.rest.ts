import { FileAnswer, staffDownload, type RestRoute } from '../../core/http/rest';
import type { Scope } from '../../core/feature';
import { parse } from '../../core/command';
import { UploadDocumentCommand } from './document.commands';
import type { DocumentService } from './document.service';
import type { VisitorDocumentService } from './visitor-document.service';

/**
 * Partners' documents over HTTP (issue 38): staff upload one as multipart (a file field `file`, text fields
 * `partnerId`, `documentTypeId`, `expiresOn`); staff of the tenant who may see the partner read it back. Additions only.
 */
/** A stored document (a partner's or a visitor's) as the file it is sent as. */
const documentFile = (f: { fileName: string; mime: string; bytes: Buffer }) => new FileAnswer(f.fileName, f.mime, f.bytes);

export const documentRoutes: RestRoute<Scope<{ documents: DocumentService; visitorDocuments: VisitorDocumentService }>>[] = [
  {
    method: 'POST',
    path: 'api/partner-document',
    auth: 'staff',
    tag: 'Partners',
    multipart: true,
    status: 201,
    summary: "A partner's document (multipart: file, partnerId, documentTypeId, expiresOn): PDF, JPEG or PNG; supersedes the current one",
    errors: [{ status: 413, description: 'The document is over the size limit (DOCUMENT_MAX_MB)' }],
    run: async (s, actor, { body, files }) =>
      s.documents.upload(actor, parse(UploadDocumentCommand, body), files?.find((f) => f.field === 'file') ?? null),
  },
  staffDownload(
    {
      path: 'api/partner-document/:id',
      tag: 'Partners',
      summary: "A partner's document file, for staff of its tenant who may see the partner; another's or none answers 404",
    },
    async (s, actor, { params }) => documentFile(await s.documents.read(actor, params.id)),
  ),
  staffDownload(
    {
      path: 'api/visitor-document/:id',
      tag: 'Bookings',
      summary:
        "A visitor's document uploaded on the pre-arrival page (issue 38), for staff of its visit's tenant and depot; another's or none answers 404; each download is audited",
    },
    async (s, actor, { params }) => documentFile(await s.visitorDocuments.read(actor, params.id)),
  ),
];
