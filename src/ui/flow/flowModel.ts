import type { Trace, TraceGraph, TraceGraphEdge } from "../../engine/trace/types";

/** How a node of the diagram is drawn. */
export type FlowNodeKind = "group" | "step" | "terminal";

/** A node of the diagram as shown (after collapsing groups). */
export interface ShownNode {
  id: string;
  /** Display name (the graph's name, START/END for terminals). */
  name: string;
  kind: FlowNodeKind;
  /** The shown group this node sits in, if any. */
  parent?: string;
  /** Whether this is a group folded into one box. */
  collapsed?: boolean;
  /** For a node standing for alike siblings ("worker ×24"): their shown ids (see `aggregatedGraph`). */
  aggregate?: string[];
}

/** An edge of the diagram as shown; several graph edges may fold into one when groups collapse. */
export interface ShownEdge {
  id: string;
  source: string;
  target: string;
  conditional: boolean;
  label?: string;
}

/** The diagram's structure for one graph and one set of collapsed groups. */
export interface ShownGraph {
  nodes: ShownNode[];
  edges: ShownEdge[];
  /** Graph node id -> the shown node it is drawn as (itself, or its outermost collapsed group). */
  shownAs: Map<string, string>;
}

const TERMINALS = new Set(["__start__", "__end__"]);

/** An edge label as the diagram shows it: LangGraph's END and START constants by their names, not their raw ids (`__end__`, `__END__`). */
function shownLabel(label: string): string {
  return label.replace(/^__(start|end)__$/i, (_, name: string) => name.toUpperCase());
}

/** Graph node ids that have inner nodes (agent subgraphs, and teams of them). */
export function groupIds(graph: TraceGraph): Set<string> {
  return new Set(graph.nodes.flatMap((node) => (node.parent ? [node.parent] : [])));
}

/** Groups that hold no other group: one agent each (a team, which holds agents, is not one). */
export function agentGroupIds(graph: TraceGraph): Set<string> {
  const groups = groupIds(graph);
  const teams = new Set(graph.nodes.flatMap((node) => (node.parent && groups.has(node.id) ? [node.parent] : [])));
  return new Set([...groups].filter((id) => !teams.has(id)));
}

/** Edge id that stays the same for the same source, target and kind. */
export function edgeId(edge: Pick<TraceGraphEdge, "source" | "target" | "conditional">): string {
  return `${edge.source}->${edge.target}${edge.conditional ? "?" : ""}`;
}

/** Graph node ids of tool-running nodes outside any agent group, each with the node that drives it (its model). */
function toolDrivers(graph: TraceGraph, agentGroups: ReadonlySet<string>): Map<string, string> {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const groups = groupIds(graph);
  const drivers = new Map<string, string>();
  for (const node of graph.nodes) {
    // Inside an agent's own subgraph its group folds it; outside, it is a coordinator's: its model calls it.
    if (node.name !== "tools" || (node.parent !== undefined && agentGroups.has(node.parent))) continue;
    const driver = graph.edges.find((edge) => {
      const source = byId.get(edge.source);
      return edge.target === node.id && source !== undefined && source.parent === node.parent && !TERMINALS.has(source.name) && !groups.has(source.id);
    });
    if (driver) drivers.set(node.id, driver.source);
  }
  return drivers;
}

/** Options of {@link shownGraph}. */
export interface ShownGraphOptions {
  /** Agents only: tool nodes outside agent groups are drawn as the agent that calls them. */
  agentsOnly?: boolean;
}

/**
 * The diagram's nodes and edges, derived only from the compiled graph: inner nodes of a collapsed
 * group are drawn as the group; edges inside it disappear and edges crossing it attach to it. With
 * `agentsOnly`, a coordinator's tools node is drawn as the coordinator, so its edges join the agents.
 */
export function shownGraph(graph: TraceGraph, collapsed: readonly string[], options: ShownGraphOptions = {}): ShownGraph {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const groups = groupIds(graph);
  const folded = new Set(collapsed.filter((id) => groups.has(id)));
  const drivers = options.agentsOnly ? toolDrivers(graph, agentGroupIds(graph)) : new Map<string, string>();
  const shownAs = new Map<string, string>();
  const resolve = (id: string): string => {
    let shown = drivers.get(id) ?? id;
    // The outermost collapsed ancestor wins (groups can nest in hierarchical topologies).
    for (let parent = byId.get(shown)?.parent; parent; parent = byId.get(parent)?.parent) {
      if (folded.has(parent)) shown = parent;
    }
    return shown;
  };
  const nodes: ShownNode[] = [];
  for (const node of graph.nodes) {
    const shown = resolve(node.id);
    shownAs.set(node.id, shown);
    if (shown !== node.id) continue;
    const isGroup = groups.has(node.id);
    nodes.push({
      id: node.id,
      name: TERMINALS.has(node.name) ? (node.name === "__start__" ? "START" : "END") : node.name,
      kind: isGroup ? "group" : TERMINALS.has(node.name) ? "terminal" : "step",
      ...(node.parent ? { parent: node.parent } : {}),
      ...(isGroup && folded.has(node.id) ? { collapsed: true } : {}),
    });
  }
  const edges = new Map<string, ShownEdge>();
  for (const raw of graph.edges) {
    const edge = raw.label ? { ...raw, label: shownLabel(raw.label) } : raw;
    const source = shownAs.get(edge.source) ?? edge.source;
    const target = shownAs.get(edge.target) ?? edge.target;
    if (source === target || !byId.has(edge.source) || !byId.has(edge.target)) continue;
    const shown = { source, target, conditional: edge.conditional };
    const id = edgeId(shown);
    const existing = edges.get(id);
    if (existing) {
      if (edge.label && !existing.label?.split(" / ").includes(edge.label)) {
        existing.label = existing.label ? `${existing.label} / ${edge.label}` : edge.label;
      }
      continue;
    }
    edges.set(id, { id, ...shown, ...(edge.label ? { label: edge.label } : {}) });
  }
  return { nodes, edges: [...edges.values()], shownAs };
}

/** The graph the diagram draws: the compiled one, or, when the build failed, the one it meant. */
export function drawnGraph(trace: Trace): { graph: TraceGraph; meant: boolean; failing: ReadonlySet<string> } {
  if (trace.graph.nodes.length > 0 || !trace.meant) return { graph: trace.graph, meant: false, failing: new Set() };
  return { graph: trace.meant.graph, meant: true, failing: new Set(trace.meant.failing) };
}
