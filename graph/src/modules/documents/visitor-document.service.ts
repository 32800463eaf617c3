import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Deps } from '../../core/deps';
import type { Actor, StaffActor } from '../../core/auth/actor';
import { recordActorEvent } from '../../core/audit';
import { badInput, notFound } from '../../core/errors';
import { requireStaff } from '../../core/tenancy';
import { isId } from '../../core/validate';
import { runUnitOfWork } from '../../core/unit-of-work';
import { documentStoreOf, storeThenRecord, type BlobStore } from '../../core/files/blob-store';
import { Messages } from '../../contracts/messages';
import { TENANT_WIDE_ROLES } from '../depots/depot.policy';
import { cleanFileName, DOCUMENT_MAX_MB, sniffDocument } from './document-file';

/** A planned visit whose visitor is asked for documents: its tenant, the visit, the person and the visit's reason. */
export interface VisitFacts {
  tenantId: string;
  visitId: string;
  attendeeId: string;
  reason: string | null;
}

/** A document type asked of a visit's visitor and the file they uploaded, if any. */
export interface VisitDocumentRow {
  documentTypeId: string;
  name: string;
  documentId: string | null;
  fileName: string | null;
  mimeType: string | null;
  uploadedAt: Date | null;
}

/**
 * The tenant's document types asked of a visit (for visitors; every planned visitor, or the visit's active reason by
 * its words, case-insensitive, as the visitor inductions match it) with the visit's current upload of each.
 */
const ASKED_SQL = `select t."id" as "documentTypeId", t."name", d."id" as "documentId", d."file_name" as "fileName",
    d."mime_type" as "mimeType", d."created_at" as "uploadedAt"
  from "document_type" t
  left join "visitor_document" d on d."document_type_id" = t."id" and d."visit_id" = ? and d."erased_at" is null
  where t."tenant_id" = ? and t."for_visitors"
    and (t."visit_reason_ids" = '[]'::jsonb or exists (select 1 from "visit_reason" r where r."tenant_id" = t."tenant_id"
         and r."retired_at" is null and lower(r."text") = lower(?::text) and t."visit_reason_ids" @> jsonb_build_array(r."id"::text)))
  order by lower(t."name"), t."id"`;

/** A visit as staff reach it: its tenant, depot, person and reason. */
interface VisitScope {
  tenant_id: string;
  depot_id: string;
  attendee_id: string;
  reason_for_visit: string | null;
}

/**
 * Documents asked of visitors (issue 38): a document type marked for visitors (every planned visitor, or by visit
 * reason) is asked on the pre-arrival page, where the visitor uploads it (the pre-arrival service has checked the link's
 * token: PDF, JPEG or PNG by content, size-limited, the file in the document store before its row commits; a new upload
 * replaces the visit's previous one of the type); staff of the visit's tenant (a DepotManager: of its depot) see them on
 * the visit detail and download them (each download in the audit trail). Retention and erasure mark them with the
 * visitor (retention/anonymise.ts); sweepDocuments deletes the files.
 */
export class VisitorDocumentService {
  constructor(
    private readonly d: Deps,
    private readonly store: BlobStore = documentStoreOf(d.config),
  ) {}

  /** The size limit in bytes (DOCUMENT_MAX_MB, the partners' documents' limit). */
  get uploadLimitBytes() {
    return (this.d.config.documentMaxMb ?? DOCUMENT_MAX_MB) * 1024 * 1024;
  }

  /** The document types asked of the visit, with what was uploaded (the pre-arrival page's list). */
  async asked(em: EntityManager, v: VisitFacts): Promise<VisitDocumentRow[]> {
    const rows = await em.execute<VisitDocumentRow[]>(ASKED_SQL, [v.visitId, v.tenantId, v.reason ?? '']);
    // A raw statement's timestamp may come back as text: the Date scalar takes a Date.
    return rows.map((r) => ({ ...r, uploadedAt: r.uploadedAt ? new Date(r.uploadedAt) : null }));
  }

