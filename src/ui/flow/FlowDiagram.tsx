import { Background, MarkerType, ReactFlow, ReactFlowProvider, type NodeMouseHandler } from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { useCallback, useEffect, useMemo } from "react";
import type { Trace } from "../../engine/trace/types";
import { getAppStore, useAppStore } from "../../store/appStore";
import { stepNodeId } from "../../store/playhead";
import { selectCollapsedGroups, selectDiagramFocusable, selectSpeed, selectStep, selectTheme, selectTrace } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { PLAY_INTERVAL_MS } from "../player/timing";
import { drawnGraph, shownGraph, type ShownGraph } from "./flowModel";
import { FIT_VIEW_OPTIONS, FitControls, FitView, MAX_ZOOM } from "./FitView";
import { GroupNode, StepNode, TerminalNode } from "./FlowNodes";
import { absoluteBoxes, edgeSides, type PlacedNode } from "./layout";
import { cachedLayout, layoutKey } from "./layoutCache";
import { activeShownId, callCountsAt, transitionInto } from "./playback";
import { TokenEdge } from "./TokenEdge";
import type { FlowEdge, FlowNode } from "./types";
import { useStableItems } from "./useStableItems";

// Defined once, outside any component, so React Flow never sees new type maps.
// (Not "group": React Flow styles its built-in group type with a frame of its own.)
const nodeTypes = { agentGroup: GroupNode, step: StepNode, terminal: TerminalNode };
const TYPE_OF = { group: "agentGroup", step: "step", terminal: "terminal" } as const;
const edgeTypes = { token: TokenEdge };

/** Shown node ids that have run at or before the playhead. */
function visitedAt(trace: Trace, step: number, shown: ShownGraph): Set<string> {
  const visited = new Set<string>();
  const parents = new Map(shown.nodes.map((n) => [n.id, n.parent]));
  for (const s of trace.steps.slice(0, step + 1)) {
    for (let id = shown.shownAs.get(stepNodeId(s)); id; id = parents.get(id)) visited.add(id);
  }
  return visited;
}

function toFlowNodes(placed: PlacedNode[], active: string | undefined, calls: Map<string, number>, visited: Set<string>, failing: ReadonlySet<string>): FlowNode[] {
  return placed.map((node) => ({
    id: node.id,
    type: TYPE_OF[node.kind],
    position: { x: node.x, y: node.y },
    width: node.width,
    height: node.height,
    ...(node.parent ? { parentId: node.parent, extent: "parent" as const } : {}),
    draggable: false,
    selectable: false,
    data: {
      name: node.name,
      kind: node.kind,
      inner: node.parent !== undefined,
      collapsed: node.collapsed ?? false,
      active: node.id === active,
      calls: calls.get(node.id) ?? 0,
      visited: visited.has(node.id),
      failing: failing.has(node.id),
    },
  }));
}

/**
 * Marks each trace the diagram has taken in, for benchmarks (`performance.getEntriesByName("diagram-shown")`).
 * Inside ReactFlow, after its store updater: by the end of this task the nodes show the new trace.
 */
function MarkShown({ trace }: { trace: Trace }) {
  useEffect(() => {
    // One entry at a time: a long session should not pile up marks.
    performance.clearMarks("diagram-shown");
    performance.mark("diagram-shown");
  }, [trace]);
  return null;
}

function Diagram({ trace, step: fixedStep }: { trace: Trace; step?: number }) {
  const playhead = useAppStore(selectStep);
  const step = fixedStep ?? playhead;
  const collapsed = useAppStore(selectCollapsedGroups);
  const speed = useAppStore(selectSpeed);
  const theme = useAppStore(selectTheme);
  const focusable = useAppStore(selectDiagramFocusable);
  const t = useText();
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

  const { graph, failing } = useMemo(() => drawnGraph(trace), [trace]);
  const graphKey = useMemo(() => JSON.stringify(graph), [graph]);
  const shapeKey = useMemo(() => layoutKey(graph, collapsed), [graph, collapsed]);
  // Layout depends only on the graph's shape, not on the run, so positions stay put between runs.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shown = useMemo(() => shownGraph(graph, collapsed), [shapeKey]);
  const placed = useMemo(() => cachedLayout(shown, shapeKey), [shown, shapeKey]);
  const boxes = useMemo(() => absoluteBoxes(placed), [placed]);

  const active = activeShownId(trace, Math.min(step, trace.steps.length - 1), shown);
  const freshNodes = useMemo(() => {
    const at = Math.min(step, trace.steps.length - 1);
    return toFlowNodes(placed, active, callCountsAt(trace, at, shown), visitedAt(trace, at, shown), failing);
  }, [placed, shown, trace, step, active, failing]);

  const freshEdges = useMemo<FlowEdge[]>(() => {
    const transition = transitionInto(trace, step, shown);
    const hop = Math.min(0.45, (0.7 * PLAY_INTERVAL_MS) / speed / 1000 / Math.max(1, transition.edges.length));
    return shown.edges.map((edge) => {
      const order = transition.edges.indexOf(edge.id);
      const sides = edgeSides(boxes.get(edge.source)!, boxes.get(edge.target)!);
      return {
        id: edge.id,
        source: edge.source,
        target: edge.target,
        sourceHandle: sides.source,
        targetHandle: `${sides.target}-in`,
        type: "token" as const,
        ariaLabel: t("flow.edgeLabel", { source: edge.source, target: edge.target }),
        markerEnd: { type: MarkerType.ArrowClosed, width: 14, height: 14, color: order >= 0 ? "#0ea5e9" : theme === "dark" ? "#64748b" : "#94a3b8" },
        data: {
          conditional: edge.conditional,
          ...(edge.label ? { label: edge.label } : {}),
          onPath: order >= 0,
          ...(transition.handoffEdge === edge.id && transition.tool ? { handoffTool: transition.tool } : {}),
          ...(order >= 0 ? { token: { key: `${trace.scenarioId}:${step}:${edge.id}:${graphKey.length}`, delay: order * hop, duration: hop } } : {}),
        },
      };
    });
  }, [shown, boxes, trace, step, speed, theme, graphKey.length, t]);
  const nodes = useStableItems(freshNodes);
  const edges = useStableItems(freshEdges);

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

  return (
    <ReactFlow<FlowNode, FlowEdge>
      onNodeClick={onNodeClick}
      nodes={nodes}
      edges={edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      colorMode={theme}
      fitView
      fitViewOptions={FIT_VIEW_OPTIONS}
      minZoom={0.3}
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
    >
      <Background gap={20} size={1} className="!bg-transparent opacity-60" />
      <FitControls />
      <FitView shapeKey={shapeKey} placed={placed} edges={shown.edges} active={active} />
      <MarkShown trace={trace} />
    </ReactFlow>
  );
}

/** Marks the first diagram for benchmarks (`performance.getEntriesByName("first-diagram")`). */
function useMarkFirstDiagram(): void {
  useEffect(() => {
    if (performance.getEntriesByName("first-diagram").length === 0) performance.mark("first-diagram");
  }, []);
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
  useMarkFirstDiagram();
  if (!trace) return null;
  return (
    <ReactFlowProvider>
      <Diagram trace={trace} step={other ? step ?? trace.steps.length - 1 : undefined} />
    </ReactFlowProvider>
  );
}
