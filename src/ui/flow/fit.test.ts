import { getViewportForBounds } from "@xyflow/system";
import { describe, expect, it } from "vitest";
import { FIT_PADDING, fitOptionsFor, fitViewport, MIN_ZOOM, openingViewport } from "./fit";
import type { PlacedNode } from "./nodeSize";

const boxes = [
  { x: 0, y: 0, width: 120, height: 40 },
  { x: 300, y: 220, width: 88, height: 34 },
  { x: -40, y: 500, width: 64, height: 26 },
];

describe("fitViewport", () => {
  // React Flow's own fit: what the diagram shows once its code is in.
  for (const [width, height, maxZoom] of [[700, 440, 1.2], [1600, 900, 1.75], [360, 300, 1.2], [200, 90, 1.2], [640, 2000, 0.9]] as const) {
    it(`settles where React Flow's fitView does in a ${width}x${height} pane (max zoom ${maxZoom})`, () => {
      const left = Math.min(...boxes.map((b) => b.x));
      const top = Math.min(...boxes.map((b) => b.y));
      const bounds = { x: left, y: top, width: Math.max(...boxes.map((b) => b.x + b.width)) - left, height: Math.max(...boxes.map((b) => b.y + b.height)) - top };
      const expected = getViewportForBounds(bounds, width, height, MIN_ZOOM, maxZoom, FIT_PADDING);
      const view = fitViewport(boxes, width, height, maxZoom);
      expect(view.zoom).toBeCloseTo(expected.zoom, 9);
      expect(view.x).toBeCloseTo(expected.x, 9);
      expect(view.y).toBeCloseTo(expected.y, 9);
    });
  }
});

describe("openingViewport", () => {
  const node = (id: string, x: number, y: number, parent?: string): PlacedNode => ({ id, name: id, kind: "step", x, y, width: 100, height: 30, ...(parent ? { parent } : {}) });
  it("places a child by its group: the view is the same as for the same boxes placed absolutely", () => {
    const group: PlacedNode = { id: "g", name: "g", kind: "group", x: 200, y: 100, width: 300, height: 200 };
    const placed = [group, node("a", 20, 40, "g"), node("b", 0, 0)];
    const absolute = [{ x: 200, y: 100, width: 300, height: 200 }, { x: 220, y: 140, width: 100, height: 30 }, { x: 0, y: 0, width: 100, height: 30 }];
    expect(openingViewport(placed, [], undefined, 800, 500)).toEqual(fitViewport(absolute, 800, 500, fitOptionsFor(800, 500).maxZoom!));
  });
});
