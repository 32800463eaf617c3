import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { seal } from '../../core/auth/secret-box';
import { pagesOf } from '../../core/command';
import { badInput, forbidden, notFound } from '../../core/errors';
import { actingTenantId, findInScope, requireRole, requireStaff } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import { Depot } from '../depots/depot.entity';
import { User } from '../users/user.entity';
import { TENANT_WIDE_ROLES, visibleDepot } from '../depots/depot.policy';
import {
  ALWAYS_EVERY_CHANNEL,
  NOTIFICATION_KINDS,
  defaultChoices,
  type Channel,
  type ChannelChoices,
  type NotificationKind,
  type ProviderChannel,
} from './channel-kinds';
import type {
  ChannelDeliveriesCommand,
  ChannelSettingsCommand,
  RemoveChannelProviderCommand,
  SetDepotChannelCommand,
  SetMyChannelsCommand,
  SetSlackBotCommand,
  SetSmsProviderCommand,
} from './channel.commands';
import { assertChannelUrl, saveWorkflowEndpoint, SLACK_BOT_PROVIDER, TEAMS_WORKFLOW_PROVIDER, workflowHintOf } from './direct';
import { ChannelDelivery, ChannelEndpoint, ChannelPreference } from './channel.entity';
import { smsProviders } from './sms';

/** Who configures a tenant's providers (issue 39): its TenantAdmin, a SuperAdmin for a named tenant. */
export const CHANNEL_ADMINS = ['SuperAdmin', 'TenantAdmin'] as const;
/** Who reads the delivery log: the admins (the tenant's) and DepotManagers (their depot's). */
export const CHANNEL_LOG_ROLES = ['SuperAdmin', 'TenantAdmin', 'DepotManager'] as const;
export const CHANNEL_LOG_PAGE_SIZE = 25;

export interface ProviderView {
  channel: ProviderChannel;
  provider: string;
  hint: string;
  updatedAt: Date;
}
export interface DepotChannelsView {
  depotId: string;
  depotCode: string;
  teams: ProviderView | null;
  slack: ProviderView | null;
}
export interface ChannelSettingsView {
  tenantId: string;
  sms: ProviderView | null;
  slackBot: ProviderView | null;
  depots: DepotChannelsView[];
}
export interface MyChannelsView {
  phone: string | null;
  slackMemberId: string | null;
  teamsWorkflowHint: string | null;
  choices: { kind: NotificationKind; channels: Channel[]; always: boolean; chosen: boolean }[];
}

const view = (e: ChannelEndpoint): ProviderView => ({ channel: e.channel, provider: e.provider, hint: e.hint, updatedAt: e.updatedAt });

/**
 * Channels for staff (issue 39): a tenant's providers (the SMS provider's credentials and each depot's Teams and Slack
 * incoming webhooks, sealed like the single sign-on client secret and never shown back), each staff user's phone and
 * channels per kind of notification, and the tenant's delivery log. The sending is notify.ts's and the worker's.
 */
export class ChannelService {
  constructor(private readonly d: Deps) {}

