import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HumanDecision } from "../hitl/humanRequest";
import { makeKnobs, type Knobs } from "../knobs";
import { SCENARIOS } from "../scenarios";
import type { Scenario } from "../scenarios/types";
import { run } from "../trace/run";
import { lessonKnobs } from "../lessons/lessons";
import { comparableCompareOutput, comparableOutput, comparedFigures, printedFigures, programHeading } from "./printedFigures";
import { runScripts, type ScriptOutput } from "../testing/runScripts";
import { generateCompareScript, generateScript, type PlayedRun } from "./script";

const ROOT = resolve(import.meta.dirname, "../../..");
// Under the repo, so the generated imports resolve to its node_modules.
const DIR = mkdtempSync(join(ROOT, "node_modules/.codegen-test-"));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));


/**
 * Every built-in scenario's default setting, each other topology once (on the first scenario that
 * lists it), the stateful router, and refund-9821's approval answered and its centre holding the
 * refund tool (a reply that changes with the tools offered).
 */
function settings(): { scenario: Scenario; knobs: Knobs; decisions: HumanDecision[]; name: string }[] {
  const setting = (scenario: Scenario, knobs: Partial<Knobs>, decisions: HumanDecision[] = []) => ({ scenario, knobs: makeKnobs({ ...scenario.knobs, ...knobs }), decisions });
  const defaults = SCENARIOS.map((scenario) => setting(scenario, { topology: scenario.topologies[0] }));
  const covered = new Set(defaults.map(({ knobs }) => knobs.topology));
  const others = SCENARIOS.flatMap((scenario) => scenario.topologies.map((topology) => ({ scenario, topology })))
    .filter(({ topology }) => !covered.has(topology) && covered.add(topology))
    .map(({ scenario, topology }) => setting(scenario, { topology }));
  const byId = (id: string) => SCENARIOS.find((scenario) => scenario.id === id)!;
  const variants = [
    setting(SCENARIOS.find((scenario) => scenario.topologies.includes("router-fanout"))!, { topology: "router-fanout", routerAsTool: true }),
    setting(byId("refund-9821"), { topology: "supervisor-guarded" }, [{ type: "approve" }]),
    setting(byId("refund-9821"), { topology: "swarm-guarded" }, [{ type: "reject", reason: "not this one" }]),
    setting(byId("refund-9821"), { topology: "supervisor-guarded", centreTools: "centre-too" }),
  ];
  return [...defaults, ...others, ...variants].map((played) => {
    const { knobs, decisions } = played;
    const details = [knobs.routerAsTool ? " as a tool" : "", knobs.centreTools === "centre-too" ? " with centreTools centre-too" : "", decisions.length ? ` answered ${decisions.map((decision) => decision.type).join(", ")}` : ""];
    return { ...played, name: `${played.scenario.id} on ${knobs.topology}${details.join("")}` };
  });
}

/** What each script these tests run printed: all run once, in one tsx process (LangChain imported once). */
let outputs: Map<string, ScriptOutput>;
beforeAll(async () => {
  outputs = await runScripts(DIR, [
    ...settings().map(({ scenario, knobs, decisions, name }) => ({ name, code: generateScript(scenario, knobs, decisions) })),
    ...compares().map(({ name, a, b }) => ({ name: `compare-${name}`, code: generateCompareScript(a, b) })),
  ]);
}, 600_000);

/** What the script of this name printed to stdout. */
function printed(name: string): string {
  const output = outputs.get(name)!;
  expect(output.failed, output.stderr).toBeFalsy();
  return output.stdout;
}

