import type { RunnableGraph } from "../topologies/types";
import type { TraceGraph, TraceGraphNode } from "./types";

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
 * with their parent, and each agent subgraph as a group node of its own.
 */
export async function readGraph(graph: RunnableGraph): Promise<TraceGraph> {
  const drawable = (await graph.getGraphAsync({ xray: true })) as DrawableGraph;
  const nodes = new Map<string, TraceGraphNode>();
  const addNode = (id: string): void => {
    if (nodes.has(id)) return;
    const parent = parentOf(id);
    if (parent) addNode(parent);
    nodes.set(id, { id, name: parent ? id.slice(parent.length + 1) : id, ...(parent ? { parent } : {}) });
  };
  for (const id of Object.keys(drawable.nodes)) addNode(id);
  const edges = drawable.edges.map((edge) => ({
    source: edge.source,
    target: edge.target,
    conditional: Boolean(edge.conditional),
    ...(typeof edge.data === "string" ? { label: edge.data } : {}),
  }));
  return { nodes: [...nodes.values()], edges };
}
