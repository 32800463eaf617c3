import { graphql } from '../../gql';

/** The watchlist (issue 37): the tenant's entries (admins), the matches (DepotManagers too), the live notice. */
export const WatchlistEntryFieldsFragment = graphql(`
  fragment WatchlistEntryFields on WatchlistEntry {
    id
    name
    email
    phone
    company
    carReg
    reason
    action
    expiresAt
    expired
    addedBy
    createdAt
  }
`);

export const WatchlistDocument = graphql(`
  query Watchlist($tenantId: ID, $page: Int, $search: String) {
    watchlist(tenantId: $tenantId, page: $page, search: $search) {
      total
      pages
      page
      entries {
        ...WatchlistEntryFields
      }
    }
  }
`);

export const AddWatchlistEntryDocument = graphql(`
  mutation AddWatchlistEntry($input: AddWatchlistEntryInput!) {
    addWatchlistEntry(input: $input) {
      id
      name
    }
  }
`);

export const UpdateWatchlistEntryDocument = graphql(`
  mutation UpdateWatchlistEntry($input: UpdateWatchlistEntryInput!) {
    updateWatchlistEntry(input: $input) {
      ...WatchlistEntryFields
    }
  }
`);

export const RemoveWatchlistEntryDocument = graphql(`
  mutation RemoveWatchlistEntry($id: ID!) {
    removeWatchlistEntry(id: $id)
  }
`);

export const WatchlistMatchesDocument = graphql(`
  query WatchlistMatches($tenantId: ID, $page: Int) {
    watchlistMatches(tenantId: $tenantId, page: $page) {
      total
      pages
      page
      matches {
        id
        depotCode
        action
        matchedFields
        personName
        path
        occurredAt
        visitId
      }
    }
  }
`);

export const WatchlistCheckDocument = graphql(`
  query WatchlistCheck($input: WatchlistCheckInput!) {
    watchlistCheck(input: $input) {
      matched
      action
      matchedFields
    }
  }
`);

export const WatchlistMatchedDocument = graphql(`
  subscription WatchlistMatched($depotId: ID!) {
    watchlistMatched(depotId: $depotId) {
      matchId
      depotId
      action
      personName
      matchedFields
      at
    }
  }
`);
