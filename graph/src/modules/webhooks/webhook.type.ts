import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { describeEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import { CreateWebhookCommand, UpdateWebhookCommand } from './webhook.commands';
import { WEBHOOK_EVENT_TEXTS, WEBHOOK_EVENTS, type WebhookEventType } from './webhook-events';
import { DeliveryStatus, type WebhookAttempt, type WebhookDelivery, type WebhookEndpoint } from './webhook.entity';

/** The events as a GraphQL enum: VISITOR_CHECKED_IN is sent as "visitor.checked_in". */
export const WebhookEventEnum = Object.fromEntries(WEBHOOK_EVENTS.map((e) => [e.replace('.', '_').toUpperCase(), e])) as Record<
  string,
  WebhookEventType
>;
registerEnumType(WebhookEventEnum, {
  name: 'WebhookEvent',
  description: 'A fact a webhook endpoint may subscribe to; a delivery names it in its `type` ("visitor.checked_in").',
  valuesConfig: Object.fromEntries(Object.entries(WebhookEventEnum).map(([k, v]) => [k, { description: WEBHOOK_EVENT_TEXTS[v] }])),
});
describeEnum(DeliveryStatus, 'WebhookDeliveryStatus', 'Where a delivery stands.', {
  PENDING: 'Being sent, or waiting for its next attempt',
  SUCCEEDED: 'The receiver answered 2xx',
  FAILED: 'Every attempt failed (or the endpoint was disabled)',
});

@ObjectType('WebhookEndpoint', { description: "An integrator's HTTPS endpoint of a tenant (its signing secret is shown once)." })
export class WebhookEndpointType {
  @Field(() => ID, { description: 'The endpoint id' }) id!: string;
  @Field({ description: 'Where deliveries are POSTed' }) url!: string;
  @Field({ description: 'What it is for' }) description!: string;
  @Field(() => [WebhookEventEnum], { description: 'The events it receives' }) events!: WebhookEventType[];
  @Field({ description: 'Whether events are sent to it' }) enabled!: boolean;
  @Field(() => Int, { description: 'Deliveries in a row that failed after all their retries' }) consecutiveFailures!: number;
  @Field(() => Date, { nullable: true, description: 'When it was disabled for failing (UTC); null otherwise' }) disabledAt!: Date | null;
  @Field(() => Date, {
    nullable: true,
    description: 'Paused after requests in a row got no answer in time: its deliveries wait until then (UTC); null or past: not paused',
  })
  pausedUntil!: Date | null;
  @Field(() => Date, { description: 'When it was made (UTC)' }) createdAt!: Date;
  @Field({ description: 'The username of who made it' }) createdBy!: string;
  static from(e: WebhookEndpoint) {
    return Object.assign(new WebhookEndpointType(), {
      id: e.id,
      url: e.url,
      description: e.description,
      events: e.events,
      enabled: e.enabled,
      consecutiveFailures: e.consecutiveFailures,
      disabledAt: e.disabledAt ?? null,
      pausedUntil: e.pausedUntil ?? null,
      createdAt: e.createdAt,
      createdBy: e.createdBy,
    });
  }
}

@ObjectType('WebhookEndpointWithSecret', { description: 'An endpoint and its signing secret: the only time the secret is shown.' })
export class WebhookEndpointWithSecretType {
  @Field(() => WebhookEndpointType, { description: 'The endpoint as listed from now on' }) endpoint!: WebhookEndpointType;
  @Field({ description: 'The Standard Webhooks signing secret (whsec_...): store it now, it is never shown again' }) secret!: string;
}

@ObjectType('WebhookAttempt', { description: 'One HTTP attempt of a delivery.' })
export class WebhookAttemptType {
  @Field(() => Int, { description: 'Its number, from 1 (a redelivery goes on counting)' }) attempt!: number;
  @Field(() => Int, { nullable: true, description: 'The HTTP status the receiver answered; null: no answer' }) statusCode!: number | null;
  @Field(() => Int, { description: 'How long it took, in milliseconds' }) latencyMs!: number;
  @Field(() => String, { nullable: true, description: 'Why it failed; null when it succeeded' }) error!: string | null;
  @Field(() => Date, { description: 'When it was made (UTC)' }) at!: Date;
  static from(a: WebhookAttempt) {
    return Object.assign(new WebhookAttemptType(), {
      attempt: a.attempt,
      statusCode: a.statusCode ?? null,
      latencyMs: a.latencyMs,
      error: a.error ?? null,
      at: a.createdAt,
    });
  }
}

@ObjectType('WebhookDelivery', { description: 'One event to one endpoint, with its attempts.' })
export class WebhookDeliveryType {
  @Field(() => ID, { description: 'The delivery id (to redeliver it)' }) id!: string;
  @Field(() => ID, { description: 'The event id: the webhook-id header, the same on every attempt and redelivery' }) eventId!: string;
  @Field(() => WebhookEventEnum, { description: 'The event' }) type!: WebhookEventType;
  @Field(() => DeliveryStatus, { description: 'Where it stands' }) status!: DeliveryStatus;
  @Field(() => Int, { description: 'Attempts made so far' }) attempts!: number;
  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status; null: none yet or no answer" }) lastStatusCode!:
    number | null;
  @Field(() => Date, { description: 'When the event was queued for this endpoint (UTC)' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When the receiver answered 2xx (UTC)' }) deliveredAt!: Date | null;
  @Field({ description: 'The JSON body sent ({type, timestamp, data})' }) body!: string;
  @Field(() => [WebhookAttemptType], { description: 'Its attempts, first first' }) attemptLog!: WebhookAttemptType[];
  static from(d: WebhookDelivery & { attemptLog?: WebhookAttempt[] }) {
    return Object.assign(new WebhookDeliveryType(), {
      id: d.id,
      eventId: d.eventId,
      type: d.type,
      status: d.status,
      attempts: d.attempts,
      lastStatusCode: d.lastStatusCode ?? null,
      createdAt: d.createdAt,
      deliveredAt: d.deliveredAt ?? null,
      body: d.body,
      attemptLog: (d.attemptLog ?? []).map((a) => WebhookAttemptType.from(a)),
    });
  }
}

@ObjectType('WebhookDeliveryPage', { description: "A page of an endpoint's delivery log, newest first." })
export class WebhookDeliveryPageType {
  @Field(() => [WebhookDeliveryType], { description: 'The deliveries of this page' }) items!: WebhookDeliveryType[];
  @Field(() => Int, { description: 'Deliveries in the whole log' }) total!: number;
  @Field(() => Int, { description: 'This page number, from 1' }) page!: number;
  @Field(() => Int, { description: 'Deliveries per page' }) pageSize!: number;
}

export const CreateWebhookInput = inputTypeFrom('CreateWebhookInput', CreateWebhookCommand, {
  description: 'A new webhook endpoint.',
  fields: { events: { type: () => [WebhookEventEnum] } },
});
export type CreateWebhookInput = InstanceType<typeof CreateWebhookInput>;

export const UpdateWebhookInput = inputTypeFrom('UpdateWebhookInput', UpdateWebhookCommand, {
  description: 'A change to a webhook endpoint: each field given is set.',
  fields: { events: { type: () => [WebhookEventEnum] } },
});
export type UpdateWebhookInput = InstanceType<typeof UpdateWebhookInput>;
