import type { AttachedGraph, RunnableGraph } from "../topologies/types";
import type { TraceGraph, TraceGraphEdge, TraceGraphNode } from "./types";

interface DrawableGraph {
  nodes: Record<string, { id: string; name?: string }>;
  edges: { source: string; target: string; conditional?: boolean; data?: unknown }[];
}

function parentOf(id: string): string | undefined {
  const cut = id.lastIndexOf(":");
  return cut > 0 ? id.slice(0, cut) : undefined;
}

/**
 * The compiled graph's shape from `getGraphAsync({ xray: true })`: every node, inner agent nodes
 * with their parent, and each agent subgraph as a group node of its own. Attached graphs (agents a
 * node invokes, not subgraph nodes) are drawn the same way under a group node of their own id.
 */
export async function readGraph(graph: RunnableGraph, attached: readonly AttachedGraph[] = []): Promise<{ shape: TraceGraph }> {
  const drawable = (await graph.getGraphAsync({ xray: true })) as DrawableGraph;
  const nodes = new Map<string, TraceGraphNode>();
  const addNode = (id: string): void => {
    if (nodes.has(id)) return;
    const parent = parentOf(id);
    if (parent) addNode(parent);
    nodes.set(id, { id, name: parent ? id.slice(parent.length + 1) : id, ...(parent ? { parent } : {}) });
  };
  const edges: TraceGraphEdge[] = [];
  const addDrawable = (shape: DrawableGraph, prefix: string): void => {
    for (const id of Object.keys(shape.nodes)) addNode(prefix + id);
    for (const edge of shape.edges) {
      edges.push({
        source: prefix + edge.source,
        target: prefix + edge.target,
        conditional: Boolean(edge.conditional),
        ...(typeof edge.data === "string" ? { label: edge.data } : {}),
      });
    }
  };
  addDrawable(drawable, "");
  for (const extra of attached) {
    addNode(extra.id);
    const shape = (await extra.graph.getGraphAsync({ xray: true })) as DrawableGraph;
    addDrawable(shape, `${extra.id}:`);
    // The invoking node calls into the group and gets control back when the agent ends.
    if (extra.via && nodes.has(extra.via)) {
      const start = `${extra.id}:__start__`;
      const end = `${extra.id}:__end__`;
      if (nodes.has(start)) edges.push({ source: extra.via, target: start, conditional: true, ...(extra.label ? { label: extra.label } : {}) });
      if (nodes.has(end)) edges.push({ source: end, target: extra.via, conditional: true });
    }
  }
  return { shape: { nodes: [...nodes.values()], edges } };
}
