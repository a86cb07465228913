import { Background, MarkerType, ReactFlow, ReactFlowProvider, type NodeMouseHandler } from "@xyflow/react";
import "@xyflow/react/dist/style.css";
import { use, useCallback, useEffect, useMemo, useReducer, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import type { Trace } from "../../engine/trace/types";
import { getAppStore, useAppStore } from "../../store/appStore";
import { stepNodeId } from "../../store/playhead";
import { selectDiagramFocusable, selectDiagramView, selectSpeed, selectStep, selectTheme, selectTrace } from "../../store/selectors";
import { useText } from "../i18n/useText";
import { PLAY_INTERVAL_MS } from "../player/timing";
import { agentGroupIds, drawnGraph } from "./flowModel";
import { toggledFolding } from "./detail";
import { FoldContext } from "./foldContext";
import { FIT_VIEW_OPTIONS, FitControls, FitView, MAX_ZOOM } from "./FitView";
import { FlowLegend } from "./FlowLegend";
import { heatShade } from "./heat";
import { HeatLegend } from "./HeatLegend";
import { GroupNode, StepNode, TerminalNode } from "./FlowNodes";
import { labelSpot } from "./labelSpot";
import { solidBoxes, type PlacedNode } from "./nodeSize";
import { diagramShape, LAYOUT_READY, layoutPending, type DiagramShape } from "./layoutCache";
import { callTokens } from "../../engine/cost/tokenUsage";
import { useTokenCounter } from "../tokens/useTokenCounter";
import { activeShownId, playbackIndex, transitionInto, type NodeContext } from "./playback";
import { TokenEdge } from "./TokenEdge";
import type { FlowEdge, FlowNode, ShownContext } from "./types";
import { useStableItems } from "./useStableItems";
import { DIAGRAM_SHOWN } from "./diagramShown";

// Defined once, outside any component, so React Flow never sees new type maps.
// (Not "group": React Flow styles its built-in group type with a frame of its own.)
const nodeTypes = { agentGroup: GroupNode, step: StepNode, terminal: TerminalNode };
const TYPE_OF = { group: "agentGroup", step: "step", terminal: "terminal" } as const;
const edgeTypes = { token: TokenEdge };

function shownContext(context: NodeContext, tokens: readonly { input: number }[] | undefined): ShownContext {
  const { calls, inputMessages, latestCalls } = context;
  return { calls, inputMessages, ...(tokens ? { inputTokens: latestCalls.reduce((sum, index) => sum + tokens[index].input, 0) } : {}) };
}

/** Each node's context at the playhead, and the most input tokens any node drawn as one box read (what the heat is relative to). */
function shownContexts(placed: readonly PlacedNode[], context: Map<string, NodeContext>, tokens: readonly { input: number }[] | undefined) {
  const shown = new Map([...context].map(([id, c]) => [id, shownContext(c, tokens)]));
  const frames = new Set(placed.flatMap((node) => (node.parent ? [node.parent] : [])));
  const boxes = placed.filter((node) => !frames.has(node.id)).map((node) => shown.get(node.id)?.inputTokens ?? 0);
  return { shown, max: tokens ? Math.max(0, ...boxes) : undefined };
}

function toFlowNodes(
  placed: readonly PlacedNode[],
  active: string | undefined,
  context: ReturnType<typeof shownContexts>,
  heat: boolean,
  visited: Set<string>,
  locked: ReadonlySet<string>,
  failing: ReadonlySet<string>,
): FlowNode[] {
  return placed.map((node) => {
    const shown = context.shown.get(node.id);
    const shade = heat && shown?.inputTokens !== undefined && context.max ? { heat: heatShade(shown.inputTokens, context.max) } : {};
    return {
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
        foldable: node.aggregate !== undefined || (node.kind === "group" && !locked.has(node.id)),
        ...(node.aggregate ? { aggregate: node.aggregate.length } : {}),
        active: node.id === active,
        calls: shown?.calls ?? 0,
        ...(shown ? { context: shown } : {}),
        ...shade,
        visited: visited.has(node.id),
        failing: failing.has(node.id),
      },
    };
  });
}

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
  const { folding, detail, expanded, heat, setFolding, setAlikeExpanded } = useAppStore(useShallow(selectDiagramView));
  const speed = useAppStore(selectSpeed);
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

  // A failed build draws the graph it meant, with the nodes the error names marked.
  const { graph, failing } = useMemo(() => drawnGraph(trace), [trace]);
  const graphKey = useMemo(() => JSON.stringify(graph), [graph]);
  // A shape not laid out yet is laid out off the main thread; meanwhile the diagram keeps drawing the
  // shape it had (a new view or topology replaces it when ready), and only a first one waits in Suspense.
  const pending = layoutPending(graph, folding, detail, expanded);
  const [, laidOut] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    let live = true;
    pending?.then(
      () => live && laidOut(),
      () => live && laidOut(),
    );
    return () => {
      live = false;
    };
  }, [pending]);
  const [drawn, setDrawn] = useState<DiagramShape | undefined>(undefined);
  // Layout depends only on the graph's shape and the view of it, never on the run or the playhead,
  // so positions stay put between runs and playback never lays out again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ready = useMemo(() => (pending ? undefined : diagramShape(graph, folding, detail, expanded)), [graphKey, folding, detail, expanded, pending]);
  // The shape last drawn, kept as state derived while rendering (React's pattern for it).
  if (ready && ready !== drawn) setDrawn(ready);
  const shape = ready ?? drawn;
  // `use` on every render (see LAYOUT_READY); it waits only when nothing was drawn yet.
  use(shape ? LAYOUT_READY : pending!);
  const { shown, layout, key: shapeKey } = shape!;
  // In the agents-only view an agent's group stays folded: that is what the view is.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const locked = useMemo(() => (detail === "agents" ? agentGroupIds(graph) : new Set<string>()), [graphKey, detail]);
  const index = useMemo(() => playbackIndex(trace, shown), [trace, shown]);

  const at = Math.min(step, trace.steps.length - 1);
  const active = activeShownId(trace, at, shown);
  // Input tokens per model call, once the tokenizer (a worker, after the first paint) has counted the run.
  const counter = useTokenCounter(trace);
  const tokens = useMemo(() => (counter ? callTokens(trace, counter) : undefined), [trace, counter]);
  const context = useMemo(() => shownContexts(layout.nodes, index.contextAt(at), tokens), [layout, index, at, tokens]);
  const freshNodes = useMemo(
    () => toFlowNodes(layout.nodes, active, context, heat, index.visitedAt(at), locked, failing),
    [layout, index, at, active, context, heat, locked, failing],
  );

  const nodeBoxes = useMemo(() => solidBoxes(layout.nodes), [layout]);
  const freshEdges = useMemo<FlowEdge[]>(() => {
    const transition = transitionInto(trace, step, shown);
    const hop = Math.min(0.45, (0.7 * PLAY_INTERVAL_MS) / speed / 1000 / Math.max(1, transition.edges.length));
    return shown.edges.map((edge) => {
      const order = transition.edges.indexOf(edge.id);
      const route = layout.routes[edge.id];
      const handoffTool = transition.handoffEdge === edge.id ? transition.tool : undefined;
      // ELK placed the edge's own label clear of the nodes; a hand-over's tool name finds its own clear spot.
      const labelAt = route && handoffTool ? labelSpot(route, handoffTool, nodeBoxes) : layout.labels?.[edge.id];
      return {
        id: edge.id,
        source: edge.source,
        target: edge.target,
        sourceHandle: "bottom",
        targetHandle: "top-in",
        type: "token" as const,
        ariaLabel: t("flow.edgeLabel", { source: edge.source, target: edge.target }),
        markerEnd: { type: MarkerType.ArrowClosed, width: 14, height: 14, color: order >= 0 ? "#0ea5e9" : theme === "dark" ? "#64748b" : "#94a3b8" },
        data: {
          conditional: edge.conditional,
          ...(route ? { route } : {}),
          ...(edge.label ? { label: edge.label } : {}),
          ...(labelAt ? { labelAt } : {}),
          onPath: order >= 0,
          ...(handoffTool ? { handoffTool } : {}),
          ...(order >= 0 ? { token: { key: `${trace.scenarioId}:${step}:${edge.id}:${graphKey.length}`, delay: order * hop, duration: hop } } : {}),
        },
      };
    });
  }, [shown, layout, nodeBoxes, trace, step, speed, theme, graphKey.length, t]);
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

  // An aggregate ("worker ×24") unfolds into its agents; any other group folds or unfolds.
  const toggleGroup = useCallback(
    (group: string) => (shown.nodes.some((node) => node.id === group && node.aggregate) ? setAlikeExpanded(true) : setFolding(toggledFolding(graph, folding, group))),
    [graph, shown, folding, setFolding, setAlikeExpanded],
  );

  return (
    <FoldContext.Provider value={toggleGroup}>
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
      data-framed={framed}
    >
      <Background gap={20} size={1} className="!bg-transparent opacity-60" />
      <FitControls />
      <FitView shapeKey={shapeKey} placed={layout.nodes} edges={shown.edges} active={active} onFramed={setFramed} />
      <FlowLegend />
      {heat ? <HeatLegend max={context.max} /> : null}
      <MarkShown trace={trace} />
    </ReactFlow>
    </FoldContext.Provider>
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
