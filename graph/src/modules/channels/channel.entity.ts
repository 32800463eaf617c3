import { Entity, Enum, Filter, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { User } from '../users/user.entity';
import { CHANNELS, type Channel, type ChannelChoices, type NotificationKind, type ProviderChannel } from './channel-kinds';

/**
 * A tenant's provider for a channel (issue 39): its SMS provider (tenant-wide, `depot` null), a depot's Teams or
 * Slack incoming webhook, the tenant's Slack bot (SLACK, `depot` null, provider 'bot': its token, for direct messages)
 * or one person's Teams workflow webhook (TEAMS, `depot` null, provider 'workflow': held by their preference or host
 * row, one per person, outside the one-per-scope index). `secret` is sealed (core/auth/secret-box.ts, as the SSO client secret): the SMS credentials
 * as JSON, or the webhook URL (which is itself the secret). `hint` is what staff see of it. It is also the fair gate's
 * endpoint (core/jobs/fair-gate.ts): `paused_until` and `consecutive_timeouts`.
 */
@Entity({ tableName: 'channel_endpoint' })
@Filter(tenantFilter)
export class ChannelEndpoint extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { nullable: true, deleteRule: 'cascade' })
  depot?: Depot | null;

  @Enum({ items: ['SMS', 'TEAMS', 'SLACK'], type: 'string', length: 8 })
  channel!: ProviderChannel;

  /** The adapter (sms/<provider>.ts): 'twilio'; 'webhook' for Teams and Slack. */
  @Property({ type: 'string', length: 20 })
  provider!: string;

  @Property({ type: 'text', hidden: true })
  secret!: string;

  @Property({ type: 'string', length: 200 })
  hint!: string;

  @Property({ type: 'datetime', nullable: true })
  pausedUntil?: Date | null;

  @Property({ type: 'integer', default: 0 })
  consecutiveTimeouts: Opt<number> = 0;
}

/** A staff user's phone (E.164) and channels per kind of notification (issue 39); no row: the role's defaults. */
@Entity({ tableName: 'channel_preference' })
@Filter(tenantFilter)
export class ChannelPreference extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Unique({ name: 'channel_preference_user_uq' })
  user!: User;

  @Property({ type: 'string', length: 16, nullable: true })
  phone?: string | null;

  @Property({ type: 'json' })
  choices!: ChannelChoices;

  /** Their Slack member id, for a direct message from the tenant's Slack bot (channels/direct.ts). */
  @Property({ type: 'string', length: 24, nullable: true })
  slackMemberId?: string | null;

  /** Their own Teams workflow webhook (a 'workflow' endpoint, the URL sealed), their direct channel in Teams. */
  @ManyToOne(() => ChannelEndpoint, { nullable: true, deleteRule: 'set null' })
  teamsEndpoint?: ChannelEndpoint | null;
}

export type ChannelDeliveryStatus = 'PENDING' | 'SUCCEEDED' | 'FAILED';

/**
 * One message by one channel (issue 39): the outbox row of a send and its line in the tenant's delivery log. Unique per
 * notification (the outbox event that caused it), channel and address (a phone, an e-mail, or the endpoint of a
 * depot's channel), so a re-run of the notification adds nothing and each is sent once.
 */
@Entity({ tableName: 'channel_delivery' })
@Filter(tenantFilter)
@Index({ name: 'channel_delivery_tenant_idx', properties: ['tenant', 'createdAt'] })
@Unique({ name: 'channel_delivery_once_uq', properties: ['sourceEventId', 'channel', 'address'] })
export class ChannelDelivery extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @ManyToOne(() => Depot, { nullable: true, deleteRule: 'set null' })
  depot?: Depot | null;

  @ManyToOne(() => ChannelEndpoint, { nullable: true, deleteRule: 'set null' })
  endpoint?: ChannelEndpoint | null;

  @Enum({ items: [...CHANNELS], type: 'string', length: 8 })
  channel!: Channel;

  @Enum({ items: ['ARRIVALS', 'ALERTS', 'EVACUATIONS', 'APPROVALS', 'SUMMARIES'], type: 'string', length: 12 })
  kind!: NotificationKind;

  /** The notification's job name (visit-notification, watchlist-alert...). */
  @Property({ type: 'string', length: 40 })
  type!: string;

  @Property({ type: 'string', length: 64 })
  sourceEventId!: string;

  @Property({ type: 'string', length: 254 })
  address!: string;

  /** Who it is for, as staff read it in the log (a name, or the depot's channel). */
  @Property({ type: 'string', length: 255 })
  recipient!: string;

  @Property({ type: 'string', length: 255 })
  subject!: string;

  @Property({ type: 'text' })
  body!: string;

  @Enum({ items: ['PENDING', 'SUCCEEDED', 'FAILED'], type: 'string', length: 10 })
  status!: ChannelDeliveryStatus;

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'integer', nullable: true })
  lastStatusCode?: number | null;

  @Property({ type: 'string', length: 500, nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', nullable: true })
  sendingUntil?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  deliveredAt?: Date | null;
}
