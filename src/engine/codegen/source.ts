/**
 * Small helpers for writing TypeScript source text: literals a learner can read, property access that
 * stays valid for any name, and an import list that collects what each section of a script uses.
 */

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `value` as a TypeScript literal: JSON with unquoted keys where they are identifiers, indented by `indent` after the first line. */
export function literal(value: unknown, indent = ""): string {
  const text = JSON.stringify(value, null, 2) ?? "undefined";
  return text.replace(/^(\s*)"([A-Za-z_$][A-Za-z0-9_$]*)":/gm, "$1$2:").replace(/\n/g, `\n${indent}`);
}

/** A string literal. */
export function str(value: string): string {
  return JSON.stringify(value);
}

/** `object.key`, or `object["key"]` when the key is no identifier. */
export function prop(object: string, key: string): string {
  return IDENTIFIER.test(key) ? `${object}.${key}` : `${object}[${str(key)}]`;
}

/** Named imports per module, in first-use order, printed as import lines. */
export class Imports {
  private readonly modules = new Map<string, { names: Set<string>; types: Set<string> }>();

  /** Adds names imported from `module`; a name starting with `type ` is imported as a type. */
  add(module: string, ...names: string[]): this {
    const entry = this.modules.get(module) ?? { names: new Set<string>(), types: new Set<string>() };
    for (const name of names) {
      if (name.startsWith("type ")) entry.types.add(name.slice(5));
      else entry.names.add(name);
    }
    this.modules.set(module, entry);
    return this;
  }

  /** One import line per module. */
  toString(): string {
    return [...this.modules]
      .map(([module, { names, types }]) => {
        const all = [...names, ...[...types].filter((name) => !names.has(name)).map((name) => `type ${name}`)];
        return `import { ${all.join(", ")} } from ${str(module)};`;
      })
      .join("\n");
  }
}
