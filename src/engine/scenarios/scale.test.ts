import { describe, expect, it } from "vitest";
import { DEFAULT_KNOBS, type Knobs } from "../knobs";
import { knobApplies } from "../topologies";
import { LIMITS } from "../limits";
import { contextAt, inputChars, inputTotals } from "../trace/metrics";
import { run } from "../trace/run";
import { scenarioKnobs } from "./scenarioKnobs";
import { findScenario } from ".";
import { generatorParams } from "./generated";
import { SCALE_ID, SCALE_PARAMS, SCALE_TOPOLOGIES, scaleParams, scaleScenario, type ScaleParams } from "./scale";

/** Shared messages at the end, and characters every model received, for one setting. */
async function figures(params: Partial<ScaleParams>, knobs: Partial<Knobs>) {
  const scenario = scaleScenario(params);
  const trace = await run(scenario, scenarioKnobs(scenario, knobs));
  expect(trace.outcome.status, JSON.stringify(trace.outcome)).toBe("completed");
  return { messages: contextAt(trace).messages, inputChars: inputChars(trace), calls: inputTotals(trace, () => 0).calls };
}

/** Differences between neighbours of a series. */
const steps = (values: number[]) => values.slice(1).map((v, i) => v - values[i]);

const SETTINGS: [string, Partial<Knobs>][] = [
  ["supervisor full_history", { topology: "supervisor", outputMode: "full_history" }],
  ["supervisor last_message", { topology: "supervisor", outputMode: "last_message" }],
  ["subagents", { topology: "subagents" }],
];

