import { tokenUsageByAgent, type AgentTokens } from "./cost/tokenUsage";
import type { Knobs } from "./knobs";
import { playedScenario } from "./scenarios/generated";
import { scenarioKnobs } from "./scenarios/scenarioKnobs";
import type { Scenario } from "./scenarios/types";
import { contextAt, inputTotals, type TokenCounter } from "./trace/metrics";
import type { Trace, TraceError } from "./trace/types";

// The growth chart's plan: which runs make its points and what each point holds. Like sweepPlan.ts it
// loads no runtime, so the page plans the runs and a pool of engine workers makes them.

/** The parameters a growth chart can put on its x axis, each with the values it runs. */
export const GROWTH_AXES = {
  workers: [1, 2, 3, 4, 6, 8, 12, 16, 20, 24],
  toolCalls: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  turns: [1, 2, 3, 4, 5],
} as const satisfies Record<string, readonly number[]>;

/** A parameter on the x axis. */
export type GrowthAxis = keyof typeof GROWTH_AXES;

/** The x-axis parameters, in the order the chart offers them. */
export const GROWTH_AXIS_NAMES = Object.keys(GROWTH_AXES) as GrowthAxis[];

/** One line of the chart: a topology, or a knob setting of one, with the knobs that make it. */
export interface GrowthLine {
  id: string;
  knobs: Partial<Knobs>;
}

/**
 * The lines, in legend order. The first three are the picture seed 000 §8 could not draw: what
 * `full_history` costs against `last_message` and the subagents pattern as the work grows.
 */
export const GROWTH_LINES: readonly GrowthLine[] = [
  { id: "supervisor-full_history", knobs: { topology: "supervisor", outputMode: "full_history" } },
  { id: "supervisor-last_message", knobs: { topology: "supervisor", outputMode: "last_message" } },
  { id: "subagents", knobs: { topology: "subagents" } },
  { id: "supervisor-handrolled", knobs: { topology: "supervisor-handrolled" } },
  { id: "hierarchical", knobs: { topology: "hierarchical" } },
  { id: "swarm", knobs: { topology: "swarm" } },
];

/** One run of the chart: a line at one x value, with the whole knob setting it runs. */
export interface GrowthRun {
  line: string;
  x: number;
  knobs: Knobs;
}

/** What one point shows: the run's figures, or why it has none. */
export interface GrowthFigures {
  /** Shared messages at the end of the run. */
  messages: number;
  /** Characters of the shared messages at the end. */
  chars: number;
  /** Characters every model received, summed over all calls. */
  inputChars: number;
  /** o200k_base tokens every model call was billed for as input (framing and tool definitions included), summed over all calls. */
  inputTokens: number;
  /** The same calls' message texts alone, without framing or tool definitions. */
  contentTokens: number;
  modelCalls: number;
  /** Tokens in and out per agent (`tokenUsageByAgent`), so the page prices the run with the user's models and prices. */
  usage: Record<string, AgentTokens>;
  /** The topology's router (the trace's), which may run on a model of its own. */
  router?: string;
  outcome: Trace["outcome"]["status"];
  /** Why the run stopped, when it did not complete (a run over its budget, say). */
  error?: TraceError;
}

/** A point of a growth chart: its run and figures. */
export interface GrowthPoint extends GrowthFigures {
  line: string;
  x: number;
}

/**
 * Every run of a chart of `scenario` against `axis`: each line at each of the axis's values, with the
 * scenario's other parameters as `knobs` has them. Other knobs keep the scenario's own values.
 */
export function growthRuns(scenario: Scenario, knobs: Knobs, axis: GrowthAxis): GrowthRun[] {
  const base = playedScenario(scenario, knobs);
  return GROWTH_AXES[axis].flatMap((x) =>
    GROWTH_LINES.map((line) => ({
      line: line.id,
      x,
      knobs: scenarioKnobs(base, { ...line.knobs, [axis]: x }),
    })),
  );
}

/** The figures of one finished run, tokens counted with `count` (the app's o200k_base). */
export function growthFigures(trace: Trace, count: TokenCounter): GrowthFigures {
  const context = contextAt(trace);
  const input = inputTotals(trace, count);
  return {
    messages: context.messages,
    chars: context.chars,
    inputChars: input.chars,
    inputTokens: input.tokens,
    contentTokens: input.contentTokens,
    modelCalls: input.calls,
    usage: tokenUsageByAgent(trace, count),
    ...(trace.router ? { router: trace.router } : {}),
    outcome: trace.outcome.status,
    ...(trace.outcome.status === "error" ? { error: trace.outcome.error } : {}),
  };
}
