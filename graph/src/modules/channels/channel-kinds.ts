/**
 * The channels a notification goes by (issue 39) and the kinds of notification a staff user chooses them for, with
 * the defaults per role. Evacuations (and watchlist blocks, which the sender marks `forced`) go by every channel the
 * tenant has configured, whatever was chosen.
 */
export const CHANNELS = ['EMAIL', 'SMS', 'TEAMS', 'SLACK', 'SLACK_DM', 'TEAMS_DM'] as const;
export type Channel = (typeof CHANNELS)[number];
/**
 * The channels a provider row (channel_endpoint) is for: the tenant's SMS provider, a depot's Teams or Slack channel,
 * the tenant's Slack bot (SLACK, no depot, provider 'bot': direct messages) and a person's own Teams Workflows webhook
 * (TEAMS, no depot, provider 'workflow': their direct channel).
 */
export type ProviderChannel = 'SMS' | 'TEAMS' | 'SLACK';
/** A person's direct channels (issue 39): a Slack direct message from the tenant's bot, their own Teams workflow. */
export const DIRECT_CHANNELS = ['SLACK_DM', 'TEAMS_DM'] as const;

export const NOTIFICATION_KINDS = ['ARRIVALS', 'ALERTS', 'EVACUATIONS', 'APPROVALS', 'SUMMARIES'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds that always go by every configured channel (the choice is shown, not asked). */
export const ALWAYS_EVERY_CHANNEL: readonly NotificationKind[] = ['EVACUATIONS'];

export type ChannelChoices = Partial<Record<NotificationKind, Channel[]>>;

/** What a user gets before they choose: e-mail for everything; a DepotManager also has alerts by SMS (a yard is not a desk). */
export function defaultChoices(role: string): Record<NotificationKind, Channel[]> {
  const manager = role === 'DepotManager';
  return {
    ARRIVALS: ['EMAIL'],
    ALERTS: manager ? ['EMAIL', 'SMS'] : ['EMAIL'],
    EVACUATIONS: [...CHANNELS],
    APPROVALS: ['EMAIL'],
    SUMMARIES: ['EMAIL'],
  };
}

/** The user's channels for a kind: their choice, else their role's default; `forced` kinds every channel. */
export function channelsFor(
  role: string,
  choices: ChannelChoices | null | undefined,
  kind: NotificationKind,
  forced: boolean,
): Set<Channel> {
  if (forced || ALWAYS_EVERY_CHANNEL.includes(kind)) return new Set(CHANNELS);
  return new Set(choices?.[kind] ?? defaultChoices(role)[kind]);
}

/** A Slack member id (U... or W... for Enterprise Grid), as Slack's profile "Copy member ID" gives it. */
export const SLACK_MEMBER_ID = /^[UW][A-Z0-9]{6,20}$/;
/** A Slack bot token (xoxb-...), as the app's "OAuth & Permissions" page gives it (chat:write). */
export const SLACK_BOT_TOKEN = /^xoxb-[A-Za-z0-9-]{10,250}$/;

/** E.164: a +, a country code not starting with 0, 8 to 15 digits in all, nothing else. */
export const E164 = /^\+[1-9]\d{7,14}$/;
