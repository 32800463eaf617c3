import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { DomainError, badInput, notFound } from '../../core/errors';
import { requireRole, tenantWhere } from '../../core/tenancy';
import { isId } from '../../core/validate';
import { runUnitOfWork } from '../../core/unit-of-work';
import { materialStoreOf, storeThenRecord, type BlobStore, type RangedFile } from '../../core/files/blob-store';
import { Messages } from '../../contracts/messages';
import type { DepotService } from '../depots/depot.service';
import { InductionCourse } from './induction.entity';
import { InductionMaterial, type MaterialKind } from './induction-material.entity';

/** What course material may be, read from its bytes (never its name or the type the client claims). */
const MATERIAL_TYPES: Readonly<Record<string, { kind: MaterialKind; ext: string }>> = {
  'application/pdf': { kind: 'pdf', ext: 'pdf' },
  'video/mp4': { kind: 'video', ext: 'mp4' },
  'video/webm': { kind: 'video', ext: 'webm' },
};
export const MATERIAL_PDF_MAX_MB = 20;
export const MATERIAL_VIDEO_MAX_MB = 100;
const MB = 1024 * 1024;

/** A course's PDF or video as staff and the kiosk see it (the URL is the kiosk's; the file is immutable at it). */
export interface MaterialView {
  id: string;
  courseId: string;
  kind: MaterialKind;
  mimeType: string;
  bytes: number;
  fileName: string;
  sha256: string;
}

export interface MaterialFile {
  /** The bytes, or (a store that reads in parts) the file's size and a reader of a range: a video is not read whole. */
  body: Buffer | RangedFile;
  mime: string;
  fileName: string;
  sha256: string;
}

const notAccepted = () => badInput(Messages.inductionMaterialNotAccepted, { file: [Messages.inductionMaterialNotAccepted] });

/**
 * The bytes of course material checked (issue 38): present, a PDF, MP4 or WebM by content (`file-type`, as photos and
 * documents), and within its kind's limit (413 with the catalogue's words). Answers its kind, type and extension.
 */
export async function sniffMaterial(
  bytes: Buffer | null | undefined,
  limits: { pdfMb: number; videoMb: number },
): Promise<{ kind: MaterialKind; mime: string; ext: string }> {
  if (!bytes) throw badInput(Messages.inductionMaterialRequired, { file: [Messages.inductionMaterialRequired] });
  if (bytes.length === 0) throw notAccepted();
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  const known = type ? MATERIAL_TYPES[type.mime] : undefined;
  if (!type || !known) throw notAccepted();
  const mb = known.kind === 'pdf' ? limits.pdfMb : limits.videoMb;
  if (bytes.length > mb * MB) {
    const text = Messages.inductionMaterialTooLarge(known.kind === 'pdf' ? 'PDF' : 'video', mb);
    throw new DomainError('PAYLOAD_TOO_LARGE', text, { file: [text] });
  }
  return { kind: known.kind, mime: type.mime, ext: known.ext };
}

const cleanName = (name: unknown, ext: string): string => {
  const base = typeof name === 'string' ? (name.split(/[\\/]/).pop() ?? '') : '';
  const plain = base
    .replace(/[^\p{L}\p{N} ._()-]+/gu, '_')
    .slice(0, 120)
    .trim();
  return plain || `course.${ext}`;
};

const view = (m: InductionMaterial): MaterialView => ({
  id: m.id,
  courseId: m.course.id,
  kind: m.kind,
  mimeType: m.mimeType,
  bytes: m.bytes,
  fileName: m.fileName,
  sha256: m.sha256,
});

/** The material of some courses (any tenant's: the caller chose the courses), by course id, the PDF first. */
export async function materialOf(em: EntityManager, courseIds: string[]): Promise<Map<string, MaterialView[]>> {
  const by = new Map<string, MaterialView[]>();
  if (!courseIds.length) return by;
  const rows = await em.find(InductionMaterial, { course: { $in: courseIds } }, { filters: false, orderBy: { kind: 'asc' } });
  for (const r of rows) by.set(r.course.id, [...(by.get(r.course.id) ?? []), view(r)]);
  return by;
}

/**
 * A course's PDF and video (issue 38): a TenantAdmin (a SuperAdmin for any tenant) uploads one of each kind per course
 * (a new upload replaces the old; the file in the material store before its row commits, the replaced file deleted
 * after); every change raises the course's version, as a content edit does, and is audited. The kiosk reads a file of
 * its depot's tenant by id; staff of the tenant read it too. A course removed takes its material (InductionsService).
 */
export class InductionMaterialService {
  constructor(
    private readonly d: Deps,
    private readonly depots: Pick<DepotService, 'kioskDepot'>,
    readonly store: BlobStore = materialStoreOf(d.config),
  ) {}

  get limits() {
    return {
      pdfMb: this.d.config.inductionPdfMaxMb ?? MATERIAL_PDF_MAX_MB,
      videoMb: this.d.config.inductionVideoMaxMb ?? MATERIAL_VIDEO_MAX_MB,
    };
  }

