import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { carriedDeclarations, type CarriedDeclaration, type CarriedModule } from "../src/engine/codegen/carry.js";

/**
 * The engine modules a generated script may carry word for word, read with the TypeScript compiler
 * (at build time, and in Node for tests): each module's top-level declarations with the comments right
 * above them, the names each one uses, and what the module imports. The module list follows from the
 * imports: starting at the modules the code writers name, every engine module a reached declaration
 * imports from is read too.
 */

const ENGINE = fileURLToPath(new URL("../src/engine/", import.meta.url));

/** `specifier` seen from `path` (both under `src/engine`), as a path with its `.ts`. */
function resolvePath(path: string, specifier: string): string {
  const parts = path.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return `${parts.join("/")}.ts`.replace(/\.ts\.ts$/, ".ts");
}

const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword);

/** The names a variable statement's bindings declare (`const a = …`, `const { a, b: [c] } = …`). */
function bindingNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : bindingNames(element.name)));
}

/** The top-level names a statement declares, or undefined for a statement that declares none. */
function declaredNames(statement: ts.Statement): string[] | undefined {
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.flatMap((declaration) => bindingNames(declaration.name));
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isEnumDeclaration(statement)) {
    return statement.name ? [statement.name.text] : undefined;
  }
  return undefined;
}

/** An identifier that names a member (`a.name`, `{ name: … }`, `name(): …`), not a binding the code reads. */
function isMemberName(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) return (ts.isPropertyAccessExpression(parent) ? parent.name : parent.right) === node;
  const named = ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent) || ts.isMethodSignature(parent) || ts.isGetAccessorDeclaration(parent) || ts.isSetAccessorDeclaration(parent) || ts.isEnumMember(parent);
  return named && parent.name === node;
}

/** The identifiers a statement's code reads or names as a type, member names left out. */
function usedNames(statement: ts.Statement): string[] {
  const used = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && !isMemberName(node)) used.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return [...used];
}

/**
 * The comments right above a statement (no blank line between them and it, nor between each other):
 * its doc comment. A file's own comment, set apart by a blank line, stays behind.
 */
function commentAbove(source: string, statement: ts.Statement): string {
  const ranges = ts.getLeadingCommentRanges(source, statement.getFullStart()) ?? [];
  let start = statement.getStart();
  for (const range of [...ranges].reverse()) {
    if (source.slice(range.end, start).split("\n").length > 2) break;
    start = range.pos;
  }
  return source.slice(start, statement.getStart());
}

/** The statement's text without its `export` keyword. */
function withoutExport(source: string, statement: ts.Statement): string {
  const text = source.slice(statement.getStart(), statement.getEnd());
  if (!hasExport(statement)) return text;
  const exported = ts.getModifiers(statement as ts.HasModifiers)!.find((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)!;
  return source.slice(statement.getStart(), exported.getStart()) + source.slice(exported.getEnd(), statement.getEnd()).trimStart();
}

/**
 * One engine module, read as code: its imports (single- or multi-line, type-only or not) and its
 * top-level declarations, exported or not. `path` is the module's path under `src/engine`.
 */
export function parseEngineModule(path: string, source: string): CarriedModule {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const imports: CarriedModule["imports"] = {};
  const declarations: CarriedDeclaration[] = [];
  const unsupported = (statement: ts.Statement, what: string) => new Error(`codegen: ${path}:${file.getLineAndCharacterOfPosition(statement.getStart()).line + 1} ${what}, which a script cannot carry.`);
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const from = specifier.startsWith(".") ? resolvePath(path, specifier) : specifier;
      const clause = statement.importClause;
      if (!clause) throw unsupported(statement, "imports a module for its side effects");
      if (clause.name || (clause.namedBindings && !ts.isNamedImports(clause.namedBindings))) throw unsupported(statement, "has a default or namespace import");
      for (const element of (clause.namedBindings as ts.NamedImports | undefined)?.elements ?? []) {
        if (element.propertyName) throw unsupported(statement, `renames the import ${element.propertyName.getText()}`);
        imports[element.name.text] = { from, type: clause.isTypeOnly || element.isTypeOnly };
      }
      continue;
    }
    const names = declaredNames(statement);
    if (!names) throw unsupported(statement, `has a top-level ${ts.SyntaxKind[statement.kind]}`);
    if (hasDefault(statement)) throw unsupported(statement, "has a default export");
    declarations.push({ names, text: commentAbove(source, statement) + withoutExport(source, statement), uses: usedNames(statement).filter((name) => !names.includes(name)) });
  }
  return { imports, declarations };
}

