import { benchCases, probeScenario, runBenchCase, runProbeCases, type BenchCase, type ProbeRow } from "./cases";

/**
 * A minimal page (no React, no UI) that runs the engine in the browser, so the e2e suite can compare
 * the browser's figures with Node's and the bench can time bare runs in Chromium.
 */

/** What the page exposes for Playwright (`window.__probe`). */
export interface ProbeApi {
  /** Resolves with the rows once the probe cases have run (the same JSON as the `<pre>`). */
  ready: Promise<ProbeRow[]>;
  /** What the bench times: every registered topology on a scenario that scripts it. */
  benchCases: BenchCase[];
  /** Times `runs` full runs of a bench case after `warmup` untimed ones; milliseconds each. */
  time(benchCase: BenchCase, runs: number, warmup?: number): Promise<number[]>;
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

const ready = runProbeCases(scenario).then(
  (rows) => {
    output.textContent = JSON.stringify(rows, null, 2);
    output.dataset.status = "done";
    return rows;
  },
  (error: unknown) => {
    output.textContent = `probe failed: ${error instanceof Error ? error.stack ?? error.message : String(error)}`;
    output.dataset.status = "failed";
    throw error;
  },
);

window.__probe = { ready, benchCases: benchCases(), time };
