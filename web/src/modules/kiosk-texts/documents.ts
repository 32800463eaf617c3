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

/** Issue 27: the languages the tenant's kiosks offer and the default one. */
export const TenantKioskLanguagesDocument = graphql(`
  query TenantKioskLanguages($tenantId: ID) {
    tenantKioskLanguages(tenantId: $tenantId) {
      tenantId
      defaultLanguage
      languages
      supported
    }
  }
`);

export const SaveKioskLanguagesDocument = graphql(`
  mutation SaveKioskLanguages($input: SaveKioskLanguagesInput!) {
    saveKioskLanguages(input: $input) {
      tenantId
      defaultLanguage
      languages
    }
  }
`);
