import { graphql } from '../../gql';

/** The people directory (issue 39): the staff screen's list and edits, and the booking form's type-ahead. */
export const HostsDocument = graphql(`
  query Hosts($tenantId: ID, $search: String, $page: Int) {
    hosts(tenantId: $tenantId, search: $search, page: $page) {
      total
      pages
      page
      hosts {
        id
        name
        email
        phone
        department
        depotIds
        language
        slackMemberId
        teamsWorkflowHint
        choices {
          kind
          channels
        }
        active
        source
        staffUser
      }
    }
  }
`);

export const SaveHostDocument = graphql(`
  mutation SaveHost($input: SaveHostInput!) {
    saveHost(input: $input) {
      id
      name
    }
  }
`);

export const RemoveHostDocument = graphql(`
  mutation RemoveHost($id: ID!) {
    removeHost(id: $id)
  }
`);

export const HostSuggestionsDocument = graphql(`
  query HostSuggestions($search: String, $depotId: ID) {
    hostSuggestions(search: $search, depotId: $depotId) {
      id
      name
      email
      department
    }
  }
`);
