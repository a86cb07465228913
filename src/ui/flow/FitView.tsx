import { useReactFlow, useStore, type FitViewOptions } from "@xyflow/react";
import { useEffect, useMemo } from "react";
import { FIT_MAX_ZOOM, type PlacedNode } from "./layout";
import { focusTarget } from "./viewFocus";
import type { FlowNode } from "./types";

/**
 * Room around the graph, in screen pixels: the zoom controls sit in the bottom-left corner, so the
 * bottom keeps more; as pixels (not a fraction) so a small graph is not pushed into the middle.
 */
export const FIT_PADDING = { top: "18px", right: "18px", bottom: "46px", left: "18px" } as const;
/** The same room per axis, for working out the zoom before fitting. */
const FIT_MARGIN = { width: 36, height: 64 };
/** A framed group is shown no larger than this, so switching groups pans more than it zooms. */
const FOCUS_MAX_ZOOM = 1;

/** Options for fitting the whole graph (the initial view and the fit button). */
export const FIT_VIEW_OPTIONS: FitViewOptions<FlowNode> = { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM };

const selectSize = (s: { width: number; height: number }) => `${Math.round(s.width)}x${Math.round(s.height)}`;

/**
 * Keeps the view framed: the whole graph after its shape or the pane's size changes, or, for a graph
 * too big to read whole, the top-level group that holds the active node (panning along as the run
 * moves between groups).
 */
export function FitView({ shapeKey, placed, active }: { shapeKey: string; placed: readonly PlacedNode[]; active: string | undefined }) {
  const { fitView } = useReactFlow<FlowNode>();
  const sizeKey = useStore(selectSize);
  const target = useMemo(() => {
    const [width, height] = sizeKey.split("x").map(Number);
    return focusTarget(placed, active, { width, height }, FIT_MARGIN);
  }, [placed, active, sizeKey]);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      void fitView(
        target
          ? { nodes: [{ id: target }], padding: FIT_PADDING, maxZoom: FOCUS_MAX_ZOOM, duration: 300 }
          : { ...FIT_VIEW_OPTIONS, duration: 200 },
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [shapeKey, sizeKey, target, fitView]);
  return null;
}
