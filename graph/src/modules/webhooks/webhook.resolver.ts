import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { WebhooksContext } from '.';
import { DeliveryIdArgs, WebhookDeliveriesArgs, WebhookIdArgs } from './webhook.args';
import {
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookDeliveryPageType,
  WebhookDeliveryType,
  WebhookEndpointType,
  WebhookEndpointWithSecretType,
} from './webhook.type';

/** Integrators' webhooks (issue 26): TenantAdmin for its tenant, SuperAdmin for any. */
@Resolver()
export class WebhookResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => [WebhookEndpointType], { description: "A tenant's webhook endpoints, newest first (never their secrets)." })
  async webhookEndpoints(
    @Arg('tenantId', () => ID, { nullable: true, description: 'SuperAdmin: the tenant; others: their own' }) tenantId: string | null,
    @Ctx() { services, actor }: WebhooksContext,
  ) {
    return (await services.webhooks.list(actor, tenantId)).map((e) => WebhookEndpointType.from(e));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => WebhookDeliveryPageType, { description: "An endpoint's delivery log, newest first, a page at a time." })
  async webhookDeliveries(@Args(() => WebhookDeliveriesArgs) args: WebhookDeliveriesArgs, @Ctx() { services, actor }: WebhooksContext) {
    const r = await services.webhooks.deliveries(actor, WebhookDeliveriesArgs.parse(args));
    return Object.assign(new WebhookDeliveryPageType(), { ...r, items: r.items.map((d) => WebhookDeliveryType.from(d)) });
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => WebhookEndpointWithSecretType, {
    description: 'Registers an endpoint; the answer carries its signing secret, shown this once.',
  })
  async createWebhookEndpoint(
    @Arg('input', () => CreateWebhookInput, { description: 'The new endpoint' }) input: CreateWebhookInput,
    @Ctx() { services, actor }: WebhooksContext,
  ) {
    const { endpoint, secret } = await services.webhooks.create(actor, CreateWebhookInput.parse(input));
    return Object.assign(new WebhookEndpointWithSecretType(), { endpoint: WebhookEndpointType.from(endpoint), secret });
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => WebhookEndpointType, { description: "Changes an endpoint's URL, description, events or enabled flag." })
  async updateWebhookEndpoint(
    @Arg('input', () => UpdateWebhookInput, { description: 'The change' }) input: UpdateWebhookInput,
    @Ctx() { services, actor }: WebhooksContext,
  ) {
    return WebhookEndpointType.from(await services.webhooks.update(actor, UpdateWebhookInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => WebhookEndpointWithSecretType, { description: 'Gives an endpoint a new signing secret at once, shown this once.' })
  async rotateWebhookSecret(@Args(() => WebhookIdArgs) args: WebhookIdArgs, @Ctx() { services, actor }: WebhooksContext) {
    const { endpoint, secret } = await services.webhooks.rotateSecret(actor, WebhookIdArgs.parse(args));
    return Object.assign(new WebhookEndpointWithSecretType(), { endpoint: WebhookEndpointType.from(endpoint), secret });
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, { description: 'Deletes an endpoint and its delivery log.' })
  async deleteWebhookEndpoint(@Args(() => WebhookIdArgs) args: WebhookIdArgs, @Ctx() { services, actor }: WebhooksContext) {
    return services.webhooks.remove(actor, WebhookIdArgs.parse(args));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => WebhookDeliveryType, { description: 'Sends a delivery again, with the same webhook-id and body.' })
  async redeliverWebhook(@Args(() => DeliveryIdArgs) args: DeliveryIdArgs, @Ctx() { services, actor }: WebhooksContext) {
    return WebhookDeliveryType.from(await services.webhooks.redeliver(actor, DeliveryIdArgs.parse(args)));
  }
}
