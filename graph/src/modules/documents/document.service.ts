import { randomUUID } from 'node:crypto';
import type { Deps } from '../../core/deps';
import type { Actor, StaffActor } from '../../core/auth/actor';
import { badInput, conflict, notFound, uniqueViolation } from '../../core/errors';
import { actingTenantId, requireRole, requireStaff } from '../../core/tenancy';
import { isId } from '../../core/validate';
import { runUnitOfWork } from '../../core/unit-of-work';
import { localDay } from '../../core/time';
import { documentStoreOf, storeThenRecord, type BlobStore } from '../../core/files/blob-store';
import { Messages } from '../../contracts/messages';
import { TENANT_WIDE_ROLES, visibleDepot } from '../depots/depot.policy';
import { DocumentType } from './document.entity';
import type {
  AddDocumentTypeCommand,
  DocumentStatusCommand,
  PartnerDocumentIdCommand,
  UpdateDocumentTypeCommand,
  UploadDocumentCommand,
} from './document.commands';
import { assertTenantReasons } from '../reasons/reason-ids';
import { cleanFileName, DOCUMENT_MAX_MB, sniffDocument } from './document-file';

/** Who manages the tenant's document types. */
export const DOCUMENT_TYPE_ROLES = ['SuperAdmin', 'TenantAdmin'] as const;
/** Who uploads a partner's document: the admins, and a DepotManager for partners of its depot (or of none). */
export const DOCUMENT_UPLOAD_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;
/** Staff see what expires in this many days. */
export const EXPIRING_DAYS = 30;

export type DocumentStatus = 'MISSING' | 'EXPIRED' | 'EXPIRING' | 'VALID';

export interface DocumentTypeView {
  id: string;
  name: string;
  blocksClockIn: boolean;
  roleIds: string[];
  forPartners: boolean;
  forVisitors: boolean;
  visitReasonIds: string[];
}

/** A partner and a document type that applies to it: its current document, if any, and its state. */
export interface DocumentRow {
  partnerId: string;
  partnerName: string;
  organisation: string;
  workId: string;
  depotId: string | null;
  depotCode: string | null;
  documentTypeId: string;
  documentTypeName: string;
  blocksClockIn: boolean;
  documentId: string | null;
  fileName: string | null;
  expiresOn: string | null;
  uploadedAt: Date | null;
  status: DocumentStatus;
}

interface PartnerFacts {
  id: string;
  tenant_id: string;
  depot_id: string | null;
  role_id: string | null;
  time_zone: string | null;
}

/** Every (partner, applying type) pair with its current document; the caller adds the where-clause. */
const ROWS_SQL = `select p."id" as "partnerId", p."name" as "partnerName", p."organisation", p."work_id" as "workId",
    dp."id" as "depotId", dp."code" as "depotCode", t."id" as "documentTypeId", t."name" as "documentTypeName",
    t."blocks_clock_in" as "blocksClockIn", d."id" as "documentId", d."file_name" as "fileName",
    to_char(d."expires_on", 'YYYY-MM-DD') as "expiresOn", d."created_at" as "uploadedAt",
    case when d."id" is null then 'MISSING'
         when d."expires_on" < (?::timestamptz at time zone coalesce(dp."time_zone", 'UTC'))::date then 'EXPIRED'
         when d."expires_on" <= (?::timestamptz at time zone coalesce(dp."time_zone", 'UTC'))::date + ${EXPIRING_DAYS} then 'EXPIRING'
         else 'VALID' end as "status"
  from "partner" p
  join "document_type" t on t."tenant_id" = p."tenant_id" and t."for_partners"
    and (t."role_ids" = '[]'::jsonb or (p."role_id" is not null and t."role_ids" @> jsonb_build_array(p."role_id"::text)))
  left join "depot" dp on dp."id" = p."depot_id"
  left join "partner_document" d on d."partner_id" = p."id" and d."document_type_id" = t."id"
    and d."superseded_at" is null and d."erased_at" is null
  where p."anonymised_at" is null and p."tenant_id" = ?`;

/**
 * Contractor documents that expire (issue 38): the tenant's required document types (its admins manage them), the
 * documents staff upload for a partner (PDF, JPEG or PNG by content, size-limited, an expiry not in the past; the
 * file in the document store before its row commits; a replacement supersedes the current one), served only to staff
 * of the tenant who may see the partner, and the lists of what is missing, expired or expiring. The clock-in's check
 * is document-check.ts (AttendanceService calls it); the managers' reminder is document.jobs.ts.
 */
export class DocumentService {
  constructor(
    private readonly d: Deps,
    private readonly store: BlobStore = documentStoreOf(d.config),
  ) {}

