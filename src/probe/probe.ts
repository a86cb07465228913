import type { TraceGraph } from "../engine/trace/types";
import { benchCases, probeScenario, runBenchCase, runProbeCases, type BenchCase, type ProbeRow } from "./cases";
import { runDeepAgentCases } from "./deepAgentCases";
import { runInterruptCases } from "./interruptCases";
import { runSubagentStreamCases } from "./subagentStreamCases";
import { timeLayout, type LayoutTiming } from "./layoutTiming";

/**
 * A minimal page (no React, no UI) that runs the engine in the browser, so the e2e suite can compare
 * the browser's figures with Node's and the bench can time bare runs in Chromium.
 */

/** What the page exposes for Playwright (`window.__probe`). */
export interface ProbeApi {
  /** Resolves with the handoff rows (the same JSON as the first `<pre>`) once all probe cases have run. */
  ready: Promise<ProbeRow[]>;
  /** What the bench times: every registered topology on a scenario that scripts it. */
  benchCases: BenchCase[];
  /** Times `runs` full runs of a bench case after `warmup` untimed ones; milliseconds each. */
  time(benchCase: BenchCase, runs: number, warmup?: number): Promise<number[]>;
  /** Times a compiled graph's diagram layout on the main thread and in ELK's worker (see {@link timeLayout}). */
  layout(graph: TraceGraph, everything: boolean, runs: number): Promise<LayoutTiming>;
}

declare global {
  interface Window {
    __probe?: ProbeApi;
  }
}

const scenario = probeScenario();
const output = document.querySelector<HTMLPreElement>('[data-testid="probe-result"]')!;

async function time(benchCase: BenchCase, runs: number, warmup = 1): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await runBenchCase(benchCase);
  const durations: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const trace = await runBenchCase(benchCase);
    durations.push(performance.now() - start);
    // A timing of a failed run would be meaningless; say so instead.
    if (trace.outcome.status === "error") throw new Error(`${benchCase.topology}: ${trace.outcome.error.message}`);
  }
  return durations;
}

/** Shows a batch's rows (or its failure) in its `<pre>` and says which it was in `data-status`. */
function report<T>(pre: HTMLPreElement, rows: Promise<T>): Promise<T> {
  return rows.then(
    (value) => {
      pre.textContent = JSON.stringify(value, null, 2);
      pre.dataset.status = "done";
      return value;
    },
    (error: unknown) => {
      pre.textContent = `probe failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
      pre.dataset.status = "failed";
      throw error;
    },
  );
}

const interruptOutput = document.querySelector<HTMLPreElement>('[data-testid="probe-interrupts"]')!;
const handoffs = report(output, runProbeCases(scenario));
const deepAgentOutput = document.querySelector<HTMLPreElement>('[data-testid="probe-deep-agent"]')!;
const interrupts = handoffs.then(() => report(interruptOutput, runInterruptCases()));
const deepAgent = interrupts.then(() => report(deepAgentOutput, runDeepAgentCases()));
const subagentStreamOutput = document.querySelector<HTMLPreElement>('[data-testid="probe-subagent-streams"]')!;
const subagentStreams = deepAgent.then(() => report(subagentStreamOutput, runSubagentStreamCases()));
// `ready` waits for every batch, so the bench never times a run while the probe's own cases still run.
const ready = subagentStreams.then(() => handoffs);

window.__probe = { ready, benchCases: benchCases(), time, layout: timeLayout };
