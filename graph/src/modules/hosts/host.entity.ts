import { ArrayType, Entity, Enum, Filter, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity, tenantFilter } from '../../core/db/base.entity';
import { Tenant } from '../tenants/tenant.entity';
import { User } from '../users/user.entity';
import type { ChannelChoices } from '../channels/channel-kinds';
import { ChannelEndpoint } from '../channels/channel.entity';

export const HOST_SOURCES = ['MANUAL', 'UPLOAD', 'SCIM'] as const;
export type HostSource = (typeof HOST_SOURCES)[number];

/**
 * A person of the tenant's people directory (issue 39): someone visitors come to see. Staff pick them when booking, the
 * kiosk's walk-in form offers them (name and department only), and their channels and language decide how they hear
 * that a visitor arrived (channels/notify.ts). Kept by hand, by upload, or by the tenant's identity provider over SCIM
 * (`userName`, `externalId`, `active`). `depotIds` empty: a host at every depot of the tenant. `user`: the staff user
 * SCIM provisioned from the host's groups (or matched by username), disabled with the host.
 */
@Entity({ tableName: 'host' })
@Filter(tenantFilter)
@Index({
  name: 'host_email_uq',
  expression: 'create unique index "host_email_uq" on "host" ("tenant_id", lower("email"))',
})
@Index({
  name: 'host_user_name_uq',
  expression: 'create unique index "host_user_name_uq" on "host" ("tenant_id", lower("user_name")) where "user_name" is not null',
})
@Index({
  name: 'host_name_idx',
  expression: 'create index "host_name_idx" on "host" ("tenant_id", lower("name") text_pattern_ops)',
})
export class Host extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 120 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  /** E.164 (channels/phone.ts), for an SMS. */
  @Property({ type: 'string', length: 16, nullable: true })
  phone?: string | null;

  @Property({ type: 'string', length: 120, nullable: true })
  department?: string | null;

  @Property({ type: new ArrayType((i) => i) })
  depotIds: Opt<string[]> = [];

  /** One of the kiosk's seven languages; null: the tenant's default (English). */
  @Property({ type: 'string', length: 8, nullable: true })
  language?: string | null;

  /** Channels per kind of notification (channels/channel-kinds.ts); null: e-mail for everything. */
  @Property({ type: 'json', nullable: true })
  choices?: ChannelChoices | null;

  /** Their Slack member id, for a direct message from the tenant's Slack bot (channels/direct.ts). */
  @Property({ type: 'string', length: 24, nullable: true })
  slackMemberId?: string | null;

  /** Their own Teams workflow webhook (a 'workflow' endpoint, the URL sealed), their direct channel in Teams. */
  @ManyToOne(() => ChannelEndpoint, { nullable: true, deleteRule: 'set null' })
  teamsEndpoint?: ChannelEndpoint | null;

  @Property({ type: 'boolean', default: true })
  active: Opt<boolean> = true;

  @Enum({ items: [...HOST_SOURCES], type: 'string', length: 8 })
  source!: HostSource;

  /** SCIM's userName (unique per tenant, case-insensitive) and the identity provider's own id. */
  @Property({ type: 'string', length: 254, nullable: true })
  userName?: string | null;

  @Property({ type: 'string', length: 254, nullable: true })
  externalId?: string | null;

  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null' })
  user?: User | null;
}

/**
 * A SCIM group of the tenant (issue 39): its members are hosts. A group whose displayName is a staff role (TenantAdmin,
 * DepotManager or a role of the tenant's list) gives its members a staff user with that role.
 */
@Entity({ tableName: 'scim_group' })
@Filter(tenantFilter)
@Index({
  name: 'scim_group_name_uq',
  expression: 'create unique index "scim_group_name_uq" on "scim_group" ("tenant_id", lower("display_name"))',
})
export class ScimGroup extends BaseEntity {
  @ManyToOne(() => Tenant, { deleteRule: 'cascade' })
  tenant!: Tenant;

  @Property({ type: 'string', length: 120 })
  displayName!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  externalId?: string | null;

  @Property({ type: new ArrayType((i) => i) })
  memberIds: Opt<string[]> = [];
}
