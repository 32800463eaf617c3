import { graphql } from '../../gql';

/** A course as a kiosk shows it (a partner's, a visitor's, the offline kiosk's): never its right answers. */
export const KioskCourseFieldsFragment = graphql(`
  fragment KioskCourseFields on KioskInductionCourse {
    id
    title
    body
    version
    passMark
    questions {
      text
      options
      multiple
    }
    material {
      id
      kind
      mimeType
      bytes
      url
    }
  }
`);

/** Inductions (issue 38): the kiosk's due courses and grade; the staff's courses, a depot's passes, a pass in person. */
export const KioskInductionsDocument = graphql(`
  query KioskInductions($depotId: ID!, $workId: String!) {
    kioskInductions(depotId: $depotId, workId: $workId) {
      ...KioskCourseFields
    }
  }
`);

/** The offline kiosk (issue 38): the depot's every-partner courses, kept on the device with their files. */
export const KioskOfflineInductionsDocument = graphql(`
  query KioskOfflineInductions($depotId: ID!) {
    kioskOfflineInductions(depotId: $depotId) {
      ...KioskCourseFields
    }
  }
`);

/** A graded course (a partner's or visitor's at the kiosk, a visitor's before arrival): the grade and its expiry. */
export const InductionResultFieldsFragment = graphql(`
  fragment InductionResultFields on InductionResult {
    passed
    score
    passMark
    wrong
    expiresAt
  }
`);

export const SubmitInductionDocument = graphql(`
  mutation SubmitInduction($input: SubmitInductionInput!) {
    submitInduction(input: $input) {
      ...InductionResultFields
    }
  }
`);

export const InductionCoursesDocument = graphql(`
  query InductionCourses($tenantId: ID) {
    inductionCourses(tenantId: $tenantId) {
      id
      title
      body
      passMark
      allPartners
      roleIds
      regularVisitors
      reasonIds
      validMonths
      version
      updatedAt
      questions {
        text
        options
        correct
      }
      material {
        id
        kind
        bytes
        fileName
      }
    }
  }
`);

export const AddInductionCourseDocument = graphql(`
  mutation AddInductionCourse($input: AddInductionCourseInput!) {
    addInductionCourse(input: $input) {
      id
      version
    }
  }
`);

export const UpdateInductionCourseDocument = graphql(`
  mutation UpdateInductionCourse($input: UpdateInductionCourseInput!) {
    updateInductionCourse(input: $input) {
      id
      version
    }
  }
`);

export const RemoveInductionCourseDocument = graphql(`
  mutation RemoveInductionCourse($id: ID!) {
    removeInductionCourse(id: $id)
  }
`);

export const InductionStatusDocument = graphql(`
  query InductionStatus($depotId: ID!) {
    inductionStatus(depotId: $depotId) {
      partnerId
      partnerName
      workId
      courseId
      courseTitle
      state
      expiresAt
      version
      inPerson
    }
  }
`);

export const RecordInductionPassDocument = graphql(`
  mutation RecordInductionPass($courseId: ID!, $partnerId: ID!, $passedOn: String) {
    recordInductionPass(courseId: $courseId, partnerId: $partnerId, passedOn: $passedOn) {
      partnerId
      courseId
      state
      expiresAt
      inPerson
    }
  }
`);
