/**
 * The GraphQL arguments come from the commands (issue 42), as the inputs do: an operation whose arguments feed a
 * command takes `@Args(() => X)` with X = argsFrom(…, TheCommand) (core/graphql/input-type.ts), not one scalar
 * `@Arg` per field restating the command's name, type, nullability and description. This counts, per resolver
 * file, the scalar `@Arg`s that do restate one (their name handed on to `parse(SomeCommand, { … })` in the same
 * method); the list of those left may only shrink: a new one fails, and so does a listed count that has fallen
 * (lower it, the list stays true).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MODULES = path.resolve(__dirname, '../../modules');

/**
 * Resolver file (relative to modules/) -> scalar @Args left that restate a command's field: 146 when issue 42 was
 * filed, 99 after auth's sign-in and account operations, the approvals, the hosts directory and the watchlist took
 * theirs from the commands (auth.args.ts, approval.args.ts, host.args.ts, watchlist.args.ts), none since every
 * module's <module>.args.ts. A new one fails here: build the arguments with argsFrom.
 */
const LEFT: Record<string, number> = {};

function resolvers(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : resolvers(full);
    return name.endsWith('.resolver.ts') ? [full] : [];
  });
}

/** In one method's text: its scalar @Arg names that a `parse(XCommand, { … })` in it receives. */
function restated(method: string): string[] {
  const args = [...method.matchAll(/@Arg\(\s*'(\w+)'(?!\s*,\s*\(\)\s*=>\s*\w+Input\b)/g)].map((m) => m[1]!);
  const handed = new Set<string>();
  for (const m of method.matchAll(/parse\(\s*\w+Command\s*,\s*\{([^}]*)\}/g))
    for (const part of m[1]!.split(',')) {
      const name = part.trim().split(':')[0]!.trim();
      if (/^\w+$/.test(name)) handed.add(name);
    }
  return args.filter((a) => handed.has(a));
}

/** A resolver file's methods: the text from one decorated operation to the next. */
const methods = (text: string) => text.split(/\n\s*@(?:Query|Mutation|Subscription|FieldResolver)\(/).slice(1);

export function restatedArgs(root = MODULES): Record<string, number> {
  const found: Record<string, number> = {};
  for (const file of resolvers(root)) {
    const n = methods(readFileSync(file, 'utf8')).reduce((sum, m) => sum + restated(m).length, 0);
    if (n) found[path.relative(root, file).split(path.sep).join('/')] = n;
  }
  return found;
}

describe('arguments from the commands', () => {
  it('the check finds a scalar @Arg handed to a command, and not an input, an @Args or an @Arg the command lacks', () => {
    const method = `async m(
      @Arg('username', { description: 'x' }) username: string,
      @Arg('depotId', () => ID, { description: 'y' }) depotId: string,
      @Arg('input', () => AddInput, { description: 'z' }) input: AddInput,
      @Args(() => LoginArgs) args: LoginArgs,
    ) { return s.login(parse(LoginCommand, { username, input: { ...input } }), depotId); }`;
    expect(restated(method)).toEqual(['username']);
    expect(methods(`x\n  @Query(() => A)\n  a() {}\n  @Mutation(() => B)\n  b() {}`)).toHaveLength(2);
  });

  it('adds no scalar @Arg restating a command field; the count left per file only shrinks', () => {
    const found = restatedArgs();
    const grown = Object.entries(found).filter(([f, n]) => n > (LEFT[f] ?? 0));
    const fallen = Object.entries(LEFT).filter(([f, n]) => (found[f] ?? 0) < n);
    expect({ grown, fallen }).toEqual({ grown: [], fallen: [] });
  });
});
