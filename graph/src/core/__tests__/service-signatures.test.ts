/**
 * Services take typed inputs. This walks every graph/src/modules/**\/*.service.ts with the TypeScript compiler
 * API and reports each public method with a parameter that is an untyped record: `Record<string, unknown>`
 * (or `any`, or `{ [key: string]: unknown }`), a type alias of one (`type Input = Record<string, unknown>`,
 * declared in the file or imported from a relative module), also inside the parameter's type
 * (`{ body: Record<string, unknown> }`, `Partial<Input>`, `Input | null`).
 *
 * A parameter typed `unknown` or `any` is reported too (issue 24: ids and dates arrive typed, as strings).
 *
 * ALLOWLIST holds today's offenders and may only shrink: a new offender fails the test, and so does an
 * allowlisted method that no longer takes a record (delete its line: the list stays true).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as ts from 'typescript';

const MODULES = path.resolve(__dirname, '../../modules');

/** `<file under modules/>: <Class>.<method>`. Remove an entry once its method takes a typed input. */
const ALLOWLIST: readonly string[] = [];

function serviceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === '__tests__' ? [] : serviceFiles(full);
    return name.endsWith('.service.ts') ? [full] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** `Record<string, unknown | any>` or `{ [key: string]: unknown | any }` and nothing else. */
function isRecordLiteral(node: ts.TypeNode): boolean {
  const loose = (t: ts.TypeNode | undefined) => !!t && (t.kind === ts.SyntaxKind.UnknownKeyword || t.kind === ts.SyntaxKind.AnyKeyword);
  if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'Record' && node.typeArguments?.length === 2) {
    return node.typeArguments[0].kind === ts.SyntaxKind.StringKeyword && loose(node.typeArguments[1]);
  }
  if (ts.isTypeLiteralNode(node) && node.members.length === 1) {
    const m = node.members[0];
    return ts.isIndexSignatureDeclaration(m) && m.parameters[0]?.type?.kind === ts.SyntaxKind.StringKeyword && loose(m.type);
  }
  return false;
}

/** Type alias names of a file that stand for an untyped record (aliases of aliases included). */
function recordAliases(source: ts.SourceFile): Set<string> {
  const aliases = new Map<string, ts.TypeNode>();
  source.forEachChild((n) => {
    if (ts.isTypeAliasDeclaration(n)) aliases.set(n.name.text, n.type);
  });
  const found = new Set<string>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, type] of aliases) {
      if (found.has(name)) continue;
      if (isRecordLiteral(type) || (ts.isTypeReferenceNode(type) && found.has(type.typeName.getText()))) {
        found.add(name);
        grew = true;
      }
    }
  }
  return found;
}

/** Names imported from relative modules that are, there, type aliases of an untyped record. */
function importedRecordAliases(source: ts.SourceFile, file: string): Set<string> {
  const found = new Set<string>();
  source.forEachChild((n) => {
    if (!ts.isImportDeclaration(n) || !ts.isStringLiteral(n.moduleSpecifier) || !n.moduleSpecifier.text.startsWith('.')) return;
    const bindings = n.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) return;
    const target = path.resolve(path.dirname(file), `${n.moduleSpecifier.text}.ts`);
    let theirs: Set<string>;
    try {
      theirs = recordAliases(parse(target));
    } catch {
      return;
    }
    for (const el of bindings.elements) if (theirs.has((el.propertyName ?? el.name).text)) found.add(el.name.text);
  });
  return found;
}

/** Whether the type node is, or contains, an untyped record. */
function takesRecord(node: ts.Node, aliases: Set<string>): boolean {
  if (ts.isTypeNode(node) && (isRecordLiteral(node) || (ts.isTypeReferenceNode(node) && aliases.has(node.typeName.getText())))) return true;
  return !!node.forEachChild((child) => takesRecord(child, aliases) || undefined);
}

