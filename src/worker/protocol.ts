import type { HumanDecision } from "../engine/hitl/humanRequest";
import type { Knobs } from "../engine/knobs";
import type { ForkRequest } from "../engine/trace/fork";
import type { Scenario } from "../engine/scenarios/types";
import type { SweepRow } from "../engine/sweep";
import type { Trace } from "../engine/trace/types";
import type { MeasuredCell } from "../engine/docsTable/docsTable";

/**
 * Messages between the page and the engine worker. Everything is plain JSON (structured clone), so
 * the page never needs the LangGraph code: it only ever sees traces and sweep rows.
 */

export type { SweepRow } from "../engine/sweep";

/** Page -> worker. `id` pairs a request with its reply. */
export type EngineRequest =
  | { type: "run"; id: number; scenario: Scenario; knobs: Partial<Knobs>; decisions: HumanDecision[]; fork?: ForkRequest }
  | { type: "sweep"; id: number; scenario: Scenario }
  | { type: "docsTable"; id: number };

/** Worker -> page. */
export type EngineResponse =
  | { type: "ready" }
  | { type: "trace"; id: number; trace: Trace; ms: number }
  | { type: "sweep"; id: number; rows: SweepRow[] }
  | { type: "docsTable"; id: number; cells: MeasuredCell[] }
  | { type: "failed"; id: number; message: string };
