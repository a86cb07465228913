import type { TraceGraph } from "../../engine/trace/types";
import { foldedGroups } from "./detail";
import { shownGraph } from "./flowModel";
import { layoutGraph } from "./layout";
import { layoutKey, type PreparedLayout } from "./layoutCache";

/** The layouts of the given graphs as the page opens them (full detail, folded as their size decides), for preparing at build time. */
export function prepareLayouts(graphs: readonly TraceGraph[]): PreparedLayout[] {
  const keys = new Map(graphs.map((graph) => [layoutKey(graph, foldedGroups(graph, undefined, "full")), graph]));
  return [...keys].map(([key, graph]) => ({ key, layout: layoutGraph(shownGraph(graph, foldedGroups(graph, undefined, "full"))) }));
}