/** A parameter typed `unknown` or `any` (or a union with one): an id or date the method would have to check itself. */
function untyped(node: ts.TypeNode): boolean {
  if (node.kind === ts.SyntaxKind.UnknownKeyword || node.kind === ts.SyntaxKind.AnyKeyword) return true;
  return ts.isUnionTypeNode(node) && node.types.some(untyped);
}

const isPublic = (member: ts.ClassElement) =>
  !(ts.getCombinedModifierFlags(member as ts.Declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) &&
  !(member.name && ts.isPrivateIdentifier(member.name));

/** Every `<file>: <Class>.<method>` whose public method has a parameter that takes an untyped record. */
function offenders(): string[] {
  const out: string[] = [];
  for (const file of serviceFiles(MODULES)) {
    const source = parse(file);
    const aliases = new Set([...recordAliases(source), ...importedRecordAliases(source, file)]);
    const rel = path.relative(MODULES, file).split(path.sep).join('/');
    const visit = (node: ts.Node) => {
      if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
        const cls = node.name?.text ?? '(anonymous)';
        for (const member of node.members) {
          if (!isPublic(member) || !member.name) continue;
          let params: ts.NodeArray<ts.ParameterDeclaration> | undefined;
          if (ts.isMethodDeclaration(member)) params = member.parameters;
          else if (
            ts.isPropertyDeclaration(member) &&
            member.initializer &&
            (ts.isArrowFunction(member.initializer) || ts.isFunctionExpression(member.initializer))
          ) {
            params = member.initializer.parameters;
          }
          if (params?.some((p) => p.type && (takesRecord(p.type, aliases) || untyped(p.type))))
            out.push(`${rel}: ${cls}.${member.name.getText()}`);
        }
      }
      node.forEachChild(visit);
    };
    visit(source);
  }
  return [...new Set(out)].sort();
}

describe('service signatures', () => {
  const found = offenders();

  it('the walk finds the service files and a known untyped record (the check itself works)', () => {
    expect(serviceFiles(MODULES).length).toBeGreaterThan(10);
    const probe = ts.createSourceFile(
      'probe.service.ts',
      [
        'type Input = Record<string, unknown>; type Again = Input;',
        'export class ProbeService {',
        '  a(x: Record<string, unknown>) {} b(x: Input) {} c(x: { body: Again }) {} d(x: Partial<Input> | null) {}',
        '  e(x: { [key: string]: unknown }) {} ok(x: { name: string }, y: Record<string, string>) {} private p(x: Input) {}',
        '  f(id: unknown) {} g(date?: string | any) {} ok2(id: string, xs: unknown[]) {}',
        '}',
      ].join('\n'),
      ts.ScriptTarget.Latest,
      true,
    );
    const aliases = recordAliases(probe);
    expect([...aliases].sort()).toEqual(['Again', 'Input']);
    const cls = probe.statements.find(ts.isClassDeclaration)!;
    const flagged = cls.members
      .filter(
        (m) =>
          isPublic(m) && ts.isMethodDeclaration(m) && m.parameters.some((p) => p.type && (takesRecord(p.type, aliases) || untyped(p.type))),
      )
      .map((m) => m.name!.getText());
    expect(flagged).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('no service method takes an untyped record beyond the allowlist, and the allowlist is still true', () => {
    const unexpected = found.filter((o) => !ALLOWLIST.includes(o));
    const fixed = ALLOWLIST.filter((a) => !found.includes(a));
    console.log(`service methods taking an untyped record: ${found.length} (allowlist: ${ALLOWLIST.length})`);
    const problems = [
      ...unexpected.map(
        (o) =>
          `new: ${o} takes Record<string, unknown> (or an alias of it), or an unknown/any: give it a typed input (a command, an id as string)`,
      ),
      ...fixed.map(
        (a) => `fixed or gone: ${a} no longer takes an untyped record: delete it from ALLOWLIST in ${path.basename(__filename)}`,
      ),
    ];
    expect(problems).toEqual([]);
  });
});