describe("the scale scenario", () => {
  it("is the same plain data for the same parameters, and clamps what is out of bounds", () => {
    expect(JSON.stringify(scaleScenario({ workers: 5 }))).toBe(JSON.stringify(scaleScenario({ workers: 5 })));
    expect(scaleParams({ workers: 99, toolCalls: -3, turns: 2.6 })).toEqual({ workers: 24, toolCalls: 0, resultChars: DEFAULT_KNOBS.resultChars, turns: 3 });
    expect(scaleScenario({ workers: 24 }).agents).toHaveLength(24);
    expect(scaleScenario({ resultChars: 37 }).tools[0].result).toHaveLength(37);
  });

  it("plays what its knobs generate: the listed scale scenario with a link's numbers runs the generated one", async () => {
    const listed = findScenario(SCALE_ID)!;
    const params = { workers: 5, toolCalls: 1, turns: 1 };
    const viaKnobs = await run(listed, scenarioKnobs(listed, params));
    const generated = scaleScenario(params);
    const direct = await run(generated, scenarioKnobs(generated));
    expect(viaKnobs.outcome.status).toBe("completed");
    // 5 workers x (1 tool round + a report), and the supervisor's 5 dispatches and its answer.
    expect(viaKnobs.modelCalls).toHaveLength(5 * 2 + 6);
    expect(JSON.stringify(viaKnobs)).toBe(JSON.stringify(direct));
    expect(generatorParams(listed, scenarioKnobs(listed, params))).toBe("workers=5&toolCalls=1&resultChars=200&turns=1");
  }, 30_000);

  it("its parameters are knobs that apply only in a scale scenario, on each of its topologies", () => {
    for (const name of SCALE_PARAMS) {
      expect(knobApplies(name, "supervisor")).toBe(false);
      for (const topology of SCALE_TOPOLOGIES) expect(knobApplies(name, topology, { generator: "scale" })).toBe(true);
    }
    expect(knobApplies("outputMode", "subagents", { generator: "scale" })).toBe(false);
  });

  it.each(SCALE_TOPOLOGIES.map((t) => [t]))("plays to the end on %s, every worker's tool calls run", async (topology) => {
    const params = { workers: 3, toolCalls: 2, turns: 2 };
    const scenario = scaleScenario(params);
    const trace = await run(scenario, scenarioKnobs(scenario, { topology }));
    expect(trace.outcome.status).toBe("completed");
    const toolCalls = trace.modelCalls.length;
    // Each worker: 2 tool rounds + a report per turn; plus the router's calls where there is one:
    // a dispatch per worker and an answer per turn. Under the hierarchy the one team's lead dispatches
    // the workers, and the top supervisor dispatches that team and answers.
    const workerCalls = 3 * (2 + 1) * 2;
    const routerCalls = { swarm: 0, hierarchical: (3 + 1) * 2 + (1 + 1) * 2 }[topology as string] ?? (3 + 1) * 2;
    expect(toolCalls).toBe(workerCalls + routerCalls);
  }, 30_000);

  it("under full_history, shared messages grow linearly in tool calls; under last_message and subagents they stay flat", async () => {
    const series: Record<string, number[]> = {};
    for (const [name, knobs] of SETTINGS) {
      series[name] = [];
      for (const toolCalls of [0, 1, 2, 3]) series[name].push((await figures({ workers: 2, toolCalls }, knobs)).messages);
    }
    const full = steps(series["supervisor full_history"]);
    // Each tool call adds its AI message and its tool result, for each of the 2 workers.
    expect(full).toEqual([4, 4, 4]);
    expect(steps(series["supervisor last_message"])).toEqual([0, 0, 0]);
    expect(steps(series.subagents)).toEqual([0, 0, 0]);
    expect(series.subagents[0]).toBeLessThan(series["supervisor last_message"][0]);
  }, 60_000);

  it("what every model is sent grows faster than linearly in workers under full_history", async () => {
    const input = [];
    for (const workers of [1, 2, 3, 4]) input.push((await figures({ workers, toolCalls: 1 }, { topology: "supervisor", outputMode: "full_history" })).inputChars);
    const growth = steps(input);
    for (let i = 1; i < growth.length; i += 1) expect(growth[i]).toBeGreaterThan(growth[i - 1]);
  }, 60_000);

  // The largest run the knobs allow: every call re-reads a history of hundreds of messages.
  it.each([["supervisor"], ["supervisor-handrolled"], ["hierarchical"], ["swarm"]] as const)("plays 24 workers x 10 tool calls x 2 turns to the end on %s, the trace holding each message once", async (topology) => {
    const scenario = scaleScenario({ workers: 24, toolCalls: 10, turns: 2 });
    const trace = await run(scenario, scenarioKnobs(scenario, { topology }));
    expect(trace.outcome, JSON.stringify(trace.outcome)).toEqual({ status: "completed" });
    // Each worker: 10 tool rounds and a report per turn; the supervisor: 24 dispatches and an answer per
    // turn. The hierarchy's top supervisor dispatches 6 teams instead, and each lead its 4 workers.
    const routerCalls = { swarm: 0, hierarchical: (6 + 1) * 2 + 6 * (4 + 1) * 2 }[topology as string] ?? 25 * 2;
    expect(trace.modelCalls).toHaveLength(24 * 11 * 2 + routerCalls);
    const read = trace.modelCalls.reduce((sum, call) => sum + call.input.length, 0);
    const held = new Set([...Object.values(trace.messages), ...trace.modelCalls.flatMap((call) => call.input)]);
    // One object per distinct message, however many calls read it.
    expect(held.size).toBe(new Set([...held].map((message) => JSON.stringify(message))).size);
    expect(held.size).toBeLessThan(read / 20);
    expect([...held].reduce((sum, message) => sum + message.content.length, 0)).toBeLessThan(LIMITS.run.traceChars / 20);
  }, 240_000);

  it("under the hierarchy, teams of four keep what the top supervisor reads small", async () => {
    const scenario = scaleScenario({ workers: 8, toolCalls: 2 });
    expect(scenario.teams?.map((team) => team.members.length)).toEqual([4, 4]);
    const topInput = async (topology: "supervisor" | "hierarchical") => {
      const trace = await run(scenario, scenarioKnobs(scenario, { topology, outputMode: "last_message" }));
      expect(trace.outcome.status).toBe("completed");
      return trace.modelCalls.filter((call) => call.agent === "supervisor").reduce((sum, call) => sum + call.input.length, 0);
    };
    expect(await topInput("hierarchical")).toBeLessThan((await topInput("supervisor")) / 4);
  }, 60_000);
});
