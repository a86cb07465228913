import { describe, expect, it } from "vitest";
import type { TraceGraph } from "../../engine/trace/types";
import { shownGraph } from "./flowModel";
import { absoluteBoxes, edgeSides, layoutGraph } from "./layout";

/** The supervisor graph's shape as getGraphAsync({ xray: true }) reports it (one worker). */
const graph: TraceGraph = {
  nodes: [
    { id: "__start__", name: "__start__" },
    { id: "supervisor", name: "supervisor" },
    { id: "supervisor:__start__", name: "__start__", parent: "supervisor" },
    { id: "supervisor:agent", name: "agent", parent: "supervisor" },
    { id: "supervisor:__end__", name: "__end__", parent: "supervisor" },
    { id: "coder", name: "coder" },
    { id: "coder:__start__", name: "__start__", parent: "coder" },
    { id: "coder:agent", name: "agent", parent: "coder" },
    { id: "coder:tools", name: "tools", parent: "coder" },
    { id: "coder:__end__", name: "__end__", parent: "coder" },
  ],
  edges: [
    { source: "__start__", target: "supervisor:__start__", conditional: false },
    { source: "supervisor:__start__", target: "supervisor:agent", conditional: false },
    { source: "supervisor:agent", target: "supervisor:__end__", conditional: true },
    { source: "supervisor:__end__", target: "coder:__start__", conditional: true },
    { source: "coder:__start__", target: "coder:agent", conditional: false },
    { source: "coder:agent", target: "coder:tools", conditional: true },
    { source: "coder:tools", target: "coder:agent", conditional: false },
    { source: "coder:agent", target: "coder:__end__", conditional: true },
    { source: "coder:__end__", target: "supervisor:__start__", conditional: false },
  ],
};

describe("the diagram's shape", () => {
  it("draws every graph node when no group is collapsed", () => {
    const shown = shownGraph(graph, []);
    expect(shown.nodes.map((n) => n.id)).toEqual(graph.nodes.map((n) => n.id));
    expect(shown.nodes.find((n) => n.id === "coder")?.kind).toBe("group");
    expect(shown.nodes.find((n) => n.id === "coder:__end__")?.kind).toBe("terminal");
  });

  it("folds a collapsed group's inner nodes into it and drops the edges inside it", () => {
    const shown = shownGraph(graph, ["coder"]);
    expect(shown.nodes.some((n) => n.parent === "coder")).toBe(false);
    expect(shown.shownAs.get("coder:tools")).toBe("coder");
    expect(shown.edges.map((e) => e.id).sort()).toEqual(
      ["__start__->supervisor:__start__", "coder->supervisor:__start__", "supervisor:__start__->supervisor:agent", "supervisor:__end__->coder?", "supervisor:agent->supervisor:__end__?"].sort(),
    );
  });

  it("keeps conditional and fixed edges apart", () => {
    const shown = shownGraph(graph, []);
    expect(shown.edges.filter((e) => e.conditional)).toHaveLength(graph.edges.filter((e) => e.conditional).length);
  });

  it("lays inner nodes out inside their group's box, parents first", () => {
    const placed = layoutGraph(shownGraph(graph, []));
    const order = placed.map((n) => n.id);
    for (const node of placed.filter((n) => n.parent)) {
      expect(order.indexOf(node.parent!)).toBeLessThan(order.indexOf(node.id));
      const parent = placed.find((p) => p.id === node.parent)!;
      expect(node.x).toBeGreaterThanOrEqual(0);
      expect(node.y).toBeGreaterThanOrEqual(0);
      expect(node.x + node.width).toBeLessThanOrEqual(parent.width + 0.5);
      expect(node.y + node.height).toBeLessThanOrEqual(parent.height + 0.5);
    }
  });

  it("sends downward edges bottom to top and edges that go back up around the side", () => {
    const boxes = absoluteBoxes(layoutGraph(shownGraph(graph, [])));
    expect(edgeSides(boxes.get("__start__")!, boxes.get("supervisor:__start__")!)).toEqual({ source: "bottom", target: "top" });
    expect(edgeSides(boxes.get("coder:__end__")!, boxes.get("supervisor:__start__")!)).toEqual({ source: "right", target: "right" });
  });
});
