import { GraphQLError } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { Messages } from '../../contracts/messages';
import { nulMessage, nulPath } from '../http/edge';

/**
 * The GraphQL edge over HTTP, before any resolver runs: a subscription belongs on the WebSocket (400, not
 * an internal error), and no variable may hold a NUL character (400 naming the variable's path).
 */
export function edgePlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, request }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(Messages.subscriptionOverHttp, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
          const field = nulPath(request.variables ?? {});
          if (field)
            throw new GraphQLError(nulMessage(field), {
              extensions: { code: 'BAD_USER_INPUT', fields: { [field]: [nulMessage(field)] }, http: { status: 400 } },
            });
        },
      };
    },
  };
}
