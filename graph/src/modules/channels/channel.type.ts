import { Field, ID, Int, ObjectType } from 'type-graphql';
import { describeEnum } from '../../core/graphql/described-enum';
import { inputTypeFrom } from '../../core/graphql/input-type';
import {
  ChannelChoiceCommand,
  RemoveChannelProviderCommand,
  SetDepotChannelCommand,
  SetMyChannelsCommand,
  SetSlackBotCommand,
  SetSmsProviderCommand,
} from './channel.commands';
import type { ChannelDelivery } from './channel.entity';
import type { ChannelSettingsView, DepotChannelsView, MyChannelsView, ProviderView } from './channel.service';

const WORDS: Record<string, string> = {
  EMAIL: 'E-mail',
  SMS: "SMS, through the tenant's SMS provider",
  TEAMS: "Microsoft Teams, the depot's channel (an incoming webhook)",
  SLACK: "Slack, the depot's channel (an incoming webhook)",
  SLACK_DM: "Slack, a direct message from the tenant's Slack bot to the person's member id",
  TEAMS_DM: "Microsoft Teams, the person's own workflow webhook (their direct channel)",
  ARRIVALS: 'A visitor arrived (a sign-in at the depot, a host told of their visitor)',
  ALERTS: 'Alerts: a temperature above the limit, a watchlist match (a block goes by every channel)',
  EVACUATIONS: 'An evacuation roll-call started or ended (always by every channel)',
  APPROVALS: 'Something waits for an approval',
  SUMMARIES: 'End of day and week summaries',
  PENDING: 'Queued or being retried',
  SUCCEEDED: 'Delivered to the provider',
  FAILED: 'Given up after the last attempt',
};
/** Registers an enum of the channels' words (each value described). */
function channelEnum<T extends Record<string, string>>(values: T, name: string, description: string): T {
  return describeEnum(values, name, description, Object.fromEntries(Object.keys(values).map((k) => [k, WORDS[k]])) as never);
}

export const ChannelEnum = channelEnum(
  { EMAIL: 'EMAIL', SMS: 'SMS', TEAMS: 'TEAMS', SLACK: 'SLACK', SLACK_DM: 'SLACK_DM', TEAMS_DM: 'TEAMS_DM' } as const,
  'NotificationChannel',
  'A way a notification reaches someone (issue 39).',
);
export const ProviderChannelEnum = channelEnum(
  { SMS: 'SMS', TEAMS: 'TEAMS', SLACK: 'SLACK' } as const,
  'ProviderChannel',
  'A channel a tenant configures a provider for.',
);
export const DepotChannelEnum = channelEnum(
  { TEAMS: 'TEAMS', SLACK: 'SLACK' } as const,
  'DepotChatChannel',
  "A depot's chat channel (an incoming webhook).",
);
export const NotificationKindEnum = channelEnum(
  { ARRIVALS: 'ARRIVALS', ALERTS: 'ALERTS', EVACUATIONS: 'EVACUATIONS', APPROVALS: 'APPROVALS', SUMMARIES: 'SUMMARIES' } as const,
  'NotificationKind',
  'A kind of notification a staff user chooses channels for.',
);
export const ChannelDeliveryStatusEnum = channelEnum(
  { PENDING: 'PENDING', SUCCEEDED: 'SUCCEEDED', FAILED: 'FAILED' } as const,
  'ChannelDeliveryStatus',
  'Where a message is.',
);

@ObjectType('ChannelProvider', { description: 'A configured provider: what staff see of it (never its secret).' })
export class ChannelProviderType {
  @Field(() => ProviderChannelEnum, { description: 'SMS, TEAMS or SLACK' }) channel!: string;
  @Field({ description: "The adapter: 'twilio', or 'webhook' for Teams and Slack" }) provider!: string;
  @Field({ description: 'What it is, without the secret (the account, the sending number, the host)' }) hint!: string;
  @Field(() => Date, { description: 'When it was last set (UTC)' }) updatedAt!: Date;
  static from(v: ProviderView | null) {
    return v && Object.assign(new ChannelProviderType(), v);
  }
}

@ObjectType('DepotChannels', { description: "A depot's Teams and Slack channels." })
export class DepotChannelsType {
  @Field(() => ID, { description: 'The depot' }) depotId!: string;
  @Field({ description: "The depot's code" }) depotCode!: string;
  @Field(() => ChannelProviderType, { nullable: true, description: 'Its Teams channel, when set' }) teams!: ChannelProviderType | null;
  @Field(() => ChannelProviderType, { nullable: true, description: 'Its Slack channel, when set' }) slack!: ChannelProviderType | null;
  static from(v: DepotChannelsView) {
    return Object.assign(new DepotChannelsType(), {
      ...v,
      teams: ChannelProviderType.from(v.teams),
      slack: ChannelProviderType.from(v.slack),
    });
  }
}

@ObjectType('ChannelSettings', { description: "A tenant's notification providers (issue 39)." })
export class ChannelSettingsType {
  @Field(() => ID, { description: 'The tenant' }) tenantId!: string;
  @Field(() => ChannelProviderType, { nullable: true, description: 'The SMS provider, when set' }) sms!: ChannelProviderType | null;
  @Field(() => ChannelProviderType, { nullable: true, description: 'The Slack bot for direct messages, when set' })
  slackBot!: ChannelProviderType | null;
  @Field(() => [DepotChannelsType], { description: 'Each depot, by code' }) depots!: DepotChannelsType[];
  static from(v: ChannelSettingsView) {
    return Object.assign(new ChannelSettingsType(), {
      tenantId: v.tenantId,
      sms: ChannelProviderType.from(v.sms),
      slackBot: ChannelProviderType.from(v.slackBot),
      depots: v.depots.map(DepotChannelsType.from),
    });
  }
}

