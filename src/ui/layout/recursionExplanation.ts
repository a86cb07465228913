import type { Trace } from "../../engine/trace/types";

/** How many nodes of the looping path the explanation spells out before eliding the middle. */
const PATH_HEAD = 4;

/**
 * Figures for explaining a GraphRecursionError in plain words: the limit the run hit and the
 * top-level path it took, shortened. Undefined for any other outcome.
 */
export function recursionExplanation(trace: Trace): { limit: number; path: string } | undefined {
  if (trace.outcome.status !== "error" || trace.outcome.error.name !== "GraphRecursionError") return undefined;
  const nodes = trace.turns.flatMap((turn) => turn.path);
  const shown = nodes.length > PATH_HEAD + 1 ? [...nodes.slice(0, PATH_HEAD), "…", nodes[nodes.length - 1]] : nodes;
  return { limit: trace.knobs.recursionLimit, path: shown.join(" → ") };
}
