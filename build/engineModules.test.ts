import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { carriedCode } from "../src/engine/codegen/carry";
import { Imports } from "../src/engine/codegen/source";
import { carryRequestsIn, readEngineModules } from "./engineModules";

const ROOT = resolve(import.meta.dirname, "..");
// Under the repo, so the script's imports resolve to its node_modules.
const DIR = mkdtempSync(join(ROOT, "node_modules/.carry-test-"));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** A code writer, as the build finds it, asking for one exported function of a fixture module. */
const WRITER = `import { engineCode } from "../inline";
export const greeterCode = (imports: Imports) => engineCode({ "fixture/greeter.ts": ["greet"] }, imports);
`;

/** Two engine modules: a multi-line import, a helper that is not exported, and code nothing reaches. */
const FIXTURES: Record<string, string> = {
  "fixture/greeter.ts": `/** The file's own comment: no declaration's. */

import {
  z,
  type ZodType,
} from "zod";
import {
  shout,
  type Loudness,
} from "./shout";

// Not exported, yet greet() needs it.
function nameOf(input: unknown): string {
  return z.string().parse(input);
}

/** What the writer asks for. */
export function greet(input: unknown, loudness: Loudness): string {
  return shout(\`hello \${nameOf(input)}\`, loudness);
}

/** Nothing reaches this one. */
export const schema: ZodType = z.string();
`,
  "fixture/shout.ts": `export type Loudness =
  | "quiet"
  | "loud";

export const shout = (text: string, loudness: Loudness) =>
  loudness === "loud" ? text.toUpperCase() : text;
`,
};

describe("the engine modules a script carries, read with the TypeScript compiler", () => {
  const modules = readEngineModules({ "topologies/greeter.ts": WRITER }, (path) => FIXTURES[path]);

  it("follows the writer's roots through a multi-line import to the module it names", () => {
    expect(Object.keys(modules).sort()).toEqual(["fixture/greeter.ts", "fixture/shout.ts"]);
    expect(modules["fixture/greeter.ts"].imports).toEqual({
      z: { from: "zod", type: false },
      ZodType: { from: "zod", type: true },
      shout: { from: "fixture/shout.ts", type: false },
      Loudness: { from: "fixture/shout.ts", type: true },
    });
  });

  it("generates a script that runs: the helper it needs, the library names it uses, nothing else", async () => {
    const imports = new Imports();
    const code = carriedCode((path) => modules[path], { "fixture/greeter.ts": ["greet"] }, imports);
    expect(code).toContain("// Not exported, yet greet() needs it.\nfunction nameOf(input: unknown): string {");
    expect(code).toContain('type Loudness =\n  | "quiet"\n  | "loud";');
    expect(code).not.toContain("schema");
    expect(code).not.toContain("The file's own comment");
    expect(code).not.toMatch(/^export /m);
    expect(String(imports)).toBe('import { z } from "zod";');
    // shout.ts comes first: greet() reads its constant.
    expect(code.indexOf("const shout")).toBeLessThan(code.indexOf("function greet("));
    const file = join(DIR, "greeter.ts");
    writeFileSync(file, `${imports}\n\n${code}\n\nconsole.log(greet("ada", "loud"));\n`);
    const { stdout } = await promisify(execFile)(join(ROOT, "node_modules/.bin/tsx"), [file], { cwd: ROOT, timeout: 60_000 });
    expect(stdout).toBe("HELLO ADA\n");
  }, 90_000);

  it("says where a writer's call cannot be read, and what a module does not declare", () => {
    expect(() => carryRequestsIn("topologies/bad.ts", "const roots = {};\nengineCode(roots, imports);")).toThrow("topologies/bad.ts:2: engineCode's roots are no object literal");
    expect(() => readEngineModules({ "topologies/greeter.ts": WRITER.replace('["greet"]', '["wave"]') }, (path) => FIXTURES[path])).toThrow("fixture/greeter.ts declares no wave");
  });
});
