import { gql, type TypedDocumentNode } from '@apollo/client';
import { graphql } from '../../gql';
import { SESSION_USER_FIELDS, type LoginMutation, type SessionUser } from '../../app/sessionDocuments';

/**
 * Auth documents (schema/schema.graphql: their fields and descriptions).
 * Hand-typed until codegen exists: then each becomes `graphql(...)` from web/src/gql and these
 * result types go away.
 */

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
  ${SESSION_USER_FIELDS}
`;

export type SetMyLanguageMutation = { setMyLanguage: SessionUser };
export type SetMyLanguageMutationVariables = { language: string | null };
export const SetMyLanguageDocument: TypedDocumentNode<SetMyLanguageMutation, SetMyLanguageMutationVariables> = gql`
  mutation SetMyLanguage($language: String) {
    setMyLanguage(language: $language) {
      ...SessionUserFields
    }
  }
  ${SESSION_USER_FIELDS}
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
        ...SessionUserFields
      }
    }
  }
`);
