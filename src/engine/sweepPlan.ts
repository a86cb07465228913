import { KNOBS, knobChoices, makeKnobs, type KnobName, type Knobs, type TopologyId } from "./knobs";
import { knobApplies } from "./topologies";
import { scenarioKnobs } from "./scenarios/scenarioKnobs";
import type { Scenario } from "./scenarios/types";
import { contextAt, inputChars, inputTotals, modelCallsByAgent, topLevelPath, usageByAgent, type Composition, type TokenCounter } from "./trace/metrics";
import type { CheckStatus } from "./checks/verdict";
import type { Trace, TraceError } from "./trace/types";
import { boardOf, type Board } from "./guards/board";
import { tokenUsageByAgent, type AgentTokens } from "./cost/tokenUsage";
import type { HumanDecision } from "./hitl/humanRequest";
import { SCRIPT_EXHAUSTED } from "./model/errorNames";

/** One topology with one setting of its enum and boolean knobs. */
export interface SweepCombo {
  topology: TopologyId;
  /** The swept knobs' values (enum and boolean knobs that apply to this topology). */
  swept: Partial<Knobs>;
  /** The full knob setting the run uses. */
  knobs: Knobs;
}

/**
 * The decision a sweep answers every pause with: approve, every scenario's default decision (each
 * gate is written so that approving plays the path its seed walks through). The row says so.
 */
export const SWEEP_DECISION: HumanDecision = { type: "approve" };

/** How many pauses one sweep run answers; a run that asks more stays paused. */
export const SWEEP_DECISIONS_MAX = 16;

/** The options every sweep run is played with (in Node and in the sweep's workers alike). */
export function sweepRunOptions(): { decisions: HumanDecision[] } {
  return { decisions: Array.from({ length: SWEEP_DECISIONS_MAX }, () => SWEEP_DECISION) };
}

/** How a sweep row ended: as its run did, or `not-applicable` for a combination the scenario cannot play. */
export type SweepOutcome = Trace["outcome"]["status"] | "not-applicable";

/**
 * Why a scenario cannot play a combination: the setting calls on an agent the scenario gives no
 * script for (`hiddenCoordinator=true` asks for a coordinator that ping-pong never scripts).
 */
export interface NotPlayable {
  reason: "no-script";
  agent: string;
}

/** One row of a sweep: the figures of one run. */
export interface SweepRow {
  topology: TopologyId;
  /** Every knob that applies to the topology (except `topology`), with the value this run used. */
  knobs: Partial<Knobs>;
  /** The enum/boolean knobs this sweep varied, with their values here. */
  swept: Partial<Knobs>;
  /** Top-level node names, all turns in order. */
  path: string[];
  /** Shared messages at the end of the run. */
  messages: number;
  composition: Composition;
  chars: number;
  /** Model calls keyed by agent. */
  modelCalls: Record<string, number>;
  /** The name the topology gives its router (the trace's `router`); null without one. */
  router: string | null;
  /** The router's model calls; null for topologies without a router. */
  routerCalls: number | null;
  totalCalls: number;
  /** Characters the router's model received, summed over its calls; null without a router. */
  routerInputChars: number | null;
  /** Characters every model received, summed over all calls. */
  inputChars: number;
  /**
   * Tokens every model call was billed for as input (messages in the chat format, tool calls, the
   * definitions of the tools offered), summed over all calls; null when the sweep had no tokenizer.
   */
  inputTokens: number | null;
  /** The same calls' message texts alone (no framing, no tool definitions); null without a tokenizer. */
  contentTokens: number | null;
  /** Input and output tokens per agent, as billed (for the cost at any price); null without a tokenizer. */
  tokens: Record<string, AgentTokens> | null;
  outcome: SweepOutcome;
  /** Set when the outcome is `not-applicable`: why the scenario cannot play this combination. */
  notApplicable?: NotPlayable;
  /** The pauses the sweep answered, and with what ({@link SWEEP_DECISION}). */
  decided?: { decision: HumanDecision["type"]; pauses: number };
  error?: TraceError;
  /** Per user turn, for multi-turn scenarios. */
  turns?: { input: string; path: string[] }[];
  /** Every check's status on this run, by check id (the trace's `checks`). */
  checks: Record<string, CheckStatus>;
  /** Seed 003's board for the guarded topologies: the centre's figures or the handoffs'. */
  board?: Board;
}

function knobNames(): KnobName[] {
  return Object.keys(KNOBS) as KnobName[];
}

/** The enum/boolean knobs a sweep varies for a topology. */
export function sweptKnobs(topology: TopologyId): KnobName[] {
  return knobNames().filter(
    (name) => name !== "topology" && knobApplies(name, topology) && KNOBS[name].meta.swept !== false && knobChoices(name) !== undefined,
  );
}

