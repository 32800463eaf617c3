import { graphql } from '../../gql';

/** The pre-arrival page (issue 38): what its link shows, and the visitor's answers sent. */
export const PreArrivalFieldsFragment = graphql(`
  fragment PreArrivalFields on PreArrival {
    firstName
    lastName
    company
    tenantName
    depotCode
    depotAddress
    timeZone
    dateOfVisit
    hostName
    language
    signatureRequired
    versionId
    versionNumber
    rules {
      key
      group
      text
      question
    }
    completedAt
    carReg
    answers {
      key
      answer
    }
    signed
    courses {
      ...KioskCourseFields
    }
    coursesPassed {
      title
      expiresAt
    }
    documents {
      documentTypeId
      name
      documentId
      fileName
      mimeType
      uploadedAt
    }
    documentMaxMb
  }
`);

export const PreArrivalDocument = graphql(`
  query PreArrival($token: String!) {
    preArrival(token: $token) {
      ...PreArrivalFields
    }
  }
`);

export const SubmitPreArrivalDocument = graphql(`
  mutation SubmitPreArrival($input: SubmitPreArrivalInput!) {
    submitPreArrival(input: $input) {
      ...PreArrivalFields
    }
  }
`);

/** Issue 38: the answers to an induction course the visit needs, graded on the server (the kiosk's grading). */
export const TakePreArrivalInductionDocument = graphql(`
  mutation TakePreArrivalInduction($input: TakePreArrivalInductionInput!) {
    takePreArrivalInduction(input: $input) {
      ...InductionResultFields
    }
  }
`);
