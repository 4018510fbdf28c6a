/**
 * What a test file of this suite types: its calls of `typed()` and `started()` (./typed.ts), read
 * from the file's syntax tree with the TypeScript compiler, so a command named in a comment or
 * in any other string counts for nothing. A call counts only with its line written out at the
 * call, as a string or a template (each `${…}` stands for one word), and not inside a test or
 * suite that is skipped (`.skip`, `.todo`, `.skipIf`, `.runIf`).
 */
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** The helpers of ./typed.ts that run a line through a shell. */
const helpers = new Set(['typed', 'started']);
const skipping = new Set(['skip', 'todo', 'skipIf', 'runIf']);

/** A call of a helper: where it is, and the line it types (undefined when not written out there). */
export interface TypedCall {
  at: string;
  typed: string | undefined;
  skipped: boolean;
}

/** The text of a string or template; a template's `${…}` as `${…}`, one word. */
function written(node: ts.Expression | undefined): string | undefined {
  if (node === undefined) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => '${…}' + span.literal.text).join('');
  return undefined;
}

/** The names along a callee: `it.skipIf(x)` → it, skipIf. */
function calleeNames(callee: ts.Expression): string[] {
  const names: string[] = [];
  let node: ts.Expression = callee;
  for (;;) {
    if (ts.isCallExpression(node)) node = node.expression;
    else if (ts.isPropertyAccessExpression(node)) {
      names.push(node.name.text);
      node = node.expression;
    } else {
      if (ts.isIdentifier(node)) names.push(node.text);
      return names.reverse();
    }
  }
}

/** Every call of typed() and started() in the test file `file`. */
export function typedCalls(file: string): TypedCall[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  // The names the file gives the helpers: `import { typed } from './typed.ts'`, or a namespace.
  const local = new Set<string>();
  const namespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/^\.\/typed(\.ts)?$/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (helpers.has((element.propertyName ?? element.name).text)) local.add(element.name.text);
  }
  const isHelper = (callee: ts.Expression) =>
    (ts.isIdentifier(callee) && local.has(callee.text)) ||
    (ts.isPropertyAccessExpression(callee) &&
      ts.isIdentifier(callee.expression) &&
      namespaces.has(callee.expression.text) &&
      helpers.has(callee.name.text));
  const inSkipped = (node: ts.Node) => {
    for (let parent = node.parent; parent; parent = parent.parent)
      if (ts.isCallExpression(parent) && calleeNames(parent.expression).some((name) => skipping.has(name))) return true;
    return false;
  };
  const calls: TypedCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isHelper(node.expression)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      calls.push({ at: `${file}:${line + 1}`, typed: written(node.arguments[0]), skipped: inSkipped(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}
