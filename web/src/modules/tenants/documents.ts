import { graphql } from '../../gql';

/** Tenant administration (spec 2.4, 3, 7 "Tenants", "Managers", "Depots and badges", "Users"). */
export const TenantsDocument = graphql(`
  query Tenants($includeArchived: Boolean! = false) {
    tenants(includeArchived: $includeArchived) {
      id
      name
      dateRegistered
      numDepots
      numReps
      tempMin
      tempMax
      archivedAt
    }
  }
`);

/** A fresh install: no tenant yet but the SuperAdmin's own. */
export const FirstRunDocument = graphql(`
  query FirstRun {
    firstRun
  }
`);

/** A depot's postal address as its form edits it. */
export const AddressLinesFragment = graphql(`
  fragment AddressLines on Address {
    line1
    line2
    county
    eirCode
  }
`);

export const TenantDetailsDocument = graphql(`
  query TenantDetails($id: ID!) {
    tenant(id: $id) {
      id
      name
      dateRegistered
      numDepots
      numReps
      tempMin
      tempMax
      archivedAt
      tenantRep {
        id
        name
        username
        email
        role
        department
        emailConfirmed
        disabled
        depot {
          id
          code
        }
      }
      depots {
        id
        code
        tenantId
        tenantName
        timeZone
        text
        kioskUrl
        partnerKioskUrl
        kioskCertificateUrl
        address {
          ...AddressLines
        }
        managers {
          id
          name
          email
          department
          depotId
          receiveEmailFlag
        }
      }
    }
  }
`);

export const TenantRolesDocument = graphql(`
  query TenantRoles($tenantId: ID) {
    roles(tenantId: $tenantId) {
      id
      roleName
    }
  }
`);

export const CreateTenantDocument = graphql(`
  mutation CreateTenant($input: CreateTenantInput!) {
    createTenant(input: $input) {
      id
      name
    }
  }
`);
export const EditTenantDocument = graphql(`
  mutation EditTenant($id: ID!, $input: EditTenantInput!) {
    editTenant(id: $id, input: $input) {
      id
      name
      tempMin
      tempMax
    }
  }
`);
export const RemoveTenantDocument = graphql(`
  mutation RemoveTenant($id: ID!, $confirmName: String!) {
    removeTenant(id: $id, confirmName: $confirmName)
  }
`);
export const RestoreTenantDocument = graphql(`
  mutation RestoreTenant($id: ID!) {
    restoreTenant(id: $id) {
      id
      archivedAt
    }
  }
`);

export const EditRepresentativeDocument = graphql(`
  mutation EditRepresentative($id: ID!, $input: EditRepresentativeInput!) {
    editRepresentative(id: $id, input: $input) {
      id
    }
  }
`);
export const RemoveRepresentativeDocument = graphql(`
  mutation RemoveRepresentative($id: ID!) {
    removeRepresentative(id: $id)
  }
`);
export const ResendConfirmationDocument = graphql(`
  mutation ResendConfirmation($id: ID!) {
    resendConfirmationEmail(id: $id)
  }
`);
export const SetUserDisabledDocument = graphql(`
  mutation SetUserDisabled($id: ID!, $disabled: Boolean!) {
    setUserDisabled(id: $id, disabled: $disabled) {
      id
      disabled
    }
  }
`);
export const SendUserPasswordResetDocument = graphql(`
  mutation SendUserPasswordReset($id: ID!) {
    sendUserPasswordReset(id: $id)
  }
`);
export const RegisterUserDocument = graphql(`
  mutation RegisterUser($input: RegisterUserInput!) {
    registerUser(input: $input) {
      id
      username
      tenantId
    }
  }
`);

export const AddDepotDocument = graphql(`
  mutation AddDepot($input: AddDepotInput!) {
    addDepot(input: $input) {
      id
      code
      tenantId
    }
  }
`);
export const UpdateDepotDocument = graphql(`
  mutation UpdateDepot($id: ID!, $input: DepotInput!) {
    updateDepot(id: $id, input: $input) {
      id
      address {
        ...AddressLines
      }
    }
  }
`);

export const AddManagerDocument = graphql(`
  mutation AddManager($input: AddManagerInput!) {
    addManager(input: $input) {
      id
    }
  }
`);
export const EditManagerDocument = graphql(`
  mutation EditManager($id: ID!, $input: EditManagerInput!) {
    editManager(id: $id, input: $input) {
      id
      name
      email
      department
      receiveEmailFlag
    }
  }
`);
export const DeleteManagerDocument = graphql(`
  mutation DeleteManager($id: ID!) {
    deleteManager(id: $id)
  }
`);

export const DepotBadgesDocument = graphql(`
  query DepotBadges($depotId: ID!) {
    badges(depotId: $depotId) {
      id
      badgeNum
      inUse
      holderName
      holderKind
    }
    nextBadgeNumber(depotId: $depotId)
  }
`);
export const AddDepotBadgesDocument = graphql(`
  mutation AddDepotBadges($input: AddBadgesInput!) {
    addBadges(input: $input) {
      id
      badgeNum
    }
  }
`);
export const DepotBadgeAssigneeDocument = graphql(`
  query DepotBadgeAssignee($depotId: ID!, $badgeNum: String!) {
    badgeAssignee(depotId: $depotId, badgeNum: $badgeNum) {
      kind
      name
      company
      checkedInAt
      badgeNumber
      visitType
    }
  }
`);
export const DepotCheckOutHolderDocument = graphql(`
  mutation DepotCheckOutHolder($depotId: ID!, $badgeNum: String!, $notify: Boolean!) {
    checkOutBadgeHolder(depotId: $depotId, badgeNum: $badgeNum, sendNotification: $notify) {
      name
      kind
    }
  }
`);
