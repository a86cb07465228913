import type { TraceGraph } from "../../engine/trace/types";
import { elkInThread } from "./elkInThread";
import { layoutGraph } from "./layout";
import { shapeOf, type PreparedLayout } from "./layoutCache";

/** The layouts of the given graphs as the page opens them (full detail, folded and aggregated as their size decides), for preparing at build time. */
export async function prepareLayouts(graphs: readonly TraceGraph[]): Promise<PreparedLayout[]> {
  const shapes = new Map(graphs.map((graph) => shapeOf(graph, undefined, "full")).map((shape) => [shape.key, shape.shown]));
  return Promise.all([...shapes].map(async ([key, shown]) => ({ key, layout: await layoutGraph(shown, elkInThread) })));
}
