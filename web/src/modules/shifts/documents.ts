import { graphql } from '../../gql';

export const ShiftsDocument = graphql(`
  query Shifts {
    shifts {
      id
      shiftName
      startTime
      endTime
    }
  }
`);

export const AddShiftDocument = graphql(`
  mutation AddShift($input: ShiftInput!) {
    addShift(input: $input) {
      id
      shiftName
      startTime
      endTime
    }
  }
`);

export const EditShiftDocument = graphql(`
  mutation EditShift($id: ID!, $input: ShiftInput!) {
    editShift(id: $id, input: $input) {
      id
      shiftName
      startTime
      endTime
    }
  }
`);

export const DeleteShiftDocument = graphql(`
  mutation DeleteShift($id: ID!) {
    deleteShift(id: $id)
  }
`);
