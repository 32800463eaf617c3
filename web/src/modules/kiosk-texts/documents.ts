import { graphql } from '../../gql';

/** Issue 23: the tenant's own kiosk texts (rules, questions q1..q6, contractor rules). */
export const TenantKioskTextsDocument = graphql(`
  query TenantKioskTexts($tenantId: ID) {
    tenantKioskTexts(tenantId: $tenantId) {
      tenantId
      rules {
        key
        group
        question
        defaultText
        text
      }
      contractorRules
      defaultContractorRules
    }
  }
`);

export const SaveKioskTextsDocument = graphql(`
  mutation SaveKioskTexts($input: SaveKioskTextsInput!) {
    saveKioskTexts(input: $input) {
      tenantId
      contractorRules
    }
  }
`);
