import { gql, type TypedDocumentNode } from '@apollo/client';

/**
 * The session's documents (schema/schema.graphql: their fields and descriptions): who is signed in (`me`), the answer
 * a sign-in gives and the sign-out. The toolbox's session (app/auth.tsx, app/apolloSession.tsx) reads them; the auth
 * feature's forms (modules/auth/documents.ts) sign in with the same user fields.
 */

/** StaffRole names SuperAdmin, TenantAdmin, DepotManager; other roles are plain strings. */
export type SessionUser = {
  __typename?: 'User';
  id: string;
  username: string;
  name: string;
  email: string;
  department: string | null;
  role: string;
  tenantId: string | null;
  tenantName: string | null;
  depot: { __typename?: 'DepotRef'; id: string; code: string } | null;
  /** The language the staff screens speak to the user (issue 39): its own, else its tenant's default. */
  language: string;
  /** Its own choice; null: the tenant's default. */
  ownLanguage: string | null;
  /** The tenant's default language. */
  tenantLanguage: string;
};

export const SESSION_USER_FIELDS = gql`
  fragment SessionUserFields on User {
    id
    username
    name
    email
    department
    role
    tenantId
    tenantName
    depot {
      id
      code
    }
    language
    ownLanguage
    tenantLanguage
  }
`;

export type MeQuery = { me: SessionUser };
export type MeQueryVariables = Record<string, never>;
export const MeDocument: TypedDocumentNode<MeQuery, MeQueryVariables> = gql`
  query Me {
    me {
      ...SessionUserFields
    }
  }
  ${SESSION_USER_FIELDS}
`;

export type LoginMutation = { login: { __typename?: 'AuthPayload'; token: string; user: SessionUser } };

export type LogoutMutation = { logout: boolean };
export type LogoutMutationVariables = Record<string, never>;
export const LogoutDocument: TypedDocumentNode<LogoutMutation, LogoutMutationVariables> = gql`
  mutation Logout {
    logout
  }
`;
