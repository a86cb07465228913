import type { Knobs } from "../engine/knobs";
import type { Scenario } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";

/**
 * Messages between the page and the engine worker. Everything is plain JSON (structured clone), so
 * the page never needs the LangGraph code: it only ever sees traces and sweep rows.
 */

/** One knob combination of a sweep and what the run showed at its end. */
export interface SweepRow {
  knobs: Knobs;
  status: "completed" | "error";
  /** Steps in the trace. */
  steps: number;
  /** Shared messages at the end of the run. */
  messages: number;
  /** Characters of content in the shared messages at the end. */
  chars: number;
  /** Model calls over the whole run. */
  llmCalls: number;
  /** Messages summed over every model call's input (what the provider bills). */
  inputMessages: number;
  error?: string;
}

/** Page -> worker. `id` pairs a request with its reply. */
export type EngineRequest =
  | { type: "run"; id: number; scenario: Scenario; knobs: Partial<Knobs> }
  | { type: "sweep"; id: number; scenario: Scenario; combos: Partial<Knobs>[] };

/** Worker -> page. */
export type EngineResponse =
  | { type: "ready" }
  | { type: "trace"; id: number; trace: Trace; ms: number }
  | { type: "sweep"; id: number; rows: SweepRow[] }
  | { type: "failed"; id: number; message: string };
