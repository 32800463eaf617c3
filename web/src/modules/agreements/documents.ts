import { graphql } from '../../gql';

/** Issue 38: a tenant's agreement versions, newest first, then the built-in defaults. */
export const AgreementVersionsDocument = graphql(`
  query AgreementVersions($tenantId: ID) {
    agreementVersions(tenantId: $tenantId) {
      id
      kind
      number
      savedAt
      savedByName
      askAgain
      isDefault
      words {
        key
        text
      }
    }
  }
`);

/** Issue 38: the agreement a visit's sign-in accepted: its version and the words with the answers given. */
export const VisitAgreementDocument = graphql(`
  query VisitAgreement($visitId: ID!) {
    visitQuestionnaire(visitId: $visitId) {
      visitId
      attendanceId
      timeZone
      agreementVersionId
      agreementVersionNumber
      agreementSavedAt
      answers {
        key
        question
        answer
      }
    }
  }
`);
