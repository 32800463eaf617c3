import { graphql } from '../../gql';

/** The muster kiosk's questions (issue 39): those still missing by a typed name, and "I am safe". */
export const KioskMusterPeopleDocument = graphql(`
  query KioskMusterPeople($depotId: ID!, $search: String) {
    kioskMusterPeople(depotId: $depotId, search: $search) {
      entryId
      label
    }
  }
`);

export const KioskMarkSafeDocument = graphql(`
  mutation KioskMarkSafe($input: KioskMarkSafeInput!) {
    kioskMarkSafe(input: $input) {
      label
      markedAt
    }
  }
`);
