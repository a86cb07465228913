import { compareFigures, headlineFigures, type FigureDelta } from "../../engine/trace/compare";
import { buildFailed } from "../../engine/trace/meantGraph";
import { composition, type AgentUsage, type Composition, type TokenCounter } from "../../engine/trace/metrics";
import { stepFigures, tokensPerStep } from "../../engine/trace/perStep";
import type { MessageType, Trace } from "../../engine/trace/types";
import { MESSAGE_TYPES } from "./typeStyles";

/** One segment of the composition bar. */
export interface CompositionSegment {
  type: MessageType;
  count: number;
  /** Share of the messages, 0..100. */
  percent: number;
}

/** The composition as bar segments in the fixed type order; zero-count types have 0%. */
export function compositionSegments(composition: Composition): CompositionSegment[] {
  const total = MESSAGE_TYPES.reduce((sum, type) => sum + composition[type], 0);
  return MESSAGE_TYPES.map((type) => ({
    type,
    count: composition[type],
    percent: total === 0 ? 0 : (composition[type] / total) * 100,
  }));
}

/** One agent's row in the usage table. */
export interface AgentUsageRow extends AgentUsage {
  agent: string;
}

/** Everything the metrics bar shows at a step. */
export interface MetricsView {
  messages: number;
  chars: number;
  /** Undefined until a tokenizer is available. */
  tokens?: number;
  /** Model calls of every agent up to and including the step. */
  llmCalls: number;
  segments: CompositionSegment[];
  /** Per agent, in order of first call. */
  agents: AgentUsageRow[];
}

/**
 * The metrics bar's numbers at a step, read from the run's per-step figures (computed once per
 * trace), so playing a long run costs the same per frame as a short one.
 */
export function metricsView(trace: Trace, step: number, countTokens?: TokenCounter): MetricsView {
  const figures = stepFigures(trace);
  const at = Math.min(Math.max(step, 0), trace.steps.length - 1);
  const agents = Object.entries(figures.usage[at] ?? {}).map(([agent, u]) => ({ agent, ...u }));
  return {
    messages: trace.steps[at]?.state.length ?? 0,
    chars: figures.chars[at] ?? 0,
    tokens: countTokens ? (tokensPerStep(trace, countTokens)[at] ?? 0) : undefined,
    llmCalls: agents.reduce((sum, row) => sum + row.calls, 0),
    segments: compositionSegments(figures.composition[at] ?? composition([])),
    agents,
  };
}

/** The shrink (or growth) a knob change made: the shared messages at the end of the run before it and after it. */
export interface ShrinkView extends FigureDelta {
  /** The delta as the headline reads it: `16 → 12 · −4 · −25%` (real minus signs). */
  text: string;
}

/**
 * The previous run's end against this run's end, in shared messages; undefined without a previous
 * run, or when either graph never built (nothing was measured to compare).
 */
export function shrinkView(previous: Trace | undefined, trace: Trace): ShrinkView | undefined {
  if (!previous || buildFailed(previous) || buildFailed(trace)) return undefined;
  const figure = compareFigures(headlineFigures(previous), headlineFigures(trace)).messages;
  const sign = (n: number) => (n > 0 ? "+" : n < 0 ? "\u2212" : "±");
  const parts = [`${figure.a} → ${figure.b}`, `${sign(figure.delta)}${Math.abs(figure.delta)}`];
  if (figure.percent !== undefined) parts.push(`${sign(figure.percent)}${Math.abs(figure.percent)}%`);
  return { ...figure, text: parts.join(" · ") };
}
