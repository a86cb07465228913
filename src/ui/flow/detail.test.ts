import { beforeAll, describe, expect, it } from "vitest";
import { hierarchical } from "../../engine/scenarios/hierarchical";
import { researchCode } from "../../engine/scenarios/researchCode";
import { scaleScenario } from "../../engine/scenarios/scale";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { run } from "../../engine/trace/run";
import type { Trace } from "../../engine/trace/types";
import { stepNodeId } from "../../store/playhead";
import { defaultFolded, FOLD_ABOVE_AGENTS, foldedGroups, toggledFolding } from "./detail";
import { groupIds, shownGraph } from "./flowModel";
import { diagramShape, layoutKey, layoutPending, useLayoutEngine } from "./layoutCache";
import { elkInThread } from "./elkInThread";
import { layOut } from "./testing/layOut";

let supervisor: Trace;
let subagents: Trace;
let teams: Trace;
let scale: Trace;

beforeAll(async () => {
  supervisor = await run(researchCode, scenarioKnobs(researchCode, { topology: "supervisor" }));
  subagents = await run(researchCode, scenarioKnobs(researchCode, { topology: "subagents" }));
  teams = await run(hierarchical, scenarioKnobs(hierarchical));
  const big = scaleScenario({ workers: 24, toolCalls: 1 });
  scale = await run(big, scenarioKnobs(big, { topology: "supervisor" }));
}, 60_000);

const agentsOnly = (trace: Trace) => shownGraph(trace.graph, foldedGroups(trace.graph, undefined, "agents"), { agentsOnly: true });
const agentsOf = (trace: Trace) => [...new Set(trace.modelCalls.map((c) => c.agent))].sort();

describe("the diagram's level of detail", () => {
  it("shows a supervisor's agents only: START and one box per agent that called a model", () => {
    const shown = agentsOnly(supervisor);
    expect(shown.nodes.map((n) => n.id).sort()).toEqual(["__start__", ...agentsOf(supervisor)].sort());
    expect(shown.nodes.filter((n) => n.kind === "group").every((n) => n.collapsed)).toBe(true);
    // The routing between them stays: the supervisor hands to each worker, each worker returns.
    expect(shown.edges.map((e) => `${e.source}->${e.target}`).sort()).toEqual(["__start__->supervisor", "coder->supervisor", "researcher->supervisor", "supervisor->coder", "supervisor->researcher"]);
  });

  it("draws a coordinator's tools node as the coordinator, so its ask tools join it to the agents", () => {
    const full = shownGraph(subagents.graph, []);
    expect(full.nodes.some((n) => n.id === "tools")).toBe(true);
    const shown = agentsOnly(subagents);
    expect(shown.nodes.some((n) => n.id === "tools")).toBe(false);
    expect(shown.shownAs.get("tools")).toBe("model_request");
    const ask = shown.edges.find((e) => e.source === "model_request" && e.target === "researcher");
    expect(ask?.label).toBe("ask_researcher");
    // Every step of the run still lights a node that is drawn.
    const drawn = new Set(shown.nodes.map((n) => n.id));
    for (const step of subagents.steps.filter((s) => s.kind === "node")) expect(drawn.has(shown.shownAs.get(stepNodeId(step))!)).toBe(true);
  });

  it("keeps a team's frame open around its agents, each folded into one box", () => {
    const shown = agentsOnly(teams);
    const team = shown.nodes.find((n) => n.id === "order_team")!;
    expect(team.collapsed).toBeUndefined();
    const inTeam = shown.nodes.filter((n) => n.parent === "order_team" && n.kind === "group");
    expect(inTeam.map((n) => n.name).sort()).toEqual(["order_lead", "order_lookup", "policy"]);
    expect(inTeam.every((n) => n.collapsed)).toBe(true);
    expect(shown.nodes.some((n) => n.id === "order_team:policy:tools")).toBe(false);
  });
});

describe("folding groups", () => {
  it("collapses all groups and expands them all again, whatever the graph", () => {
    expect(foldedGroups(teams.graph, "all", "full")).toEqual([...groupIds(teams.graph)].sort());
    expect(foldedGroups(teams.graph, "none", "full")).toEqual([]);
    // Expanding all in the agents-only view still keeps each agent in one box.
    expect(foldedGroups(supervisor.graph, "none", "agents")).toEqual(agentsOf(supervisor));
  });

  it("opens a small graph expanded and folds every group of a graph with many agents", () => {
    expect(defaultFolded(supervisor.graph)).toEqual([]);
    const workers = [...groupIds(scale.graph)];
    expect(workers.length).toBeGreaterThan(FOLD_ABOVE_AGENTS);
    expect(foldedGroups(scale.graph, undefined, "full")).toEqual(workers.sort());
  });

  it("folds or unfolds one group from what is drawn, and the user's choice then holds", () => {
    expect(toggledFolding(supervisor.graph, undefined, "coder")).toEqual(["coder"]);
    expect(toggledFolding(supervisor.graph, ["coder"], "coder")).toEqual([]);
    expect(toggledFolding(scale.graph, undefined, "worker_03")).not.toContain("worker_03");
    expect(toggledFolding(supervisor.graph, "all", "coder").sort()).toEqual(["researcher", "supervisor"]);
  });
});

describe("a 24-agent graph", () => {
  beforeAll(() => useLayoutEngine(elkInThread));

  it("is laid out once per shape: every step of the run finds the same layout", async () => {
    const folded = foldedGroups(scale.graph, undefined, "full");
    expect(layoutKey(scale.graph, folded)).toBe(layoutKey(structuredClone(scale.graph), folded));
    await layoutPending(scale.graph, undefined, "full");
    const first = diagramShape(scale.graph, undefined, "full").layout;
    // The shape key depends on the graph and the view only (never on the playhead or the run): a new
    // run of the same graph, arriving as a fresh object, gets the very same layout back, with no wait.
    expect(layoutPending(structuredClone(scale.graph), undefined, "full")).toBeUndefined();
    expect(diagramShape(structuredClone(scale.graph), undefined, "full").layout).toBe(first);
  });

  it("stays readable folded: every agent is one box and the whole fits in rows, not one endless line", async () => {
    const layout = await layOut(shownGraph(scale.graph, foldedGroups(scale.graph, undefined, "full")));
    const boxes = layout.nodes.filter((n) => n.kind === "group");
    // The 24 workers and the supervisor.
    expect(boxes).toHaveLength(25);
    expect(boxes.every((n) => n.collapsed)).toBe(true);
    const width = Math.max(...layout.nodes.map((n) => n.x + n.width)) - Math.min(...layout.nodes.map((n) => n.x));
    const height = Math.max(...layout.nodes.map((n) => n.y + n.height)) - Math.min(...layout.nodes.map((n) => n.y));
    expect(width / height).toBeLessThan(4);
  });
});
