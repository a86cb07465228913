import { ENGINE_SOURCES } from "./engineSources";
import type { Imports } from "./source";

/**
 * Engine code carried into a script word for word: the top-level declarations a script needs, taken
 * from the engine's own source text and followed through its relative imports, so the script runs the
 * guards the app runs and cannot drift from them. Library imports the carried code uses join the
 * script's imports; `export` keywords go; declarations nothing reaches are left out.
 */

/** One top-level declaration of a module: its name and its text with the comments right above it. */
interface Declaration {
  name: string;
  text: string;
}

interface ParsedModule {
  declarations: Declaration[];
  /** Imported name → the module it comes from (a path under `src/engine`, or a package). */
  imports: Map<string, { from: string; type: boolean }>;
}

const DECLARATION = /^(?:export\s+)?(?:async\s+)?(?:function|const|let|class|interface|type)\s+([A-Za-z_$][\w$]*)/;
const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+"([^"]+)";$/gm;

/** `specifier` seen from `path` (both under `src/engine`), as a path with its `.ts`. */
function resolvePath(path: string, specifier: string): string {
  const parts = path.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return `${parts.join("/")}.ts`;
}

function parse(path: string, source: string): ParsedModule {
  const imports = new Map<string, { from: string; type: boolean }>();
  for (const [, allTypes, names, specifier] of source.matchAll(IMPORT)) {
    const from = specifier.startsWith(".") ? resolvePath(path, specifier) : specifier;
    for (const raw of names.split(",").map((name) => name.trim()).filter(Boolean)) {
      const type = Boolean(allTypes) || raw.startsWith("type ");
      imports.set(raw.replace(/^type\s+/, ""), { from, type });
    }
  }
  const declarations: { name: string; lines: string[] }[] = [];
  // What comes before the first declaration: the file's own comment, left out.
  const preamble: string[] = [];
  for (const line of source.replace(IMPORT, "").split("\n")) {
    const name = DECLARATION.exec(line)?.[1];
    const previous = declarations.at(-1)?.lines ?? preamble;
    if (!name) {
      previous.push(line);
      continue;
    }
    // The comment block right above a declaration (no blank line between) belongs to it.
    const above: string[] = [];
    while (previous.length && /^(\/\/|\/\*\*|\s\*)/.test(previous.at(-1)!)) above.unshift(previous.pop()!);
    declarations.push({ name, lines: [...above, line] });
  }
  return {
    imports,
    declarations: declarations.map(({ name, lines: text }) => ({ name, text: text.join("\n").trim().replace(/^export /gm, "") })),
  };
}

/** The identifiers a piece of code uses, comments left out. */
function identifiers(code: string): Set<string> {
  return new Set(code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "").match(/[A-Za-z_$][\w$]*/g));
}

/**
 * The engine code that `roots` (names, by module path under `src/engine`) need, in an order that
 * defines each declaration before code reads it: a module comes after the modules it imports from.
 * `provided` names are declared by the script itself (the playground's full types hold more than a
 * script needs). Library imports go into `imports`.
 */
export function engineCode(roots: Readonly<Record<string, readonly string[]>>, imports: Imports, provided: ReadonlySet<string> = new Set()): string {
  const parsed = new Map<string, ParsedModule>();
  const moduleOf = (at: string): ParsedModule => {
    const known = parsed.get(at);
    if (known) return known;
    const source = ENGINE_SOURCES[at];
    if (source === undefined) throw new Error(`codegen: the engine source ${at} is not available to scripts.`);
    const module = parse(at, source);
    parsed.set(at, module);
    return module;
  };
  const kept = new Map<string, Set<string>>();
  const needs = new Map<string, Set<string>>();
  const owner = new Map<string, string>();
  const visit = (at: string, name: string) => {
    const module = moduleOf(at);
    const names = kept.get(at) ?? new Set<string>();
    if (!needs.has(at)) needs.set(at, new Set());
    if (names.has(name)) return;
    const declaration = module.declarations.find((candidate) => candidate.name === name);
    if (!declaration) throw new Error(`codegen: ${at} declares no ${name}.`);
    if (owner.has(name) && owner.get(name) !== at) throw new Error(`codegen: ${name} is declared in both ${owner.get(name)} and ${at}.`);
    owner.set(name, at);
    names.add(name);
    kept.set(at, names);
    for (const used of identifiers(declaration.text)) {
      if (used === name || provided.has(used)) continue;
      const imported = module.imports.get(used);
      if (!imported) {
        // Several declarations of one name (overloads, a type beside its value) travel together.
        if (module.declarations.some((candidate) => candidate.name === used)) visit(at, used);
      } else if (imported.from.endsWith(".ts")) {
        needs.get(at)!.add(imported.from);
        visit(imported.from, used);
      } else imports.add(imported.from, imported.type ? `type ${used}` : used);
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
  return placed
    .map((at) => {
      const names = kept.get(at)!;
      const body = moduleOf(at).declarations.filter((declaration) => names.has(declaration.name)).map((declaration) => declaration.text);
      return `// From the playground's src/engine/${at}, word for word.\n${body.join("\n\n")}`;
    })
    .join("\n\n");
}
