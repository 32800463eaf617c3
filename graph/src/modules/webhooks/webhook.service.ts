import { randomBytes } from 'node:crypto';
import type { Deps } from '../../core/deps';
import type { Actor } from '../../core/auth/actor';
import { badInput, conflict } from '../../core/errors';
import { actingTenantId, findInScope, requireRole, tenantWhere } from '../../core/tenancy';
import { runUnitOfWork } from '../../core/unit-of-work';
import { Messages } from '../../contracts/messages';
import { Tenant } from '../tenants/tenant.entity';
import type {
  CreateWebhookCommand,
  DeliveryIdCommand,
  UpdateWebhookCommand,
  WebhookDeliveriesCommand,
  WebhookIdCommand,
} from './webhook.commands';
import { DeliveryStatus, WebhookAttempt, WebhookDelivery, WebhookEndpoint } from './webhook.entity';
import { checkUrlShape, resolveAllowed } from '../../core/http/outbound';

/** Who may manage webhooks: a tenant's admins for their tenant, a SuperAdmin for any. */
const WEBHOOK_ADMINS = ['SuperAdmin', 'TenantAdmin'] as const;

/** A Standard Webhooks signing secret: `whsec_` and 24 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export interface DeliveryPage {
  items: (WebhookDelivery & { attemptLog: WebhookAttempt[] })[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * Webhooks (issue 26): a tenant's HTTPS endpoints, the events each wants and the secret that signs its deliveries
 * (shown once, at creation or rotation); the delivery log and redelivery. The deliveries themselves are the worker's
 * (webhook.jobs.ts); the events are emitted where their facts happen (webhook-events.ts).
 */
export class WebhookService {
  constructor(private readonly d: Deps) {}

  /** The URL's form and every address its host resolves to; a clear 400 otherwise. */
  private async assertUrl(raw: string): Promise<string> {
    const allowPrivate = this.d.config.webhooks.allowPrivate;
    const shape = checkUrlShape(raw, allowPrivate);
    if (!shape.ok) throw badInput(Messages.webhookUrlRefused(shape.reason), { url: [Messages.webhookUrlRefused(shape.reason)] });
    const resolved = await resolveAllowed(shape.url, allowPrivate);
    if ('reason' in resolved)
      throw badInput(Messages.webhookUrlRefused(resolved.reason), { url: [Messages.webhookUrlRefused(resolved.reason)] });
    return shape.url.toString();
  }

