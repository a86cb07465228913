import { beforeAll, describe, expect, it } from "vitest";
import { scaleScenario } from "../../engine/scenarios/scale";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { run } from "../../engine/trace/run";
import type { Trace } from "../../engine/trace/types";
import { AGGREGATE_ABOVE, aggregatedGraph } from "./aggregate";
import { foldedGroups } from "./detail";
import { shownGraph } from "./flowModel";
import { shapeOf } from "./layoutCache";
import { playbackIndex } from "./playback";

const runs = new Map<string, Trace>();

beforeAll(async () => {
  for (const topology of ["supervisor", "swarm", "hierarchical"] as const) {
    for (const workers of [AGGREGATE_ABOVE, 24]) {
      const scenario = scaleScenario({ workers, toolCalls: 1 });
      runs.set(`${topology} ${workers}`, await run(scenario, scenarioKnobs(scenario, { topology })));
    }
  }
}, 120_000);

const opened = (trace: Trace) => shownGraph(trace.graph, foldedGroups(trace.graph, undefined, "full"));

describe("alike agents folded into one node", () => {
  it("draws a 24-worker supervisor as START, the supervisor and one worker ×24 with the supervisor's edges", () => {
    const shown = aggregatedGraph(opened(runs.get("supervisor 24")!));
    expect(shown.nodes.map((n) => [n.id, n.name])).toEqual([["__start__", "START"], ["supervisor", "supervisor"], ["worker*", "worker ×24"]]);
    expect(shown.nodes[2].aggregate).toHaveLength(24);
    expect(shown.edges.map((e) => e.id).sort()).toEqual(["__start__->supervisor", "supervisor->worker*?", "worker*->supervisor"]);
    // Every graph node of a worker is drawn as the aggregate.
    expect(shown.shownAs.get("worker_17:tools")).toBe("worker*");
  });

  it("folds a swarm's 24 agents into one, their hand-offs to each other vanishing into it", () => {
    const shown = aggregatedGraph(opened(runs.get("swarm 24")!));
    expect(shown.nodes.map((n) => n.name)).toEqual(["START", "worker ×24"]);
    expect(shown.edges.map((e) => e.id)).toEqual(["__start__->worker*?"]);
  });

  it("folds the 24-worker hierarchy's six teams into one, each team opened showing its lead and four workers", () => {
    const shown = aggregatedGraph(opened(runs.get("hierarchical 24")!));
    expect(shown.nodes.map((n) => n.name)).toEqual(["START", "supervisor", "team ×6"]);
  });

  it("leaves a few alike agents, and a team's four workers, drawn one by one", () => {
    for (const name of [`supervisor ${AGGREGATE_ABOVE}`, `swarm ${AGGREGATE_ABOVE}`]) {
      const shown = opened(runs.get(name)!);
      expect(aggregatedGraph(shown), name).toBe(shown);
    }
    // Opened team by team, each team's workers are too few to fold.
    const teams = shownGraph(runs.get("hierarchical 24")!.graph, [...foldedGroups(runs.get("hierarchical 24")!.graph, "all", "full")].filter((id) => id.startsWith("team_") && id.includes(":")));
    expect(aggregatedGraph(teams).nodes.some((n) => n.aggregate)).toBe(false);
  });

  it("keeps an agent opened by hand out of the aggregate, which then counts the others", () => {
    const trace = runs.get("supervisor 24")!;
    const open = foldedGroups(trace.graph, undefined, "full").filter((id) => id !== "worker_05");
    const shown = aggregatedGraph(shownGraph(trace.graph, open));
    expect(shown.nodes.filter((n) => n.aggregate).map((n) => n.name)).toEqual(["worker ×23"]);
    expect(shown.nodes.some((n) => n.id === "worker_05:agent")).toBe(true);
  });

  it("sums its agents' model calls at every step, as the agents drawn one by one do", () => {
    const trace = runs.get("supervisor 24")!;
    const aggregated = playbackIndex(trace, shapeOf(trace.graph, undefined, "full").shown);
    const each = playbackIndex(trace, shapeOf(trace.graph, undefined, "full", true).shown);
    for (const step of [0, Math.floor(trace.steps.length / 2), trace.steps.length - 1]) {
      const workers = [...each.callsAt(step)].filter(([id]) => id.startsWith("worker_")).reduce((sum, [, calls]) => sum + calls, 0);
      expect(aggregated.callsAt(step).get("worker*") ?? 0).toBe(workers);
    }
    expect(aggregated.callsAt(trace.steps.length - 1).get("worker*")).toBe(trace.modelCalls.filter((c) => c.agent.startsWith("worker_")).length);
  });
});
