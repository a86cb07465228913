import { elkInThread } from "../elkInThread";
import type { ShownGraph } from "../flowModel";
import { layoutGraph } from "../layout";
import type { DiagramLayout } from "../nodeSize";

/** The app's layout of a shown graph, with ELK in the test's own thread (Node has no Web Worker). */
export function layOut(shown: ShownGraph): Promise<DiagramLayout> {
  return layoutGraph(shown, elkInThread);
}