/** What one `engineCode(roots, imports, provided)` call in a code writer asks for. */
interface CarryRequest {
  roots: [path: string, names: string[]][];
  provided: string[];
}

const stringsIn = (node: ts.Node | undefined): string[] | undefined =>
  node && ts.isArrayLiteralExpression(node) && node.elements.every(ts.isStringLiteral) ? node.elements.map((element) => (element as ts.StringLiteral).text) : undefined;

/**
 * The `engineCode` calls of one code writer's source, read as code: each call's roots (an object
 * literal of module path → names; a computed key stands for each module path the writer names, as a
 * writer made once per module does) and the names it provides (a `new Set([…])`, inline or as a
 * constant of the same file).
 */
export function carryRequestsIn(writer: string, source: string): CarryRequest[] {
  const file = ts.createSourceFile(writer, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  const modulePaths: string[] = [];
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) constants.set(node.name.text, node.initializer);
    if (ts.isStringLiteral(node) && node.text.endsWith(".ts") && !ts.isImportDeclaration(node.parent)) modulePaths.push(node.text);
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "engineCode") calls.push(node);
    ts.forEachChild(node, visit);
  };
  visit(file);
  const unreadable = (call: ts.CallExpression, what: string) =>
    new Error(`codegen: ${writer}:${file.getLineAndCharacterOfPosition(call.getStart()).line + 1}: engineCode's ${what}, so the build cannot see what the script carries.`);
  return calls.flatMap((call) => {
    const [rootsArgument, , providedArgument] = call.arguments;
    if (!ts.isObjectLiteralExpression(rootsArgument)) throw unreadable(call, "roots are no object literal");
    const fixed: [string, string[]][] = [];
    let computed: string[] | undefined;
    for (const property of rootsArgument.properties) {
      const names = ts.isPropertyAssignment(property) ? stringsIn(property.initializer) : undefined;
      if (!names || !property.name) throw unreadable(call, "roots are not all module path → [names]");
      if (ts.isStringLiteral(property.name)) fixed.push([property.name.text, names]);
      else if (ts.isComputedPropertyName(property.name) && !computed) computed = names;
      else throw unreadable(call, "root keys are not module paths");
    }
    const providedSet = providedArgument && ts.isIdentifier(providedArgument) ? constants.get(providedArgument.text) : providedArgument;
    const provided = providedSet === undefined ? [] : ts.isNewExpression(providedSet) ? stringsIn(providedSet.arguments?.[0]) : undefined;
    if (!provided) throw unreadable(call, "provided names are no new Set([…]) of strings");
    // A writer made once per module (a computed key) makes one call per module path it names.
    const rootSets = computed ? modulePaths.map((path): [string, string[]][] => [...fixed, [path, computed]]) : [fixed];
    return rootSets.map((roots) => ({ roots, provided }));
  });
}

/**
 * The engine modules scripts carry code from, for the `engineCode` calls of the code writers
 * (`writers`: path → source): each call is walked as a script will walk it (`carriedDeclarations`),
 * reading each module it reaches, so the module list follows from the imports; each module keeps the
 * declarations some call reaches. Modules are read from disk
 * under `src/engine` (or through `read`); a call that names what no module declares fails here.
 */
export function readEngineModules(writers: Readonly<Record<string, string>>, read = (path: string) => readFileSync(`${ENGINE}${path}`, "utf8")): Record<string, CarriedModule> {
  const parsed = new Map<string, CarriedModule>();
  const moduleAt = (path: string) => parsed.get(path) ?? parsed.set(path, parseEngineModule(path, read(path))).get(path)!;
  const reached = new Map<string, Set<CarriedDeclaration>>();
  for (const { roots, provided } of Object.entries(writers).flatMap(([writer, source]) => carryRequestsIn(writer, source))) {
    for (const [path, declarations] of carriedDeclarations(moduleAt, Object.fromEntries(roots), { add: () => undefined }, new Set(provided))) {
      const kept = reached.get(path) ?? reached.set(path, new Set()).get(path)!;
      for (const declaration of declarations) kept.add(declaration);
    }
  }
  // Only what some script carries: a declaration no call reaches would only weigh on the page.
  return Object.fromEntries([...reached].map(([path, kept]) => [path, { imports: moduleAt(path).imports, declarations: moduleAt(path).declarations.filter((declaration) => kept.has(declaration)) }]));
}
