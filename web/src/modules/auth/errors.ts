import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The user-facing text of a GraphQL error (contracts: `message` is the user-facing text), else null. */
export function graphQLErrorText(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const text = error.errors
      .map((e) => e.message)
      .filter(Boolean)
      .join(' ');
    return text || null;
  }
  return null;
}

/** The fields a GraphQL error names (`extensions.fields`: field -> messages), else an empty record. */
export function graphQLErrorFields(error: unknown): Record<string, string[]> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  return Object.assign({}, ...error.errors.map((e) => (e.extensions?.fields ?? {}) as Record<string, string[]>));
}
