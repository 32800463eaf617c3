import { argsFrom } from '../../core/graphql/input-type';
import { ChannelDeliveriesCommand, ChannelSettingsCommand } from './channel.commands';

/* The channel settings' and the delivery log's arguments, built from its command (issue 42): declared once, in the command. */
export const ChannelDeliveriesArgs = argsFrom('ChannelDeliveriesArgs', ChannelDeliveriesCommand, {
  fields: { page: { description: 'Page number from 1 (default 1).' } },
});
export type ChannelDeliveriesArgs = InstanceType<typeof ChannelDeliveriesArgs>;
export const ChannelSettingsArgs = argsFrom('ChannelSettingsArgs', ChannelSettingsCommand);
export type ChannelSettingsArgs = InstanceType<typeof ChannelSettingsArgs>;
