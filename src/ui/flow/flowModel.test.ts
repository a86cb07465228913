import { describe, expect, it } from "vitest";
import { shownGraph } from "./flowModel";
import { layOut } from "./testing/layOut";
import { supervisorGraph } from "./testing/supervisorGraph";

const graph = supervisorGraph("coder");

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

  it("lays inner nodes out inside their group's box, parents first", async () => {
    const placed = (await layOut(shownGraph(graph, []))).nodes;
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

});
