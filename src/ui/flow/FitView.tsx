import { Controls, useReactFlow, useStore, type FitViewOptions } from "@xyflow/react";
import { useEffect, useMemo } from "react";
import type { ShownEdge } from "./flowModel";
import { FIT_MAX_ZOOM } from "./geometry";
import type { PlacedNode } from "./nodeSize";
import { focusTarget } from "./viewFocus";
import type { FlowNode } from "./types";

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

/** Options for fitting the whole graph (the initial view and the fit button). */
export const FIT_VIEW_OPTIONS: FitViewOptions<FlowNode> = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM };

/** The diagram pane of the workbench layout at 1280x720, which {@link FIT_MAX_ZOOM} is meant for. */
const PANE_AT_1280 = { width: 700, height: 440 };
/** The diagram's own zoom limit (its `maxZoom`). */
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

const selectSize = (s: { width: number; height: number }) => `${Math.round(s.width)}x${Math.round(s.height)}`;

function usePaneSize(): { sizeKey: string; width: number; height: number } {
  const sizeKey = useStore(selectSize);
  const [width, height] = sizeKey.split("x").map(Number);
  return { sizeKey, width, height };
}

/** The zoom buttons; their fit button fits as the view does for the pane's size. */
export function FitControls() {
  const { width, height } = usePaneSize();
  const options = useMemo(() => fitOptionsFor(width, height), [width, height]);
  return <Controls showInteractive={false} position="bottom-left" orientation="horizontal" fitViewOptions={options} />;
}

interface FitViewProps {
  /** Changes when the diagram's shape does (another graph, a group folded). */
  shapeKey: string;
  placed: readonly PlacedNode[];
  edges: readonly ShownEdge[];
  /** The shown node the playhead is on. */
  active: string | undefined;
  /**
   * Told the pane size (`<width>x<height>`) once the view has been framed for it, and `""` while a
   * framing is under way: the diagram shows it as `data-framed`, so a test waits for that state.
   */
  onFramed(size: string): void;
}

/**
 * Keeps the view framed: the whole graph after its shape or the pane's size changes, or, for a graph
 * too big to read whole, the part of it around the active node (see {@link focusTarget}), panning along
 * as the run moves between groups.
 */
export function FitView({ shapeKey, placed, edges, active, onFramed }: FitViewProps) {
  const { fitView } = useReactFlow<FlowNode>();
  const { sizeKey, width, height } = usePaneSize();
  // As a string, so the effect re-frames only when what is framed changes, not on every step.
  const target = useMemo(
    () => (width < NARROW_PANE ? "" : (focusTarget(placed, edges, active, { width, height }, FIT_MARGIN)?.join("\n") ?? "")),
    [placed, edges, active, width, height],
  );
  useEffect(() => {
    // A framing that a newer one replaced never reports: its transition was interrupted.
    let current = true;
    onFramed("");
    const frame = requestAnimationFrame(() => {
      void fitView(
        target
          ? { nodes: target.split("\n").map((id) => ({ id })), padding: FIT_PADDING, maxZoom: FOCUS_MAX_ZOOM, duration: 300 }
          : { ...fitOptionsFor(width, height), duration: 200 },
      ).then(() => {
        if (current) onFramed(sizeKey);
      });
    });
    return () => {
      current = false;
      cancelAnimationFrame(frame);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- width and height are sizeKey; onFramed is a state setter
  }, [shapeKey, sizeKey, target, fitView]);
  return null;
}
