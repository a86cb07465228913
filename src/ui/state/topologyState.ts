import type { RouteDecision, RoutePlan } from "../../engine/topologies/routerCritic";
import type { TopologyId } from "../../engine/knobs";
import { TOPOLOGIES } from "../../engine/topologies";
import { foldExtra } from "../../engine/trace/extraState";
import type { Trace } from "../../engine/trace/types";

/** The topology's own state keys (beyond `messages`) as they stand at the playhead. */
export interface StateAtStep {
  /** The turn the playhead is in. */
  turn: number;
  /** Each key's latest value in this turn, up to and including the playhead. */
  values: Record<string, unknown>;
  /** Keys the step at the playhead itself wrote. */
  changed: string[];
}

/**
 * The extra state at the playhead: for each key, the value the latest step of the current turn (up
 * to the playhead) wrote, or for a key the topology merges (deepagents' files) all of them folded in. Steps record only the keys their node returned, so a key keeps its value
 * until a later step writes it. Only the current turn counts because every topology that records
 * extra state resets those keys with each turn's input (see their `inputFor`), and the input step
 * itself records none. `undefined` when nothing has been written yet in this turn.
 */
export function stateAtStep(trace: Trace, step: number): StateAtStep | undefined {
  const at = trace.steps[Math.min(Math.max(step, 0), trace.steps.length - 1)];
  if (!at) return undefined;
  const inTurn = trace.steps.filter((s) => s.index <= at.index && s.turn === at.turn);
  const values = foldExtra(inTurn, TOPOLOGIES[trace.knobs.topology].state);
  if (Object.keys(values).length === 0) return undefined;
  return { turn: at.turn, values, changed: Object.keys(at.extra ?? {}) };
}

/** Whether any step of the run recorded extra state (the panel is hidden otherwise). */
export function hasExtraState(trace: Trace): boolean {
  return trace.steps.some((s) => s.extra && Object.keys(s.extra).length > 0);
}

/** The JSON-dispatch supervisor's blackboard, read from the state. */
export interface DispatchView {
  history: string[];
  next?: string | null;
  finalAnswer?: string | null;
  /** The turn ended at the max_iter gate: an answer was set while the history had reached max_iter. */
  stoppedAtMaxIter: boolean;
  maxIter: number;
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === "string");
const optString = (v: unknown): string | null | undefined => (typeof v === "string" || v === null ? v : undefined);

/**
 * The dispatch view, or `undefined` when the state has no `dispatch_history`. The supervisor node
 * checks `history.length >= maxIter` before asking its model, and only that check sets an answer
 * with a history that long, so the stop is read off the state rather than off the message text.
 */
export function dispatchView(values: Record<string, unknown>, maxIter: number): DispatchView | undefined {
  if (!("dispatch_history" in values) && !("final_answer" in values)) return undefined;
  const history = isStringArray(values.dispatch_history) ? values.dispatch_history : [];
  const finalAnswer = optString(values.final_answer);
  return {
    history,
    next: optString(values.next),
    finalAnswer,
    stoppedAtMaxIter: typeof finalAnswer === "string" && history.length >= maxIter,
    maxIter,
  };
}

/** One step the router's model proposed for a plan, with what the critic made of it. */
export interface PlanRow {
  agent: string;
  confidence?: number;
  reasoning?: string;
  /** kept: in the valid prefix; cut: the first bad step; dropped: after the cut. */
  status: "kept" | "cut" | "dropped";
}

/** The router's state: the model's raw proposal, the critic's decision or plan. */
export interface RouterView {
  proposal?: Record<string, unknown> | null;
  /** What the model proposed as a single agent (before the critic), if it did. */
  proposedAgent?: string;
  proposedConfidence?: number;
  decision?: RouteDecision | null;
  plan?: RoutePlan | null;
  /** The proposed plan's steps with the critic's cut applied, when there is a plan. */
  planRows?: PlanRow[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

function isDecision(v: unknown): v is RouteDecision {
  return isRecord(v) && (typeof v.agent === "string" || v.agent === null) && typeof v.confidence === "number" && isStringArray(v.alternatives);
}

function isPlan(v: unknown): v is RoutePlan {
  return isRecord(v) && Array.isArray(v.steps) && v.steps.every(isDecision) && typeof v.proposed === "number" && (typeof v.cutAt === "number" || v.cutAt === null);
}

/**
 * The router view, or `undefined` when the state has none of the router's keys. Plan rows come from
 * the proposal's steps, so the steps the critic dropped stay visible next to the ones it kept.
 */
export function routerView(values: Record<string, unknown>): RouterView | undefined {
  if (!("proposal" in values) && !("decision" in values) && !("plan" in values)) return undefined;
  const proposal = isRecord(values.proposal) ? values.proposal : values.proposal === null ? null : undefined;
  const view: RouterView = {
    proposal,
    decision: isDecision(values.decision) ? values.decision : values.decision === null ? null : undefined,
    plan: isPlan(values.plan) ? values.plan : values.plan === null ? null : undefined,
  };
  if (proposal && typeof proposal.agent === "string") {
    view.proposedAgent = proposal.agent;
    if (typeof proposal.confidence === "number") view.proposedConfidence = proposal.confidence;
  }
  if (view.plan) {
    const raw = proposal && Array.isArray(proposal.steps) ? proposal.steps : view.plan.steps;
    const { cutAt } = view.plan;
    view.planRows = raw.map((step, i) => {
      const record = isRecord(step) ? step : {};
      return {
        agent: typeof record.agent === "string" ? record.agent : JSON.stringify(step),
        ...(typeof record.confidence === "number" ? { confidence: record.confidence } : {}),
        ...(typeof record.reasoning === "string" ? { reasoning: record.reasoning } : {}),
        status: cutAt === null || i < cutAt ? "kept" : i === cutAt ? "cut" : "dropped",
      };
    });
  }
  return view;
}

/** Keys the topology's dedicated view shows (its descriptor's `state`); anything else is listed as plain JSON. */
export function viewedKeys(topology: TopologyId): ReadonlySet<string> {
  const { keys, view } = TOPOLOGIES[topology].state;
  return new Set(view ? keys : []);
}

/** One hand-over of the active agent: who had it, who took it, at which step. */
export interface Handover {
  from?: string;
  to: string;
  step: number;
}

/** The topology's active agent at the playhead, and every hand-over of it up to there. */
export interface ActiveAgentView {
  active: string;
  log: Handover[];
}

/**
 * The active agent (the swarm's `activeAgent`, which the checkpointer carries into the next turn)
 * at the playhead, and its hand-over log over the whole run so far (turns included: that the second
 * turn starts with the agent the first one ended on is the lesson). `undefined` for topologies
 * without one, or before the first step that set it.
 */
export function activeAgentView(trace: Trace, step: number): ActiveAgentView | undefined {
  let active: string | undefined;
  const log: Handover[] = [];
  for (const s of trace.steps) {
    if (s.index > step) break;
    if (s.activeAgent === undefined || s.activeAgent === active) continue;
    log.push({ ...(active !== undefined ? { from: active } : {}), to: s.activeAgent, step: s.index });
    active = s.activeAgent;
  }
  return active === undefined ? undefined : { active, log };
}
