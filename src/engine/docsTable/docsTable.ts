import type { Knobs, TopologyId } from "../knobs";
import { TOPOLOGIES, TOPOLOGY_IDS } from "../topologies";
import { callsPerTurn, inputTotals, type TokenCounter } from "../trace/metrics";
import type { Trace } from "../trace/types";
import {
  DOCS_DIFFERENCE_REASONS,
  DOCS_FIGURES,
  DOCS_PATTERNS,
  DOCS_POINTED,
  DOCS_PROSE,
  DOCS_SCENARIOS,
  type DocsDifferenceReason,
  type DocsPattern,
  type DocsPointed,
  type DocsScenarioId,
} from "./docsFigures";
import type { DocsMatrixRow, MatrixBasis } from "./docsGuide";

/**
 * A row of the docs table: one of the docs' patterns, the stateful router variant the docs suggest,
 * or what the page points to without figures (Deep Agents).
 */
export type DocsRowId = DocsPattern | "router-as-tool" | DocsPointed;

/** The rows: the patterns in the docs' order, the stateful router, then what the page points to. */
export const DOCS_ROWS: readonly DocsRowId[] = [...DOCS_PATTERNS, "router-as-tool", ...DOCS_POINTED];

/** Whether a row is one of the docs' patterns (the rows the docs give figures for). */
export function isDocsPattern(row: DocsRowId): row is DocsPattern {
  return (DOCS_PATTERNS as readonly DocsRowId[]).includes(row);
}

/** The flows the table measures: as the docs draw them (what the docs' figures are held against), then batched. */
export const DOCS_FLOWS: readonly Knobs["flow"][] = ["drawn", "batched"];

/** One run the table needs: a row on a scenario in one flow, with the knobs that make it. */
export interface DocsRun {
  row: DocsRowId;
  scenarioId: DocsScenarioId;
  flow: Knobs["flow"];
  knobs: Partial<Knobs>;
}

/** The topology whose descriptor says it builds a docs pattern, or what the page points to (`docs.pattern`). */
function topologyOf(pattern: DocsPattern | DocsPointed): TopologyId {
  const id = TOPOLOGY_IDS.find((topology) => TOPOLOGIES[topology].docs?.pattern === pattern);
  if (!id) throw new Error(`No topology builds the docs' ${pattern} pattern.`);
  return id;
}

/** The knobs of a row's runs: its pattern's topology, or for the stateful row that topology's `docs.stateful` knobs. */
function rowKnobs(row: DocsRowId): Partial<Knobs> {
  if (row !== "router-as-tool") return { topology: topologyOf(row) };
  const topology = topologyOf("Router");
  return { topology, ...TOPOLOGIES[topology].docs?.stateful };
}

/** Every run of the table: each row on each of the docs' scenarios (each scenario plays every row's topology), in each flow. */
export function docsRuns(): DocsRun[] {
  return DOCS_FLOWS.flatMap((flow) => DOCS_SCENARIOS.flatMap((scenarioId) => DOCS_ROWS.map((row) => ({ row, scenarioId, flow, knobs: { ...rowKnobs(row), flow } }))));
}

/** The cells of the drawn flows: the ones the docs' figures, the matrix and the notes are held against. */
export function drawnCells(cells: readonly MeasuredCell[]): MeasuredCell[] {
  return cells.filter((cell) => cell.flow === "drawn");
}

/** What one run measured. */
export interface MeasuredCell extends DocsRun {
  callsPerTurn: number[];
  totalCalls: number;
  /** Tokens every model call was billed for as input (framing and tool definitions included), summed over all calls. */
  inputTokens: number;
  /** The same calls' message texts alone, without framing or tool definitions. */
  contentTokens: number;
  /** Whether any call of the run was offered tools (then `inputTokens` holds their definitions). */
  toolsOffered: boolean;
  inputChars: number;
  outcome: Trace["outcome"]["status"];
  /** The run's last step, where a link to the run opens its playhead. */
  lastStep: number;
}

/** The measured figures of one run. */
export function measuredCell(run: DocsRun, trace: Trace, count: TokenCounter): MeasuredCell {
  const totals = inputTotals(trace, count);
  return { ...run, callsPerTurn: callsPerTurn(trace), totalCalls: totals.calls, inputTokens: totals.tokens, contentTokens: totals.contentTokens, toolsOffered: trace.modelCalls.some((call) => call.tools.length > 0), inputChars: totals.chars, outcome: trace.outcome.status, lastStep: trace.steps.length - 1 };
}

/**
 * One line of the table's notes: where the docs' prose does not follow from their own table, or a
 * run does not give the docs' figure. Codes and numbers only; the UI words them.
 */
