import type { Trace } from "../../engine/trace/types";
import { stepNodeId } from "../../store/playhead";
import type { ShownEdge, ShownGraph } from "./flowModel";

/** The shown node the playhead's step ran on; undefined for an error step or an unknown node. */
export function activeShownId(trace: Trace, step: number, shown: ShownGraph): string | undefined {
  const at = trace.steps[step];
  if (!at || at.kind === "error") return undefined;
  return shown.shownAs.get(stepNodeId(at));
}

const parentMaps = new WeakMap<ShownGraph, Map<string, string | undefined>>();

/** The shown parent chain of a shown node, innermost first (the parent map is built once per shown graph). */
function ancestors(shown: ShownGraph, id: string): string[] {
  let parents = parentMaps.get(shown);
  if (!parents) parentMaps.set(shown, (parents = new Map(shown.nodes.map((n) => [n.id, n.parent]))));
  const chain: string[] = [];
  for (let p = parents.get(id); p; p = parents.get(p)) chain.push(p);
  return chain;
}

/** How many entries of a sorted list are at most `value`. */
function countUpTo(sorted: readonly number[], value: number): number {
  let [low, high] = [0, sorted.length];
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid] <= value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** What a node's agents read at the playhead: their model calls so far and the input of each one's latest call. */
export interface NodeContext {
  calls: number;
  /** Messages the latest call of each agent on the node was sent, summed over its agents. */
  inputMessages: number;
  /** Those calls' `trace.modelCalls` indexes (for counting their input tokens). */
  latestCalls: number[];
}

/** What the diagram shows per node at any playhead, from one pass over the run. */
export interface PlaybackIndex {
  /**
   * Per shown node with model calls on it or inside it, up to and including the step: the calls and
   * the input of each agent's latest call (a folded team or aggregate sums over its agents).
   */
  contextAt(step: number): Map<string, NodeContext>;
  /** Model calls made up to and including the step, per shown node (a group counts its inner nodes' calls). */
  callsAt(step: number): Map<string, number>;
  /** Shown nodes that have run at or before the step (a group when any of its nodes has). */
  visitedAt(step: number): Set<string>;
}

/**
 * Indexes the run once per trace and diagram shape, so moving the playhead costs a lookup per node
 * rather than a pass over the run's steps and calls (a 24-agent run has thousands).
 */
export function playbackIndex(trace: Trace, shown: ShownGraph): PlaybackIndex {
  const callSteps = new Map<string, number[]>();
  const firstRun = new Map<string, number>();
  /** Per agent, its calls' steps and indexes, in run order. */
  const agentCalls = new Map<string, { steps: number[]; indexes: number[] }>();
  /** Per shown node, the agents whose calls are made on it or inside it. */
  const nodeAgents = new Map<string, Set<string>>();
  trace.modelCalls.forEach((call, index) => {
    const made = trace.steps[call.step];
    const id = made && shown.shownAs.get(stepNodeId(made));
    if (!id) return;
    const calls = agentCalls.get(call.agent) ?? { steps: [], indexes: [] };
    calls.steps.push(call.step);
    calls.indexes.push(index);
    agentCalls.set(call.agent, calls);
    for (const node of [id, ...ancestors(shown, id)]) {
      const list = callSteps.get(node) ?? [];
      list.push(call.step);
      callSteps.set(node, list);
      nodeAgents.set(node, (nodeAgents.get(node) ?? new Set()).add(call.agent));
    }
  });
  for (const list of callSteps.values()) list.sort((a, b) => a - b);
  // Calls sent in parallel (Send) may be recorded out of step order: order each agent's by step.
  for (const [agent, made] of agentCalls) {
    const order = made.steps.map((_, i) => i).sort((a, b) => made.steps[a] - made.steps[b]);
    agentCalls.set(agent, { steps: order.map((i) => made.steps[i]), indexes: order.map((i) => made.indexes[i]) });
  }
  for (const s of trace.steps) {
    const id = shown.shownAs.get(stepNodeId(s));
    if (!id) continue;
    for (const node of [id, ...ancestors(shown, id)]) if (!firstRun.has(node)) firstRun.set(node, s.index);
  }
  return {
    contextAt(step) {
      const context = new Map<string, NodeContext>();
      for (const [id, steps] of callSteps) {
        const calls = countUpTo(steps, step);
        if (!calls) continue;
        const latestCalls: number[] = [];
        for (const agent of nodeAgents.get(id)!) {
          const made = agentCalls.get(agent)!;
          const count = countUpTo(made.steps, step);
          if (count) latestCalls.push(made.indexes[count - 1]);
        }
        const inputMessages = latestCalls.reduce((sum, index) => sum + trace.modelCalls[index].input.length, 0);
        context.set(id, { calls, inputMessages, latestCalls });
      }
      return context;
    },
    callsAt(step) {
      const counts = new Map<string, number>();
      for (const [id, steps] of callSteps) {
        const count = countUpTo(steps, step);
        if (count) counts.set(id, count);
      }
      return counts;
    },
    visitedAt(step) {
      return new Set([...firstRun].filter(([, first]) => first <= step).map(([id]) => id));
    },
  };
}

