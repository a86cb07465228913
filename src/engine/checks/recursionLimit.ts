import type { Trace } from "../trace/types";
import { errorName, errorStep } from "./evidence";
import { defineCheck } from "./types";

/** The error LangGraph raises when a run reaches `recursionLimit` supersteps without reaching END. */
const GRAPH_RECURSION = "GraphRecursionError";

/** How many nodes of the path a reason spells out before eliding the middle. */
const PATH_HEAD = 4;

/** A path for one line: the first few nodes, an ellipsis, and the last node. */
function shortPath(nodes: readonly string[]): string {
  const shown = nodes.length > PATH_HEAD + 1 ? [...nodes.slice(0, PATH_HEAD), "…", nodes[nodes.length - 1]] : nodes;
  return shown.join(" → ");
}

/**
 * The cycle the path ends in, if it really repeats: the shortest block of nodes that occurs at least
 * twice in a row at the end, with where that repetition starts. A hub that is visited again and again
 * on the way to different nodes (supervisor → a → supervisor → b) is not a loop.
 */
export function repeatingTail(path: readonly string[]): { cycle: string[]; start: number; repeats: number } | undefined {
  for (let period = 1; period * 2 <= path.length; period++) {
    const n = path.length;
    const repeats = (i: number) => path[i] === path[i + period];
    let ok = true;
    for (let i = n - 2 * period; i < n - period; i++) if (!repeats(i)) ok = false;
    if (!ok) continue;
    let start = n - 2 * period;
    while (start > 0 && repeats(start - 1)) start--;
    return { cycle: path.slice(start, start + period), start, repeats: Math.floor((n - start) / period) };
  }
  return undefined;
}

/** The top-level node steps of a turn, in order (one per node of its path). */
function pathSteps(trace: Trace, turn: number): number[] {
  return trace.steps.filter((s) => s.turn === turn && s.kind === "node" && s.namespace.length === 0).map((s) => s.index);
}

/**
 * The recursion-limit stop: whether the run hit `recursionLimit`, and if so whether its path really
 * loops (the same nodes over and over) or the work is simply longer than the limit allows.
 */
export const recursionLimit = defineCheck({
  id: "recursion-limit",
  title: { en: "Within recursionLimit", zh: "未超 recursionLimit" },
  reasons: {
    withinLimit: { en: "The run stayed within recursionLimit {limit}.", zh: "运行没有超过 recursionLimit {limit}。" },
    loops: {
      en: "The graph ran {limit} supersteps without reaching END ({path}). It loops: {cycle} repeats {repeats} times. A router that keeps handing off loops until this guard stops it: fix its stop condition, or raise recursionLimit only if the work really is that long.",
      zh: "图运行了 {limit} 个超步仍未到达 END（{path}）。它在循环：{cycle} 重复了 {repeats} 次。一个不停移交的路由会一直循环，直到这个保护把它停下：请修正它的停止条件；只有当工作确实这么长时才调高 recursionLimit。",
    },
    tooLong: {
      en: "The graph ran {limit} supersteps without reaching END ({path}). Nothing repeats: the work needs more supersteps than recursionLimit allows; raise it, or split the work.",
      zh: "图运行了 {limit} 个超步仍未到达 END（{path}）。路径没有重复：这项工作需要的超步比 recursionLimit 允许的多；请调高它，或拆分工作。",
    },
    otherError: { en: "The run stopped with another error before the limit mattered.", zh: "运行因其他错误停止，没有走到上限。" },
  },
  evaluate(trace) {
    const limit = trace.knobs.recursionLimit;
    const name = errorName(trace);
    if (name === undefined) return { status: "pass", reason: "withinLimit", params: { limit }, evidence: [] };
    if (name !== GRAPH_RECURSION) return { status: "not-applicable", reason: "otherError", evidence: [] };
    const stopped = errorStep(trace);
    const turn = trace.turns.length - 1;
    const path = trace.turns[turn]?.path ?? [];
    const loop = repeatingTail(path);
    if (!loop) return { status: "fail", reason: "tooLong", params: { limit, path: shortPath(path) }, evidence: [stopped] };
    const loopStart = pathSteps(trace, turn)[loop.start];
    return {
      status: "fail",
      reason: "loops",
      params: { limit, path: shortPath(path), cycle: loop.cycle.join(" → "), repeats: loop.repeats },
      evidence: loopStart === undefined ? [stopped] : [loopStart, stopped],
    };
  },
});
