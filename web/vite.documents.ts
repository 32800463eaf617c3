import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * What the client preset's babel plugin does (codegen docs, "Reducing bundle size"), for Vite 8, which has no
 * babel: every `graphql(`...`)` call and `gql` tag in web/src becomes its precompiled document, taken from
 * web/src/gql/graphql.ts and written in place (not imported: graphql.ts is one module, and a module lives in one
 * chunk, so importing from it would put every screen's documents in the chunk the kiosk home loads). Without it,
 * the first `graphql()` call loads gql.ts's map of every document of the app, and a `gql` tag loads graphql-js's
 * parser and parses at run time. The text must be one codegen has seen (gql.ts's map is keyed by it): a build
 * with a document that is not there fails and says to run codegen; the dev server leaves it to run time.
 */
/**
 * A document carries its own text (`loc.source.body`, as graphql-js's parser would give it), so the kiosk sends it
 * without loading graphql-js's printer: the operation's text and, when it spreads fragments, each fragment's text as
 * codegen saw it (every definition after the first is a fragment it uses). A document whose text cannot be put
 * together so is printed at run time (graphqlFetch.ts), which loads the printer.
 */
function withText(literal: string, text: string | undefined, fragments: Map<string, string>): string {
  if (text === undefined) return literal;
  const doc = JSON.parse(literal) as { definitions: { kind: string; name?: { value: string } }[]; loc?: unknown };
  const parts = [text];
  for (const d of doc.definitions.slice(1)) {
    const fragment = d.kind === 'FragmentDefinition' && d.name ? fragments.get(d.name.value) : undefined;
    if (fragment === undefined) return literal;
    parts.push(fragment);
  }
  text = parts.join('\n');
  doc.loc = { start: 0, end: text.length, source: { body: text, name: 'GraphQL request', locationOffset: { line: 1, column: 1 } } };
  return JSON.stringify(doc);
}

export function documentsInPlace(gqlDir: string): Plugin {
  const mapFile = path.join(gqlDir, 'gql.ts');
  const artifact = path.join(gqlDir, 'graphql.ts');
  let building = false;
  let byText: Map<string, string> | null = null;
  const fragments = new Map<string, string>();
  const load = () => {
    const literals = new Map<string, string>();
    for (const m of readFileSync(artifact, 'utf8').matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm))
      literals.set(m[1], m[2]);
    byText = new Map();
    const source = readFileSync(mapFile, 'utf8');
    const start = source.indexOf('const documents');
    for (const m of source.slice(start, source.indexOf('\n};', start)).matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      const text = JSON.parse(m[1]) as string;
      const literal = literals.get(m[2]);
      if (literal) byText.set(text, literal);
      const fragment = /^\s*fragment (\w+) on /.exec(text);
      if (fragment) fragments.set(fragment[1], text);
    }
    return byText;
  };
  // graphql(`...`) (no interpolation) or gql`... ${FRAGMENT} ...` (the fragment's text is in codegen's too)
  const call = /\b(?:graphql\(\s*`([^`\\]*)`\s*\)|gql`([^`\\]*)`)/g;
  return {
    name: 'depot:documents-in-place',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      byText = null;
    },
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.(ts|tsx)$/.test(file) || file.startsWith(gqlDir) || !/graphql\(|gql`/.test(code)) return null;
      const map = byText ?? load();
      let changed = false;
      const out = code.replace(call, (whole, called: string | undefined, tagged: string | undefined) => {
        const literal = map.get(called ?? tagged!.replace(/\$\{[^}]*\}/g, ''));
        if (!literal) {
          if (building)
            this.error(
              `${path.relative(process.cwd(), file)}: a GraphQL document codegen has not seen; run npm run format && npm run codegen`,
            );
          return whole;
        }
        changed = true;
        // as many lines as before, so the file's source map still holds
        return (
          `(${withText(literal, called ?? tagged!.replace(/\$\{[^}]*\}/g, ''), fragments)})` + '\n'.repeat(whole.split('\n').length - 1)
        );
      });
      if (!changed) return null;
      // `graphql` is no longer called: drop its import, or the bundle keeps an empty chunk for web/src/gql
      return { code: out.replace(/^import \{ graphql \} from '[./]*\/gql';$/m, ''), map: null };
    },
  };
}