/** Where a step's node sits for routing: a group that finished is at its own END node when drawn. */
function endpoint(shown: ShownGraph, id: string): string {
  const group = shown.nodes.find((n) => n.id === id && n.kind === "group" && !n.collapsed);
  const end = group && shown.nodes.find((n) => n.parent === id && n.name === "END");
  return end ? end.id : id;
}

/** Shortest path of shown edges from one node to another (at most `maxHops`), or []. */
export function edgePath(edges: readonly ShownEdge[], from: string, to: string, maxHops = 6): ShownEdge[] {
  if (from === to) return [];
  const previous = new Map<string, ShownEdge>();
  let frontier = [from];
  const seen = new Set([from]);
  for (let hop = 0; hop < maxHops && frontier.length; hop += 1) {
    const next: string[] = [];
    for (const node of frontier) {
      for (const edge of edges) {
        if (edge.source !== node || seen.has(edge.target)) continue;
        seen.add(edge.target);
        previous.set(edge.target, edge);
        if (edge.target === to) {
          const path: ShownEdge[] = [];
          for (let at = to; at !== from; at = previous.get(at)!.source) path.unshift(previous.get(at)!);
          return path;
        }
        next.push(edge.target);
      }
    }
    frontier = next;
  }
  return [];
}

/**
 * The tool call (by name) that handed control over before this step, if the hand-over had one: of
 * several (parallel hand-offs), the one naming `target`, else the last.
 */
export function handoffTool(trace: Trace, step: number, target?: string): string | undefined {
  const at = trace.steps[step];
  if (!at || step === 0) return undefined;
  // The top-level step just before this one, and the one before that, bound the hand-over's steps.
  const tops = [];
  for (let i = step - 1; i >= 0 && tops.length < 2; i -= 1) {
    const s = trace.steps[i];
    if (s.turn !== at.turn) break;
    if (s.namespace.length === 0 && s.kind === "node") tops.push(i);
  }
  if (tops.length === 0) return undefined;
  const from = tops.length > 1 ? tops[1] + 1 : trace.turns[at.turn]?.startStep ?? 0;
  // Updates can repeat the whole history (a supervisor's update does); only new messages count.
  const known = new Set(from > 0 ? trace.steps[from - 1].state : []);
  let lastAi: string | undefined;
  for (let i = from; i < step; i += 1) {
    for (const id of trace.steps[i].update) if (!known.has(id) && trace.messages[id]?.type === "ai") lastAi = id;
  }
  const calls = lastAi ? trace.messages[lastAi].toolCalls : undefined;
  if (!calls?.length) return undefined;
  return (target !== undefined ? calls.find((call) => call.name.endsWith(`_${target}`)) : undefined)?.name ?? calls[calls.length - 1].name;
}

/** The transition into a step: the edges the token travels and, for a hand-over, its tool. */
export interface Transition {
  /** Shown edge ids, in travel order. */
  edges: string[];
  /** The edge where control passes from one top-level node to another. */
  handoffEdge?: string;
  tool?: string;
}

/** The path from the previous step's node to this step's node on the shown graph. */
export function transitionInto(trace: Trace, step: number, shown: ShownGraph): Transition {
  const to = activeShownId(trace, step, shown);
  const before = trace.steps[step - 1];
  if (!to || !before || before.kind === "error" || trace.steps[step].kind === "input") return { edges: [] };
  const fromId = shown.shownAs.get(stepNodeId(before));
  if (!fromId) return { edges: [] };
  const path = edgePath(shown.edges, endpoint(shown, fromId), endpoint(shown, to));
  const top = (id: string): string => ancestors(shown, id).at(-1) ?? id;
  const crossing = path.find((edge) => top(edge.source) !== top(edge.target));
  const tool = crossing ? handoffTool(trace, step, shown.nodes.find((n) => n.id === top(to))?.name) : undefined;
  return {
    edges: path.map((edge) => edge.id),
    ...(crossing ? { handoffEdge: crossing.id } : {}),
    ...(tool ? { tool } : {}),
  };
}
