import { contextAt, tokensAt, usageByAgent, type AgentUsage, type Composition, type TokenCounter } from "../../engine/trace/metrics";
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

/** The metrics bar's numbers at a step, from the pure trace metrics. */
export function metricsView(trace: Trace, step: number, countTokens?: TokenCounter): MetricsView {
  const context = contextAt(trace, step);
  const usage = usageByAgent(trace, step);
  const agents = Object.entries(usage).map(([agent, u]) => ({ agent, ...u }));
  return {
    messages: context.messages,
    chars: context.chars,
    tokens: countTokens ? tokensAt(trace, countTokens, step) : undefined,
    llmCalls: agents.reduce((sum, row) => sum + row.calls, 0),
    segments: compositionSegments(context.composition),
    agents,
  };
}
