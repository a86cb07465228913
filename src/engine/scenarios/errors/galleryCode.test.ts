import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_SCENARIOS } from "./index";

const require = createRequire(import.meta.url);

/** The package root and the `.d.ts` its import path resolves to (the `types` of its export condition). */
function typesOf(specifier: string): { root: string; entry: string } {
  const [scope, name, ...rest] = specifier.split("/");
  const root = dirname(require.resolve(`${scope}/${name}/package.json`));
  const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { exports: Record<string, { import: { types: string } }> };
  const subpath = rest.length ? `./${rest.join("/")}` : ".";
  return { root, entry: join(root, manifest.exports[subpath].import.types) };
}

function declarations(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return declarations(path);
    return path.endsWith(".d.ts") ? [readFileSync(path, "utf8")] : [];
  });
}

const allDeclarations = new Map<string, string>();
/** Every `.d.ts` of a package, as one text. */
function packageText(root: string): string {
  let text = allDeclarations.get(root);
  if (text === undefined) {
    text = declarations(join(root, "dist")).join("\n");
    allDeclarations.set(root, text);
  }
  return text;
}

/** What a snippet imports, and the names it uses of what it imports: object keys and members. */
function parseSnippet(code: string) {
  const imports = [...code.matchAll(/^import \{([^}]+)\} from "([^"]+)";$/gm)].map((match) => ({
    names: match[1].split(",").map((name) => name.trim()),
    from: match[2],
  }));
  // Strings and comments say nothing about the API.
  const body = code
    .replace(/^import .*$/gm, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const used = new Set([...body.matchAll(/\b([A-Za-z_]\w*)\s*:(?!:)/g), ...body.matchAll(/\.([A-Za-z_]\w*)\b/g)].map((match) => match[1]));
  return { imports, used: [...used] };
}

const exportsName = (entryText: string, name: string) =>
  new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}|export\\s+(declare\\s+)?(const|function|class|type|interface)\\s+${name}\\b`).test(entryText);

const CODED = ERROR_SCENARIOS.map((scenario) => [scenario.id, scenario.gallery!.code!] as const);

describe("the error gallery's code", () => {
  it("every error scenario shows its mistaken code beside its fix, with a note in both languages", () => {
    for (const [, code] of CODED) {
      expect(code.mistaken).not.toBe(code.fixed);
      expect(typeof code.note === "object" && code.note.en && code.note.zh).toBeTruthy();
    }
  });

  it.each(CODED.flatMap(([id, code]) => [[`${id} (mistaken)`, code.mistaken] as const, [`${id} (fixed)`, code.fixed] as const]))(
    "%s imports only names its packages export, and uses only keys and members their types declare",
    (_label, code) => {
      const { imports, used } = parseSnippet(code);
      expect(imports.length).toBeGreaterThan(0);
      // Every snippet library builds on @langchain/langgraph (invoke, compile, ...).
      const texts = [packageText(typesOf("@langchain/langgraph").root)];
      for (const { names, from } of imports) {
        const { root, entry } = typesOf(from);
        const entryText = readFileSync(entry, "utf8");
        for (const name of names) expect(exportsName(entryText, name), `${from} exports ${name}`).toBe(true);
        texts.push(packageText(root));
      }
      const declared = texts.join("\n");
      const missing = used.filter((name) => !new RegExp(`\\b${name}\\b`).test(declared));
      expect(missing).toEqual([]);
    },
  );

  it("the test would catch a name the libraries do not have", () => {
    const { used } = parseSnippet(`import { createSwarm } from "@langchain/langgraph-swarm";\ncreateSwarm({ agents, defaultAgent: "a" });`);
    expect(used).toContain("defaultAgent");
    expect(new RegExp(`\\bdefaultAgent\\b`).test(packageText(typesOf("@langchain/langgraph-swarm").root))).toBe(false);
    expect(exportsName(readFileSync(typesOf("@langchain/langgraph-swarm").entry, "utf8"), "createSupervisor")).toBe(false);
  });
});
