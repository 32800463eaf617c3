import { graphql } from '../../gql';

/** Integrators' API keys (issue 26; docs/integrators.md). */
export const ApiKeysDocument = graphql(`
  query ApiKeys($tenantId: ID) {
    apiKeys(tenantId: $tenantId) {
      id
      name
      scopes
      depotId
      depotCode
      hint
      createdAt
      createdBy
      expiresAt
      lastUsedAt
      revokedAt
    }
  }
`);

export const CreateApiKeyDocument = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      key {
        id
        name
      }
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

export const ApiKeyDepotsDocument = graphql(`
  query ApiKeyDepots($tenantId: ID) {
    depots(tenantId: $tenantId) {
      id
      code
    }
  }
`);
