import { FileAnswer, KIOSK_PER_MINUTE, staffDownload, type RestRoute } from '../../core/http/rest';
import type { Scope } from '../../core/feature';
import type { InductionMaterialService, MaterialFile } from './induction-material';

/**
 * Induction course material over HTTP (issue 38), the documents' and photos' multipart path: a TenantAdmin uploads a
 * course's PDF or video (a file field `file`, a text field `courseId`) and removes one by kind; the kiosk reads a file of
 * its depot's tenant, staff of the tenant read it too, inline, with its content hash as ETag (cached for good:
 * a new upload is a new id) and byte ranges (a tablet seeks in a video). Additions only.
 */
/** A course's PDF or video as it is sent: inline, its content hash as ETag (cached for good), byte ranges. */
const materialFile = (f: MaterialFile) => new FileAnswer(f.fileName, f.mime, f.body, { inline: true, etag: f.sha256 });

export const materialRoutes: RestRoute<Scope<{ inductionMaterial: InductionMaterialService }>>[] = [
  {
    method: 'POST',
    path: 'api/induction-material',
    auth: 'staff',
    tag: 'Inductions',
    roles: ['SuperAdmin', 'TenantAdmin'],
    multipart: true,
    fileLimit: (s) => s.inductionMaterial.uploadLimitBytes,
    status: 201,
    summary:
      "A course's PDF or video (multipart: courseId, file): PDF, MP4 or WebM by content; replaces the one of its kind; the course's version goes up",
    errors: [{ status: 413, description: 'Over the size limit (INDUCTION_PDF_MAX_MB, INDUCTION_VIDEO_MAX_MB)' }],
    run: async (s, actor, { body, files }) =>
      s.inductionMaterial.upload(actor, body.courseId, files?.find((f) => f.field === 'file') ?? null),
  },
  {
    method: 'DELETE',
    path: 'api/induction-material/:courseId/:kind',
    auth: 'staff',
    tag: 'Inductions',
    roles: ['SuperAdmin', 'TenantAdmin'],
    summary: "Removes a course's PDF or video (kind: pdf or video); the course's version goes up",
    run: async (s, actor, { params }) => ({ removed: await s.inductionMaterial.remove(actor, params.courseId, params.kind) }),
  },
  staffDownload(
    {
      path: 'api/induction-material/:id',
      tag: 'Inductions',
      summary: "A course's PDF or video, for staff of its tenant (inline, ETag, byte ranges); another's or none answers 404",
    },
    async (s, actor, { params }) => materialFile(await s.inductionMaterial.staffFile(actor, params.id)),
  ),
  {
    method: 'GET',
    path: 'api/kiosk-induction-material/:depotId/:id',
    auth: 'public',
    tag: 'Kiosk partners',
    // A video is read in many ranges while a tablet seeks: ten times a kiosk call's budget.
    perMinute: KIOSK_PER_MINUTE * 10,
    summary: "The kiosk: a course's PDF or video of its depot's tenant (inline, ETag, byte ranges); another's or none answers 404",
    run: async (s, _actor, { params }) => materialFile(await s.inductionMaterial.kioskFile(params.depotId, params.id)),
  },
];
