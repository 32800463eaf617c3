import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { nulMessage } from '../http/edge';

/** The same limits on HTTP and WebSocket: depth, aliases and a simple cost (fields, lists weigh more). */
export const LIMITS = { maxDepth: 10, maxAliases: 20, maxCost: 2000, listWeight: 10 };

export function queryLimitsRule(limits = LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    const measure = (
      set: SelectionSetNode | undefined,
      depth: number,
      seen: Set<string>,
    ): { depth: number; aliases: number; cost: number } => {
      let out = { depth, aliases: 0, cost: 0 };
      if (!set) return out;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          const child = measure(sel.selectionSet, depth + 1, seen);
          const weight = sel.selectionSet ? limits.listWeight : 1;
          out = {
            depth: Math.max(out.depth, child.depth),
            aliases: out.aliases + child.aliases + (sel.alias ? 1 : 0),
            cost: out.cost + weight + child.cost * (sel.selectionSet ? 2 : 1),
          };
        } else {
          const inner =
            sel.kind === Kind.INLINE_FRAGMENT
              ? sel.selectionSet
              : (() => {
                  const name = sel.name.value;
                  if (seen.has(name)) return undefined;
                  seen.add(name);
                  return fragments.get(name)?.selectionSet;
                })();
          const child = measure(inner, depth, seen);
          out = { depth: Math.max(out.depth, child.depth), aliases: out.aliases + child.aliases, cost: out.cost + child.cost };
        }
      }
      return out;
    };

    return {
      OperationDefinition(node) {
        const m = measure(node.selectionSet, 0, new Set());
        if (m.depth > limits.maxDepth)
          context.reportError(
            new GraphQLError(`Query is too deep (${m.depth} levels; at most ${limits.maxDepth})`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        if (m.aliases > limits.maxAliases)
          context.reportError(
            new GraphQLError(`Query has too many aliases (${m.aliases}; at most ${limits.maxAliases})`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        if (m.cost > limits.maxCost)
          context.reportError(
            new GraphQLError(`Query is too expensive (cost ${m.cost}; at most ${limits.maxCost})`, {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
      },
    };
  };
}

/** No NUL character in a string literal of the document (variables are checked by the edge plugin). */
export function noNulLiteralsRule() {
  return (context: ValidationContext): ASTVisitor => ({
    StringValue(node) {
      if (node.value.includes('\u0000')) context.reportError(new GraphQLError(nulMessage('A text argument'), { nodes: [node] }));
    },
  });
}