  async create(actor: Actor, cmd: CreateWebhookCommand): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const staff = requireRole(actor, ...WEBHOOK_ADMINS);
    const tenantId = actingTenantId(actor, cmd.tenantId);
    await findInScope(this.d.em, Tenant, tenantId, {}, 'Tenant');
    const url = await this.assertUrl(cmd.url);
    const secret = newWebhookSecret();
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const endpoint = uow.em.create(WebhookEndpoint, {
          tenant: uow.em.getReference(Tenant, tenantId),
          url,
          description: cmd.description,
          events: cmd.events,
          enabled: cmd.enabled,
          secret,
          createdBy: staff.username,
        });
        await uow.em.flush();
        return { endpoint, secret };
      },
      { action: 'webhook.create' },
    );
  }

  /** A tenant's endpoints, newest first (never their secrets). */
  async list(actor: Actor, tenantId?: string | null): Promise<WebhookEndpoint[]> {
    requireRole(actor, ...WEBHOOK_ADMINS);
    const tenant = actingTenantId(actor, tenantId);
    return this.d.em.find(WebhookEndpoint, { tenant }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  private find(actor: Actor, id: string): Promise<WebhookEndpoint> {
    requireRole(actor, ...WEBHOOK_ADMINS);
    return findInScope(this.d.em, WebhookEndpoint, id, tenantWhere(actor), 'Webhook');
  }

  async update(actor: Actor, cmd: UpdateWebhookCommand): Promise<WebhookEndpoint> {
    const endpoint = await this.find(actor, cmd.id);
    const url = cmd.url ? await this.assertUrl(cmd.url) : null;
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const e = uow.em.merge(endpoint);
        if (url) e.url = url;
        if (cmd.description !== undefined && cmd.description !== null) e.description = cmd.description;
        if (cmd.events) e.events = cmd.events;
        if (cmd.enabled !== undefined && cmd.enabled !== null && cmd.enabled !== e.enabled) {
          e.enabled = cmd.enabled;
          if (cmd.enabled) {
            e.consecutiveFailures = 0;
            e.disabledAt = null;
          }
        }
        await uow.em.flush();
        // A new address, or an endpoint enabled again, is tried at once: a pause for timeouts (issue 40) ends. In SQL:
        // the worker sets these, so the entity loaded here may not know their values.
        if (url || cmd.enabled) {
          await uow.em.execute(`update "webhook_endpoint" set "paused_until" = null, "consecutive_timeouts" = 0 where "id" = ?`, [e.id]);
          e.pausedUntil = null;
          e.consecutiveTimeouts = 0;
        }
        return e;
      },
      { action: 'webhook.update' },
    );
  }

  /** A new secret at once; deliveries from now on are signed with it. */
  async rotateSecret(actor: Actor, cmd: WebhookIdCommand): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const endpoint = await this.find(actor, cmd.id);
    const secret = newWebhookSecret();
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const e = uow.em.merge(endpoint);
        e.secret = secret;
        await uow.em.flush();
        return { endpoint: e, secret };
      },
      { action: 'webhook.rotate' },
    );
  }

  async remove(actor: Actor, cmd: WebhookIdCommand): Promise<boolean> {
    const endpoint = await this.find(actor, cmd.id);
    await runUnitOfWork(
      this.d,
      async (uow) => {
        await uow.em.nativeDelete(WebhookEndpoint, { id: endpoint.id });
      },
      { action: 'webhook.delete' },
    );
    return true;
  }

  /** An endpoint's delivery log, newest first, a page at a time, each delivery with its attempts. */
  async deliveries(actor: Actor, cmd: WebhookDeliveriesCommand): Promise<DeliveryPage> {
    const endpoint = await this.find(actor, cmd.endpointId);
    const [items, total] = await this.d.em.findAndCount(
      WebhookDelivery,
      { endpoint: endpoint.id },
      { orderBy: { createdAt: 'desc', id: 'desc' }, limit: cmd.pageSize, offset: (cmd.page - 1) * cmd.pageSize },
    );
    const attempts = items.length
      ? await this.d.em.find(WebhookAttempt, { delivery: { $in: items.map((i) => i.id) } }, { orderBy: { attempt: 'asc' } })
      : [];
    return {
      items: items.map((i) => Object.assign(i, { attemptLog: attempts.filter((a) => a.delivery.id === i.id) })),
      total,
      page: cmd.page,
      pageSize: cmd.pageSize,
    };
  }

  /** Sends a delivery again, with the same webhook-id and body (a delivery still under way is a 409). */
  async redeliver(actor: Actor, cmd: DeliveryIdCommand): Promise<WebhookDelivery> {
    requireRole(actor, ...WEBHOOK_ADMINS);
    const delivery = await findInScope(this.d.em, WebhookDelivery, cmd.id, tenantWhere(actor), 'Delivery');
    return runUnitOfWork(
      this.d,
      async (uow) => {
        const rows: { id: string }[] = await uow.em.execute(
          `update "webhook_delivery" set "status" = ?, "updated_at" = now() where "id" = ? and "status" <> ? returning "id"`,
          [DeliveryStatus.PENDING, delivery.id, DeliveryStatus.PENDING],
        );
        if (!rows.length) throw conflict(Messages.webhookNotSucceeded);
        uow.enqueue('webhook-deliver', { deliveryId: delivery.id });
        delivery.status = DeliveryStatus.PENDING;
        return delivery;
      },
      { action: 'webhook.redeliver' },
    );
  }
}
