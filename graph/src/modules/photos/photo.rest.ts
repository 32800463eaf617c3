import { FileAnswer, KIOSK_PER_MINUTE, type RestRoute } from '../../core/http/rest';
import type { Scope } from '../../core/feature';
import type { PhotoService } from './photo.service';

/**
 * Visitor photos over HTTP (issue 37): the kiosk sends the photo of the sign-in it just made as multipart (a file
 * field `photo`, text fields `depotId` and `attendanceId`); staff of the photo's tenant and depot read it as a JPEG
 * (`no-store`, like every /api answer). Additions only: no spec section 7 payload changes.
 */
export const photoRoutes: RestRoute<Scope<{ photos: PhotoService }>>[] = [
  {
    method: 'POST',
    path: 'api/kiosk-photo',
    auth: 'public',
    tag: 'Kiosk visitors',
    perMinute: KIOSK_PER_MINUTE,
    multipart: true,
    status: 201,
    summary: 'The photo of a sign-in the kiosk just made (multipart: photo, depotId, attendanceId): JPEG, PNG or WebP, at most 2 MB',
    errors: [{ status: 413, description: 'The photo is over 2 MB' }],
    run: async (s, actor, { body, files }) =>
      s.photos.upload(actor, {
        depotId: body.depotId,
        attendanceId: body.attendanceId,
        bytes: files?.find((f) => f.field === 'photo')?.data ?? null,
      }),
  },
  {
    method: 'GET',
    path: 'api/visitor-photo/:attendanceId',
    auth: 'staff',
    tag: 'Presence',
    summary: "A sign-in's photo (JPEG), for staff of its tenant and depot; another's or none answers 404",
    run: async (s, actor, { params }) =>
      new FileAnswer(`photo-${params.attendanceId}.jpg`, 'image/jpeg', await s.photos.read(actor, params.attendanceId)),
  },
];
