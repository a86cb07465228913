import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { makeKnobs, type Knobs } from "../knobs";
import { SCENARIOS } from "../scenarios";
import type { Scenario } from "../scenarios/types";
import { run } from "../trace/run";
import { comparableOutput, printedFigures } from "./printedFigures";
import { generateScript } from "./script";
import { TOPOLOGY_CODE } from "./topologies";

const ROOT = resolve(import.meta.dirname, "../../..");
const TSX = join(ROOT, "node_modules/.bin/tsx");
// Under the repo, so the generated imports resolve to its node_modules.
const DIR = mkdtempSync(join(ROOT, "node_modules/.codegen-test-"));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

/** Runs at most `limit` scripts at once: one tsx process per script, on a small machine. */
function limited(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(job: () => Promise<T>): Promise<T> => {
    if (active >= limit) await new Promise<void>((go) => waiting.push(go));
    active++;
    try {
      return await job();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
const slot = limited(2);

/** Every built-in scenario's default setting, and each other topology once, on the first scenario that lists it. */
function settings(): { scenario: Scenario; knobs: Knobs; name: string }[] {
  const defaults = SCENARIOS.map((scenario) => ({ scenario, knobs: makeKnobs({ ...scenario.knobs, topology: scenario.topologies[0] }) }));
  const covered = new Set(defaults.map((setting) => setting.knobs.topology));
  const others = SCENARIOS.flatMap((scenario) => scenario.topologies.map((topology) => ({ scenario, topology })))
    .filter(({ topology }) => !covered.has(topology) && covered.add(topology))
    .map(({ scenario, topology }) => ({ scenario, knobs: makeKnobs({ ...scenario.knobs, topology }) }));
  // Topologies without a code writer yet are listed by the UI as such (generateScript says so).
  const statefulRouter = SCENARIOS.filter((scenario) => scenario.topologies.includes("router-fanout"))
    .slice(0, 1)
    .map((scenario) => ({ scenario, knobs: makeKnobs({ ...scenario.knobs, topology: "router-fanout", routerAsTool: true }) }));
  return [...defaults, ...others, ...statefulRouter].filter((setting) => TOPOLOGY_CODE[setting.knobs.topology]).map((setting) => ({ ...setting, name: `${setting.scenario.id} on ${setting.knobs.topology}${setting.knobs.routerAsTool ? " as a tool" : ""}` }));
}

async function runScript(name: string, code: string): Promise<string> {
  const file = join(DIR, `${name.replace(/[^a-z0-9-]+/gi, "_")}.ts`);
  writeFileSync(file, code);
  const { stdout } = await slot(() => promisify(execFile)(TSX, [file], { cwd: ROOT, timeout: 60_000 }));
  return stdout;
}

describe("the generated TypeScript", () => {
  it("type-checks under strict tsc, as a learner's editor would check it", async () => {
    const dir = join(DIR, "typecheck");
    mkdirSync(dir);
    for (const { scenario, knobs, name } of settings()) {
      const script = generateScript(scenario, knobs);
      // `export {}` makes each file a module of its own, so their top-level names do not collide.
      if (script.ok) writeFileSync(join(dir, `${name.replace(/[^a-z0-9-]+/gi, "_")}.ts`), `${script.code}export {};\n`);
    }
    const options = { target: "ES2023", module: "ESNext", moduleResolution: "Bundler", strict: true, skipLibCheck: true, noEmit: true, types: ["node"], lib: ["ES2023"] };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: options, include: ["*.ts"] }));
    const result = await slot(() => promisify(execFile)(join(ROOT, "node_modules/.bin/tsc"), ["-p", dir], { cwd: ROOT, timeout: 120_000 }).then(() => "", (error: { stdout?: string }) => error.stdout ?? String(error)));
    expect(result).toBe("");
  }, 150_000);

  it.concurrent.each(settings())("prints the app's figures for $name", async ({ scenario, knobs, name }) => {
    const script = generateScript(scenario, knobs);
    if (!script.ok) throw new Error(`no script for ${name}: ${script.reason}`);
    const [stdout, trace] = await Promise.all([runScript(name, script.code), run(scenario, knobs)]);
    expect(comparableOutput(stdout)).toEqual(printedFigures(trace));
  }, 120_000);
});
