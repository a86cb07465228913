import type { TraceGraph } from "../../engine/trace/types";
import { foldedGroups } from "./detail";
import { elkInThread } from "./elkInThread";
import { shownGraph } from "./flowModel";
import { layoutGraph } from "./layout";
import { layoutKey, type PreparedLayout } from "./layoutCache";

/** The layouts of the given graphs as the page opens them (full detail, folded as their size decides), for preparing at build time. */
export async function prepareLayouts(graphs: readonly TraceGraph[]): Promise<PreparedLayout[]> {
  const keys = new Map(graphs.map((graph) => [layoutKey(graph, foldedGroups(graph, undefined, "full")), graph]));
  return Promise.all([...keys].map(async ([key, graph]) => ({ key, layout: await layoutGraph(shownGraph(graph, foldedGroups(graph, undefined, "full")), elkInThread) })));
}
