import { describe, expect, it } from "vitest";
import type { TraceGraph } from "../../engine/trace/types";
import { shownGraph } from "./flowModel";
import { layoutGraph } from "./layout";
import { cachedLayout, layoutKey, prepareLayouts, seedLayouts } from "./layoutCache";

/** A supervisor with one worker, as getGraphAsync({ xray: true }) reports it. */
function graph(worker: string): TraceGraph {
  return {
    nodes: [
      { id: "__start__", name: "__start__" },
      { id: "supervisor", name: "supervisor" },
      { id: "supervisor:__start__", name: "__start__", parent: "supervisor" },
      { id: "supervisor:agent", name: "agent", parent: "supervisor" },
      { id: "supervisor:__end__", name: "__end__", parent: "supervisor" },
      { id: worker, name: worker },
      { id: `${worker}:__start__`, name: "__start__", parent: worker },
      { id: `${worker}:agent`, name: "agent", parent: worker },
      { id: `${worker}:__end__`, name: "__end__", parent: worker },
    ],
    edges: [
      { source: "__start__", target: "supervisor:__start__", conditional: false },
      { source: "supervisor:__start__", target: "supervisor:agent", conditional: false },
      { source: "supervisor:agent", target: "supervisor:__end__", conditional: true },
      { source: "supervisor:__end__", target: `${worker}:__start__`, conditional: true },
      { source: `${worker}:__start__`, target: `${worker}:agent`, conditional: false },
      { source: `${worker}:agent`, target: `${worker}:__end__`, conditional: true },
      { source: `${worker}:__end__`, target: "supervisor:__start__", conditional: false },
    ],
  };
}

describe("layoutCache", () => {
  it("lays out a shape once and hands back the same layout for the same shape", () => {
    const g = graph("coder");
    const key = layoutKey(g, []);
    const first = cachedLayout(shownGraph(g, []), key);
    // A later run of the same graph arrives as a fresh (structurally equal) object.
    const again = cachedLayout(shownGraph(structuredClone(g), []), layoutKey(structuredClone(g), []));
    expect(again).toBe(first);
    expect(first).toEqual(layoutGraph(shownGraph(g, [])));
  });

  it("keys different graphs and different folded groups apart", () => {
    expect(layoutKey(graph("coder"), [])).not.toBe(layoutKey(graph("writer"), []));
    expect(layoutKey(graph("coder"), [])).not.toBe(layoutKey(graph("coder"), ["coder"]));
    const folded = cachedLayout(shownGraph(graph("coder"), ["coder"]), layoutKey(graph("coder"), ["coder"]));
    expect(folded.some((node) => node.parent === "coder")).toBe(false);
  });

  it("prepares the layout a page opens with under the key the diagram looks up, and serves it once seeded", () => {
    const g = graph("researcher");
    const prepared = prepareLayouts([g, structuredClone(g)]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0].key).toBe(layoutKey(g, []));
    expect(prepared[0].placed).toEqual(layoutGraph(shownGraph(g, [])));
    // Build-time layouts reach the page as JSON; the diagram must get exactly that object back.
    const fromJson = JSON.parse(JSON.stringify(prepared));
    seedLayouts(fromJson);
    expect(cachedLayout(shownGraph(g, []), layoutKey(g, []))).toBe(fromJson[0].placed);
  });
});
