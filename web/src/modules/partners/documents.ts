import { graphql } from '../../gql';

export const PartnerFieldsFragment = graphql(`
  fragment PartnerFields on Partner {
    id
    workId
    name
    organisation
    email
    phone
    signFlag
    badgeNumFlag
    singleSignFlag
    enterTemperature
    depotId
    shiftId
    shiftName
    shiftTime
    roleId
    roleName
  }
`);

export const PartnersDocument = graphql(`
  query Partners($depotId: ID!, $page: Int!, $search: String) {
    partners(depotId: $depotId, page: $page, search: $search) {
      total
      page
      pageSize
      items {
        ...PartnerFields
      }
    }
  }
`);

export const RegisterPartnerDocument = graphql(`
  mutation RegisterPartner($input: PartnerInput!) {
    registerPartner(input: $input) {
      ...PartnerFields
    }
  }
`);

export const EditPartnerDocument = graphql(`
  mutation EditPartner($id: ID!, $input: PartnerInput!) {
    editPartner(id: $id, input: $input) {
      ...PartnerFields
    }
  }
`);

export const DeletePartnerDocument = graphql(`
  mutation DeletePartner($id: ID!) {
    deletePartner(id: $id)
  }
`);

export const SendPartnerQrCodeDocument = graphql(`
  mutation SendPartnerQrCode($id: ID!) {
    sendPartnerQrCode(id: $id)
  }
`);

export const PartnerAttendancesDocument = graphql(`
  query PartnerAttendances($partnerId: ID!, $page: Int) {
    partnerAttendances(partnerId: $partnerId, page: $page) {
      total
      page
      pageSize
      pages
      items {
        attendanceId
        depotCode
        checkInTime
        checkOutTime
        depotBadgeNum
        temperature
        totalHours
      }
    }
  }
`);