@ObjectType('ChannelChoice', { description: "A kind of notification and the user's channels for it." })
export class ChannelChoiceType {
  @Field(() => NotificationKindEnum, { description: 'The kind' }) kind!: string;
  @Field(() => [ChannelEnum], { description: 'Its channels' }) channels!: string[];
  @Field({ description: 'Always by every configured channel (evacuations): not a choice' }) always!: boolean;
  @Field({ description: 'Chosen by the user (false: their role default)' }) chosen!: boolean;
}

@ObjectType('MyChannels', { description: "The signed-in staff user's phone and channels per kind of notification." })
export class MyChannelsType {
  @Field(() => String, { nullable: true, description: 'Mobile number (E.164)' }) phone!: string | null;
  @Field(() => String, { nullable: true, description: 'Slack member id, for Slack direct messages' }) slackMemberId!: string | null;
  @Field(() => String, { nullable: true, description: 'What is shown of your Teams workflow URL (never the URL), when set' })
  teamsWorkflowHint!: string | null;
  @Field(() => [ChannelChoiceType], { description: 'One per kind' }) choices!: ChannelChoiceType[];
  static from(v: MyChannelsView) {
    return Object.assign(new MyChannelsType(), {
      phone: v.phone,
      slackMemberId: v.slackMemberId,
      teamsWorkflowHint: v.teamsWorkflowHint,
      choices: v.choices.map((c) => Object.assign(new ChannelChoiceType(), c)),
    });
  }
}

@ObjectType('ChannelDelivery', { description: 'One message by one channel, in the delivery log.' })
export class ChannelDeliveryType {
  @Field(() => ID, { description: 'The id' }) id!: string;
  @Field(() => ChannelEnum, { description: 'The channel' }) channel!: string;
  @Field(() => NotificationKindEnum, { description: 'The kind of notification' }) kind!: string;
  @Field({ description: 'What caused it (visit-notification, watchlist-alert...)' }) type!: string;
  @Field(() => String, { nullable: true, description: "The depot's code" }) depotCode!: string | null;
  @Field({ description: 'Who it was for (a name, or the depot channel)' }) recipient!: string;
  @Field({ description: 'Its subject' }) subject!: string;
  @Field(() => ChannelDeliveryStatusEnum, { description: 'PENDING, SUCCEEDED or FAILED' }) status!: string;
  @Field(() => Int, { description: 'Attempts so far' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'The last failure' }) lastError!: string | null;
  @Field(() => Date, { description: 'When it was queued (UTC)' }) createdAt!: Date;
  @Field(() => Date, { nullable: true, description: 'When it was delivered (UTC)' }) deliveredAt!: Date | null;
  static from(d: ChannelDelivery) {
    return Object.assign(new ChannelDeliveryType(), {
      id: d.id,
      channel: d.channel,
      kind: d.kind,
      type: d.type,
      depotCode: d.depot?.code ?? null,
      recipient: d.recipient,
      subject: d.subject,
      status: d.status,
      attempts: d.attempts,
      lastError: d.lastError ?? null,
      createdAt: d.createdAt,
      deliveredAt: d.deliveredAt ?? null,
    });
  }
}

@ObjectType('ChannelDeliveryPage', { description: 'A page of the delivery log (25 a page), newest first.' })
export class ChannelDeliveryPageType {
  @Field(() => [ChannelDeliveryType], { description: 'The messages' }) deliveries!: ChannelDeliveryType[];
  @Field(() => Int, { description: 'How many in all' }) total!: number;
  @Field(() => Int, { description: 'How many pages' }) pages!: number;
  @Field(() => Int, { description: 'This page' }) page!: number;
  static from(p: { deliveries: ChannelDelivery[]; total: number; pages: number; page: number }) {
    return Object.assign(new ChannelDeliveryPageType(), { ...p, deliveries: p.deliveries.map(ChannelDeliveryType.from) });
  }
}

export const SetSmsProviderInput = inputTypeFrom('SetSmsProviderInput', SetSmsProviderCommand, {
  description: "A tenant's SMS provider and its credentials (the token is write-only).",
});
export type SetSmsProviderInput = InstanceType<typeof SetSmsProviderInput>;
export const SetSlackBotInput = inputTypeFrom('SetSlackBotInput', SetSlackBotCommand, {
  description: "The tenant's Slack bot token, for direct messages (write-only).",
});
export type SetSlackBotInput = InstanceType<typeof SetSlackBotInput>;
export const SetDepotChannelInput = inputTypeFrom('SetDepotChannelInput', SetDepotChannelCommand, {
  description: "A depot's Teams or Slack incoming webhook.",
  fields: { channel: { type: () => DepotChannelEnum } },
});
export type SetDepotChannelInput = InstanceType<typeof SetDepotChannelInput>;
export const RemoveChannelProviderInput = inputTypeFrom('RemoveChannelProviderInput', RemoveChannelProviderCommand, {
  description: "Removes the tenant's SMS provider or a depot's Teams or Slack channel.",
  fields: { channel: { type: () => ProviderChannelEnum } },
});
export type RemoveChannelProviderInput = InstanceType<typeof RemoveChannelProviderInput>;
export const ChannelChoiceInput = inputTypeFrom('ChannelChoiceInput', ChannelChoiceCommand, {
  description: 'A kind of notification and its channels.',
  fields: { kind: { type: () => NotificationKindEnum }, channels: { type: () => [ChannelEnum] } },
});
export const SetMyChannelsInput = inputTypeFrom('SetMyChannelsInput', SetMyChannelsCommand, {
  description: 'Your phone and channels per kind of notification.',
});
export type SetMyChannelsInput = InstanceType<typeof SetMyChannelsInput>;
