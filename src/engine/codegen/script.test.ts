import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
  return [...defaults, ...others].filter((setting) => TOPOLOGY_CODE[setting.knobs.topology]).map((setting) => ({ ...setting, name: `${setting.scenario.id} on ${setting.knobs.topology}` }));
}

async function runScript(name: string, code: string): Promise<string> {
  const file = join(DIR, `${name.replace(/[^a-z0-9-]+/gi, "_")}.ts`);
  writeFileSync(file, code);
  const { stdout } = await slot(() => promisify(execFile)(TSX, [file], { cwd: ROOT, timeout: 60_000 }));
  return stdout;
}

describe("the generated TypeScript", () => {
  it.concurrent.each(settings())("prints the app's figures for $name", async ({ scenario, knobs, name }) => {
    const script = generateScript(scenario, knobs);
    if (!script.ok) throw new Error(`no script for ${name}: ${script.reason}`);
    const [stdout, trace] = await Promise.all([runScript(name, script.code), run(scenario, knobs)]);
    expect(comparableOutput(stdout)).toEqual(printedFigures(trace));
  }, 120_000);
});