  /**
   * The visitor's upload of a type asked of the visit (the caller, the pre-arrival service, has checked the token): a
   * type not asked of it (another tenant's, a partners' only, another reason's, an unknown id) is 400, the file is checked
   * before anything is written, and two uploads of the same type at once queue on the visit's row: one current document.
   */
  async upload(v: VisitFacts, documentTypeId: string, file: { data: Buffer; filename?: string } | null): Promise<VisitDocumentRow[]> {
    const asked = await this.asked(this.d.em as EntityManager, v);
    const type = asked.find((t) => t.documentTypeId === documentTypeId.toLowerCase());
    if (!type) throw badInput(Messages.documentNotAskedOfVisit, { documentTypeId: [Messages.documentNotAskedOfVisit] });
    const { mime, ext } = await sniffDocument(file?.data, this.uploadLimitBytes / (1024 * 1024));
    const id = randomUUID();
    const storageKey = `${v.tenantId}/visitor-${id}.${ext}`;
    await storeThenRecord(this.store, storageKey, file!.data, () =>
      runUnitOfWork(
        this.d,
        async ({ em }) => {
          const now = this.d.clock.now();
          const [locked] = await em.execute<{ id: string }[]>(`select "id" from "visit" where "id" = ? and "tenant_id" = ? for update`, [
            v.visitId,
            v.tenantId,
          ]);
          if (!locked) throw notFound('Visit');
          const old = await em.execute<{ storage_key: string }[]>(
            `delete from "visitor_document" where "visit_id" = ? and "document_type_id" = ? and "erased_at" is null returning "storage_key"`,
            [v.visitId, type.documentTypeId],
          );
          await em.execute(
            `insert into "visitor_document" ("id", "created_at", "updated_at", "tenant_id", "visit_id", "attendee_id", "document_type_id",
               "storage_key", "mime_type", "bytes", "file_name")
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              id,
              now,
              now,
              v.tenantId,
              v.visitId,
              v.attendeeId,
              type.documentTypeId,
              storageKey,
              mime,
              file!.data.length,
              cleanFileName(file!.filename, ext),
            ],
          );
          return old.map((o) => o.storage_key);
        },
        { action: 'visitor-document.upload' },
      ),
    );
    return this.asked(this.d.em as EntityManager, v);
  }

  /** Staff: the documents asked of a visit of their scope and what its visitor uploaded (another's: 404). */
  async forVisit(actor: Actor, visitId: string): Promise<VisitDocumentRow[]> {
    const staff = requireStaff(actor);
    const v = await this.visit(staff, visitId, 'Visit');
    return this.asked(this.d.em as EntityManager, {
      tenantId: v.tenant_id,
      visitId,
      attendeeId: v.attendee_id,
      reason: v.reason_for_visit,
    });
  }

  /** Staff: a visitor's document file, of a visit of their scope (another's, or none: 404); the download is audited. */
  async read(actor: Actor, documentId: string): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
    const staff = requireStaff(actor);
    if (!isId(documentId)) throw notFound('Document');
    const [doc] = await this.d.em.execute<{ visit_id: string; storage_key: string; mime_type: string; file_name: string }[]>(
      `select "visit_id", "storage_key", "mime_type", "file_name" from "visitor_document"
        where "id" = ? and "erased_at" is null and "visit_id" is not null and "document_type_id" is not null`,
      [documentId],
    );
    if (!doc) throw notFound('Document');
    const v = await this.visit(staff, doc.visit_id, 'Document');
    const bytes = await this.store.get(doc.storage_key);
    if (!bytes) throw notFound('Document');
    await recordActorEvent(this.d.em as EntityManager, {
      action: 'visitor-document.download',
      targetType: 'visitor_document',
      targetId: documentId,
      tenantId: v.tenant_id,
      details: { fileName: doc.file_name },
    });
    return { bytes, mime: doc.mime_type, fileName: doc.file_name };
  }

  /** A visit the staff member may see (its tenant; a DepotManager's or Reception's: their depot), or 404 as `label`. */
  private async visit(staff: StaffActor, visitId: unknown, label: string): Promise<VisitScope> {
    if (!isId(visitId)) throw notFound(label);
    const [v] = await this.d.em.execute<VisitScope[]>(
      `select "tenant_id", "depot_id", "attendee_id", "reason_for_visit" from "visit" where "id" = ?`,
      [visitId],
    );
    if (!v) throw notFound(label);
    if (staff.role !== 'SuperAdmin' && v.tenant_id !== staff.tenantId) throw notFound(label);
    if (!TENANT_WIDE_ROLES.includes(staff.role) && v.depot_id !== staff.depotId) throw notFound(label);
    return v;
  }
}