  private get maxMb() {
    return this.d.config.documentMaxMb ?? DOCUMENT_MAX_MB;
  }

  /** The tenant's document types, by name (any of its staff reads them). */
  async types(actor: Actor, tenantId?: string): Promise<DocumentTypeView[]> {
    requireStaff(actor);
    const tenant = actingTenantId(actor, tenantId);
    const rows = await this.d.em.find(DocumentType, { tenant }, { orderBy: { name: 'asc' } });
    return rows.map(typeView);
  }

  async addType(actor: Actor, cmd: AddDocumentTypeCommand): Promise<DocumentTypeView> {
    requireRole(actor, ...DOCUMENT_TYPE_ROLES);
    const tenant = actingTenantId(actor, cmd.tenantId);
    await this.checkRoles(tenant, cmd.roleIds);
    await this.checkReasons(tenant, cmd.visitReasonIds);
    const id = randomUUID();
    await runUnitOfWork(
      this.d,
      async ({ em }) => {
        em.create(DocumentType, {
          id,
          tenant,
          name: cmd.name,
          blocksClockIn: cmd.blocksClockIn,
          roleIds: unique(cmd.roleIds),
          forPartners: cmd.forPartners ?? true,
          forVisitors: cmd.forVisitors ?? false,
          visitReasonIds: unique(cmd.visitReasonIds ?? []),
        });
        await em.flush();
      },
      { action: 'document-type.add', translate: nameTaken },
    );
    return typeView(await this.d.em.findOneOrFail(DocumentType, id, { refresh: true }));
  }

  async updateType(actor: Actor, cmd: UpdateDocumentTypeCommand): Promise<DocumentTypeView> {
    requireRole(actor, ...DOCUMENT_TYPE_ROLES);
    const tenant = actingTenantId(actor, cmd.tenantId);
    await this.type(tenant, cmd.id);
    await this.checkRoles(tenant, cmd.roleIds);
    await this.checkReasons(tenant, cmd.visitReasonIds);
    // Issue 38's audience fields: absent on an edit (an older client's) leaves them as they are.
    const audience = {
      ...(cmd.forPartners === undefined ? {} : { forPartners: cmd.forPartners }),
      ...(cmd.forVisitors === undefined ? {} : { forVisitors: cmd.forVisitors }),
      ...(cmd.visitReasonIds === undefined ? {} : { visitReasonIds: unique(cmd.visitReasonIds) }),
    };
    await runUnitOfWork(
      this.d,
      ({ em }) =>
        em.nativeUpdate(
          DocumentType,
          { id: cmd.id, tenant },
          { name: cmd.name, blocksClockIn: cmd.blocksClockIn, roleIds: unique(cmd.roleIds), ...audience, updatedAt: this.d.clock.now() },
        ),
      { action: 'document-type.edit', translate: nameTaken },
    );
    return typeView(await this.d.em.findOneOrFail(DocumentType, cmd.id, { refresh: true }));
  }

  /** Removes a type; its documents go with it (rows now, files by the sweep). */
  async removeType(actor: Actor, id: string, tenantId?: string): Promise<boolean> {
    requireRole(actor, ...DOCUMENT_TYPE_ROLES);
    const tenant = actingTenantId(actor, tenantId);
    await this.type(tenant, id);
    const keys = await runUnitOfWork(
      this.d,
      async ({ em }) => {
        const files = await em.execute<{ storage_key: string }[]>(
          `delete from "partner_document" where "document_type_id" = ? returning "storage_key"`,
          [id],
        );
        await em.nativeDelete(DocumentType, { id, tenant });
        return files.map((f) => f.storage_key);
      },
      { action: 'document-type.remove' },
    );
    for (const k of keys) await this.store.delete(k);
    return true;
  }

