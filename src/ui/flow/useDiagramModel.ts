import { use, useEffect, useMemo, useReducer, useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { callTokens } from "../../engine/cost/tokenUsage";
import type { Trace } from "../../engine/trace/types";
import { useAppStore } from "../../store/appStore";
import { selectDiagramView, selectSpeed } from "../../store/selectors";
import { PLAY_INTERVAL_MS } from "../player/timing";
import { useTokenCounter } from "../tokens/useTokenCounter";
import { agentGroupIds, drawnGraph, type ShownEdge } from "./flowModel";
import { heatShade } from "./heat";
import { labelSpot } from "./labelSpot";
import { diagramShape, LAYOUT_READY, layoutPending, type DiagramShape } from "./layoutCache";
import { solidBoxes, type PlacedNode } from "./nodeSize";
import { activeShownId, playbackIndex, transitionInto, type NodeContext } from "./playback";
import type { FlowEdgeData, FlowNode, ShownContext } from "./types";

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

const TYPE_OF = { group: "agentGroup", step: "step", terminal: "terminal" } as const;

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
      // The box React Flow would measure (the node is drawn at exactly this size). With it, a node whose
      // data changed keeps its measured handles: no ResizeObserver round and no second layout per change.
      measured: { width: node.width, height: node.height },
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

/** A shown edge as the diagram draws it at the playhead. */
export interface DrawnEdge {
  edge: ShownEdge;
  data: FlowEdgeData;
}

/** What the diagram draws of a run at a step: its shape (laid out), nodes and edges, whichever draws them. */
export interface DiagramModel {
  shape: DiagramShape;
  /** The compiled graph as a string: changes only with the graph. */
  graphKey: string;
  graph: ReturnType<typeof drawnGraph>["graph"];
  /** The shown node the playhead is on. */
  active: string | undefined;
  /** The most input tokens any box read (what the heat legend is relative to), once counted. */
  maxTokens: number | undefined;
  nodes: FlowNode[];
  edges: DrawnEdge[];
}

/**
 * The diagram of `trace` at `step` under the user's view of it: React Flow draws it, and so does the
 * sketch the page shows before React Flow's code is in. Suspends only while a shape never drawn
 * before is laid out; a new shape otherwise keeps the one drawn until it is ready.
 */
export function useDiagramModel(trace: Trace, step: number): DiagramModel {
  const { folding, detail, expanded, heat } = useAppStore(useShallow(selectDiagramView));
  const speed = useAppStore(selectSpeed);
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
  const { shown, layout } = shape!;
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
  const nodes = useMemo(
    () => toFlowNodes(layout.nodes, active, context, heat, index.visitedAt(at), locked, failing),
    [layout, index, at, active, context, heat, locked, failing],
  );

  const nodeBoxes = useMemo(() => solidBoxes(layout.nodes), [layout]);
  const edges = useMemo<DrawnEdge[]>(() => {
    const transition = transitionInto(trace, step, shown);
    const hop = Math.min(0.45, (0.7 * PLAY_INTERVAL_MS) / speed / 1000 / Math.max(1, transition.edges.length));
    return shown.edges.map((edge) => {
      const order = transition.edges.indexOf(edge.id);
      const route = layout.routes[edge.id];
      const handoffTool = transition.handoffEdge === edge.id ? transition.tool : undefined;
      // ELK placed the edge's own label clear of the nodes; a hand-over's tool name finds its own clear spot.
      const labelAt = route && handoffTool ? labelSpot(route, handoffTool, nodeBoxes) : layout.labels?.[edge.id];
      return {
        edge,
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
  }, [shown, layout, nodeBoxes, trace, step, speed, graphKey.length]);
  return { shape: shape!, graphKey, graph, active, maxTokens: context.max, nodes, edges };
}
