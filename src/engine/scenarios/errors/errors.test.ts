import { HumanMessage } from "@langchain/core/messages";
import { createSwarm } from "@langchain/langgraph-swarm";
import { describe, expect, it } from "vitest";
import { makeKnobs } from "../../knobs";
import { CallRecorder } from "../../model/callRecorder";
import { buildSwarmAgents } from "../../topologies/graphs/swarm";
import { sharedMessagesAt, topLevelPath } from "../../trace/metrics";
import { makeBuildContext } from "../../trace/buildContext";
import { run } from "../../trace/run";
import { findScenario, SCENARIOS } from "../index";
import type { Scenario } from "../types";
import { ERROR_SCENARIOS, GALLERY_FIXES } from "./index";

const open = (scenario: Scenario, extra: Partial<Scenario["knobs"]> = {}) => run(scenario, { topology: scenario.topologies[0], ...scenario.knobs, ...extra });
const byId = (id: string) => ERROR_SCENARIOS.find((s) => s.id === id)!;

/** Runs a gallery entry's one-click fix: its fixed twin (if any) with its fix knobs. */
function runFix(scenario: Scenario) {
  const fixed = scenario.gallery?.fixScenarioId ? findScenario(scenario.gallery.fixScenarioId)! : scenario;
  return open(fixed, scenario.gallery?.fixKnobs);
}

/** Gallery entries that fail with an error, and the runtime's own message for each. */
const THROWING: [id: string, name: string, message: string | RegExp][] = [
  ["error-active-agent-not-in-graph", "Error", "Branch condition returned unknown or null destination"],
  [
    "error-agent-without-name",
    "Error",
    "Please specify a name when you create your agent, either via `createReactAgent({ ..., name: agentName })` or via `graph.compile({ name: agentName })`.",
  ],
  ["error-duplicate-agent-name", "Error", "Agent with name 'finance' already exists. Agent names must be unique."],
  ["error-invalid-output-mode", "Error", 'Invalid agent output mode: all_history. Needs to be one of ["full_history", "last_message"]'],
  ["error-state-without-active-agent", "Error", "Missing required key 'activeAgent' in stateSchema"],
  ["error-unknown-default-agent", "Error", "Default active agent 'Assistant' not found in routes assistant,finance"],
  ["error-command-without-ends", "UnreachableNodeError", /^Node `assistant` is not reachable\.\n\nIf you are returning Command objects from your node,\nmake sure you are passing names of potential destination nodes as an "ends" array/],
];

describe("the error gallery", () => {
  it("lists one scenario per mistake, each with why, fix and a one-click fix", () => {
    expect(ERROR_SCENARIOS.map((s) => s.id).every((id) => id.startsWith("error-"))).toBe(true);
    expect(ERROR_SCENARIOS).toHaveLength(9);
    for (const scenario of ERROR_SCENARIOS) {
      expect(SCENARIOS).toContain(scenario);
      expect(scenario.gallery?.why).toBeTruthy();
      expect(scenario.gallery?.fix).toBeTruthy();
      expect(scenario.gallery?.fixScenarioId ?? scenario.gallery?.fixKnobs).toBeTruthy();
      expect(scenario.narrative?.length).toBeGreaterThan(0);
    }
  });

  it("keeps the fixed twins out of the picker but findable by id", () => {
    for (const fixed of GALLERY_FIXES) {
      expect(SCENARIOS).not.toContain(fixed);
      expect(findScenario(fixed.id)).toBe(fixed);
      expect(fixed.fault).toBeUndefined();
    }
  });

  it.each(THROWING)("%s fails with the runtime's own error", async (id, name, message) => {
    const trace = await open(byId(id));
    expect(trace.outcome.status).toBe("error");
    const last = trace.steps.at(-1)!;
    expect(last.kind).toBe("error");
    expect(last.error!.name).toBe(name);
    if (typeof message === "string") expect(last.error!.message).toBe(message);
    else expect(last.error!.message).toMatch(message);
    // Every one of these fails before any model is called.
    expect(trace.modelCalls).toEqual([]);
  });

  const SUPERVISED = ["supervisor", "finance", "supervisor"];
  const SWARMED = ["assistant", "finance"];
  const FIXED_PATHS: Record<string, string[]> = {
    "error-handoff-outside-graph": SWARMED,
    "error-active-agent-not-in-graph": SWARMED,
    "error-tool-name-case": ["supervisor", "finance_team", "supervisor"],
    "error-agent-without-name": SUPERVISED,
    "error-duplicate-agent-name": SUPERVISED,
    "error-invalid-output-mode": SUPERVISED,
    "error-state-without-active-agent": SWARMED,
    "error-unknown-default-agent": SWARMED,
    "error-command-without-ends": SUPERVISED,
  };

  it.each(ERROR_SCENARIOS.map((s) => [s.id, s] as const))("%s runs clean once its fix is applied", async (id, scenario) => {
    const trace = await runFix(scenario);
    expect(trace.outcome).toEqual({ status: "completed" });
    expect(topLevelPath(trace)).toEqual(FIXED_PATHS[id]);
    // In the swarm fixes the handoff lands: activeAgent ends at finance.
    if (FIXED_PATHS[id] === SWARMED) expect(trace.steps.at(-1)!.activeAgent).toBe("finance");
  });

  it("the fixed duplicate-name twin has finance and tax as two nodes, and tax stays idle", async () => {
    const trace = await runFix(byId("error-duplicate-agent-name"));
    expect(trace.graph.nodes.filter((n) => !n.parent).map((n) => n.id)).toEqual(expect.arrayContaining(["finance", "tax"]));
    expect(trace.modelCalls.some((c) => c.agent === "tax")).toBe(false);
  });

  it("the fixed invalid-output-mode keeps finance's ledger call in the shared history (full_history)", async () => {
    const trace = await runFix(byId("error-invalid-output-mode"));
    expect(trace.knobs.outputMode).toBe("full_history");
    expect(sharedMessagesAt(trace).some((m) => m.type === "tool" && m.name === "ledger")).toBe(true);
  });
});

