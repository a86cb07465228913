import { beforeAll, describe, expect, it } from "vitest";
import { SCENARIOS } from "../../engine/scenarios";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { run } from "../../engine/trace/run";
import type { TraceGraph } from "../../engine/trace/types";
import { foldedGroups } from "./detail";
import { shownGraph } from "./flowModel";
import { countCrossings, routeCrossings, routeEntersBox } from "./geometry";
import { absoluteBoxes, layoutCrossings, layoutGraph, type DiagramLayout } from "./layout";

/**
 * Crossings of every built-in diagram at rest before edges were routed by the layout (React Flow's
 * curves between the sides `edgeSides` picked), counted the same way over the curves sampled: the
 * layout must never do worse. Swarm diagrams must not cross at all.
 */
const BEFORE: Record<string, number> = {
  "research-code|supervisor": 9,
  "research-code|supervisor-handrolled": 6,
  "research-code|subagents": 6,
  "research-code|swarm": 5,
  "research-code|handoffs-subgraphs": 43,
  "research-code|router-fanout": 0,
  "json-dispatch|json-dispatch": 9,
  "router|router": 0,
  "hierarchical|hierarchical": 16,
  "hierarchical|supervisor": 12,
  "production-notes|supervisor": 12,
  "recursion-limit|supervisor": 4,
  "two-turns|swarm": 5,
  "two-turns|supervisor": 9,
  "parallel-handoffs|supervisor": 12,
  "parallel-handoffs|swarm": 22,
  "parallel-handoffs|supervisor-send": 9,
  "docs-one-shot|subagents": 2,
  "docs-one-shot|handoffs-subgraphs": 14,
  "docs-multi-domain|subagents": 6,
  "docs-multi-domain|handoffs-subgraphs": 97,
  "refund-9821|supervisor-guarded": 16,
  "refund-9821|swarm-guarded": 15,
  "retry-storm|supervisor-guarded": 18,
  "fake-swarm|swarm-guarded": 26,
};

/** Each distinct graph of the built-in scenarios' topologies, from real runs, under its first scenario|topology. */
const graphs = new Map<string, TraceGraph>();
const laidOut = new Map<TraceGraph, { layout: DiagramLayout; edges: { id: string; source: string; target: string }[] }>();

beforeAll(async () => {
  const seen = new Set<string>();
  for (const scenario of SCENARIOS) {
    for (const topology of scenario.topologies) {
      const trace = await run(scenario, scenarioKnobs(scenario, { topology }));
      const key = JSON.stringify(trace.graph);
      if (trace.graph.nodes.length === 0 || seen.has(key)) continue;
      seen.add(key);
      graphs.set(`${scenario.id}|${topology}`, trace.graph);
      const shown = shownGraph(trace.graph, foldedGroups(trace.graph, undefined, "full"));
      laidOut.set(trace.graph, { layout: layoutGraph(shown), edges: shown.edges });
    }
  }
}, 120_000);

/** The graph as the page opens it: full detail, folded as its size decides. */
const atRest = (graph: TraceGraph) => laidOut.get(graph)!;

describe("the geometry of crossings", () => {
  it("counts two segments that cross, but not two routes meeting at a shared end", () => {
    expect(routeCrossings([{ x: 0, y: 0 }, { x: 10, y: 10 }], [{ x: 0, y: 10 }, { x: 10, y: 0 }])).toBe(1);
    expect(routeCrossings([{ x: 0, y: 0 }, { x: 10, y: 10 }], [{ x: 10, y: 10 }, { x: 20, y: 0 }])).toBe(0);
    expect(countCrossings([[{ x: 0, y: 5 }, { x: 30, y: 5 }], [{ x: 10, y: 0 }, { x: 10, y: 10 }], [{ x: 20, y: 0 }, { x: 20, y: 10 }]])).toBe(2);
  });

  it("sees a route that passes through a box, and not one that only touches its border", () => {
    const box = { x: 0, y: 0, width: 10, height: 10 };
    expect(routeEntersBox([{ x: -5, y: 5 }, { x: 15, y: 5 }], box)).toBe(true);
    expect(routeEntersBox([{ x: -5, y: 0 }, { x: 15, y: 0 }], box)).toBe(false);
  });
});

describe("the diagram at rest", () => {
  it("lays out every built-in topology's graph, with a route for every edge", () => {
    expect(graphs.size).toBeGreaterThanOrEqual(Object.keys(BEFORE).length);
    for (const [name, graph] of graphs) {
      const { layout, edges } = atRest(graph);
      expect(edges.filter((e) => !layout.routes[e.id]).map((e) => `${name} ${e.id}`)).toEqual([]);
    }
  });

  it("never draws an edge through START's box", () => {
    for (const [name, graph] of graphs) {
      const { layout, edges } = atRest(graph);
      const start = absoluteBoxes(layout.nodes).get("__start__");
      if (!start) continue;
      const through = edges.filter((e) => e.source !== "__start__" && e.target !== "__start__" && routeEntersBox(layout.routes[e.id], start));
      expect(through.map((e) => `${name} ${e.id}`)).toEqual([]);
    }
  });

  it("draws a two-agent swarm (research-code, two-turns) without a single crossing", () => {
    // Three or more agents that all hand off to each other, each entering on one side and leaving on
    // the other, cannot all be linked without one link passing another; those only must not get worse.
    const swarms = [...graphs].filter(([name, graph]) => name.endsWith("|swarm") && graph.nodes.filter((n) => n.name === "agent").length === 2);
    expect(swarms.length).toBeGreaterThanOrEqual(2);
    for (const [name, graph] of swarms) expect([name, layoutCrossings(atRest(graph).layout)]).toEqual([name, 0]);
  });

  it("crosses no more than the drawing before routed edges did, on every topology", () => {
    for (const [name, before] of Object.entries(BEFORE)) {
      const graph = graphs.get(name);
      expect(graph, name).toBeDefined();
      const crossings = layoutCrossings(atRest(graph!).layout);
      expect([name, crossings <= before]).toEqual([name, true]);
    }
  });

  it("routes no edge through a model, tools or router node that is not its own end, outside the fully connected handoff meshes", () => {
    for (const [name, graph] of graphs) {
      // Every agent can hand off to every other: some edge has to pass something.
      if (name.includes("handoffs-subgraphs") || name.includes("swarm-guarded")) continue;
      const { layout, edges } = atRest(graph);
      const boxes = absoluteBoxes(layout.nodes);
      const through = edges.flatMap((e) =>
        layout.nodes
          .filter((n) => (n.kind === "step" || n.collapsed) && n.id !== e.source && n.id !== e.target && routeEntersBox(layout.routes[e.id], boxes.get(n.id)!))
          .map((n) => `${name} ${e.id} through ${n.id}`),
      );
      expect(through).toEqual([]);
    }
  });
});
