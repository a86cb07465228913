import { Controls, useReactFlow, useStore } from "@xyflow/react";
import { useEffect, useMemo } from "react";
import type { ShownEdge } from "./flowModel";
import { fitOptionsFor, fitViewOptionsOf, framing } from "./fit";
import type { PlacedNode } from "./nodeSize";
import type { FlowNode } from "./types";

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
 * too big to read whole, the part of it around the active node (see {@link framing}), panning along
 * as the run moves between groups.
 */
export function FitView({ shapeKey, placed, edges, active, onFramed }: FitViewProps) {
  const { fitView } = useReactFlow<FlowNode>();
  const { sizeKey, width, height } = usePaneSize();
  const frame = useMemo(() => framing(placed, edges, active, width, height), [placed, edges, active, width, height]);
  // As a string, so the effect re-frames only when what is framed changes, not on every step.
  const target = frame.nodes?.join("\n") ?? "";
  useEffect(() => {
    onFramed("");
    // Before React Flow has measured its pane there is nothing to frame for (it opens on the sketch's view).
    if (width === 0 || height === 0) return;
    // A framing that a newer one replaced never reports: its transition was interrupted.
    let current = true;
    const request = requestAnimationFrame(() => {
      void fitView({ ...fitViewOptionsOf(frame), duration: frame.nodes ? 300 : 200 }).then(() => {
        if (current) onFramed(sizeKey);
      });
    });
    return () => {
      current = false;
      cancelAnimationFrame(request);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- frame is target and sizeKey; onFramed is a state setter
  }, [shapeKey, sizeKey, target, fitView]);
  return null;
}
