import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { Messages } from '../../contracts/messages';
import { inputProblem } from '../http/edge';

/**
 * The GraphQL edge over HTTP, before any resolver runs: a subscription belongs on the WebSocket (400, not
 * an internal error), and no variable may hold a NUL character or nest too deeply (400 naming the variable's path).
 */
export function edgePlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(Messages.subscriptionOverHttp, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
          const p = inputProblem(request.variables ?? {});
          if (p)
            throw new GraphQLError(p.message, {
              extensions: { code: 'BAD_USER_INPUT', fields: { [p.field]: [p.message] }, http: { status: 400 } },
            });
        },
      };
    },
  };
}
