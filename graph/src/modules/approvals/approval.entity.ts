import { Entity, Enum, Filter, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { User } from '../users/user.entity';
import type { ApprovalReason } from '../depots/approval-rule';

export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'DENIED', 'EXPIRED', 'FAILED'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export type DecidedVia = 'STAFF' | 'LINK' | 'TIMEOUT';

/**
 * A walk-in waiting for staff to let them in (issue 37): what they submitted (`request`, the walk-in command, kept
 * only while it waits), why they wait, who is asked, the kiosk's token (sha256) to read the answer, and the answer:
 * who (a staff user or an e-mail link's recipient), how and when. APPROVED carries the sign-in it made.
 */
@Entity({ tableName: 'walk_in_approval' })
@Filter(tenantFilter)
@Index({ name: 'walk_in_approval_depot_idx', properties: ['depot', 'status', 'createdAt'] })
export class WalkInApproval extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { deleteRule: 'cascade' })
  depot!: Depot;

  @Enum({ items: [...APPROVAL_STATUSES], type: 'text' })
  status!: ApprovalStatus;

  @Property({ type: 'json' })
  reasons!: ApprovalReason[];

  @Property({ type: 'string', length: 255 })
  personName!: string;

  /** The walk-in's e-mail (erasure finds a walk-in who never signed in by it); removed by retention. */
  @Property({ type: 'string', length: 254, nullable: true })
  personEmail?: string | null;

  @Property({ type: 'string', length: 120 })
  company!: string;

  @Property({ type: 'string', length: 255, nullable: true })
  hostName?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  hostEmail?: string | null;

  @Property({ type: 'json', nullable: true, lazy: true })
  request?: Record<string, unknown> | null;

  @Property({ type: 'string', length: 64, lazy: true })
  kioskTokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  decidedAt?: Date | null;

  @Enum({ items: ['STAFF', 'LINK', 'TIMEOUT'], type: 'text', nullable: true })
  decidedVia?: DecidedVia | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  decidedBy?: User | null;

  @Property({ type: 'string', length: 255, nullable: true })
  decidedByName?: string | null;

  @Property({ type: 'uuid', nullable: true })
  attendanceId?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  failure?: string | null;

  /** When retention or an erasure removed the walk-in's personal data (retention/anonymise.ts). */
  @Property({ type: 'datetime', nullable: true })
  anonymisedAt?: Date | null;
}

/** A one-time approve/deny link mailed to one recipient: its token's sha256 only; used once. */
@Entity({ tableName: 'walk_in_approval_link' })
@Index({ name: 'walk_in_approval_link_approval_idx', properties: ['approval'] })
export class WalkInApprovalLink extends BaseEntity {
  @ManyToOne(() => WalkInApproval, { deleteRule: 'cascade' })
  approval!: WalkInApproval;

  @Property({ type: 'string', length: 254 })
  recipient!: string;

  @Unique({ name: 'walk_in_approval_link_token_uniq' })
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