  /** The multipart limit of the upload route: a little above the larger kind's, so the service's words answer. */
  get uploadLimitBytes() {
    return (Math.max(this.limits.pdfMb, this.limits.videoMb) + 1) * MB;
  }

  /** The material of some courses, by course id. */
  of(courseIds: string[]): Promise<Map<string, MaterialView[]>> {
    return materialOf(this.d.em, courseIds);
  }

  /** Uploads a course's PDF or video (multipart: courseId, file), replacing the one of its kind; the version goes up. */
  async upload(actor: Actor, courseId: unknown, file: { data: Buffer; filename?: string } | null): Promise<MaterialView> {
    requireRole(actor, 'SuperAdmin', 'TenantAdmin');
    const course = await this.course(actor, courseId);
    const { kind, mime, ext } = await sniffMaterial(file?.data, this.limits);
    const bytes = file!.data;
    const id = randomUUID();
    const tenantId = course.tenant.id;
    const storageKey = `${tenantId}/${id}.${ext}`;
    await storeThenRecord(this.store, storageKey, bytes, () =>
      runUnitOfWork(
        this.d,
        async ({ em }) => {
          const now = this.d.clock.now();
          // The course's row is locked: two uploads at once queue here, the later replaces the earlier.
          const [locked] = await em.execute<{ id: string }[]>(
            `update "induction_course" set "version" = "version" + 1, "updated_at" = ? where "id" = ? returning "id"`,
            [now, course.id],
          );
          if (!locked) throw notFound('Induction course');
          const old = await em.execute<{ storage_key: string }[]>(
            `delete from "induction_material" where "course_id" = ? and "kind" = ? returning "storage_key"`,
            [course.id, kind],
          );
          await em.execute(
            `insert into "induction_material" ("id", "created_at", "updated_at", "tenant_id", "course_id", "kind", "storage_key",
               "mime_type", "bytes", "sha256", "file_name") values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              id,
              now,
              now,
              tenantId,
              course.id,
              kind,
              storageKey,
              mime,
              bytes.length,
              createHash('sha256').update(bytes).digest('hex'),
              cleanName(file!.filename, ext),
            ],
          );
          return old.map((o) => o.storage_key);
        },
        { action: 'induction.material-upload' },
      ),
    );
    return view(await this.d.em.findOneOrFail(InductionMaterial, id, { filters: false, refresh: true }));
  }

  /** Removes a course's PDF or video (another tenant's course, or none of that kind: 404); the version goes up. */
  async remove(actor: Actor, courseId: unknown, kind: unknown): Promise<boolean> {
    requireRole(actor, 'SuperAdmin', 'TenantAdmin');
    const course = await this.course(actor, courseId);
    if (kind !== 'pdf' && kind !== 'video') throw notFound('Course material');
    const gone = await runUnitOfWork(
      this.d,
      async ({ em }) => {
        const rows = await em.execute<{ storage_key: string }[]>(
          `delete from "induction_material" where "course_id" = ? and "kind" = ? returning "storage_key"`,
          [course.id, kind],
        );
        if (!rows.length) throw notFound('Course material');
        await em.execute(`update "induction_course" set "version" = "version" + 1, "updated_at" = ? where "id" = ?`, [
          this.d.clock.now(),
          course.id,
        ]);
        return rows.map((r) => r.storage_key);
      },
      { action: 'induction.material-remove' },
    );
    for (const k of gone) await this.store.delete(k);
    return true;
  }

  /** The kiosk (public): a file of its depot's tenant's courses by id (another tenant's, or none: 404). */
  async kioskFile(depotId: unknown, materialId: unknown): Promise<MaterialFile> {
    const depot = await this.depots.kioskDepot(String(depotId));
    return this.file(materialId, depot.tenant.id);
  }

  /** Staff of the course's tenant (DepotManager and above) read its file. */
  async staffFile(actor: Actor, materialId: unknown): Promise<MaterialFile> {
    requireRole(actor, 'SuperAdmin', 'TenantAdmin', 'DepotManager');
    return this.file(materialId, tenantWhere(actor).tenant);
  }

  private async file(materialId: unknown, tenantId: string | undefined): Promise<MaterialFile> {
    if (!isId(materialId)) throw notFound('Course material');
    const m = await this.d.em.findOne(InductionMaterial, { id: materialId, ...(tenantId ? { tenant: tenantId } : {}) }, { filters: false });
    if (!m) throw notFound('Course material');
    const body = this.store.open ? await this.store.open(m.storageKey) : await this.store.get(m.storageKey);
    if (!body) throw notFound('Course material');
    return { body, mime: m.mimeType, fileName: m.fileName, sha256: m.sha256 };
  }

  private async course(actor: Actor, id: unknown): Promise<InductionCourse> {
    if (!isId(id)) throw notFound('Induction course');
    const course = await this.d.em.findOne(InductionCourse, { $and: [{ id }, tenantWhere(actor)] }, { filters: false });
    if (!course) throw notFound('Induction course');
    return course;
  }
}
