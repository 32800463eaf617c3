import { clampedPage, id, optionalId, z } from '../../core/command';
import { Messages } from '../../contracts/messages';
import { CHANNELS, E164, NOTIFICATION_KINDS, SLACK_BOT_TOKEN, SLACK_MEMBER_ID } from './channel-kinds';
import { smsProviders } from './sms';

const blank = (v: unknown) => (typeof v === 'string' ? v.trim() || undefined : v === null ? undefined : v);

/** A phone number in E.164 (spaces, dashes and brackets as typed are dropped first). */
export const e164 = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/[\s().-]/g, '') : v),
  z.string({ error: Messages.channelsPhone }).regex(E164, Messages.channelsPhone),
);

export const ChannelSettingsCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
});
export type ChannelSettingsCommand = z.output<typeof ChannelSettingsCommand>;

/** A tenant's SMS provider (TenantAdmin): its credentials, all given each time (the token is write-only). */
export const SetSmsProviderCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
  provider: z
    .preprocess(blank, z.string({ error: Messages.channelsProvider }).default('twilio'))
    .refine((v) => Object.hasOwn(smsProviders, v), { message: Messages.channelsProvider })
    .describe('The provider (twilio)'),
  accountSid: z.string({ error: Messages.channelsTwilioSid }).trim().describe('Twilio Account SID (AC...)'),
  authToken: z.string({ error: Messages.channelsTwilioToken }).trim().describe('Twilio auth token (write-only: never shown again)'),
  from: e164.describe('The sending number, E.164 (e.g. +353851234567)'),
});
export type SetSmsProviderCommand = z.output<typeof SetSmsProviderCommand>;

/** A depot's Teams or Slack channel: its incoming webhook's https URL (write-only). */
export const SetDepotChannelCommand = z.object({
  depotId: id('depotId', 'Depot').describe('The depot'),
  channel: z.enum(['TEAMS', 'SLACK'], { error: Messages.channelsChannel }).describe('TEAMS or SLACK'),
  url: z
    .string({ error: Messages.channelsUrl })
    .trim()
    .min(9, Messages.channelsUrl)
    .max(2000, Messages.channelsUrl)
    .describe("The channel's incoming webhook URL (https)"),
});
export type SetDepotChannelCommand = z.output<typeof SetDepotChannelCommand>;

/** The tenant's Slack bot (TenantAdmin): its bot token (write-only), for direct messages to people by member id. */
export const SetSlackBotCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
  token: z
    .string({ error: Messages.channelsSlackToken })
    .trim()
    .regex(SLACK_BOT_TOKEN, Messages.channelsSlackToken)
    .describe("The Slack app's bot token, xoxb-... with the chat:write scope (write-only: never shown again)"),
});
export type SetSlackBotCommand = z.output<typeof SetSlackBotCommand>;

/** Removes the tenant's SMS provider or Slack bot, or a depot's Teams or Slack channel. */
export const RemoveChannelProviderCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
  channel: z.enum(['SMS', 'TEAMS', 'SLACK'], { error: Messages.channelsChannel }).describe('SMS, TEAMS or SLACK'),
  depotId: optionalId('depotId').describe("The depot (TEAMS and SLACK); SLACK without a depot: the tenant's Slack bot"),
});

/** As an edit sends it: absent keeps what is held (a legacy client clears nothing), null or blank clears, else the value. */
const editable = (v: unknown) => (v === undefined ? undefined : typeof v === 'string' ? v.trim() || null : v);

/** A person's Slack member id on an edit (absent keeps, blank clears). */
export const editableSlackMember = () =>
  z.preprocess(
    editable,
    z.string({ error: Messages.channelsSlackMember }).regex(SLACK_MEMBER_ID, Messages.channelsSlackMember).nullable().optional(),
  );

/** A person's Teams workflow webhook URL on an edit (absent keeps, blank clears); the outbound guard checks it after. */
export const editableWorkflowUrl = () =>
  z.preprocess(
    editable,
    z.string({ error: Messages.channelsUrl }).min(9, Messages.channelsUrl).max(2000, Messages.channelsUrl).nullable().optional(),
  );
export type RemoveChannelProviderCommand = z.output<typeof RemoveChannelProviderCommand>;

export const ChannelChoiceCommand = z.object({
  kind: z.enum(NOTIFICATION_KINDS, { error: Messages.channelsChoice }).describe('The kind of notification'),
  channels: z
    .array(z.enum(CHANNELS, { error: Messages.channelsChoice }), { error: Messages.channelsChoice })
    .max(CHANNELS.length, Messages.channelsChoice)
    .describe('Its channels (none: not told)'),
});

/** The signed-in user's phone and channels per kind (every kind sent replaces its choice; a kind not sent keeps it). */
export const SetMyChannelsCommand = z
  .object({
    phone: z.preprocess(blank, e164.optional()).describe('Your mobile number, E.164 (empty: none)'),
    slackMemberId: editableSlackMember().describe(
      "Your Slack member id (U...), for Slack direct messages from the tenant's bot; absent: kept, empty: none",
    ),
    teamsWorkflowUrl: editableWorkflowUrl().describe(
      'Your own Teams workflow webhook URL (https, write-only), for Teams direct messages; absent: kept, empty: none',
    ),
    choices: z
      .array(ChannelChoiceCommand, { error: Messages.channelsChoice })
      .max(NOTIFICATION_KINDS.length, Messages.channelsChoice)
      .describe('Channels per kind of notification'),
  })
  .superRefine((c, ctx) => {
    if (new Set(c.choices.map((x) => x.kind)).size !== c.choices.length)
      ctx.addIssue({ code: 'custom', path: ['choices'], message: Messages.channelsChoice });
    if (!c.phone && c.choices.some((x) => x.channels.includes('SMS') && x.kind !== 'EVACUATIONS'))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: Messages.channelsSmsNeedsPhone });
  });
export type SetMyChannelsCommand = z.output<typeof SetMyChannelsCommand>;

export const ChannelDeliveriesCommand = z.object({
  tenantId: optionalId('tenantId').describe('SuperAdmin: the tenant; others: leave empty'),
  page: clampedPage(),
});
export type ChannelDeliveriesCommand = z.output<typeof ChannelDeliveriesCommand>;
