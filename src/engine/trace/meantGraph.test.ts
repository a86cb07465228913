import { describe, expect, it } from "vitest";
import { findScenario } from "../scenarios";
import { ERROR_SCENARIOS } from "../scenarios/errors";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import type { Scenario } from "../scenarios/types";
import { run } from "./run";
import type { Trace } from "./types";

const open = (scenario: Scenario) => run(scenario, scenarioKnobs(scenario));
const topLevel = (graph: Trace["graph"]) => graph.nodes.filter((n) => !n.parent).map((n) => n.id).sort();

/** The scenario with its one-click fix applied: its fixed twin, or itself on the fix knobs. */
function runFix(scenario: Scenario): Promise<Trace> {
  const fixed = scenario.gallery?.fixScenarioId ? findScenario(scenario.gallery.fixScenarioId)! : scenario;
  return run(fixed, scenarioKnobs(fixed, scenario.gallery?.fixKnobs));
}

describe("the graph a failed build meant", () => {
  it.each(ERROR_SCENARIOS.map((s) => [s.id, s] as const))("%s: drawn when the build fails, with every agent its scenario names", async (_id, scenario) => {
    const trace = await open(scenario);
    const failedBuild = trace.outcome.status === "error" && trace.outcome.error.phase === "build";
    if (!failedBuild) {
      // It built: the diagram shows the compiled graph itself, nothing is "meant".
      expect(trace.meant).toBeUndefined();
      expect(trace.graph.nodes.length).toBeGreaterThan(0);
      return;
    }
    expect(trace.graph.nodes).toEqual([]);
    const meant = trace.meant!;
    const names = scenario.agents.map((agent) => agent.name);
    if (trace.knobs.topology !== "swarm") names.push(scenario.router.name);
    expect(topLevel(meant.graph)).toEqual(expect.arrayContaining(names));
    // It is the very graph the fix compiles.
    expect(meant.graph).toEqual((await runFix(scenario)).graph);
  });

  it("six of the nine gallery mistakes fail to build", async () => {
    const traces = await Promise.all(ERROR_SCENARIOS.map(open));
    const unbuilt = traces.filter((t) => t.outcome.status === "error" && t.outcome.error.phase === "build");
    expect(unbuilt.map((t) => t.scenarioId)).toEqual([
      "error-agent-without-name",
      "error-duplicate-agent-name",
      "error-invalid-output-mode",
      "error-state-without-active-agent",
      "error-unknown-default-agent",
      "error-command-without-ends",
    ]);
    // A run-time failure is not a build failure.
    const atRun = traces.find((t) => t.scenarioId === "error-active-agent-not-in-graph")!;
    expect(atRun.outcome.status === "error" && atRun.outcome.error.phase).toBeUndefined();
  });

  it("marks the nodes the error quotes, and the agent the mistake is about", async () => {
    const failing = async (id: string) => (await open(findScenario(id)!)).meant!.failing;
    const quotedIn = async (id: string) => {
      const trace = await open(findScenario(id)!);
      const message = trace.outcome.status === "error" ? trace.outcome.error.message : "";
      return topLevel(trace.meant!.graph).filter((node) => message.toLowerCase().includes(node.toLowerCase()) && !node.startsWith("__"));
    };
    // "Node `assistant` is not reachable."
    expect(await failing("error-command-without-ends")).toEqual(await quotedIn("error-command-without-ends"));
    // "Default active agent 'Assistant' not found ...": the case is the mistake.
    expect(await failing("error-unknown-default-agent")).toEqual(["assistant"]);
    // No name in the message: the node is the agent made without one.
    expect(await failing("error-agent-without-name")).toEqual([(findScenario("error-agent-without-name")!.fault as { agent: string }).agent]);
    // "'finance' already exists": the one it collides with, and the one made under its name.
    expect((await failing("error-duplicate-agent-name")).sort()).toEqual(["finance", "tax"]);
    // An error that names no node marks none.
    expect(await failing("error-invalid-output-mode")).toEqual([]);
  });

  it("draws nothing when no fix says what was meant", async () => {
    // Without its gallery fix, declareEnds off is just the setting, and the build fails the same way.
    const scenario = { ...findScenario("error-command-without-ends")!, gallery: undefined };
    const trace = await open(scenario);
    expect(trace.outcome.status === "error" && trace.outcome.error.phase).toBe("build");
    expect(trace.meant).toBeUndefined();
  });
});
