import { edgeId, type ShownEdge, type ShownGraph, type ShownNode } from "./flowModel";

/**
 * More alike siblings than this fold into one node. Five boxes of 132 diagram pixels in a row, with
 * their hub, already draw names under 11 px in the diagram pane of an 853x480 screen (about 590x300);
 * a team of four workers (hierarchical scale) stays drawn one by one.
 */
export const AGGREGATE_ABOVE = 4;

/** A numbered name's stem (`worker_07` -> `worker`), or undefined for a name without a number. */
function stem(name: string): string | undefined {
  const match = /^(.*?[A-Za-z])[_-]?\d+$/.exec(name);
  return match?.[1];
}

/** A node that can stand for its alike siblings: drawn as one box (a step or a folded group), numbered. */
function foldable(node: ShownNode): boolean {
  return (node.kind === "step" || (node.kind === "group" && node.collapsed === true)) && stem(node.name) !== undefined;
}

/** A node's edges with every member of its class written `*`: alike members have the same ones. */
function signature(id: string, members: ReadonlySet<string>, edges: readonly ShownEdge[]): string {
  const end = (node: string) => (members.has(node) ? "*" : node);
  const own = edges.filter((edge) => edge.source === id || edge.target === id);
  return [...new Set(own.map((edge) => `${end(edge.source)}>${end(edge.target)}${edge.conditional ? "?" : ""}|${edge.label ?? ""}`))].sort().join(" ");
}

/** The aggregates of a shown graph: aggregate id -> its members' shown ids, in graph order. */
function aggregates(shown: ShownGraph): Map<string, ShownNode[]> {
  const classes = new Map<string, ShownNode[]>();
  for (const node of shown.nodes) {
    if (!foldable(node)) continue;
    const key = `${node.parent ?? ""}|${node.kind}|${stem(node.name)}`;
    classes.set(key, [...(classes.get(key) ?? []), node]);
  }
  const found = new Map<string, ShownNode[]>();
  for (const members of classes.values()) {
    const ids = new Set(members.map((node) => node.id));
    const alike = new Map<string, ShownNode[]>();
    for (const node of members) {
      const key = signature(node.id, ids, shown.edges);
      alike.set(key, [...(alike.get(key) ?? []), node]);
    }
    for (const same of alike.values()) {
      if (same.length <= AGGREGATE_ABOVE) continue;
      const [first] = same;
      const id = `${first.parent ? `${first.parent}:` : ""}${stem(first.name)}*`;
      found.set(found.has(id) ? `${id}${found.size}` : id, same);
    }
  }
  return found;
}

/**
 * The shown graph with alike siblings folded into one node each (Langfuse's aggregated view): more
 * than {@link AGGREGATE_ABOVE} numbered siblings of one kind with the same edges (each a supervisor's
 * worker, say) become "worker ×24", drawn where the first was; their edges join it (edges between
 * them vanish) and a label stays only when every folded edge had the same one. The graph itself is
 * returned when nothing is alike.
 */
export function aggregatedGraph(shown: ShownGraph): ShownGraph {
  const found = aggregates(shown);
  if (found.size === 0) return shown;
  const into = new Map<string, string>();
  const nodes: ShownNode[] = [];
  for (const [id, members] of found) for (const member of members) into.set(member.id, id);
  for (const node of shown.nodes) {
    const id = into.get(node.id);
    if (id === undefined) nodes.push(node);
    else if (found.get(id)![0] === node) {
      const members = found.get(id)!;
      nodes.push({ ...node, id, name: `${stem(node.name)} ×${members.length}`, aggregate: members.map((member) => member.id) });
    }
  }
  const shownAs = new Map([...shown.shownAs].map(([graphId, shownId]) => [graphId, into.get(shownId) ?? shownId]));
  const edges = new Map<string, ShownEdge & { labels: Set<string | undefined> }>();
  for (const edge of shown.edges) {
    const [source, target] = [into.get(edge.source) ?? edge.source, into.get(edge.target) ?? edge.target];
    if (source === target) continue;
    const id = edgeId({ source, target, conditional: edge.conditional });
    const existing = edges.get(id);
    if (existing) existing.labels.add(edge.label);
    else edges.set(id, { id, source, target, conditional: edge.conditional, labels: new Set([edge.label]) });
  }
  return {
    nodes,
    edges: [...edges.values()].map(({ labels, ...edge }) => {
      const [label] = labels;
      return labels.size === 1 && label !== undefined ? { ...edge, label } : edge;
    }),
    shownAs,
  };
}
