import type { IncomingMessage } from 'node:http';
import proxyaddr from '@fastify/proxy-addr';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { HeaderMap } from '@apollo/server';
import { Messages } from '../../contracts/messages';
import { presentError } from '../http/error-body';
import { DomainError } from '../errors';
import type { Actor } from '../auth/actor';
import { formatError } from './format-error';
import { hideSuggestions } from './surface';

/**
 * Errors at the edges of GraphQL that are not a resolver's (issue 25): the HTTP context (the database away while a
 * token is checked: 503 with Retry-After, as REST answers), and everything graphql-ws sends (each error with an
 * `extensions.code`, a driver's text or an internal address never).
 */

/** An error thrown while making the context of a GraphQL request over HTTP: its status and code, as REST gives them. */
export function httpContextError(err: unknown): GraphQLError {
  const p = presentError(err);
  const headers = new HeaderMap(p.status === 503 ? [['retry-after', '5']] : []);
  return new GraphQLError(p.body.message, {
    originalError: new DomainError(p.code, p.body.message),
    extensions: { code: p.code, http: { status: p.status, headers } },
  });
}

/** A document graphql-ws could not parse: the client's, never an internal error. */
export const parseFailed = (e: GraphQLError) =>
  new GraphQLError(e.message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' }, locations: e.locations } as never);

/** graphql-ws errors as the HTTP answers give them (formatError: domain codes kept, anything else masked). */
export function wsErrors(actor: Actor, errors: readonly GraphQLError[]): GraphQLError[] {
  return hideSuggestions(
    actor,
    errors.map((e) => formatError(e.toJSON(), e)),
  ).map((f) => new GraphQLError(f.message, { extensions: f.extensions, path: f.path } as never));
}

/** An execution result sent over graphql-ws (an event, or a subscription refused as it started), its errors formatted. */
export function wsResult(actor: Actor, result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: wsErrors(actor, result.errors) };
}

/** What a socket closes with when its connection cannot be set up: 1013 "try again later" when the database is away. */
export function wsConnectFailure(err: unknown): { code: number; reason: string } {
  return presentError(err).status === 503
    ? { code: 1013, reason: Messages.serviceUnavailable }
    : { code: 4500, reason: Messages.serverError };
}

/** The client's address on a socket's upgrade request, believing X-Forwarded-For only from the proxies named (TRUST_PROXY). */
export function socketIp(request: IncomingMessage, trustProxy: string[]): string {
  return trustProxy.length ? proxyaddr(request, trustProxy) : (request.socket.remoteAddress ?? 'unknown');
}
