import type { FitViewOptions } from "@xyflow/react";
import type { ShownEdge } from "./flowModel";
import { FIT_MAX_ZOOM, type Box } from "./geometry";
import { absoluteBoxes, type PlacedNode } from "./nodeSize";
import type { FlowNode } from "./types";
import { focusTarget } from "./viewFocus";

/**
 * Room around the graph, in screen pixels: the zoom controls sit in the bottom-left corner, so the
 * bottom keeps more, and edges going back up loop out past the right side of their boxes; as pixels
 * (not a fraction) so a small graph is not pushed into the middle.
 */
export const FIT_PADDING = { top: "20px", right: "34px", bottom: "46px", left: "22px" } as const;
/** The same room per axis, for working out the zoom before fitting. */
const FIT_MARGIN = { width: 56, height: 66 };
/** A framed group is shown no larger than this, so switching groups pans more than it zooms. */
const FOCUS_MAX_ZOOM = 0.9;

/** The diagram pane of the workbench layout at 1280x720, which {@link FIT_MAX_ZOOM} is meant for. */
const PANE_AT_1280 = { width: 700, height: 440 };
/** The diagram's own zoom limits (its `minZoom` and `maxZoom`). */
export const MIN_ZOOM = 0.3;
export const MAX_ZOOM = 1.75;
/** Below this pane width (a phone) the whole graph is fitted: a cropped view there hides where the run goes. */
const NARROW_PANE = 480;

/**
 * Whole-graph fit options for a pane: a larger pane (1920x1080, the presenter layout) draws the graph
 * larger, as far as the pane has grown past the 1280x720 one, so a big screen is not left mostly empty.
 */
export function fitOptionsFor(width: number, height: number): FitViewOptions<FlowNode> {
  const grown = Math.max(1, Math.min(width / PANE_AT_1280.width, height / PANE_AT_1280.height));
  return { padding: FIT_PADDING, maxZoom: Math.min(MAX_ZOOM, FIT_MAX_ZOOM * grown) };
}

/**
 * What the diagram frames in a pane: the whole graph, or, for a graph too big to read whole, the part
 * of it around the active node (see {@link focusTarget}), with its zoom limit.
 */
export interface Framing {
  /** The ids of the nodes to fit; all of them when absent. */
  nodes?: string[];
  maxZoom: number;
}

export function framing(placed: readonly PlacedNode[], edges: readonly ShownEdge[], active: string | undefined, width: number, height: number): Framing {
  const target = width < NARROW_PANE ? undefined : focusTarget(placed, edges, active, { width, height }, FIT_MARGIN);
  return target ? { nodes: target, maxZoom: FOCUS_MAX_ZOOM } : { maxZoom: fitOptionsFor(width, height).maxZoom! };
}

/** A framing as React Flow's `fitView` options. */
export function fitViewOptionsOf(frame: Framing): FitViewOptions<FlowNode> {
  return { ...(frame.nodes ? { nodes: frame.nodes.map((id) => ({ id })) } : {}), padding: FIT_PADDING, maxZoom: frame.maxZoom };
}

/** Where the diagram's origin sits in the pane, and its zoom. */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/**
 * The view that fits `boxes` into a `width` x `height` pane with the diagram's padding, up to
 * `maxZoom`: the view React Flow's `fitView` settles on (`getViewportForBounds` of `@xyflow/system`:
 * centred, then shifted where a side would get less than its padding). The diagram's sketch draws with
 * it before React Flow's code is in, so the diagram does not move when React Flow takes over.
 */
export function fitViewport(boxes: readonly Box[], width: number, height: number, maxZoom: number): Viewport {
  const left = Math.min(...boxes.map((box) => box.x));
  const top = Math.min(...boxes.map((box) => box.y));
  const bounds = { x: left, y: top, width: Math.max(...boxes.map((box) => box.x + box.width)) - left, height: Math.max(...boxes.map((box) => box.y + box.height)) - top };
  const pad = { top: parseFloat(FIT_PADDING.top), right: parseFloat(FIT_PADDING.right), bottom: parseFloat(FIT_PADDING.bottom), left: parseFloat(FIT_PADDING.left) };
  const fitted = Math.min((width - pad.left - pad.right) / bounds.width, (height - pad.top - pad.bottom) / bounds.height);
  const zoom = Math.min(Math.max(fitted, MIN_ZOOM), maxZoom);
  const x = width / 2 - (bounds.x + bounds.width / 2) * zoom;
  const y = height / 2 - (bounds.y + bounds.height / 2) * zoom;
  // A side left with less than its padding pushes the view away from it (React Flow floors the pixels it compares).
  const short = (applied: number, wanted: number) => Math.min(Math.floor(applied) - wanted, 0);
  const shortLeft = short(bounds.x * zoom + x, pad.left);
  const shortTop = short(bounds.y * zoom + y, pad.top);
  const shortRight = short(width - ((bounds.x + bounds.width) * zoom + x), pad.right);
  const shortBottom = short(height - ((bounds.y + bounds.height) * zoom + y), pad.bottom);
  return { x: x - shortLeft + shortRight, y: y - shortTop + shortBottom, zoom };
}

/**
 * The view the diagram opens on in a `width` x `height` pane: its {@link framing}, fitted. The sketch
 * draws with it, and React Flow starts from it (its `defaultViewport`), so neither moves.
 */
export function openingViewport(placed: readonly PlacedNode[], edges: readonly ShownEdge[], active: string | undefined, width: number, height: number): Viewport {
  const boxes = absoluteBoxes(placed);
  const frame = framing(placed, edges, active, width, height);
  const framed = frame.nodes ? frame.nodes.map((id) => boxes.get(id)!) : [...boxes.values()];
  return fitViewport(framed, width, height, frame.maxZoom);
}