export type DocsNote =
  /** The prose's percentage for subagents' token saving over skills, and what the table's tokens give. */
  | { code: "prose-token-saving"; claimed: number; fromTable: number }
  /** The prose's saving on follow-ups, and what the table's calls give against subagents and the router. */
  | { code: "prose-follow-up-saving"; claimed: readonly [number, number]; turnTwoVsSubagents: number; turnTwoVsRouter: number; bothTurnsVsSubagents: number; bothTurnsVsRouter: number }
  /** A row of the docs' "Choosing a pattern" matrix whose measured figure favours other patterns than the docs tick. */
  | { code: "matrix-differs"; row: DocsMatrixRow; docs: readonly DocsPattern[]; measured: readonly DocsPattern[]; basis: MatrixBasis }
  /** The multi-domain order of the patterns (fewest tokens first) changes once framing and tool definitions are counted. */
  | { code: "order-with-definitions"; scenarioId: DocsScenarioId; contentOrder: readonly DocsPattern[]; billedOrder: readonly DocsPattern[] }
  /**
   * A cell whose run does not give the docs' figure: its calls differ, or its input tokens are more
   * than a quarter off (the docs round to ~1K); each with the docs' and the measured number.
   */
  | {
      code: "cell-differs";
      scenarioId: DocsScenarioId;
      pattern: DocsPattern;
      calls?: { docs: number; docsAtLeast: boolean; measured: number };
      tokens?: { docs: number; measured: number };
      reasons: readonly DocsDifferenceReason[];
    }
  /** The docs' advice that a router wrapped as a tool of a stateful agent saves calls, against the runs. */
  | { code: "stateful-router"; scenarioId: DocsScenarioId; stateless: number; asTool: number };

const percent = (saved: number, of: number): number => Math.round((saved / of) * 100);
/** Beyond this relative difference a token figure counts as not matching (the docs round to ~1K). */
const TOKEN_TOLERANCE = 0.25;

/** Notes on the docs' own arithmetic: they hold whatever the runs give. */
export function docsArithmeticNotes(): DocsNote[] {
  const notes: DocsNote[] = [];
  const multi = DOCS_FIGURES["docs-multi-domain"];
  const fromTable = percent(multi.Skills.tokens! - multi.Subagents.tokens!, multi.Skills.tokens!);
  if (fromTable !== DOCS_PROSE.subagentsFewerTokensPercent) notes.push({ code: "prose-token-saving", claimed: DOCS_PROSE.subagentsFewerTokensPercent, fromTable });

  const repeat = DOCS_FIGURES["docs-repeat"];
  const turnTwo = (pattern: DocsPattern) => repeat[pattern].callsPerTurn![1];
  const savings = {
    turnTwoVsSubagents: percent(turnTwo("Subagents") - turnTwo("Handoffs"), turnTwo("Subagents")),
    turnTwoVsRouter: percent(turnTwo("Router") - turnTwo("Handoffs"), turnTwo("Router")),
    bothTurnsVsSubagents: percent(repeat.Subagents.totalCalls - repeat.Handoffs.totalCalls, repeat.Subagents.totalCalls),
    bothTurnsVsRouter: percent(repeat.Router.totalCalls - repeat.Handoffs.totalCalls, repeat.Router.totalCalls),
  };
  const [low, high] = DOCS_PROSE.followUpSavingPercent;
  if (Object.values(savings).some((value) => value < low || value > high)) notes.push({ code: "prose-follow-up-saving", claimed: DOCS_PROSE.followUpSavingPercent, ...savings });
  return notes;
}

/** Notes where the measured runs do not give the docs' figures. */
export function docsMeasuredNotes(cells: readonly MeasuredCell[]): DocsNote[] {
  const notes: DocsNote[] = [];
  for (const cell of cells) {
    if (!isDocsPattern(cell.row)) continue;
    const docs = DOCS_FIGURES[cell.scenarioId][cell.row];
    const reasons = DOCS_DIFFERENCE_REASONS[cell.scenarioId]?.[cell.row] ?? [];
    const callsMatch = docs.callsAtLeast ? cell.totalCalls >= docs.totalCalls : cell.totalCalls === docs.totalCalls;
    const tokensMatch = docs.tokens === undefined || Math.abs(cell.inputTokens - docs.tokens) <= docs.tokens * TOKEN_TOLERANCE;
    if (callsMatch && tokensMatch) continue;
    notes.push({
      code: "cell-differs",
      scenarioId: cell.scenarioId,
      pattern: cell.row,
      ...(callsMatch ? {} : { calls: { docs: docs.totalCalls, docsAtLeast: Boolean(docs.callsAtLeast), measured: cell.totalCalls } }),
      ...(tokensMatch || docs.tokens === undefined ? {} : { tokens: { docs: docs.tokens, measured: cell.inputTokens } }),
      reasons,
    });
  }
  // The docs: a stateless router "can be optimized by wrapping as a tool in a stateful agent".
  const repeat = (row: DocsRowId) => cells.find((cell) => cell.scenarioId === "docs-repeat" && cell.row === row);
  const stateless = repeat("Router");
  const asTool = repeat("router-as-tool");
  if (stateless && asTool && asTool.totalCalls >= stateless.totalCalls) notes.push({ code: "stateful-router", scenarioId: "docs-repeat", stateless: stateless.totalCalls, asTool: asTool.totalCalls });
  return notes;
}
