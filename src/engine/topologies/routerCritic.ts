/**
 * Seed 004's router decision record and its critic, as pure functions (no runtime imports), so the
 * verdicts can be tested alone and the router topology only wires them into a graph.
 */

/** A routing decision: a suggestion only; nothing is executed from it. */
export interface RouteDecision {
  /** The chosen agent; null means "unsure" (a person picks). */
  agent: string | null;
  confidence: number;
  reasoning: string;
  /** Other agents worth considering, best first. */
  alternatives: string[];
}

/** A multi-step plan after the critic: the valid prefix, and where and why it was cut. */
export interface RoutePlan {
  steps: RouteDecision[];
  /** Steps the model proposed (before the max-steps cut). */
  proposed: number;
  /** 0-based index of the first rejected step, or null when every step passed. */
  cutAt: number | null;
  cutReason?: string;
}

/** Most steps a plan may have; longer plans are cut to this many (seed 004's `max_steps`). */
export const MAX_PLAN_STEPS = 5;

/** A decision record from a model's parsed JSON; missing fields get safe values. */
export function decisionFrom(parsed: Record<string, unknown>): RouteDecision {
  const confidence = Number(parsed.confidence);
  return {
    agent: typeof parsed.agent === "string" ? parsed.agent : null,
    confidence: Number.isFinite(confidence) ? confidence : 0,
    reasoning: typeof parsed.reasoning === "string" ? parsed.reasoning : "",
    alternatives: Array.isArray(parsed.alternatives) ? parsed.alternatives.filter((a): a is string => typeof a === "string") : [],
  };
}

/** The "unsure" record every failure path returns (seed 004's `_unsure`). */
export function unsure(reasoning: string): RouteDecision {
  return { agent: null, confidence: 0, reasoning, alternatives: [] };
}

/**
 * Seed 004's `_critic_validate`: an agent outside the registry becomes "unsure" (confidence 0,
 * keeping only alternatives that exist); a confidence below the threshold becomes "unsure" with the
 * guess kept first among the alternatives, so a person can pick it back. Anything else passes.
 */
export function criticValidate(decision: RouteDecision, registry: readonly string[], threshold: number): RouteDecision {
  if (decision.agent === null) return decision;
  if (!registry.includes(decision.agent)) {
    return {
      agent: null,
      confidence: 0,
      reasoning: `LLM 选 ${decision.agent} 不在 registry · fallback unsure`,
      alternatives: decision.alternatives.filter((a) => registry.includes(a)),
    };
  }
  if (decision.confidence < threshold) {
    return {
      agent: null,
      confidence: decision.confidence,
      reasoning: `confidence ${decision.confidence.toFixed(2)} < ${threshold} · 不自信 · 工程师手挑`,
      alternatives: [decision.agent, ...decision.alternatives.filter((a) => a !== decision.agent)],
    };
  }
  return decision;
}

/**
 * Seed 004's `route_chain` loop: at most {@link MAX_PLAN_STEPS} steps, each through the critic; the
 * first step that is not an object or comes back "unsure" cuts the plan, and the valid prefix stays.
 */
export function criticPlan(stepsRaw: readonly unknown[], registry: readonly string[], threshold: number): RoutePlan {
  const steps: RouteDecision[] = [];
  const limited = stepsRaw.slice(0, MAX_PLAN_STEPS);
  for (const [index, raw] of limited.entries()) {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      return { steps, proposed: stepsRaw.length, cutAt: index, cutReason: `第 ${index + 1} 步不是对象 · 截断` };
    }
    const checked = criticValidate(decisionFrom(raw as Record<string, unknown>), registry, threshold);
    if (checked.agent === null) {
      return { steps, proposed: stepsRaw.length, cutAt: index, cutReason: `第 ${index + 1} 步: ${checked.reasoning} · 截断，保留前 ${index} 步` };
    }
    steps.push(checked);
  }
  const cutAt = stepsRaw.length > MAX_PLAN_STEPS ? MAX_PLAN_STEPS : null;
  return cutAt === null ? { steps, proposed: stepsRaw.length, cutAt } : { steps, proposed: stepsRaw.length, cutAt, cutReason: `超过 max_steps=${MAX_PLAN_STEPS} · 截断` };
}

/** One line a person reads for a decision. */
export function describeDecision(decision: RouteDecision): string {
  const alternatives = decision.alternatives.length ? ` · 备选: ${decision.alternatives.join(", ")}` : "";
  if (decision.agent === null) return `unsure (confidence ${decision.confidence.toFixed(2)}) · ${decision.reasoning}${alternatives}`;
  return `建议交给 ${decision.agent} (confidence ${decision.confidence.toFixed(2)}) · ${decision.reasoning}${alternatives}`;
}
