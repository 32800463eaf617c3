import { graphql } from '../../gql';

/** Inductions for visitors (issue 38): the kiosk's due courses and grade; a depot's visitors and a pass in person. */
export const KioskVisitorInductionsDocument = graphql(`
  query KioskVisitorInductions($depotId: ID!, $reference: String, $reasonForVisit: String, $email: String) {
    kioskVisitorInductions(depotId: $depotId, reference: $reference, reasonForVisit: $reasonForVisit, email: $email) {
      ...KioskCourseFields
    }
  }
`);

export const GradeVisitorInductionDocument = graphql(`
  mutation GradeVisitorInduction($input: GradeVisitorInductionInput!) {
    gradeVisitorInduction(input: $input) {
      ...InductionResultFields
    }
  }
`);

export const VisitorInductionStatusDocument = graphql(`
  query VisitorInductionStatus($depotId: ID!) {
    visitorInductionStatus(depotId: $depotId) {
      attendeeId
      name
      email
      kind
      courseId
      courseTitle
      state
      expiresAt
      version
      inPerson
    }
  }
`);

export const RecordVisitorInductionPassDocument = graphql(`
  mutation RecordVisitorInductionPass($depotId: ID!, $courseId: ID!, $attendeeId: ID!, $passedOn: String) {
    recordVisitorInductionPass(depotId: $depotId, courseId: $courseId, attendeeId: $attendeeId, passedOn: $passedOn) {
      attendeeId
      courseId
      state
      expiresAt
      inPerson
    }
  }
`);
