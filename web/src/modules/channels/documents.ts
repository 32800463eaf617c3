import { graphql } from '../../gql';

/** Channels (issue 39): a tenant's providers, a user's own channels, the delivery log. */
export const ChannelSettingsDocument = graphql(`
  query ChannelSettings($tenantId: ID) {
    channelSettings(tenantId: $tenantId) {
      tenantId
      sms {
        hint
        updatedAt
      }
      slackBot {
        hint
      }
      depots {
        depotId
        depotCode
        teams {
          hint
        }
        slack {
          hint
        }
      }
    }
  }
`);

export const SetSmsProviderDocument = graphql(`
  mutation SetSmsProvider($input: SetSmsProviderInput!) {
    setSmsProvider(input: $input) {
      hint
    }
  }
`);

export const SetSlackBotDocument = graphql(`
  mutation SetSlackBot($input: SetSlackBotInput!) {
    setSlackBot(input: $input) {
      hint
    }
  }
`);

export const SetDepotChannelDocument = graphql(`
  mutation SetDepotChannel($input: SetDepotChannelInput!) {
    setDepotChannel(input: $input) {
      hint
    }
  }
`);

export const RemoveChannelProviderDocument = graphql(`
  mutation RemoveChannelProvider($input: RemoveChannelProviderInput!) {
    removeChannelProvider(input: $input)
  }
`);

/** The signed-in user's own channels (issue 39): the form shows them and saving answers them again. */
export const MyChannelsFieldsFragment = graphql(`
  fragment MyChannelsFields on MyChannels {
    phone
    slackMemberId
    teamsWorkflowHint
    choices {
      kind
      channels
      always
      chosen
    }
  }
`);

export const MyChannelsDocument = graphql(`
  query MyChannels {
    myChannels {
      ...MyChannelsFields
    }
  }
`);

export const SetMyChannelsDocument = graphql(`
  mutation SetMyChannels($input: SetMyChannelsInput!) {
    setMyChannels(input: $input) {
      ...MyChannelsFields
    }
  }
`);

export const ChannelDeliveriesDocument = graphql(`
  query ChannelDeliveries($tenantId: ID, $page: Int) {
    channelDeliveries(tenantId: $tenantId, page: $page) {
      total
      pages
      page
      deliveries {
        id
        channel
        kind
        depotCode
        recipient
        subject
        status
        attempts
        lastError
        createdAt
      }
    }
  }
`);
