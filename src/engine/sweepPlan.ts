import { KNOBS, makeKnobs, type KnobName, type Knobs, type TopologyId } from "./knobs";
import { knobApplies } from "./topologies";
import { knobChoices } from "./knobSchema";
import { scenarioKnobs } from "./scenarios/scenarioKnobs";
import type { Scenario } from "./scenarios/types";
import { contextAt, inputTotals, modelCallsByAgent, topLevelPath, usageByAgent, type Composition, type TokenCounter } from "./trace/metrics";
import { type CheckStatus } from "./checks";
import { failingChecks } from "./checks/failingChecks";
import type { Trace, TraceError } from "./trace/types";
import { boardOf, type Board } from "./guards/board";
import { tokenUsageByAgent, type AgentTokens } from "./cost/tokenUsage";

/** One topology with one setting of its enum and boolean knobs. */
export interface SweepCombo {
  topology: TopologyId;
  /** The swept knobs' values (enum and boolean knobs that apply to this topology). */
  swept: Partial<Knobs>;
  /** The full knob setting the run uses. */
  knobs: Knobs;
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
  /** Tokens every model received, summed over all calls; null when the sweep had no tokenizer. */
  inputTokens: number | null;
  /** Input and output tokens per agent, as billed (for the cost at any price); null without a tokenizer. */
  tokens: Record<string, AgentTokens> | null;
  outcome: Trace["outcome"]["status"];
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
    inputChars: inputTotals(trace, () => 0).chars,
    inputTokens: count ? inputTotals(trace, count).tokens : null,
    tokens: count ? tokenUsageByAgent(trace, count) : null,
    outcome: trace.outcome.status,
    ...(trace.outcome.status === "error" ? { error: trace.outcome.error } : {}),
    ...(multiTurn ? { turns: trace.turns.map((turn) => ({ input: turn.input, path: turn.path })) } : {}),
    checks: Object.fromEntries(trace.checks.map((check) => [check.id, check.status])),
    ...boardField(trace, count),
  };
}

function boardField(trace: Trace, count?: TokenCounter): { board?: Board } {
  const board = boardOf(trace, { countTokens: count });
  return board ? { board } : {};
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

function pathText(row: SweepRow): string {
  if (row.turns) return row.turns.map((turn, i) => `${i + 1}: ${turn.path.join(" → ")}`).join(" ‖ ");
  return row.path.join(" → ");
}


/** A board in one cell: the supervisor's four figures or the swarm's. */
export function boardText(board: Board): string {
  if (board.kind === "centre") {
    const tokens = board.centreInputTokens === undefined ? "" : ` / ${board.centreInputTokens} tok`;
    return `centre in ${board.centreInputChars} chars${tokens} · timeouts ${board.workerTimeouts} · re-dispatches ${board.redispatches} · centre tools ${board.centreToolListSize}`;
  }
  return `hops ${board.hops} · returns ${board.returnsToSameAgent} · tools after handoff [${board.toolListAfterHandoff.join(", ")}] · payload bytes [${board.payloadBytes.join(", ")}]`;
}

/** A markdown table of sweep rows: one line per topology and knob setting, a column per failing check, and seed 003's board. */
export function formatSweepTable(rows: readonly SweepRow[]): string {
  const checks = failingChecks(rows);
  const boards = rows.some((row) => row.board);
  const header = ["topology", "knobs", "node path", "shared messages", "composition (human/ai/tool/system)", "characters", "model calls (router/total)", "router input chars", "input tokens (all calls)", "outcome", ...checks, ...(boards ? ["board (seed 003)"] : [])];
  const lines = [`| ${header.join(" | ")} |`, `|${header.map(() => "---").join("|")}|`];
  for (const row of rows) {
    const c = row.composition;
    const knobs = Object.entries(row.swept).map(([name, value]) => `${name}=${String(value)}`).join(", ");
    const outcome = row.error ? `error: ${row.error.name}` : row.outcome;
    const values = [
      row.topology,
      knobs || "—",
      pathText(row),
      String(row.messages),
      `${c.human}/${c.ai}/${c.tool}/${c.system}`,
      String(row.chars),
      `${row.routerCalls ?? "—"}/${row.totalCalls}`,
      String(row.routerInputChars ?? "—"),
      String(row.inputTokens ?? "—"),
      outcome,
      ...checks.map((id) => row.checks[id] ?? "—"),
      ...(boards ? [row.board ? boardText(row.board) : "—"] : []),
    ];
    lines.push(`| ${values.map(cell).join(" | ")} |`);
  }
  return lines.join("\n");
}
