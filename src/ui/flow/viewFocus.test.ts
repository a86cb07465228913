import { describe, expect, it } from "vitest";
import type { TraceGraph } from "../../engine/trace/types";
import { shownGraph } from "./flowModel";
import type { PlacedNode } from "./nodeSize";
import { layOut } from "./testing/layOut";
import { focusTarget, READABLE_ZOOM, wholeFitZoom } from "./viewFocus";

const node = (id: string, x: number, y: number, width: number, height: number, extra: Partial<PlacedNode> = {}): PlacedNode => ({
  id,
  name: id,
  kind: "step",
  x,
  y,
  width,
  height,
  ...extra,
});

/** A wide graph: two top-level groups side by side, 1600px across. */
const wide: PlacedNode[] = [
  node("__start__", 760, 0, 64, 26, { kind: "terminal" }),
  node("left", 0, 80, 780, 300, { kind: "group" }),
  node("left:agent", 20, 40, 88, 34, { parent: "left" }),
  node("right", 820, 80, 780, 300, { kind: "group" }),
  node("right:agent", 20, 40, 88, 34, { parent: "right" }),
];
/** START enters the left group; the left group hands over to the right one. */
const edges = [
  { source: "__start__", target: "left:agent" },
  { source: "left:agent", target: "right:agent" },
];
const projector = { width: 556, height: 418 };
const margin = { width: 40, height: 64 };

describe("what the diagram frames", () => {
  it("measures the zoom at which the whole top level fits, inner nodes aside", () => {
    expect(wholeFitZoom(wide, projector, margin)).toBeCloseTo((556 - 40) / 1600);
  });

  it("frames the whole graph when it fits at a readable zoom", () => {
    const big = { width: 1700, height: 500 };
    expect(wholeFitZoom(wide, big, margin)).toBeGreaterThanOrEqual(READABLE_ZOOM);
    expect(focusTarget(wide, edges, "right:agent", big, margin)).toBeUndefined();
  });

  it("frames the top-level group holding the active node when the whole graph would be too small", () => {
    expect(focusTarget(wide, edges, "right:agent", projector, margin)).toEqual(["right"]);
    expect(focusTarget(wide, edges, "left", projector, margin)).toEqual(["left"]);
  });

  it("frames a top-level node with its neighbours: START with the group it enters", () => {
    expect(focusTarget(wide, edges, "__start__", projector, margin)).toEqual(["__start__", "left"]);
    const folded = wide.filter((n) => !n.parent).map((n) => (n.kind === "group" ? { ...n, collapsed: true } : n));
    // Folded groups take over their inner nodes' edges (as shownGraph does).
    const foldedEdges = [
      { source: "__start__", target: "left" },
      { source: "left", target: "right" },
    ];
    expect(focusTarget(folded, foldedEdges, "right", projector, margin)).toEqual(["right", "left"]);
  });

  it("keeps the overview with nothing active", () => {
    expect(focusTarget(wide, edges, undefined, projector, margin)).toBeUndefined();
  });
});

describe("the layout chosen for the diagram's box", () => {
  /** A createSupervisor graph with `workers` agents, as getGraphAsync({ xray: true }) reports it. */
  function supervisorGraph(workers: string[]): TraceGraph {
    const agent = (name: string, tools: boolean): TraceGraph => ({
      nodes: [
        { id: name, name },
        ...["__start__", "agent", ...(tools ? ["tools"] : []), "__end__"].map((inner) => ({ id: `${name}:${inner}`, name: inner, parent: name })),
      ],
      edges: [
        { source: `${name}:__start__`, target: `${name}:agent`, conditional: false },
        { source: `${name}:agent`, target: `${name}:__end__`, conditional: true },
        ...(tools
          ? [
              { source: `${name}:agent`, target: `${name}:tools`, conditional: true },
              { source: `${name}:tools`, target: `${name}:agent`, conditional: false },
            ]
          : []),
      ],
    });
    const parts = [agent("supervisor", false), ...workers.map((w) => agent(w, true))];
    return {
      nodes: [{ id: "__start__", name: "__start__" }, ...parts.flatMap((p) => p.nodes), { id: "__end__", name: "__end__" }],
      edges: [
        { source: "__start__", target: "supervisor:__start__", conditional: false },
        ...parts.flatMap((p) => p.edges),
        ...workers.flatMap((w) => [
          { source: "supervisor:__end__", target: `${w}:__start__`, conditional: true },
          { source: `${w}:__end__`, target: "supervisor:__start__", conditional: false },
        ]),
        { source: "supervisor:__end__", target: "__end__", conditional: true },
      ],
    };
  }

  it("draws a supervisor with three expanded workers whole at over half size on a 1280x720 screen, and frames a worker alone at a readable zoom", async () => {
    // ELK stacks each agent's START, model, tools and END top down: the whole graph fits at about 0.6
    // (the dagre layout it replaced reached 0.75 with agents drawn left to right); below
    // READABLE_ZOOM the view frames the active agent's group (focusTarget), which fits far larger.
    const layout = await layOut(shownGraph(supervisorGraph(["metrics", "rca", "trace"]), []));
    expect(wholeFitZoom(layout.nodes, projector, margin)).toBeGreaterThanOrEqual(0.55);
    const rca = layout.nodes.find((n) => n.id === "rca")!;
    expect(Math.min((projector.width - margin.width) / rca.width, (projector.height - margin.height) / rca.height)).toBeGreaterThanOrEqual(READABLE_ZOOM);
  });

});
