
/**
 * Engine code carried into a script word for word: the top-level declarations a script needs, taken
 * from the engine's own source and followed through its relative imports, so the script runs the
 * guards the app runs and cannot drift from them. The TypeScript compiler reads the modules
 * (build/engineModules.ts); here they are only walked. Library imports the carried code uses join the
 * script's imports; `export` keywords go; declarations nothing reaches are left out.
 */

/** One top-level declaration of an engine module, as the compiler read it. */
export interface CarriedDeclaration {
  /** The names it declares (a variable statement can declare several). */
  names: string[];
  /** Its text, with the comments right above it and without its `export` keyword. */
  text: string;
  /** The identifiers its code reads or names as a type, other than its own names. */
  uses: string[];
}

/** An engine module as a script can carry it: what it imports, and its declarations in source order. */
export interface CarriedModule {
  /** Imported name → the module it comes from (a path under `src/engine` with its `.ts`, or a package). */
  imports: Record<string, { from: string; type: boolean }>;
  declarations: CarriedDeclaration[];
}

/** Where the library imports of carried code go (a script's `Imports`). */
export interface ImportSink {
  add(module: string, ...names: string[]): unknown;
}

/** The module at a path under `src/engine`, or undefined when scripts cannot carry it. */
export type ModuleAt = (path: string) => CarriedModule | undefined;

/**
 * The declarations `roots` (names, by module path under `src/engine`) need, by module, the modules in
 * an order that defines each declaration before code reads it: a module comes after the modules it
 * imports from. `provided` names are declared by the script itself (the playground's full types hold
 * more than a script needs). Library imports go into `imports`.
 */
export function carriedDeclarations(moduleAt: ModuleAt, roots: Readonly<Record<string, readonly string[]>>, imports: ImportSink, provided: ReadonlySet<string> = new Set()): Map<string, CarriedDeclaration[]> {
  const module = (at: string): CarriedModule => {
    const found = moduleAt(at);
    if (!found) throw new Error(`codegen: the engine source ${at} is not available to scripts.`);
    return found;
  };
  const kept = new Map<string, Set<CarriedDeclaration>>();
  const needs = new Map<string, Set<string>>();
  const owner = new Map<string, string>();
  const visit = (at: string, name: string) => {
    const { declarations, imports: imported } = module(at);
    const keptHere = kept.get(at) ?? kept.set(at, new Set()).get(at)!;
    const needsHere = needs.get(at) ?? needs.set(at, new Set()).get(at)!;
    // Several declarations of one name (overloads, a type beside its value) travel together.
    const named = declarations.filter((declaration) => declaration.names.includes(name));
    if (!named.length) throw new Error(`codegen: ${at} declares no ${name}.`);
    if (owner.has(name) && owner.get(name) !== at) throw new Error(`codegen: ${name} is declared in both ${owner.get(name)} and ${at}.`);
    owner.set(name, at);
    for (const declaration of named.filter((candidate) => !keptHere.has(candidate))) {
      keptHere.add(declaration);
      for (const used of declaration.uses.filter((used) => !provided.has(used))) {
        const from = Object.hasOwn(imported, used) ? imported[used].from : undefined;
        if (from === undefined) {
          if (declarations.some((candidate) => candidate.names.includes(used))) visit(at, used);
        } else if (from.endsWith(".ts")) {
          needsHere.add(from);
          visit(from, used);
        } else imports.add(from, imported[used].type ? `type ${used}` : used);
      }
    }
  };
  for (const [path, names] of Object.entries(roots)) for (const name of names) visit(path, name);
  // Every module after the modules it imports from, so a constant is defined before code reads it.
  const placed: string[] = [];
  const started = new Set<string>();
  const place = (at: string) => {
    if (started.has(at)) return;
    started.add(at);
    for (const dependency of needs.get(at) ?? []) place(dependency);
    placed.push(at);
  };
  for (const path of Object.keys(roots)) place(path);
  return new Map(placed.map((at) => [at, module(at).declarations.filter((declaration) => kept.get(at)!.has(declaration))]));
}

/** The code of {@link carriedDeclarations}, each module's part headed by where it comes from. */
export function carriedCode(moduleAt: ModuleAt, roots: Readonly<Record<string, readonly string[]>>, imports: ImportSink, provided?: ReadonlySet<string>): string {
  return [...carriedDeclarations(moduleAt, roots, imports, provided)]
    .map(([at, declarations]) => `// From the playground's src/engine/${at}, word for word.\n${declarations.map((declaration) => declaration.text).join("\n\n")}`)
    .join("\n\n");
}