describe("error-handoff-outside-graph", () => {
  it("ends silently after the agent's handoff call: no tools step, no error, finance never runs", async () => {
    const trace = await open(byId("error-handoff-outside-graph"));
    expect(trace.outcome).toEqual({ status: "completed" });
    expect(topLevelPath(trace)).toEqual(["agent"]);
    expect(trace.steps.some((s) => s.node === "tools")).toBe(false);
    expect(trace.modelCalls.map((c) => c.agent)).toEqual(["assistant"]);
  });

  it("leaves the transfer_to_finance call as the last message, with no tool result", async () => {
    const trace = await open(byId("error-handoff-outside-graph"));
    const shared = sharedMessagesAt(trace);
    const last = shared.at(-1)!;
    expect(last.toolCalls?.map((c) => c.name)).toEqual(["transfer_to_finance"]);
    expect(shared.some((m) => m.type === "tool")).toBe(false);
  });

  it("does run the handoff tool: its Command comes back as a ParentCommand the root drops", async () => {
    const scenario = byId("error-handoff-outside-graph");
    const ctx = makeBuildContext(scenario, makeKnobs({ topology: "swarm" }), new CallRecorder());
    const assistant = buildSwarmAgents(ctx).find((agent) => agent.name === "assistant")!;
    const results: { name: string; error?: { name: string } }[] = [];
    const stream = await assistant.stream({ messages: [new HumanMessage("帮我算一下这个月的账")] }, { streamMode: "debug" });
    for await (const event of stream as AsyncIterable<{ type: string; payload: { name: string; error?: { name: string } } }>) {
      if (event.type === "task_result") results.push(event.payload);
    }
    expect(results.map((r) => [r.name, r.error?.name])).toEqual([
      ["agent", undefined],
      ["tools", "ParentCommand"],
    ]);
  });

  it("its fix runs the same agents in createSwarm: assistant → finance", async () => {
    const trace = await runFix(byId("error-handoff-outside-graph"));
    expect(topLevelPath(trace)).toEqual(["assistant", "finance"]);
  });
});

describe("error-tool-name-case", () => {
  it("answers transfer_to_Finance Team with a tool-not-found message and never runs the worker", async () => {
    const trace = await open(byId("error-tool-name-case"));
    expect(trace.outcome).toEqual({ status: "completed" });
    expect(topLevelPath(trace)).toEqual(["supervisor"]);
    const node = trace.graph.nodes.find((n) => n.id === "Finance Team");
    expect(node).toBeDefined();
    const toolMessage = sharedMessagesAt(trace).find((m) => m.type === "tool")!;
    expect(toolMessage.content).toBe('Error: Tool "transfer_to_Finance Team" not found.\n Please fix your mistakes.');
    expect(trace.modelCalls.some((c) => c.agent === "Finance Team")).toBe(false);
  });

  it("its fix reaches finance_team on the supervisor's first call", async () => {
    const trace = await runFix(byId("error-tool-name-case"));
    expect(topLevelPath(trace)).toEqual(["supervisor", "finance_team", "supervisor"]);
    expect(trace.modelCalls.filter((c) => c.agent === "supervisor")).toHaveLength(2);
  });
});

describe("error-active-agent-not-in-graph", () => {
  it("fails before any agent runs, without naming the bad value", async () => {
    const trace = await open(byId("error-active-agent-not-in-graph"));
    expect(trace.steps.filter((s) => s.kind === "node")).toEqual([]);
    expect(trace.outcome.status === "error" && trace.outcome.error.message).not.toContain("billing");
  });
});

describe("error-unknown-default-agent", () => {
  it("has no separate empty-agents check in JS: no agents give the same message with no routes", () => {
    expect(() => createSwarm({ agents: [], defaultActiveAgent: "Assistant" })).toThrow(/^Default active agent 'Assistant' not found in routes $/);
  });
});

describe("error-command-without-ends", () => {
  it("is fixed by the declareEnds knob alone", async () => {
    const scenario = byId("error-command-without-ends");
    expect(scenario.knobs).toEqual({ declareEnds: false });
    expect(scenario.gallery?.fixKnobs).toEqual({ declareEnds: true });
    const trace = await runFix(scenario);
    expect(topLevelPath(trace)).toEqual(["supervisor", "finance", "supervisor"]);
  });
});

describe("a fault the engine does not know", () => {
  it("becomes an error step naming the known kinds, not a crash", async () => {
    const scenario = { ...byId("error-agent-without-name"), fault: { kind: "made-up" } } as unknown as Scenario;
    const trace = await open(scenario);
    expect(trace.outcome.status).toBe("error");
    expect(trace.steps.at(-1)!.error!.message).toMatch(/^Unknown fault kind "made-up"\. Known kinds: invalid-output-mode/);
  });
});

describe("gallery scenarios as shareable data", () => {
  it("pass the share schema: each mistake lives in the fault field, not in invalid data", async () => {
    const { validateScenario } = await import("../../../share/scenarioSchema");
    const invalid = [...ERROR_SCENARIOS, ...GALLERY_FIXES].filter((s) => !validateScenario(JSON.parse(JSON.stringify(s))).ok).map((s) => s.id);
    expect(invalid).toEqual([]);
  });
});