  async settings(actor: Actor, cmd: ChannelSettingsCommand): Promise<ChannelSettingsView> {
    requireRole(actor, ...CHANNEL_ADMINS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    await findInScope(this.d.em, Tenant, tenantId, {}, 'Tenant');
    const [endpoints, depots] = await Promise.all([
      this.d.em.find(ChannelEndpoint, { tenant: tenantId, provider: { $ne: TEAMS_WORKFLOW_PROVIDER } }),
      this.d.em.find(Depot, { tenant: tenantId }, { orderBy: { code: 'asc' } }),
    ]);
    const of = (depotId: string | null, c: ProviderChannel) => {
      const e = endpoints.find((x) => x.channel === c && (x.depot?.id ?? null) === depotId);
      return e ? view(e) : null;
    };
    return {
      tenantId,
      sms: of(null, 'SMS'),
      slackBot: of(null, 'SLACK'),
      depots: depots.map((d) => ({ depotId: d.id, depotCode: d.code, teams: of(d.id, 'TEAMS'), slack: of(d.id, 'SLACK') })),
    };
  }

  async setSmsProvider(actor: Actor, cmd: SetSmsProviderCommand): Promise<ProviderView> {
    requireRole(actor, ...CHANNEL_ADMINS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    const tenant = await findInScope(this.d.em, Tenant, tenantId, {}, 'Tenant');
    const provider = smsProviders[cmd.provider];
    const creds = { accountSid: cmd.accountSid, authToken: cmd.authToken, from: cmd.from };
    const bad = provider.check(creds);
    const fields = Object.fromEntries(Object.entries(bad).map(([k, m]) => [k, [m]]));
    if (Object.keys(bad).length) throw badInput(Object.values(bad)[0], fields);
    return this.save(tenant, null, 'SMS', cmd.provider, JSON.stringify(creds), provider.hint(creds), 'channels.sms.set');
  }

  /** The tenant's Slack bot: its token sealed, for direct messages to people who gave their Slack member id. */
  async setSlackBot(actor: Actor, cmd: SetSlackBotCommand): Promise<ProviderView> {
    requireRole(actor, ...CHANNEL_ADMINS);
    const tenant = await findInScope(this.d.em, Tenant, actingTenantId(actor, cmd.tenantId), {}, 'Tenant');
    const hint = `Slack bot ${cmd.token.slice(0, 5)}…${cmd.token.slice(-4)}`;
    return this.save(tenant, null, 'SLACK', SLACK_BOT_PROVIDER, cmd.token, hint, 'channels.slack-bot.set');
  }

  async setDepotChannel(actor: Actor, cmd: SetDepotChannelCommand): Promise<ProviderView> {
    requireRole(actor, ...CHANNEL_ADMINS);
    const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
    const url = await assertChannelUrl(this.d.config, cmd.url);
    return this.save(depot.tenant, depot, cmd.channel, 'webhook', url, `${new URL(url).host} (${depot.code})`, 'channels.depot.set');
  }

  async remove(actor: Actor, cmd: RemoveChannelProviderCommand): Promise<boolean> {
    requireRole(actor, ...CHANNEL_ADMINS);
    let where: Record<string, unknown>;
    if (cmd.channel === 'SMS' || (cmd.channel === 'SLACK' && !cmd.depotId))
      where = { tenant: actingTenantId(actor, cmd.tenantId), channel: cmd.channel, depot: null };
    else {
      if (!cmd.depotId) throw badInput(Messages.channelsChannel, { depotId: [Messages.channelsChannel] });
      const depot = await visibleDepot(this.d.em, actor, cmd.depotId);
      where = { tenant: depot.tenant.id, depot: depot.id, channel: cmd.channel };
    }
    return runUnitOfWork(
      this.d,
      async ({ em }) => {
        const e = await em.findOne(ChannelEndpoint, where);
        if (e) em.remove(e);
        return !!e;
      },
      { action: 'channels.remove' },
    );
  }

  /** The signed-in staff user's phone and channels per kind (their role's defaults where they chose none). */
  async mine(actor: Actor): Promise<MyChannelsView> {
    const staff = requireStaff(actor);
    if (staff.apiKey || !staff.tenantId) throw forbidden();
    const pref = await this.d.em.findOne(ChannelPreference, { user: staff.userId, tenant: staff.tenantId });
    const defaults = defaultChoices(staff.role);
    return {
      phone: pref?.phone ?? null,
      slackMemberId: pref?.slackMemberId ?? null,
      teamsWorkflowHint: await workflowHintOf(this.d.em, pref?.teamsEndpoint?.id),
      choices: NOTIFICATION_KINDS.map((kind) => {
        const always = ALWAYS_EVERY_CHANNEL.includes(kind);
        const chosen = pref?.choices?.[kind];
        return { kind, channels: always ? defaults[kind] : (chosen ?? defaults[kind]), always, chosen: !!chosen && !always };
      }),
    };
  }

  async setMine(actor: Actor, cmd: SetMyChannelsCommand): Promise<MyChannelsView> {
    const staff = requireStaff(actor);
    if (staff.apiKey || !staff.tenantId) throw forbidden();
    const tenantId = staff.tenantId;
    const workflowUrl = cmd.teamsWorkflowUrl
      ? await assertChannelUrl(this.d.config, cmd.teamsWorkflowUrl, 'teamsWorkflowUrl')
      : cmd.teamsWorkflowUrl;
    await runUnitOfWork(
      this.d,
      async ({ em }) => {
        const user = await em.findOne(User, { id: staff.userId, tenant: tenantId });
        if (!user) throw notFound('User');
        let pref = await em.findOne(ChannelPreference, { user: user.id });
        const choices = { ...(pref?.choices ?? {}) };
        for (const c of cmd.choices) if (!ALWAYS_EVERY_CHANNEL.includes(c.kind)) choices[c.kind] = [...new Set(c.channels)];
        const smsChosen = Object.values(choices).some((cs) => cs?.includes('SMS'));
        if (!cmd.phone && smsChosen) throw badInput(Messages.channelsSmsNeedsPhone, { phone: [Messages.channelsSmsNeedsPhone] });
        const slackMemberId = cmd.slackMemberId === undefined ? (pref?.slackMemberId ?? null) : cmd.slackMemberId;
        const teamsKept = workflowUrl === undefined ? !!pref?.teamsEndpoint : !!workflowUrl;
        assertDirectReachable(choices, slackMemberId, teamsKept);
        const teams = await saveWorkflowEndpoint(em, this.d.config, tenantId, pref?.teamsEndpoint?.id ?? null, workflowUrl);
        const fields = {
          phone: cmd.phone ?? null,
          choices,
          slackMemberId,
          teamsEndpoint: teams ? em.getReference(ChannelEndpoint, teams) : null,
        };
        if (!pref) {
          pref = em.create(ChannelPreference, { tenant: em.getReference(Tenant, tenantId), user, ...fields });
          em.persist(pref);
        } else em.assign(pref, fields);
      },
      { action: 'channels.preferences' },
    );
    return this.mine(actor);
  }

  /** The delivery log, newest first: the tenant's (admins) or the DepotManager's depot's. */
  async deliveries(actor: Actor, cmd: ChannelDeliveriesCommand) {
    const staff = requireRole(actor, ...CHANNEL_LOG_ROLES);
    const where: Record<string, unknown> = { tenant: actingTenantId(actor, cmd.tenantId) };
    if (!TENANT_WIDE_ROLES.includes(staff.role)) where.depot = staff.depotId ?? { $in: [] };
    const [rows, total] = await this.d.em.findAndCount(ChannelDelivery, where, {
      populate: ['depot'],
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: CHANNEL_LOG_PAGE_SIZE,
      offset: (cmd.page - 1) * CHANNEL_LOG_PAGE_SIZE,
    });
    return { deliveries: rows, total, pages: pagesOf(total, CHANNEL_LOG_PAGE_SIZE), page: cmd.page };
  }

  /** One provider per tenant and channel (SMS) or depot and channel: set, or replaced; its secret sealed. */
  private save(
    tenant: Tenant,
    depot: Depot | null,
    channel: ProviderChannel,
    provider: string,
    secret: string,
    hint: string,
    action: string,
  ) {
    const sealed = seal(this.d.config.jwtSecret, secret);
    return runUnitOfWork(
      this.d,
      async ({ em }) => {
        let e = await em.findOne(ChannelEndpoint, { tenant: tenant.id, channel, depot: depot?.id ?? null });
        const fields = { provider, secret: sealed, hint: hint.slice(0, 200), pausedUntil: null, consecutiveTimeouts: 0 };
        if (e) em.assign(e, fields);
        else {
          e = em.create(ChannelEndpoint, {
            tenant: em.getReference(Tenant, tenant.id),
            depot: depot ? em.getReference(Depot, depot.id) : null,
            channel,
            ...fields,
          });
          em.persist(e);
        }
        await em.flush();
        return view(e);
      },
      { action },
    );
  }
}

/**
 * A person's chosen direct channels must reach them (issue 39): Slack direct messages need their member id, Teams
 * direct messages their workflow URL (evacuations' every-channel default asks for neither). A clear 400 otherwise.
 */
export function assertDirectReachable(choices: ChannelChoices, slackMemberId: string | null, teams: boolean) {
  const chosen = (c: Channel) => Object.entries(choices).some(([k, cs]) => k !== 'EVACUATIONS' && cs?.includes(c));
  if (chosen('SLACK_DM') && !slackMemberId)
    throw badInput(Messages.channelsSlackDmNeedsMember, { slackMemberId: [Messages.channelsSlackDmNeedsMember] });
  if (chosen('TEAMS_DM') && !teams)
    throw badInput(Messages.channelsTeamsDmNeedsUrl, { teamsWorkflowUrl: [Messages.channelsTeamsDmNeedsUrl] });
}