  /**
   * A partner's document (multipart: file, partnerId, documentTypeId, expiresOn). Two uploads for the same partner
   * queue on the partner's row: the later supersedes the earlier, one current document of a type.
   */
  async upload(actor: Actor, cmd: UploadDocumentCommand, file: { data: Buffer; filename?: string } | null): Promise<DocumentRow> {
    const staff = requireRole(actor, ...DOCUMENT_UPLOAD_ROLES);
    const partner = await this.partner(staff, cmd.partnerId);
    const type = await this.type(partner.tenant_id, cmd.documentTypeId);
    if (!type.forPartners || (type.roleIds.length && !(partner.role_id && type.roleIds.includes(partner.role_id))))
      throw badInput(Messages.documentTypeDoesNotApply, { documentTypeId: [Messages.documentTypeDoesNotApply] });
    const today = localDay(this.d.clock.now(), partner.time_zone ?? 'UTC');
    if (cmd.expiresOn < today) throw badInput(Messages.documentExpiry, { expiresOn: [Messages.documentExpiry] });
    const { mime, ext } = await sniffDocument(file?.data, this.maxMb);
    const id = randomUUID();
    const storageKey = `${partner.tenant_id}/${id}.${ext}`;
    await storeThenRecord(this.store, storageKey, file!.data, () =>
      runUnitOfWork(
        this.d,
        async ({ em }) => {
          const now = this.d.clock.now();
          const [locked] = await em.execute<{ id: string }[]>(
            `select "id" from "partner" where "id" = ? and "anonymised_at" is null for update`,
            [partner.id],
          );
          if (!locked) throw notFound('Partner');
          await em.execute(
            `update "partner_document" set "superseded_at" = ?, "updated_at" = ?
              where "partner_id" = ? and "document_type_id" = ? and "superseded_at" is null and "erased_at" is null`,
            [now, now, partner.id, type.id],
          );
          await em.execute(
            `insert into "partner_document" ("id", "created_at", "updated_at", "tenant_id", "partner_id", "document_type_id",
               "storage_key", "mime_type", "bytes", "file_name", "expires_on", "uploaded_by_name")
             values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
            [
              id,
              now,
              now,
              partner.tenant_id,
              partner.id,
              type.id,
              storageKey,
              mime,
              file!.data.length,
              cleanFileName(file!.filename, ext),
              cmd.expiresOn,
              staff.username,
            ],
          );
        },
        { action: 'partner-document.upload' },
      ),
    );
    const [row] = await this.rows(staff, partner.tenant_id, `and p."id" = ? and t."id" = ?`, [partner.id, type.id]);
    return row;
  }

  /**
   * Removes a partner's document by hand (a wrong file, a card withdrawn): staff who may upload for its partner. The row
   * goes in one audited transaction, its file from the document store after the commit. Another tenant's, another
   * depot's (a DepotManager) or an erased one answers 404 as a missing id; of two removes at once, one wins and the other
   * hears 404. An older document it had superseded is not brought back: the type is missing for the partner until the
   * next upload.
   */
  async remove(actor: Actor, cmd: PartnerDocumentIdCommand): Promise<boolean> {
    const staff = requireRole(actor, ...DOCUMENT_UPLOAD_ROLES);
    const [doc] = await this.d.em.execute<{ partner_id: string }[]>(
      `select "partner_id" from "partner_document" where "id" = ? and "erased_at" is null and "partner_id" is not null`,
      [cmd.id],
    );
    if (!doc) throw notFound('Document');
    await this.partner(staff, doc.partner_id, 'Document');
    const gone = await runUnitOfWork(
      this.d,
      ({ em }) =>
        em.execute<{ storage_key: string }[]>(
          `delete from "partner_document" where "id" = ? and "partner_id" = ? and "erased_at" is null returning "storage_key"`,
          [cmd.id, doc.partner_id],
        ),
      { action: 'partner-document.remove' },
    );
    if (!gone.length) throw notFound('Document');
    await this.store.delete(gone[0].storage_key);
    return true;
  }

  /** A document's file, for staff of its tenant who may see its partner (another's, or none: 404). */
  async read(actor: Actor, documentId: string): Promise<{ bytes: Buffer; mime: string; fileName: string }> {
    const staff = requireStaff(actor);
    if (!isId(documentId)) throw notFound('Document');
    const [doc] = await this.d.em.execute<{ partner_id: string; storage_key: string; mime_type: string; file_name: string }[]>(
      `select "partner_id", "storage_key", "mime_type", "file_name" from "partner_document"
        where "id" = ? and "erased_at" is null and "partner_id" is not null`,
      [documentId],
    );
    if (!doc) throw notFound('Document');
    await this.partner(staff, doc.partner_id, 'Document');
    const bytes = await this.store.get(doc.storage_key);
    if (!bytes) throw notFound('Document');
    return { bytes, mime: doc.mime_type, fileName: doc.file_name };
  }

  /** Each document type that applies to a partner, with its current document and state. */
  async partnerDocuments(actor: Actor, partnerId: string): Promise<DocumentRow[]> {
    const staff = requireStaff(actor);
    const partner = await this.partner(staff, partnerId);
    return this.rows(staff, partner.tenant_id, `and p."id" = ?`, [partner.id]);
  }

  /**
   * What needs attention: documents missing, expired, or expiring in the next 30 days, for the partners of a depot
   * (or every depot the staff member sees, and partners of no depot), the most urgent first.
   */
  async needingAttention(actor: Actor, cmd: DocumentStatusCommand): Promise<DocumentRow[]> {
    const staff = requireStaff(actor);
    const tenant = actingTenantId(
      actor,
      cmd.tenantId ?? (staff.role === 'SuperAdmin' && cmd.depotId ? await this.tenantOfDepot(cmd.depotId) : undefined),
    );
    let where = `and (d."id" is null or d."expires_on" <= (?::timestamptz at time zone coalesce(dp."time_zone", 'UTC'))::date + ${EXPIRING_DAYS})`;
    const params: unknown[] = [this.d.clock.now()];
    if (cmd.depotId) {
      const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
      where += ` and p."depot_id" = ?`;
      params.push(depot.id);
    }
    const rows = await this.rows(staff, tenant, where, params);
    const rank: Record<DocumentStatus, number> = { EXPIRED: 0, MISSING: 1, EXPIRING: 2, VALID: 3 };
    return rows.sort((a, b) => rank[a.status] - rank[b.status] || (a.expiresOn ?? '').localeCompare(b.expiresOn ?? ''));
  }

  private async rows(staff: StaffActor, tenantId: string, where: string, params: unknown[]): Promise<DocumentRow[]> {
    const now = this.d.clock.now();
    const scope = TENANT_WIDE_ROLES.includes(staff.role) ? '' : `and (p."depot_id" is null or p."depot_id" = ?)`;
    const scopeParams = scope ? [staff.depotId ?? '00000000-0000-0000-0000-000000000000'] : [];
    return this.d.em.execute<DocumentRow[]>(
      `${ROWS_SQL} ${scope} ${where} order by lower(p."name"), p."work_id", lower(t."name") limit 2000`,
      [now, now, tenantId, ...scopeParams, ...params],
    );
  }

  private async tenantOfDepot(depotId: string): Promise<string | undefined> {
    if (!isId(depotId)) return undefined;
    const [row] = await this.d.em.execute<{ tenant_id: string }[]>(`select "tenant_id" from "depot" where "id" = ?`, [depotId]);
    return row?.tenant_id;
  }

  /** A partner the staff member may see (its tenant; a DepotManager's depot or none, as the partner pages), or 404. */
  private async partner(staff: StaffActor, partnerId: unknown, label = 'Partner'): Promise<PartnerFacts> {
    if (!isId(partnerId)) throw notFound(label);
    const [p] = await this.d.em.execute<PartnerFacts[]>(
      `select p."id", p."tenant_id", p."depot_id", p."role_id", d."time_zone" from "partner" p left join "depot" d on d."id" = p."depot_id"
        where p."id" = ? and p."anonymised_at" is null`,
      [partnerId],
    );
    if (!p) throw notFound(label);
    if (staff.role !== 'SuperAdmin' && p.tenant_id !== staff.tenantId) throw notFound(label);
    if (!TENANT_WIDE_ROLES.includes(staff.role) && p.depot_id && p.depot_id !== staff.depotId) throw notFound(label);
    return p;
  }

  private async type(tenantId: string, id: unknown): Promise<DocumentTypeView> {
    if (!isId(id)) throw notFound('Document type');
    const t = await this.d.em.findOne(DocumentType, { id, tenant: tenantId }, { filters: false, refresh: true });
    if (!t) throw notFound('Document type');
    return typeView(t);
  }

  private checkReasons(tenantId: string, reasonIds: string[] | undefined) {
    return assertTenantReasons(this.d.em, tenantId, reasonIds ?? [], Messages.documentTypeReasons, 'visitReasonIds');
  }

  private async checkRoles(tenantId: string, roleIds: string[]) {
    if (!roleIds.length) return;
    const [r] = await this.d.em.execute<{ n: number }[]>(
      `select count(*)::int as "n" from "role_name" where "tenant_id" = ? and "id" = any(array(select (jsonb_array_elements_text(?::jsonb))::uuid))`,
      [tenantId, JSON.stringify(unique(roleIds))],
    );
    if (r.n !== unique(roleIds).length) throw badInput(Messages.documentTypeRoles, { roleIds: [Messages.documentTypeRoles] });
  }
}

const unique = (ids: string[]) => [...new Set(ids)];
const typeView = (t: DocumentType): DocumentTypeView => ({
  id: t.id,
  name: t.name,
  blocksClockIn: t.blocksClockIn,
  roleIds: t.roleIds,
  forPartners: t.forPartners,
  forVisitors: t.forVisitors,
  visitReasonIds: t.visitReasonIds,
});
const nameTaken = (err: unknown) =>
  uniqueViolation(err) === 'document_type_name_uniq'
    ? conflict(Messages.documentTypeNameTaken, { name: [Messages.documentTypeNameTaken] })
    : undefined;
