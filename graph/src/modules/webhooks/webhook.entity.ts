import { ArrayType, Entity, Filter, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import type { WebhookEventType } from './webhook-events';

/** An integrator's HTTPS endpoint (issue 26): the events it wants, and the secret every delivery to it is signed with. */
@Entity({ tableName: 'webhook_endpoint' })
@Filter(tenantFilter)
export class WebhookEndpoint extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Property({ type: 'string', length: 200, default: '' })
  description: Opt<string> = '';

  @Property({ type: ArrayType })
  events!: WebhookEventType[];

  @Property({ type: 'boolean', default: true })
  enabled: Opt<boolean> = true;

  /** `whsec_<base64>` (Standard Webhooks): kept as is, as it signs; shown once, at creation or rotation. */
  @Property({ type: 'string', length: 100, hidden: true })
  secret!: string;

  /** Deliveries in a row that failed after all their attempts (a success sets it back to 0). */
  @Property({ type: 'integer', default: 0 })
  consecutiveFailures: Opt<number> = 0;

  /** Attempts in a row that got no answer in time (any answer sets it back to 0); enough of them pause the endpoint (issue 40). */
  @Property({ type: 'integer', default: 0 })
  consecutiveTimeouts: Opt<number> = 0;

  /** Paused after its timeouts until then (issue 40): its deliveries wait, parked, and go on afterwards. */
  @Property({ type: 'datetime', nullable: true })
  pausedUntil?: Date | null;

  /** When it was disabled for failing (null: enabled, or disabled by staff). */
  @Property({ type: 'datetime', nullable: true })
  disabledAt?: Date | null;

  /** The username of who made it. */
  @Property({ type: 'string', length: 200 })
  createdBy!: string;
}

export enum DeliveryStatus {
  PENDING = 'PENDING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
}

/** One event to one endpoint: its body (the same on every attempt and redelivery) and where it stands. */
@Entity({ tableName: 'webhook_delivery' })
@Filter(tenantFilter)
export class WebhookDelivery extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => WebhookEndpoint, { deleteRule: 'cascade' })
  endpoint!: WebhookEndpoint;

  /** The event id: the webhook-id header, the same on every retry and redelivery. */
  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'string', length: 40 })
  type!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'string', length: 16, default: DeliveryStatus.PENDING })
  status: Opt<DeliveryStatus> = DeliveryStatus.PENDING;

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;

  /** While a request of it is in flight: the lease's end (issue 40: an endpoint's requests in flight are counted by these). */
  @Property({ type: 'datetime', nullable: true })
  sendingUntil?: Date | null;
}

/** One HTTP attempt of a delivery, for the delivery log. */
@Entity({ tableName: 'webhook_attempt' })
export class WebhookAttempt extends BaseEntity {
  @ManyToOne(() => WebhookDelivery, { deleteRule: 'cascade' })
  delivery!: WebhookDelivery;

  @Property({ type: 'integer' })
  attempt!: number;

  @Property({ type: 'integer', nullable: true })
  statusCode?: number | null;

  @Property({ type: 'integer' })
  latencyMs!: number;

  @Property({ type: 'text', nullable: true })
  error?: string | null;
}
