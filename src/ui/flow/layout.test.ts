import { beforeAll, describe, expect, it } from "vitest";
import type { Trace } from "../../engine/trace/types";
import type { ShownGraph } from "./flowModel";
import { countCrossings, routeCrossings, routeEntersBox } from "./geometry";
import { boxesOverlap, labelBox, labelSpot } from "./labelSpot";
import { layoutCrossings } from "./layout";
import { shapeOf } from "./layoutCache";
import { layoutQuality } from "./layoutQuality";
import { absoluteBoxes, solidBoxes, type DiagramLayout } from "./nodeSize";
import { transitionInto } from "./playback";
import { layOut } from "./testing/layOut";
import { layoutRuns, SCALE_CASES } from "./testing/layoutGraphs";

/**
 * Crossings of the diagrams at rest as the dagre-per-level layout (with our own routing) drew them
 * before ELK replaced it, counted the same way: ELK must never do worse on them.
 */
const TODAY: Record<string, number> = {
  "research-code|swarm": 0,
  "research-code|supervisor": 1,
  "hierarchical|hierarchical": 4,
  "parallel-handoffs|swarm": 7,
};

const VIEWS = ["full", "agents"] as const;

interface LaidOut {
  trace: Trace;
  shown: ShownGraph;
  layout: DiagramLayout;
}

/**
 * Every built-in graph and the scale graphs, in both levels of detail, as the page opens them (alike
 * agents aggregated) and, where that differs, with each agent drawn (` each`).
 */
const laidOut = new Map<string, LaidOut>();

beforeAll(async () => {
  for (const [name, trace] of await layoutRuns()) {
    for (const view of VIEWS) {
      const opening = shapeOf(trace.graph, undefined, view);
      laidOut.set(`${name} ${view}`, { trace, shown: opening.shown, layout: await layOut(opening.shown) });
      const each = shapeOf(trace.graph, undefined, view, true);
      if (each.shown.nodes.length !== opening.shown.nodes.length) laidOut.set(`${name} ${view} each`, { trace, shown: each.shown, layout: await layOut(each.shown) });
    }
  }
}, 600_000);

/** The cases where a figure of {@link layoutQuality} is not zero. */
function failing(figure: "nodeOverlaps" | "frameOverlaps" | "labelsOverNodes" | "endsOffBorder"): string[] {
  return [...laidOut].flatMap(([name, { shown, layout }]) => {
    const count = layoutQuality(layout, shown.edges)[figure];
    return count ? [`${name}: ${count}`] : [];
  });
}

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

  it("moves a label along its route off a node it would cover", () => {
    const route = [{ x: 0, y: 0 }, { x: 200, y: 0 }];
    const node = { x: 80, y: -10, width: 40, height: 20 };
    const at = labelSpot(route, "transfer_to_refund", [node]);
    expect(boxesOverlap(labelBox("transfer_to_refund", at), node)).toBe(false);
    expect(labelSpot(route, "x", [])).toEqual({ x: 100, y: 0 });
  });
});

describe("every built-in graph and the scale graphs (6, 12, 24 workers), laid out by ELK", () => {
  it("covers every built-in topology and each scale case in both levels of detail", () => {
    for (const name of Object.keys(TODAY)) expect(laidOut.has(`${name} full`), name).toBe(true);
    for (const { topology, workers } of SCALE_CASES) {
      for (const view of VIEWS) expect(laidOut.has(`scale-${workers}|${topology} ${view}`), `${workers} ${topology} ${view}`).toBe(true);
      // More than six alike workers open aggregated; each one drawn is laid out too.
      if (topology !== "hierarchical" && workers > 6) expect(laidOut.has(`scale-${workers}|${topology} full each`), `${workers} ${topology} each`).toBe(true);
    }
  });

  it("routes every shown edge", () => {
    const missing = [...laidOut].flatMap(([name, { shown, layout }]) => shown.edges.filter((e) => !layout.routes[e.id]).map((e) => `${name} ${e.id}`));
    expect(missing).toEqual([]);
  });

  it("overlaps no node with another node, folded group or a frame it is not in", () => {
    expect(failing("nodeOverlaps")).toEqual([]);
  });

  it("overlaps no team or agent frame with another", () => {
    expect(failing("frameOverlaps")).toEqual([]);
  });

  it("puts no edge label over a node", () => {
    expect(failing("labelsOverNodes")).toEqual([]);
  });

  it("ends every edge on its node's border, in the air nowhere", () => {
    expect(failing("endsOffBorder")).toEqual([]);
  });

  it("crosses no more than the drawing before it did", () => {
    const worse = Object.entries(TODAY).flatMap(([name, before]) => {
      const now = layoutCrossings(laidOut.get(`${name} full`)!.layout);
      return now > before ? [`${name}: ${now} > ${before}`] : [];
    });
    expect(worse).toEqual([]);
  });

  it("routes no edge through a node that is not its own end, outside the fully connected handoff meshes", () => {
    const through = [...laidOut].flatMap(([name, { shown, layout }]) => {
      const boxes = absoluteBoxes(layout.nodes);
      const frames = new Set(layout.nodes.flatMap((n) => (n.parent ? [n.parent] : [])));
      return shown.edges.flatMap((e) =>
        layout.nodes
          .filter((n) => !frames.has(n.id) && n.id !== e.source && n.id !== e.target && routeEntersBox(layout.routes[e.id], boxes.get(n.id)!))
          .map((n) => `${name} ${e.id} through ${n.id}`),
      );
    });
    expect(through).toEqual([]);
  });

  it("puts each hand-over's tool name where it covers no node, at every step of every built-in run", () => {
    const covered: string[] = [];
    for (const [name, { trace, shown, layout }] of laidOut) {
      if (name.startsWith("scale-")) continue;
      const nodes = solidBoxes(layout.nodes);
      for (let step = 0; step < trace.steps.length; step += 1) {
        const { handoffEdge, tool } = transitionInto(trace, step, shown);
        if (!handoffEdge || !tool) continue;
        const at = labelSpot(layout.routes[handoffEdge], tool, nodes);
        if (nodes.some((node) => boxesOverlap(node, labelBox(tool, at)))) covered.push(`${name} step ${step} ${tool}`);
      }
    }
    expect(covered).toEqual([]);
  });
});
