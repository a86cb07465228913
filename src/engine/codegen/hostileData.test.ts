import { mkdtempSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HumanDecision } from "../hitl/humanRequest";
import { makeKnobs, TOPOLOGY_IDS, type Knobs, type TopologyId } from "../knobs";
import { SCENARIOS } from "../scenarios";
import type { Scenario } from "../scenarios/types";
import { escapedPayloads, hostileScenario, hostileTextArb, hostileTextsArb, PWNED, syntaxErrors } from "../testing/hostileData";
import { runScripts, type ScriptOutput } from "../testing/runScripts";
import { run } from "../trace/run";
import { comparableOutput, printedFigures } from "./printedFigures";
import { generateScript } from "./script";

const ROOT = resolve(import.meta.dirname, "../../..");
// Under the repo, so the generated imports resolve to its node_modules.
const DIR = mkdtempSync(join(ROOT, "node_modules/.codegen-hostile-"));
afterAll(() => rmSync(DIR, { recursive: true, force: true }));

const byId = (id: string): Scenario => SCENARIOS.find((scenario) => scenario.id === id)!;

/** Decisions whose every text is hostile: a reject's reason, an edit's argument names and values. */
const hostileDecisionsArb: fc.Arbitrary<HumanDecision[]> = fc.array(
  fc.oneof(
    fc.constant<HumanDecision>({ type: "approve" }),
    hostileTextArb.map((reason): HumanDecision => ({ type: "reject", reason })),
    fc.dictionary(hostileTextArb, hostileTextArb, { minKeys: 1, maxKeys: 2 }).map((args): HumanDecision => ({ type: "edit", args })),
  ),
  { maxLength: 2 },
);

/**
 * Every topology on the first built-in that lists it, every error-gallery scenario (their faults are
 * written into the script as comments), and the scenarios whose scripts a topology writes in a
 * special way (teams, approvals).
 */
function settings(): { scenario: Scenario; knobs: Knobs; name: string }[] {
  const setting = (scenario: Scenario, topology: TopologyId) => ({ scenario, knobs: makeKnobs({ ...scenario.knobs, topology }), name: `${scenario.id} on ${topology}` });
  const perTopology = TOPOLOGY_IDS.map((topology) => setting(SCENARIOS.find((scenario) => scenario.topologies.includes(topology))!, topology));
  const faults = SCENARIOS.filter((scenario) => scenario.fault).map((scenario) => setting(scenario, scenario.topologies[0]));
  return [...perTopology, ...faults, setting(byId("refund-9821"), "supervisor"), setting(byId("refund-9821"), "swarm")];
}

describe("a script written from hostile data", () => {
  it.each(settings())("keeps every value of $name as data: no payload parses as code", ({ scenario, knobs }) => {
    fc.assert(
      fc.property(hostileTextsArb, hostileDecisionsArb, (texts, decisions) => {
        const code = generateScript(hostileScenario(scenario, texts, { names: true }), knobs, decisions);
        expect(syntaxErrors(code)).toEqual([]);
        expect(escapedPayloads(code)).toEqual([]);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  /**
   * Run for real: hierarchical (team names in comments), every error-gallery fault (its fields in
   * a comment) and an approval answered with hostile decisions, two samples each, all scripts in one
   * tsx process. The script prints exactly what the engine's run of the same hostile scenario shows,
   * and the payloads never run.
   */
  const played = [
    { scenario: byId("hierarchical"), topology: "hierarchical" as const, decisions: false },
    ...SCENARIOS.filter((scenario) => scenario.fault).map((scenario) => ({ scenario, topology: scenario.topologies[0], decisions: false })),
    { scenario: byId("refund-9821"), topology: "supervisor-guarded" as const, decisions: true },
  ].map((setting) => ({
    ...setting,
    samples: fc.sample(fc.tuple(hostileTextsArb, setting.decisions ? hostileDecisionsArb : fc.constant<HumanDecision[]>([])), 2).map(([texts, answers]) => ({
      hostile: hostileScenario(setting.scenario, texts, { names: true }),
      knobs: makeKnobs({ ...setting.scenario.knobs, topology: setting.topology }),
      answers,
    })),
  }));
  const name = (scenarioId: string, topology: string, sample: number) => `${scenarioId}-${topology}-${sample}`;
  let outputs: Map<string, ScriptOutput>;
  beforeAll(async () => {
    const scripts = played.flatMap(({ scenario, topology, samples }) => samples.map(({ hostile, knobs, answers }, i) => ({ name: name(scenario.id, topology, i), code: generateScript(hostile, knobs, answers) })));
    outputs = await runScripts(DIR, scripts);
  }, 600_000);

  it.each(played)("prints only the app's figures when run with tsx ($scenario.id on $topology)", async ({ scenario, topology, samples }) => {
    for (const [i, { hostile, knobs, answers }] of samples.entries()) {
      const { stdout, stderr } = outputs.get(name(scenario.id, topology, i))!;
      const trace = await run(hostile, knobs, { decisions: answers });
      expect(`${stdout}${stderr}`).not.toContain(PWNED);
      expect(comparableOutput(stdout).join("\n"), JSON.stringify(hostile)).toBe(printedFigures(trace).join("\n"));
    }
  });
});
