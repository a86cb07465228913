import { str } from "./escape";

/** Named imports per module, in first-use order, printed as import lines of a generated script. */
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
