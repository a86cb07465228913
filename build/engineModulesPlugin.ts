import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** The virtual module holding the engine code scripts can carry, read at build time. */
export const ENGINE_MODULES_MODULE = "virtual:engine-modules";
const RESOLVED = `\0${ENGINE_MODULES_MODULE}`;

const CODEGEN = fileURLToPath(new URL("../src/engine/codegen/", import.meta.url));
const ENGINE = fileURLToPath(new URL("../src/engine/", import.meta.url));

/** The code writers' sources (every non-test module under `src/engine/codegen`), by their path there. */
export function codeWriterSources(): Record<string, string> {
  const paths = readdirSync(CODEGEN, { recursive: true, encoding: "utf8" }).filter((path) => path.endsWith(".ts") && !path.endsWith(".test.ts") && !path.endsWith(".d.ts"));
  return Object.fromEntries(paths.sort().map((path) => [path, readFileSync(`${CODEGEN}${path}`, "utf8")]));
}

/**
 * Serves the engine code "Copy as TypeScript" carries into scripts (see build/engineModules.ts) as a
 * module, so the page gets the declarations already read by the TypeScript compiler, and not the
 * compiler itself. A dev server re-reads them when a code writer or a carried module changes.
 */
export function engineModulesPlugin(): Plugin {
  return {
    name: "engine-modules",
    resolveId: (source) => (source === ENGINE_MODULES_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // Loaded here, so a Vite or Vitest start that never asks for the module never loads the compiler.
      const { readEngineModules } = await import("./engineModules.js");
      const writers = codeWriterSources();
      const modules = readEngineModules(writers);
      for (const path of [...Object.keys(writers).map((writer) => `${CODEGEN}${writer}`), ...Object.keys(modules).map((path) => `${ENGINE}${path}`)]) this.addWatchFile(path);
      return `export default ${JSON.stringify(modules)};`;
    },
  };
}