/** Default first, so each topology's first row is the setting the scenario opens with. */
function defaultFirst(values: readonly unknown[], current: unknown): unknown[] {
  return [current, ...values.filter((value) => value !== current)];
}

/**
 * Every topology of the scenario times every combination of the enum/boolean knobs that apply to
 * it. Other knobs keep the scenario's value (or the default).
 */
export function sweepCombos(scenario: Scenario, topologies: readonly TopologyId[] = scenario.topologies): SweepCombo[] {
  const combos: SweepCombo[] = [];
  for (const topology of topologies) {
    const base = scenarioKnobs(scenario, { topology });
    const swept = sweptKnobs(topology);
    let settings: Partial<Knobs>[] = [{}];
    for (const name of swept) {
      const values = defaultFirst(knobChoices(name)!, base[name]);
      settings = settings.flatMap((setting) => values.map((value) => ({ ...setting, [name]: value })));
    }
    for (const setting of settings) combos.push({ topology, swept: setting, knobs: makeKnobs({ ...base, ...setting }) });
  }
  return combos;
}

/**
 * What a sweep worker runs while it warms up: the setting on screen, then every other topology of the
 * scenario at its first sweep row, so each graph's code is loaded and compiled before a sweep asks for
 * its rows (a sweep opened after a knob change, two builds alternating, six each: median 3,235 ->
 * 2,870 ms).
 */
export function warmUpRuns(scenario: Scenario, onScreen: Partial<Knobs>): Partial<Knobs>[] {
  const topology = scenarioKnobs(scenario, onScreen).topology;
  const firstRows = sweepCombos(scenario).filter((combo, i, all) => combo.topology !== topology && combo.topology !== all[i - 1]?.topology);
  return [onScreen, ...firstRows.map((combo) => combo.knobs)];
}

/**
 * The agent a run could not play because the scenario has no script for it: a run that ended in
 * `ScriptExhaustedError` on that agent's first call (an agent that ran out later is a real error).
 */
export function unplayable(trace: Trace): NotPlayable | undefined {
  if (trace.outcome.status !== "error") return undefined;
  const call = trace.modelCalls.find((c) => c.error === SCRIPT_EXHAUSTED && c.callNumber === 1);
  return call ? { reason: "no-script", agent: call.agent } : undefined;
}

function outcomeFields(trace: Trace): Pick<SweepRow, "outcome" | "notApplicable" | "decided" | "error"> {
  const notApplicable = unplayable(trace);
  if (notApplicable) return { outcome: "not-applicable", notApplicable };
  const pauses = trace.steps.filter((step) => step.interrupt?.resume !== undefined).length;
  return {
    outcome: trace.outcome.status,
    ...(pauses ? { decided: { decision: SWEEP_DECISION.type, pauses } } : {}),
    ...(trace.outcome.status === "error" ? { error: trace.outcome.error } : {}),
  };
}

/** The figures of one finished run, as a sweep row. */
export function sweepRow(combo: SweepCombo, trace: Trace, multiTurn: boolean, count?: TokenCounter): SweepRow {
  const context = contextAt(trace);
  const modelCalls = modelCallsByAgent(trace);
  const router = trace.router;
  const applied = knobNames().filter((name) => name !== "topology" && knobApplies(name, combo.topology));
  return {
    topology: combo.topology,
    knobs: Object.fromEntries(applied.map((name) => [name, combo.knobs[name]])) as Partial<Knobs>,
    swept: combo.swept,
    path: topLevelPath(trace),
    messages: context.messages,
    composition: context.composition,
    chars: context.chars,
    modelCalls,
    router: router ?? null,
    routerCalls: router ? (modelCalls[router] ?? 0) : null,
    totalCalls: Object.values(modelCalls).reduce((sum, n) => sum + n, 0),
    routerInputChars: router ? (usageByAgent(trace)[router]?.inputChars ?? 0) : null,
    inputChars: inputChars(trace),
    ...inputTokenFields(trace, count),
    tokens: count ? tokenUsageByAgent(trace, count) : null,
    ...outcomeFields(trace),
    ...(multiTurn ? { turns: trace.turns.map((turn) => ({ input: turn.input, path: turn.path })) } : {}),
    checks: Object.fromEntries(trace.checks.map((check) => [check.id, check.status])),
    ...boardField(trace, count),
  };
}

function inputTokenFields(trace: Trace, count?: TokenCounter): { inputTokens: number | null; contentTokens: number | null } {
  if (!count) return { inputTokens: null, contentTokens: null };
  const totals = inputTotals(trace, count);
  return { inputTokens: totals.tokens, contentTokens: totals.contentTokens };
}

function boardField(trace: Trace, count?: TokenCounter): { board?: Board } {
  const board = boardOf(trace, { countTokens: count });
  return board ? { board } : {};
}
