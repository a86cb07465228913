import { Background, MarkerType, ReactFlow, type NodeMouseHandler } from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import type { Trace } from "../../engine/trace/types";
import { getAppStore, useAppStore } from "../../store/appStore";
import { stepNodeId } from "../../store/playhead";
import { selectDiagramFocusable, selectDiagramView, selectStep, selectTheme, selectTrace } from "../../store/selectors";
import { useElementSize } from "../chart/useElementSize";
import { useText } from "../i18n/useText";
import { toggledFolding } from "./detail";
import { MAX_ZOOM, MIN_ZOOM, openingViewport, type Viewport } from "./fit";
import { FoldContext } from "./foldContext";
import { FitControls, FitView } from "./FitView";
import { FlowLegend } from "./FlowLegend";
import { HeatLegend } from "./HeatLegend";
import { GroupNode, StepNode, TerminalNode } from "./FlowNodes";
import { TokenEdge } from "./TokenEdge";
import type { FlowEdge, FlowNode } from "./types";
import { useDiagramModel } from "./useDiagramModel";
import { useStableItems } from "./useStableItems";
import { DIAGRAM_SHOWN } from "./diagramShown";

// Defined once, outside any component, so React Flow never sees new type maps.
// (Not "group": React Flow styles its built-in group type with a frame of its own.)
const nodeTypes = { agentGroup: GroupNode, step: StepNode, terminal: TerminalNode };
const edgeTypes = { token: TokenEdge };

/**
 * Marks each trace the diagram has taken in ({@link DIAGRAM_SHOWN}): the app waits for the first before
 * it fetches what the first paint did without, and benchmarks read it. Inside ReactFlow, after its
 * store updater: by the end of this task the nodes show the new trace.
 */
function MarkShown({ trace }: { trace: Trace }) {
  useEffect(() => {
    // One entry at a time: a long session should not pile up marks.
    performance.clearMarks(DIAGRAM_SHOWN);
    performance.mark(DIAGRAM_SHOWN);
  }, [trace]);
  return null;
}

function Diagram({ trace, step: fixedStep }: { trace: Trace; step?: number }) {
  const playhead = useAppStore(selectStep);
  const step = fixedStep ?? playhead;
  const { folding, heat, setFolding, setAlikeExpanded } = useAppStore(useShallow(selectDiagramView));
  const theme = useAppStore(selectTheme);
  const focusable = useAppStore(selectDiagramFocusable);
  const t = useText();
  // The pane size the view was last framed for ("" while it moves), for tests to wait on.
  const [framed, setFramed] = useState("");
  const ariaLabelConfig = useMemo(
    () => ({
      "node.a11yDescription.default": t("flow.nodeHelp"),
      "node.a11yDescription.keyboardDisabled": t("flow.nodeHelp"),
      "node.a11yDescription.ariaLiveMessage": ({ direction, x, y }: { direction: string; x: number; y: number }) => t("flow.moved", { direction, x, y }),
      "edge.a11yDescription.default": t("flow.edgeHelp"),
      "controls.ariaLabel": t("flow.controls"),
      "controls.zoomIn.ariaLabel": t("flow.zoomIn"),
      "controls.zoomOut.ariaLabel": t("flow.zoomOut"),
      "controls.fitView.ariaLabel": t("flow.fitView"),
      "controls.interactive.ariaLabel": t("flow.interactive"),
      "minimap.ariaLabel": t("flow.minimap"),
      "handle.ariaLabel": t("flow.handle"),
    }),
    [t],
  );

  const model = useDiagramModel(trace, step);
  const { shape, graph, active } = model;
  const { shown, layout, key: shapeKey } = shape;
  const freshEdges = useMemo<FlowEdge[]>(
    () =>
      model.edges.map(({ edge, data }) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        sourceHandle: "bottom",
        targetHandle: "top-in",
        type: "token" as const,
        ariaLabel: t("flow.edgeLabel", { source: edge.source, target: edge.target }),
        markerEnd: { type: MarkerType.ArrowClosed, width: 14, height: 14, color: data.onPath ? "#0ea5e9" : theme === "dark" ? "#64748b" : "#94a3b8" },
        data,
      })),
    [model.edges, theme, t],
  );
  const nodes = useStableItems(model.nodes);
  const edges = useStableItems(freshEdges);
  // React Flow opens on the view the sketch before it drew, worked out for its pane as measured before
  // its first paint: it neither jumps from the sketch nor animates in from React Flow's default view.
  const [paneRef, pane] = useElementSize<HTMLDivElement>({ width: 0, height: 0 });
  const [opening, setOpening] = useState<Viewport | undefined>(undefined);
  if (!opening && pane.width > 1) setOpening(openingViewport(layout.nodes, shown.edges, active, pane.width, pane.height));

  // Clicking a node jumps to its next run after the playhead (wrapping around), as a "find next"; a
  // diagram of another run (compare mode's B) follows the playhead and takes no clicks.
  const onNodeClick = useCallback<NodeMouseHandler<FlowNode>>(
    (_, node) => {
      if (fixedStep !== undefined) return;
      const runs = trace.steps.filter((s) => s.kind !== "error" && shown.shownAs.get(stepNodeId(s)) === node.id).map((s) => s.index);
      const next = runs.find((index) => index > step) ?? runs[0];
      if (next !== undefined) getAppStore().getState().setStep(next);
    },
    [trace, shown, step, fixedStep],
  );

  // An aggregate ("worker ×24") unfolds into its agents; any other group folds or unfolds.
  const toggleGroup = useCallback(
    (group: string) => (shown.nodes.some((node) => node.id === group && node.aggregate) ? setAlikeExpanded(true) : setFolding(toggledFolding(graph, folding, group))),
    [graph, shown, folding, setFolding, setAlikeExpanded],
  );

  return (
    <div ref={paneRef} className="h-full w-full">
      {opening ? (
        <FoldContext.Provider value={toggleGroup}>
        <ReactFlow<FlowNode, FlowEdge>
          onNodeClick={onNodeClick}
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          edgeTypes={edgeTypes}
          colorMode={theme}
          defaultViewport={opening}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          nodesFocusable={focusable}
          edgesFocusable={focusable}
          // Space belongs to the player (play/pause); React Flow would take it to pan and preventDefault it.
          panActivationKeyCode={null}
          ariaLabelConfig={ariaLabelConfig}
          className="!bg-transparent"
          data-framed={framed}
        >
          <Background gap={20} size={1} className="!bg-transparent opacity-60" />
          <FitControls />
          <FitView shapeKey={shapeKey} placed={layout.nodes} edges={shown.edges} active={active} onFramed={setFramed} />
          <FlowLegend />
          {heat ? <HeatLegend max={model.maxTokens} /> : null}
          <MarkShown trace={trace} />
        </ReactFlow>
        </FoldContext.Provider>
      ) : null}
    </div>
  );
}

/** Props of {@link FlowDiagram}: by default the run on screen at the playhead. */
export interface FlowDiagramProps {
  /** Another run to draw (compare mode's B), at `step`. */
  trace?: Trace;
  /** That run's step, for `trace`. */
  step?: number;
}

/** The compiled graph of the current run (or of `trace`), with the playhead's node highlighted. */
export function FlowDiagram({ trace: other, step }: FlowDiagramProps = {}) {
  const current = useAppStore(selectTrace);
  const trace = other ?? current;
  if (!trace) return null;
  return <Diagram trace={trace} step={other ? step ?? trace.steps.length - 1 : undefined} />;
}
