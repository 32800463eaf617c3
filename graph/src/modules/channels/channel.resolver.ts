import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { ChannelDeliveriesArgs, ChannelSettingsArgs } from './channel.args';
import type { ChannelsContext } from '.';
import {
  ChannelDeliveryPageType,
  ChannelProviderType,
  ChannelSettingsType,
  MyChannelsType,
  RemoveChannelProviderInput,
  SetDepotChannelInput,
  SetMyChannelsInput,
  SetSlackBotInput,
  SetSmsProviderInput,
} from './channel.type';

/** Channels (issue 39): providers for the admins, each staff user's own choices, the delivery log. */
@Resolver()
export class ChannelResolver {
  @Authorized('SuperAdmin', 'TenantAdmin')
  @Query(() => ChannelSettingsType, { description: "The tenant's SMS provider and its depots' Teams and Slack channels (no secrets)." })
  async channelSettings(@Ctx() { services, actor }: ChannelsContext, @Args(() => ChannelSettingsArgs) args: ChannelSettingsArgs) {
    return ChannelSettingsType.from(await services.channels.settings(actor, ChannelSettingsArgs.parse(args)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ChannelProviderType, { description: "Sets the tenant's SMS provider (its credentials replace any before)." })
  async setSmsProvider(
    @Arg('input', () => SetSmsProviderInput, { description: 'The credentials' }) input: SetSmsProviderInput,
    @Ctx() { services, actor }: ChannelsContext,
  ) {
    return ChannelProviderType.from(await services.channels.setSmsProvider(actor, SetSmsProviderInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ChannelProviderType, { description: "Sets the tenant's Slack bot (its token replaces any before), for direct messages." })
  async setSlackBot(
    @Arg('input', () => SetSlackBotInput, { description: 'The bot token' }) input: SetSlackBotInput,
    @Ctx() { services, actor }: ChannelsContext,
  ) {
    return ChannelProviderType.from(await services.channels.setSlackBot(actor, SetSlackBotInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => ChannelProviderType, { description: "Sets a depot's Teams or Slack incoming webhook (https, a public address)." })
  async setDepotChannel(
    @Arg('input', () => SetDepotChannelInput, { description: 'The depot, channel and URL' }) input: SetDepotChannelInput,
    @Ctx() { services, actor }: ChannelsContext,
  ) {
    return ChannelProviderType.from(await services.channels.setDepotChannel(actor, SetDepotChannelInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin')
  @Mutation(() => Boolean, {
    description: "Removes the tenant's SMS provider or Slack bot, or a depot's channel; true when there was one.",
  })
  async removeChannelProvider(
    @Arg('input', () => RemoveChannelProviderInput, { description: 'Which' }) input: RemoveChannelProviderInput,
    @Ctx() { services, actor }: ChannelsContext,
  ) {
    return services.channels.remove(actor, RemoveChannelProviderInput.parse(input));
  }

  @Authorized()
  @Query(() => MyChannelsType, { description: 'Your phone and channels per kind of notification.' })
  async myChannels(@Ctx() { services, actor }: ChannelsContext) {
    return MyChannelsType.from(await services.channels.mine(actor));
  }

  @Authorized()
  @Mutation(() => MyChannelsType, { description: 'Sets your phone and channels per kind of notification.' })
  async setMyChannels(
    @Arg('input', () => SetMyChannelsInput, { description: 'Phone and choices' }) input: SetMyChannelsInput,
    @Ctx() { services, actor }: ChannelsContext,
  ) {
    return MyChannelsType.from(await services.channels.setMine(actor, SetMyChannelsInput.parse(input)));
  }

  @Authorized('SuperAdmin', 'TenantAdmin', 'DepotManager')
  @Query(() => ChannelDeliveryPageType, { description: 'The delivery log of notifications by channel, newest first, 25 a page.' })
  async channelDeliveries(@Ctx() { services, actor }: ChannelsContext, @Args(() => ChannelDeliveriesArgs) args: ChannelDeliveriesArgs) {
    return ChannelDeliveryPageType.from(await services.channels.deliveries(actor, ChannelDeliveriesArgs.parse(args)));
  }
}
