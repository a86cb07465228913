import type { Knobs, TopologyId } from "../engine/knobs";
import { findScenario, SCENARIOS } from "../engine/scenarios";
import type { Scenario } from "../engine/scenarios/types";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { TOPOLOGIES } from "../engine/topologies";
import { contextAt, modelCallsByAgent, topLevelPath, type Composition } from "../engine/trace/metrics";
import { run } from "../engine/trace/run";
import type { Trace } from "../engine/trace/types";

/**
 * The cases the probe page runs in the browser and the e2e test re-runs in Node, so the two sets of
 * figures can be compared field by field. Shared code, no DOM: it runs in both places.
 */

/** The error text `getCurrentTaskInput()` raises when it cannot find the running task's config. */
export const CONFIG_NOT_RETRIEVABLE = "Config not retrievable";

/** The scenario the probe plays. */
export const PROBE_SCENARIO_ID = "research-code";

/** One knob setting to run. */
export interface ProbeCase {
  knobs: Partial<Knobs>;
}

/**
 * The seed 000 comparison: supervisor over both output modes and handoff messages, and the subagents
 * pattern; plus the swarm, whose handoff tool needs the same browser patch as the supervisor's.
 */
export const PROBE_CASES: readonly ProbeCase[] = [
  { knobs: { topology: "supervisor", outputMode: "full_history", addHandoffMessages: true } },
  { knobs: { topology: "supervisor", outputMode: "full_history", addHandoffMessages: false } },
  { knobs: { topology: "supervisor", outputMode: "last_message", addHandoffMessages: true } },
  { knobs: { topology: "supervisor", outputMode: "last_message", addHandoffMessages: false } },
  { knobs: { topology: "subagents" } },
  { knobs: { topology: "swarm" } },
];

/** What one run showed, as plain JSON. */
export interface ProbeRow {
  knobs: Knobs;
  status: Trace["outcome"]["status"];
  error?: string;
  /** Top-level node path over all turns. */
  path: string[];
  messages: number;
  chars: number;
  composition: Composition;
  modelCalls: Record<string, number>;
  steps: number;
  /** How often "Config not retrievable" occurs anywhere in the serialized trace. */
  configNotRetrievable: number;
}

/** The probe's scenario; throws if it was removed from the registry. */
export function probeScenario(): Scenario {
  const scenario = findScenario(PROBE_SCENARIO_ID);
  if (!scenario) throw new Error(`Scenario "${PROBE_SCENARIO_ID}" is not registered.`);
  return scenario;
}

/** Reduces a trace to the figures the probe compares. */
export function summarize(trace: Trace): ProbeRow {
  const context = contextAt(trace);
  const text = JSON.stringify(trace);
  return {
    knobs: trace.knobs,
    status: trace.outcome.status,
    ...(trace.outcome.status === "error" ? { error: `${trace.outcome.error.name}: ${trace.outcome.error.message}` } : {}),
    path: topLevelPath(trace),
    messages: context.messages,
    chars: context.chars,
    composition: context.composition,
    modelCalls: modelCallsByAgent(trace),
    steps: trace.steps.length,
    configNotRetrievable: text.split(CONFIG_NOT_RETRIEVABLE).length - 1,
  };
}

/** Runs every probe case, one after the other, and summarizes each trace. */
export async function runProbeCases(scenario: Scenario = probeScenario()): Promise<ProbeRow[]> {
  const rows: ProbeRow[] = [];
  for (const probeCase of PROBE_CASES) rows.push(summarize(await run(scenario, probeCase.knobs)));
  return rows;
}

/** One configuration the bench times: a topology on a scenario that scripts it, at default knobs. */
export interface BenchCase {
  topology: TopologyId;
  scenarioId: string;
  knobs: Partial<Knobs>;
}

/**
 * Every registered topology, played on research-code where that scenario scripts it, otherwise on
 * the first scenario that does (a topology with a different task, such as JSON dispatch).
 */
export function benchCases(): BenchCase[] {
  return (Object.keys(TOPOLOGIES) as TopologyId[]).flatMap((topology) => {
    const preferred = probeScenario();
    const scenario = preferred.topologies.includes(topology) ? preferred : SCENARIOS.find((s) => s.topologies.includes(topology));
    return scenario ? [{ topology, scenarioId: scenario.id, knobs: scenarioKnobs(scenario, { topology }) }] : [];
  });
}

/** Runs a bench case once and returns its trace (which the timing loops check for errors). */
export function runBenchCase(benchCase: BenchCase): Promise<Trace> {
  const scenario = findScenario(benchCase.scenarioId);
  if (!scenario) throw new Error(`Scenario "${benchCase.scenarioId}" is not registered.`);
  return run(scenario, benchCase.knobs);
}
