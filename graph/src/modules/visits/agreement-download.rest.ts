import { FileAnswer, staffDownload, type RestRoute } from '../../core/http/rest';
import type { VisitsScope } from '.';

/** Issue 38: a signed agreement as a PDF, for the staff of its tenant and depot. */
export const agreementDownloadRoutes: RestRoute<VisitsScope>[] = [
  staffDownload(
    {
      path: 'api/agreements/:attendanceId/pdf',
      tag: 'Visits',
      summary: "A sign-in's signed agreement as a PDF: the words accepted then, the answers, the signature, the time and depot",
    },
    async (s, actor, { params }) => {
      const f = await s.agreementDownloads.pdf(actor, params.attendanceId);
      return new FileAnswer(f.fileName, 'application/pdf', f.pdf);
    },
  ),
];
