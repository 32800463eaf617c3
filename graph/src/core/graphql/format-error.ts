import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { Messages } from '../../contracts/messages';
import { DomainError, fromDriverError } from '../errors';

const SAFE_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Domain errors keep their code and text; GraphQL's own input errors pass; anything else is masked. */
export function formatError(formatted: GraphQLFormattedError, error: unknown, log?: (err: unknown) => void): GraphQLFormattedError {
  const unwrapped = unwrapResolverError(error);
  // A GraphQLError made at an edge around a domain error (the HTTP context: httpContextError) keeps its code.
  const inner = unwrapped instanceof GraphQLError && unwrapped.originalError instanceof DomainError ? unwrapped.originalError : unwrapped;
  const original = fromDriverError(inner) ?? inner;
  if (original instanceof DomainError) {
    return {
      message: original.message,
      path: formatted.path,
      locations: formatted.locations,
      extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) },
    };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code && SAFE_CODES.has(code))
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  log?.(original);
  return { message: Messages.serverError, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
