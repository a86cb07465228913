import type { TraceGraph } from "../../engine/trace/types";
import type { DiagramDetail, GroupFolding } from "../../share/linkState";
import { agentGroupIds, groupIds } from "./flowModel";

/**
 * Above this many agents the diagram opens with every group folded. An expanded agent is about
 * 280x90 diagram pixels (START, model, tools, END); the diagram panel at 1280x720 is about 560x420
 * and names stop being readable below a zoom of 0.7 (12 px text under 8.5 px), so about six expanded
 * agents fit in view at once (the research and incident scenarios have two to four); folded, an
 * agent is one 132x52 box and 24 of them still fold into a readable grid of rows.
 */
export const FOLD_ABOVE_AGENTS = 6;

/** The groups the graph opens with folded: all of them for a graph with many agents, else none. */
export function defaultFolded(graph: TraceGraph): string[] {
  return agentGroupIds(graph).size > FOLD_ABOVE_AGENTS ? [...groupIds(graph)] : [];
}

/**
 * The groups drawn folded: the user's choice (or the default for the graph's size), and in the
 * agents-only view every agent's own group too (its model and tools nodes are what that view hides);
 * a team's frame stays open so its agents show. Sorted, so the same view always has the same shape key.
 */
export function foldedGroups(graph: TraceGraph, folding: GroupFolding, detail: DiagramDetail): string[] {
  const groups = groupIds(graph);
  const chosen = chosenFolded(graph, folding).filter((id) => groups.has(id));
  const agents = detail === "agents" ? [...agentGroupIds(graph)] : [];
  return [...new Set([...chosen, ...agents])].sort();
}

/** The groups the user's folding folds in this graph. */
function chosenFolded(graph: TraceGraph, folding: GroupFolding): string[] {
  if (folding === "all") return [...groupIds(graph)];
  if (folding === "none") return [];
  return folding === undefined ? defaultFolded(graph) : [...folding];
}

/** The folding after the user folds or unfolds one group, from what is drawn now. */
export function toggledFolding(graph: TraceGraph, folding: GroupFolding, group: string): string[] {
  const now = chosenFolded(graph, folding);
  return now.includes(group) ? now.filter((id) => id !== group) : [...now, group];
}
