import { id, optionalId, page, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { WEBHOOK_EVENTS } from './webhook-events';

const url = z.string({ error: Messages.webhookUrl }).trim().min(1, Messages.webhookUrl).max(2000, Messages.webhookUrl);
const events = z
  .array(z.enum(WEBHOOK_EVENTS, { error: Messages.webhookEvents }), { error: Messages.webhookEvents })
  .min(1, Messages.webhookEvents)
  .transform((e) => [...new Set(e)]);
const description = z.string({ error: Messages.webhookDescription }).trim().max(200, Messages.webhookDescription);

/** A new endpoint: its URL (https), what it is for, the events it wants, whether it is on. */
export const CreateWebhookCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: their own (leave empty)'),
  url: url.describe('An https URL (at most 2000 characters) whose host is not a private, loopback or link-local address'),
  description: description
    .nullish()
    .transform((d) => d ?? '')
    .describe('What it is for (at most 200 characters)'),
  events: events.describe('The events it receives: one or more'),
  enabled: z
    .boolean()
    .nullish()
    .transform((e) => e ?? true)
    .describe('Whether events are sent to it (default true)'),
});
export type CreateWebhookCommand = z.output<typeof CreateWebhookCommand>;

/** A change to an endpoint: each field given is set (enabling it again clears its run of failures). */
export const UpdateWebhookCommand = z.object({
  id: id('id', 'Webhook').describe('The endpoint id'),
  url: url.nullish().describe('A new https URL'),
  description: description.nullish().describe('A new description'),
  events: events.nullish().describe('The events it receives from now on'),
  enabled: z.boolean().nullish().describe('On or off; enabling clears its run of failures'),
});
export type UpdateWebhookCommand = z.output<typeof UpdateWebhookCommand>;

export const WebhookIdCommand = z.object({ id: id('id', 'Webhook').describe('The endpoint id') });
export type WebhookIdCommand = z.output<typeof WebhookIdCommand>;

export const DeliveryIdCommand = z.object({ id: id('id', 'Delivery').describe('The delivery id') });
export type DeliveryIdCommand = z.output<typeof DeliveryIdCommand>;

/** A page of an endpoint's delivery log, newest first. */
export const WebhookDeliveriesCommand = z.object({
  endpointId: id('endpointId', 'Webhook').describe('The endpoint'),
  page: page().describe('The page, from 1 (default 1)'),
  pageSize: z
    .preprocess(
      (v) => (v === undefined || v === null ? 20 : v),
      z
        .number({ error: 'pageSize must be 1 to 100' })
        .int('pageSize must be 1 to 100')
        .min(1, 'pageSize must be 1 to 100')
        .max(100, 'pageSize must be 1 to 100'),
    )
    .describe('Deliveries per page, 1 to 100 (default 20)'),
});
export type WebhookDeliveriesCommand = z.output<typeof WebhookDeliveriesCommand>;
