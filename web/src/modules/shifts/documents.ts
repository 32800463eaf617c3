import { graphql } from '../../gql';

export const ShiftsDocument = graphql(`
  query Shifts {
    shifts {
      ...ShiftFields
    }
  }
`);

export const AddShiftDocument = graphql(`
  mutation AddShift($input: ShiftInput!) {
    addShift(input: $input) {
      ...ShiftFields
    }
  }
`);

export const EditShiftDocument = graphql(`
  mutation EditShift($id: ID!, $input: ShiftInput!) {
    editShift(id: $id, input: $input) {
      ...ShiftFields
    }
  }
`);

export const DeleteShiftDocument = graphql(`
  mutation DeleteShift($id: ID!) {
    deleteShift(id: $id)
  }
`);
