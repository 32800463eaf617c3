import { gql, type TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../gql';

/**
 * Auth documents (schema/schema.graphql: their fields and descriptions).
 * Hand-typed until codegen exists: then each becomes `graphql(...)` from web/src/gql and these
 * result types go away.
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

const USER_FIELDS = gql`
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
  ${USER_FIELDS}
`;

export type LoginMutation = { login: { __typename?: 'AuthPayload'; token: string; user: SessionUser } };
export type LoginMutationVariables = { username: string; password: string };
export const LoginDocument: TypedDocumentNode<LoginMutation, LoginMutationVariables> = gql`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
      user {
        ...SessionUserFields
      }
    }
  }
  ${USER_FIELDS}
`;

export type SetMyLanguageMutation = { setMyLanguage: SessionUser };
export type SetMyLanguageMutationVariables = { language: string | null };
export const SetMyLanguageDocument: TypedDocumentNode<SetMyLanguageMutation, SetMyLanguageMutationVariables> = gql`
  mutation SetMyLanguage($language: String) {
    setMyLanguage(language: $language) {
      ...SessionUserFields
    }
  }
  ${USER_FIELDS}
`;

export type LogoutMutation = { logout: boolean };
export type LogoutMutationVariables = Record<string, never>;
export const LogoutDocument: TypedDocumentNode<LogoutMutation, LogoutMutationVariables> = gql`
  mutation Logout {
    logout
  }
`;

export type RequestPasswordResetMutation = { requestPasswordReset: boolean };
export type RequestPasswordResetMutationVariables = { username: string };
export const RequestPasswordResetDocument: TypedDocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables> = gql`
  mutation RequestPasswordReset($username: String!) {
    requestPasswordReset(username: $username)
  }
`;

export type ResetPasswordInput = { token: string; username: string; password: string };
export type ResetPasswordMutation = { resetPassword: boolean };
export type ResetPasswordMutationVariables = { input: ResetPasswordInput };
export const ResetPasswordDocument: TypedDocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables> = gql`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`;

/** Whether a reset link still works: the reset page shows no form for a spent or expired one. */
export const ResetLinkValidDocument = graphql(`
  query ResetLinkValid($token: String!, $username: String!) {
    resetLinkValid(token: $token, username: $username)
  }
`);

/** The signed-in user's own password; the answer carries a fresh token (other sessions end). */
export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      token
      user {
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
    }
  }
`);
