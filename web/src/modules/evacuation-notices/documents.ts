import { graphql } from '../../gql';

/** "I am safe" links and the depot's assembly point (issues 37, 39). */
export const SafeLinkFieldsFragment = graphql(`
  fragment SafeLinkFields on SafeLink {
    firstName
    depotCode
    tenantName
    assemblyPoint
    language
    state
    markedAt
  }
`);

export const SafeLinkDocument = graphql(`
  query SafeLink($token: String!) {
    safeLink(token: $token) {
      ...SafeLinkFields
    }
  }
`);

export const MarkSelfSafeDocument = graphql(`
  mutation MarkSelfSafe($token: String!) {
    markSelfSafe(token: $token) {
      ...SafeLinkFields
    }
  }
`);

export const DepotAssemblyPointDocument = graphql(`
  query DepotAssemblyPoint($depotId: ID!) {
    depotAssemblyPoint(depotId: $depotId)
  }
`);

export const DepotMusterKioskDocument = graphql(`
  query DepotMusterKiosk($depotId: ID!) {
    depotMusterKiosk(depotId: $depotId)
  }
`);

export const SetDepotMusterKioskDocument = graphql(`
  mutation SetDepotMusterKiosk($depotId: ID!, $on: Boolean!) {
    setDepotMusterKiosk(depotId: $depotId, on: $on)
  }
`);

export const SetDepotAssemblyPointDocument = graphql(`
  mutation SetDepotAssemblyPoint($depotId: ID!, $text: String) {
    setDepotAssemblyPoint(depotId: $depotId, text: $text)
  }
`);
