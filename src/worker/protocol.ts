import type { HumanDecision } from "../engine/hitl/humanRequest";
import type { Knobs } from "../engine/knobs";
import type { ForkRequest } from "../engine/trace/fork";
import type { Scenario } from "../engine/scenarios/types";
import type { SweepCombo, SweepRow } from "../engine/sweepPlan";
import type { Trace } from "../engine/trace/types";
import type { MeasuredCell } from "../engine/docsTable/docsTable";
import type { WarmRun } from "../store/types";
import type { GrowthFigures } from "../engine/growth";
import type { KnownCounts } from "./tokenChannel";

/**
 * Messages between the page and an engine worker. Everything is plain JSON (structured clone), so
 * the page never needs the LangGraph code: it only ever sees traces and sweep rows.
 */

export type { SweepRow } from "../engine/sweepPlan";

/** The least time between two progress reports of one request: enough to show life, few enough to cost nothing. */
export const PROGRESS_MS = 250;

/** Page -> worker. `id` pairs a request with its reply; `ping` asks for a `pong` (the heartbeat). */
export type EngineRequest =
  | { type: "run"; id: number; scenario: Scenario; knobs: Partial<Knobs>; decisions: HumanDecision[]; fork?: ForkRequest }
  | { type: "sweepRow"; id: number; scenario: Scenario; combo: SweepCombo }
  | { type: "docsTable"; id: number }
  | { type: "growthPoint"; id: number; scenario: Scenario; knobs: Knobs }
  /**
   * Load what a first sweep row needs (the page's tokenizer), so the row itself need not wait for it;
   * given a run, make it once and drop it, so the engine's code is compiled before the first row.
   */
  | { type: "warm"; id: number; run?: WarmRun }
  | { type: "ping" };

/**
 * Page -> worker, once, before any request: the port to the page's token worker, where this worker
 * counts, and the counts the page already has (the runs prepared at build time came counted).
 */
export interface TokenPortMessage {
  type: "tokenPort";
  port: MessagePort;
  known: KnownCounts;
}

/** Worker -> page. */
export type EngineResponse =
  | { type: "ready" }
  | { type: "pong" }
  /** The request `id` is still at work: a superstep ended (sent at most every {@link PROGRESS_MS}). */
  | { type: "progress"; id: number }
  /** `tokens`: the o200k_base count of each of the trace's `tokenTexts`, in their order (counted as the run was recorded). */
  | { type: "trace"; id: number; trace: Trace; ms: number; tokens?: number[] }
  | { type: "sweepRow"; id: number; row: SweepRow; ms: number }
  | { type: "docsTable"; id: number; cells: MeasuredCell[] }
  | { type: "growthPoint"; id: number; figures: GrowthFigures; ms: number }
  | { type: "warm"; id: number; ms: number }
  | { type: "failed"; id: number; message: string };
