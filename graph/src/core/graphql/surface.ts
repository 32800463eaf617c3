import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  validate,
  type DocumentNode,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Actor } from '../auth/actor';

/**
 * What the schema shows of itself depends on the caller (decisions.md "GraphQL surface"): signed-in staff may
 * introspect and get "Did you mean" hints; anyone else gets neither (integrators have schema/schema.graphql).
 * Used by Apollo (HTTP) through `surfacePlugin` and by the graphql-ws server in app.ts.
 */
export const mayExplore = (actor: Actor) => actor.kind === 'staff';

/** GraphQL's own rule against `__schema` and `__type` (not `__typename`), for callers who may not explore. */
export function introspectionErrors(actor: Actor, schema: GraphQLSchema, document: DocumentNode): readonly GraphQLError[] {
  if (mayExplore(actor)) return [];
  // Apollo keeps parsed documents (its document store), so the same text is the same DocumentNode: check it once.
  let errors = checked.get(document);
  if (!errors) {
    errors = validate(schema, document, [NoSchemaIntrospectionCustomRule]);
    checked.set(document, errors);
  }
  return errors;
}
const checked = new WeakMap<DocumentNode, readonly GraphQLError[]>();

/** graphql-js's hints (`Did you mean "name"?`, `Did you mean the enum value "X"?`) taken out of a message. */
export const withoutSuggestions = (message: string) => message.replace(/ ?Did you mean [^?]*\?/g, '');

export function hideSuggestions<E extends GraphQLFormattedError>(actor: Actor, errors: readonly E[]): E[] {
  return mayExplore(actor) ? [...errors] : errors.map((e) => ({ ...e, message: withoutSuggestions(e.message) }));
}

/** Apollo: refuses introspection to non-staff (400, a validation failure) and strips hints from their errors. */
export function surfacePlugin<T extends { actor: Actor }>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart({ contextValue }) {
      const actor = contextValue.actor;
      return {
        async didResolveOperation({ document, schema }) {
          const [refused] = introspectionErrors(actor, schema, document);
          if (refused)
            throw new GraphQLError(refused.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } } });
        },
        async willSendResponse({ response }) {
          if (response.body.kind === 'single' && response.body.singleResult.errors) {
            response.body.singleResult = {
              ...response.body.singleResult,
              errors: hideSuggestions(actor, response.body.singleResult.errors),
            };
          }
        },
      };
    },
  };
}
