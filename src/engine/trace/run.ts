import type { HumanDecision } from "../hitl/humanRequest";
import { runChecks } from "../checks";
import { makeKnobs, type Knobs } from "../knobs";
import type { RunLimit } from "../limits";
import { playedScenario } from "../scenarios/generated";
import type { Scenario } from "../scenarios/types";
import type { ForkRequest } from "./fork";
import { TraceRecorder } from "./recorder";
import type { Trace } from "./types";

/** How a run answers the humans its graph asks, whether it forks, and the work it may do. */
export interface RunOptions {
  /**
   * The `Command({ resume })` value for each interrupt, in the order the run meets them. When they
   * run out at an interrupt, the run stops there with outcome `paused`.
   */
  decisions?: readonly HumanDecision[];
  /** Time travel: after the run, go back to a step's checkpoint and re-run from it with one reply changed. */
  fork?: ForkRequest;
  /** The work limits the run is held to (default `LIMITS.run`). */
  limits?: Readonly<Record<RunLimit, number>>;
  /** Called after each event the graph streams (between supersteps): the run is alive (a watchdog's heartbeat). */
  onProgress?(): void;
}

/**
 * Runs a scenario on the real LangGraph.js runtime and records every step as a serializable trace,
 * with every check of the checks table evaluated on it. Errors (at build or run time) never escape:
 * they become the trace's last step. At each interrupt it records an `interrupt` step and resumes the
 * same thread with the next of `options.decisions`. A generated scenario plays what its generator
 * makes for the knobs.
 */
export async function run(scenario: Scenario, knobOverrides: Partial<Knobs> = {}, options: RunOptions = {}): Promise<Trace> {
  const trace = await record(scenario, knobOverrides, options);
  trace.checks = runChecks(trace);
  return trace;
}

/** The run's phases, in order: build, the user turns, and the fork's replay when there is one. */
async function record(given: Scenario, knobOverrides: Partial<Knobs>, { decisions = [], fork, limits, onProgress }: RunOptions): Promise<Trace> {
  const knobs = makeKnobs(knobOverrides);
  const recorder = new TraceRecorder({ scenario: playedScenario(given, knobs), knobs, decisions, fork, limits, onProgress });
  if (!(await recorder.build())) return recorder.trace;
  await recorder.playFrom(0);
  if (fork) await recorder.replayFork(fork);
  return recorder.trace;
}