describe("the generated TypeScript", () => {
  // One tsc program for both kinds of script: loading LangChain's declarations is most of its time.
  it("type-checks under strict tsc, as a learner's editor would check it: every script, and every compare script (its two programs' names do not collide)", async () => {
    const dir = join(DIR, "typecheck");
    mkdirSync(dir);
    // `export {}` makes each file a module of its own, so their top-level names do not collide.
    const write = (name: string, code: string) => writeFileSync(join(dir, `${name.replace(/[^a-z0-9-]+/gi, "_")}.ts`), `${code}export {};\n`);
    for (const { scenario, knobs, decisions, name } of settings()) write(name, generateScript(scenario, knobs, decisions));
    for (const { name, a, b } of compares()) write(`compare-${name}`, generateCompareScript(a, b));
    const options = { target: "ES2023", module: "ESNext", moduleResolution: "Bundler", strict: true, skipLibCheck: true, noEmit: true, types: ["node"], lib: ["ES2023"] };
    writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: options, include: ["*.ts"] }));
    const result = await promisify(execFile)(join(ROOT, "node_modules/.bin/tsc"), ["-p", dir], { cwd: ROOT, timeout: 120_000 }).then(() => "", (error: { stdout?: string }) => error.stdout ?? String(error));
    expect(result).toBe("");
  }, 150_000);

  it.concurrent.each(settings())("prints the app's figures for $name", async ({ scenario, knobs, decisions, name }) => {
    const trace = await run(scenario, knobs, { decisions });
    expect(comparableOutput(printed(name))).toEqual(printedFigures(trace));
  }, 120_000);
});

/**
 * Compares as the app opens them: research-code's migration step (its knobs beside its compare preset),
 * one topology at two settings (the same names in both programs), the guarded pair with an approval
 * answered in A (the engine's guards carried twice), and an error-gallery mistake beside its fix.
 */
function compares(): { name: string; a: PlayedRun; b: PlayedRun }[] {
  const byId = (id: string) => SCENARIOS.find((scenario) => scenario.id === id)!;
  const research = byId("research-code");
  const migration = research.lesson!.find((step) => step.compare)!;
  const played = (scenario: Scenario, knobs: Partial<Knobs>, decisions: HumanDecision[] = []): PlayedRun => ({ scenario, knobs: makeKnobs({ ...scenario.knobs, ...knobs }), decisions });
  const gallery = SCENARIOS.find((scenario) => scenario.gallery?.fixKnobs && !scenario.gallery.fixScenarioId)!;
  return [
    { name: "the migration step", a: { scenario: research, knobs: lessonKnobs(research, migration) }, b: { scenario: research, knobs: lessonKnobs(research, { ...migration, knobs: migration.compare }) } },
    { name: "supervisor full_history beside last_message", a: played(research, { topology: "supervisor", outputMode: "full_history" }), b: played(research, { topology: "supervisor" }) },
    { name: "refund-9821 guarded, A approved", a: played(byId("refund-9821"), { topology: "supervisor-guarded" }, [{ type: "approve" }]), b: played(byId("refund-9821"), { topology: "swarm-guarded" }) },
    { name: `${gallery.id} beside its fix`, a: played(gallery, {}), b: played(gallery, gallery.gallery!.fixKnobs!) },
  ];
}

describe("the generated compare script", () => {
  it("writes the scripted model and the tool helpers once, and each program in a function of its own", () => {
    const { a, b } = compares()[0];
    const code = generateCompareScript(a, b);
    for (const shared of ["class ScriptedChatModel", "function scriptedTool(", "let modelCalls"]) expect(code.split(shared).length - 1, shared).toBe(1);
    expect(code).toContain("async function programA() {");
    expect(code).toContain("async function programB() {");
    expect(code).toContain("createAgent({");
    expect(code).toContain("createSupervisor({");
  });

  it.concurrent.each(compares())("prints A's and then B's figures as the app runs them, for $name", async ({ name, a, b }) => {
    const [traceA, traceB] = await Promise.all([run(a.scenario, a.knobs, { decisions: a.decisions ?? [] }), run(b.scenario, b.knobs, { decisions: b.decisions ?? [] })]);
    const stdout = printed(`compare-${name}`);
    const headings = [programHeading("A", a), programHeading("B", b)];
    expect(comparableCompareOutput(stdout, headings)).toEqual(comparedFigures([{ heading: headings[0], trace: traceA }, { heading: headings[1], trace: traceB }]));
  }, 120_000);
});
