import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The user-facing text of a GraphQL error (contracts: `message` is the user-facing text), else null. */
export function graphQLErrorText(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const text = error.errors.map((e) => e.message).filter(Boolean).join(' ');
    return text || null;
  }
  return null;
}
