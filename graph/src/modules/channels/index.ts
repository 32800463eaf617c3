import { feature, type ContextOf } from '../../core/feature';
import { ChannelDelivery, ChannelEndpoint, ChannelPreference } from './channel.entity';
import { ChannelResolver } from './channel.resolver';
import { ChannelService } from './channel.service';
import { handleChannelDeliver, handleChannelRetry } from './channel.jobs';

/**
 * Channels (issue 39): a notification (notify.ts, its one definition) goes by each recipient's chosen channels:
 * e-mail, SMS (the tenant's provider, sms/), Microsoft Teams and Slack (a depot's incoming webhooks). Every message by
 * SMS, Teams or Slack is a delivery row with its own job, sent once, retried with back-off, on the webhooks' fair
 * machinery (core/jobs/fair-gate.ts), and logged per tenant.
 */
export const channels = feature<{ channels: ChannelService }>({
  name: 'channels',
  services: { channels: (d) => new ChannelService(d) },
  entities: [ChannelEndpoint, ChannelPreference, ChannelDelivery],
  resolvers: [ChannelResolver],
  jobs: { 'channel-deliver': handleChannelDeliver, 'channel-retry': handleChannelRetry },
});

export type ChannelsContext = ContextOf<typeof channels>;
