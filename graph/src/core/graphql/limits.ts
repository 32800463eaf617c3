import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { nulMessage } from '../http/edge';

/** The same limits on HTTP and WebSocket: depth, aliases and a simple cost (fields, lists weigh more). */
export const LIMITS = { maxDepth: 10, maxAliases: 20, maxCost: 2000, listWeight: 10 };

export function queryLimitsRule(limits = LIMITS) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);

    type Measure = { depth: number; aliases: number; cost: number };
    // Each fragment measured once, relative to where it is spread (its depth added to the spread's), and counted at
    // every spread (issue 25: a fragment used twenty times costs twenty times). Memoised, so a fragment spread twice
    // in a fragment spread twice... costs its true total without walking it 2^n times; a cycle (refused by the
    // standard NoFragmentCycles rule) counts nothing here.
    const byFragment = new Map<string, Measure>();
    const expanding = new Set<string>();
    const fragment = (name: string): Measure => {
      const known = byFragment.get(name);
      if (known) return known;
      if (expanding.has(name)) return { depth: 0, aliases: 0, cost: 0 };
      expanding.add(name);
      const m = measure(fragments.get(name)?.selectionSet, 0);
      expanding.delete(name);
      byFragment.set(name, m);
      return m;
    };
    const measure = (set: SelectionSetNode | undefined, depth: number): Measure => {
      let out = { depth, aliases: 0, cost: 0 };
      if (!set) return out;
      for (const sel of set.selections) {
        if (sel.kind === Kind.FIELD) {
          const child = measure(sel.selectionSet, depth + 1);
          const weight = sel.selectionSet ? limits.listWeight : 1;
          out = {
            depth: Math.max(out.depth, child.depth),
            aliases: out.aliases + child.aliases + (sel.alias ? 1 : 0),
            cost: out.cost + weight + child.cost * (sel.selectionSet ? 2 : 1),
          };
        } else {
          const child =
            sel.kind === Kind.INLINE_FRAGMENT
              ? measure(sel.selectionSet, depth)
              : (({ depth: d, aliases, cost }) => ({ depth: depth + d, aliases, cost }))(fragment(sel.name.value));
          out = { depth: Math.max(out.depth, child.depth), aliases: out.aliases + child.aliases, cost: out.cost + child.cost };
        }
      }
      return out;
    };

    return {
      OperationDefinition(node) {
        const m = measure(node.selectionSet, 0);
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
