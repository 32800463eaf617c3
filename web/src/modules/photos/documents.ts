import { graphql } from '../../gql';

/** The depot's kiosk photo setting (issue 37). */
export const DepotPhotoAtSignInDocument = graphql(`
  query DepotPhotoAtSignIn($depotId: ID!) {
    depotPhotoAtSignIn(depotId: $depotId)
  }
`);

export const SetDepotPhotoAtSignInDocument = graphql(`
  mutation SetDepotPhotoAtSignIn($depotId: ID!, $enabled: Boolean!) {
    setDepotPhotoAtSignIn(depotId: $depotId, enabled: $enabled)
  }
`);
