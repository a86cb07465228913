import type { TraceGraph, TraceGraphEdge, TraceGraphNode } from "../trace/types";
import { mermaidLabel } from "./escape";

const START = "__start__";
const END = "__end__";

const isTerminal = (node: TraceGraphNode): boolean => node.name === START || node.name === END;

/**
 * The compiled graph (as the trace holds it, attached agents included) as a Mermaid flowchart for a
 * slide or a README: one START and one END for the whole graph, each agent subgraph a `subgraph`
 * block, every node and edge label quoted and escaped by {@link mermaidLabel}. Node ids are the
 * writer's own (`n0`, `n1`, …), so no name reaches Mermaid outside a label; it writes no directive,
 * style or `click` line. An inner START or END stands for its subgraph: an edge into a subgraph meets
 * its block, and the edges between a block and its own contents are left out.
 */
export function graphMermaid(graph: TraceGraph): string {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const groups = new Set(graph.nodes.flatMap((node) => (node.parent ? [node.parent] : [])));
  const shown = (id: string): string => {
    const node = byId.get(id);
    return node?.parent && isTerminal(node) ? node.parent : id;
  };
  const ids = new Map<string, string>();
  const idOf = (id: string): string => {
    if (!ids.has(id)) ids.set(id, `n${ids.size}`);
    return ids.get(id)!;
  };
  const within = (id: string, group: string): boolean => {
    for (let node = byId.get(id); node?.parent; node = byId.get(node.parent)) if (node.parent === group) return true;
    return false;
  };

  const lines = ["flowchart TD"];
  const writeLevel = (parent: string | undefined, indent: string): void => {
    for (const node of graph.nodes) {
      if (node.parent !== parent || (parent && isTerminal(node))) continue;
      if (groups.has(node.id)) {
        lines.push(`${indent}subgraph ${idOf(node.id)} [${mermaidLabel(node.name)}]`);
        writeLevel(node.id, `${indent}  `);
        lines.push(`${indent}end`);
      } else if (isTerminal(node)) {
        lines.push(`${indent}${idOf(node.id)}([${mermaidLabel(node.name === START ? "START" : "END")}])`);
      } else {
        lines.push(`${indent}${idOf(node.id)}[${mermaidLabel(node.name)}]`);
      }
    }
  };
  writeLevel(undefined, "  ");

  const written = new Set<string>();
  const edgeLine = (edge: TraceGraphEdge): string | undefined => {
    const [source, target] = [shown(edge.source), shown(edge.target)];
    // Entering or leaving a block from inside it: the block's own START or END, not an edge of the graph.
    if ((source === target && edge.source !== edge.target) || within(source, target) || within(target, source)) return undefined;
    if (!byId.has(source) || !byId.has(target)) return undefined;
    return `  ${idOf(source)} ${edge.conditional ? "-.->" : "-->"}${edge.label ? `|${mermaidLabel(edge.label)}|` : ""} ${idOf(target)}`;
  };
  for (const edge of graph.edges) {
    const line = edgeLine(edge);
    if (line && !written.has(line)) {
      written.add(line);
      lines.push(line);
    }
  }
  return `${lines.join("\n")}\n`;
}
