import { graphql } from '../../gql';

export const RolesDocument = graphql(`
  query Roles {
    roles {
      id
      roleName
    }
  }
`);

export const AddRoleDocument = graphql(`
  mutation AddRole($input: RoleInput!) {
    addRole(input: $input) {
      id
      roleName
    }
  }
`);

export const EditRoleDocument = graphql(`
  mutation EditRole($id: ID!, $input: RoleInput!) {
    editRole(id: $id, input: $input) {
      id
      roleName
    }
  }
`);

export const DeleteRoleDocument = graphql(`
  mutation DeleteRole($id: ID!) {
    deleteRole(id: $id)
  }
`);
