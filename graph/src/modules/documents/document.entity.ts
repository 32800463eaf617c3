import { Entity, Filter, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { StoredFileEntity } from '../../core/files/stored-file.entity';
import { Tenant } from '../tenants/tenant.entity';

/**
 * A document a tenant requires of its partners (issue 38), e.g. "Public liability insurance": whether a missing or
 * expired one blocks the clock-in, and which partners it applies to (the ids of role names; none: every partner).
 */
@Entity({ tableName: 'document_type' })
@Filter(tenantFilter)
export class DocumentType extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'boolean', default: true })
  blocksClockIn: Opt<boolean> = true;

  @Property({ type: 'json', default: '[]' })
  roleIds: Opt<string[]> = [];

  /** Asked of partners (the role names above); false: a visitors' document only. */
  @Property({ type: 'boolean', default: true })
  forPartners: Opt<boolean> = true;

  /** Asked of planned visitors on the pre-arrival page (issue 38): every one, or those of `visitReasonIds`. */
  @Property({ type: 'boolean', default: false })
  forVisitors: Opt<boolean> = false;

  /** The visit reasons (the tenant's visit_reason ids) whose visitors are asked for it; empty: every planned visitor. */
  @Property({ type: 'json', default: '[]' })
  visitReasonIds: Opt<string[]> = [];
}

/**
 * A partner's document of a type (issue 38): the file is in the document store (core/files/blob-store.ts) under
 * `storageKey`. The partner is named by id (the partner's entity sits above this module; the database holds the key,
 * set null when the partner is deleted, and the sweep then removes the file and the row). A replacement marks the
 * previous one `supersededAt`; retention and erasure mark it `erasedAt`; the reminder sweep marks `remindedAt`.
 */
@Entity({ tableName: 'partner_document' })
@Filter(tenantFilter)
export class PartnerDocument extends StoredFileEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'uuid', nullable: true })
  partnerId?: string | null;

  @ManyToOne(() => DocumentType, { nullable: true, deleteRule: 'set null' })
  documentType?: DocumentType | null;

  /** The last day it is valid (the depot's calendar day). */
  @Property({ type: 'date' })
  expiresOn!: string;

  @Property({ type: 'string', length: 255 })
  uploadedByName!: string;

  @Property({ type: 'datetime', nullable: true })
  supersededAt?: Opt<Date> | null = null;

  @Property({ type: 'datetime', nullable: true })
  remindedAt?: Opt<Date> | null = null;

  @Property({ type: 'datetime', nullable: true })
  erasedAt?: Opt<Date> | null = null;
}

/**
 * A visitor's document of a type (issue 38), uploaded on the pre-arrival page: one per visit and type (a new upload
 * replaces it), the file in the document store under `storageKey`. The visit and the person are named by id (their
 * entities sit above this module; the database sets them null when they go, and the sweep then removes the file and
 * the row); retention and erasure mark it `erasedAt` with the visitor.
 */
@Entity({ tableName: 'visitor_document' })
@Filter(tenantFilter)
export class VisitorDocument extends StoredFileEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'uuid', nullable: true })
  visitId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  attendeeId?: string | null;

  @ManyToOne(() => DocumentType, { nullable: true, deleteRule: 'set null' })
  documentType?: DocumentType | null;

  @Property({ type: 'datetime', nullable: true })
  erasedAt?: Opt<Date> | null = null;
}
