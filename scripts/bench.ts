/**
 * `npm run bench`: how long one full run of the engine takes, per topology, in Node and in headless
 * Chromium (the production build of the probe page, served by `vite preview`). Figures, not assertions:
 * the machine may be shared, so read them as orders of magnitude.
 *
 * Then, on the app itself: JS loaded before the first diagram, cold load, knob toggle vs a bare engine
 * run (scripts/benchUi.ts); the edited research-code sweep (benchSweep.ts); recording vs plain
 * `graph.invoke` (benchInvoke.ts); the 24 x 10 x 2 scale run, its playback and heap growth over many
 * toggles (benchScale.ts); the 24-worker hierarchical diagram's layout, on the main thread and in ELK's
 * worker (benchLayout.ts). Ends with every figure of issues 14, 22 and 25 beside its target (benchFigures.ts).
 *
 * Usage: npm run bench [-- --runs 15 --loads 7 --no-build --no-runs --no-ui --no-scale --no-sweep
 *   --no-layout --heap-toggles 200 --play-steps 60 --out-dir dist]
 * (--no-runs leaves out the per-topology table and the recording overhead: with the other --no-*, one part alone.)
 */
// Its Node figures (run() against graph.invoke, the probe's runs) are the page's code path: no AsyncLocalStorage.
import "../src/engine/trace/asInTheBrowser";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import os from "node:os";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../playwright.config";
import { benchCases, runBenchCase, type BenchCase } from "../src/probe/cases";
import { researchCode } from "../src/engine/scenarios/researchCode";
import { errorText, formatFigures, median, type Figure } from "./benchFigures";
import { measureInvoke } from "./benchInvoke";
import { BIG_RUN, measureHeapGrowth, measurePlayback, timeWorkerRuns, type Playback, type WorkerRun } from "./benchScale";
import { layoutFigures, measureLayout, type LayoutFigures } from "./benchLayout";
import { measureSweep, type SweepTiming } from "./benchSweep";
import { CLASSROOM_RATE, engineWorkerPath, formatUi, measureUi, toggleOutputMode, waitIdle, type UiFigures } from "./benchUi";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option("--runs")) || 15;
const LOADS = Number(option("--loads")) || 7;
/** Where the build goes and what preview serves; another directory keeps `dist/` of a parallel build intact. */
const OUT_DIR = option("--out-dir") ?? "dist";
const HEAP_TOGGLES = Number(option("--heap-toggles")) || 200;
const PLAY_STEPS = Number(option("--play-steps")) || 60;
const WARMUP = 2;
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const ORIGIN = `http://localhost:${PORT}`;

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Milliseconds per run, or the error that stopped the timing. */
type Timing = number[] | string;

async function timeInNode(benchCase: BenchCase): Promise<Timing> {
  try {
    for (let i = 0; i < WARMUP; i++) await runBenchCase(benchCase);
    const durations: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      const trace = await runBenchCase(benchCase);
      durations.push(performance.now() - start);
      if (trace.outcome.status === "error") return trace.outcome.error.message;
    }
    return durations;
  } catch (error) {
    return errorText(error);
  }
}

async function timeInPage(page: Page, benchCase: BenchCase): Promise<Timing> {
  try {
    return await page.evaluate(([c, runs, warmup]) => window.__probe!.time(c, runs, warmup), [benchCase, RUNS, WARMUP] as const);
  } catch (error) {
    return errorText(error).replace(/^page\.evaluate: Error: /, "");
  }
}

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 150; i++) {
    if (server.exitCode !== null) throw new Error(`vite preview exited with code ${server.exitCode} (is port ${PORT} taken? set BENCH_PORT)`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`vite preview did not answer at ${url}`);
}

function startPreview(): ChildProcess {
  // Own process group, so stopping it also stops the node process npx starts.
  return spawn("npx", ["vite", "preview", "--outDir", OUT_DIR, "--port", String(PORT), "--strictPort"], { detached: true, stdio: "ignore" });
}

function stopPreview(server: ChildProcess): void {
  if (server.pid && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), `|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

async function main(): Promise<void> {
  if (!args.includes("--no-build")) {
    const build = spawnSync("npx", ["vite", "build", "--outDir", OUT_DIR, "--emptyOutDir", "--logLevel", "error"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("vite build failed");
  }
  const server = startPreview();
  const stop = () => stopPreview(server);
  process.on("exit", stop);
  process.on("SIGINT", () => process.exit(130));

  const cases = benchCases();
  const rows: string[][] = [];
  const load = os.loadavg()[0];
  let chromiumVersion: string;
  let ui: UiFigures | string = "skipped (--no-ui)";
  let uiLoad = "";
  let sweep: SweepTiming | string = "skipped (--no-sweep)";
  let warmSweep: SweepTiming | string = "skipped (--no-sweep)";
  let workerRuns: WorkerRun[] | string = "skipped (--no-scale)";
  let playback: Playback | string = "skipped (--no-scale)";
  let throttledPlayback: Playback | string = "skipped (--no-scale)";
  let heap: { before: number; after: number; toggles: number } | string = "skipped (--no-scale)";
  let layout: LayoutFigures | string = "skipped (--no-layout)";
  try {
    await waitForServer(`${ORIGIN}/src/probe/index.html`, server);
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    chromiumVersion = browser.version();
    try {
      const page = await browser.newPage();
      await page.goto(`${ORIGIN}/src/probe/index.html`);
      await page.waitForFunction(() => window.__probe !== undefined);
      await page.evaluate(() => window.__probe!.ready);
      // Node and Chromium back to back per case, so a change in the machine's load hits both alike.
      for (const benchCase of args.includes("--no-runs") ? [] : cases) {
        const node = await timeInNode(benchCase);
        const inPage = await timeInPage(page, benchCase);
        const cell = (t: Timing) => (Array.isArray(t) ? ms(median(t)) : `error: ${t.slice(0, 70)}`);
        const ratio = Array.isArray(node) && Array.isArray(inPage) ? `${(median(inPage) / median(node)).toFixed(2)}x` : "–";
        rows.push([benchCase.topology, benchCase.scenarioId, cell(node), cell(inPage), ratio]);
      }
      if (!args.includes("--no-scale")) {
        workerRuns = await timeWorkerRuns(page, engineWorkerPath(OUT_DIR), ["supervisor", "subagents"]).catch(errorText);
      }
      if (!args.includes("--no-layout")) layout = await measureLayout(page, RUNS).catch(errorText);
      await page.close();
      if (!args.includes("--no-ui")) {
        const before = os.loadavg()[0];
        try {
          ui = await measureUi(browser, ORIGIN, OUT_DIR, { loads: LOADS, toggles: RUNS });
          uiLoad = `; load ${before.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}`;
        } catch (error) {
          ui = errorText(error);
        }
      }
      if (!args.includes("--no-sweep")) {
        sweep = await measureSweep(browser, ORIGIN).catch(errorText);
        warmSweep = await measureSweep(browser, ORIGIN, { afterAChange: true }).catch(errorText);
      }
      if (!args.includes("--no-scale")) {
        playback = await measurePlayback(browser, ORIGIN, PLAY_STEPS).catch(errorText);
        throttledPlayback = await measurePlayback(browser, ORIGIN, PLAY_STEPS, CLASSROOM_RATE).catch(errorText);
        heap = await measureHeapGrowth(browser, ORIGIN, HEAP_TOGGLES, async (p) => {
          await toggleOutputMode(p);
          await waitIdle(p);
        }).catch(errorText);
      }
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }
  const invoke = args.includes("--no-runs") ? "skipped (--no-runs)" : await measureInvoke(researchCode, { topology: "supervisor" }, RUNS).catch(errorText);

  console.log(`One full run, default knobs; ${WARMUP} warm-up + ${RUNS} timed runs each, median.`);
  console.log(`Node ${process.version}, Chromium ${chromiumVersion} (headless, production build); ${os.cpus().length} CPUs, load ${load.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}\n`);
  console.log(table(["topology", "scenario", "Node", "Chromium", "Chromium / Node"], rows));
  console.log(`\nThe app, production build, headless Chromium at ${1280}x${720}${uiLoad}:`);
  console.log(typeof ui === "string" ? `  not measured: ${ui}` : formatUi(ui));
  console.log(`\nIssue 14's, 22's and 25's figures (load now ${os.loadavg()[0].toFixed(1)}):\n`);
  console.log(formatFigures([...figures(ui, sweep, warmSweep, invoke, workerRuns, playback, throttledPlayback, heap), ...layoutFigures(layout)]));
}

/** Every figure of issue 14's table from what was measured (a string: why it was not). */
function figures(
  ui: UiFigures | string,
  sweep: SweepTiming | string,
  warmSweep: SweepTiming | string,
  invoke: { recorded: number[]; plain: number[] } | string,
  workerRuns: WorkerRun[] | string,
  playback: Playback | string,
  throttledPlayback: Playback | string,
  heap: { before: number; after: number; toggles: number } | string,
): Figure[] {
  const of = <T>(value: T | string, pick: (v: T) => number): number | string => (typeof value === "string" ? value : pick(value));
  const gzip = (u: UiFigures, thread: "page" | "worker") => u.jsBeforeDiagram.filter((f) => f.thread === thread).reduce((sum, f) => sum + f.gzip, 0) / 1024;
  const big = `${BIG_RUN.workers} workers x ${BIG_RUN.toolCalls} tool calls x ${BIG_RUN.turns} turns`;
  const runs = typeof workerRuns === "string" ? [] : workerRuns;
  const played = typeof playback === "string" ? undefined : playback;
  return [
    { name: "predicted toggle -> repainted / bare engine run, same page", value: of(ui, (u) => median(u.predicted.toggles) / median(u.predicted.bareRuns)), unit: "x", target: { at: "most", limit: 0.8 }, note: "medians; the neighbour was run ahead while the page was idle" },
    { name: "cold toggle -> repainted / bare engine run, same page", value: of(ui, (u) => median(u.cold.toggles) / median(u.cold.bareRuns)), unit: "x", target: { at: "most", limit: 1.5 }, note: "medians; ?predict=off" },
    { name: "cold toggle -> repainted, research-code, median", value: of(ui, (u) => median(u.cold.toggles)), unit: "ms", target: "print", note: typeof ui === "string" ? "" : `${ui.cold.toggles.length} toggles of outputMode` },
    { name: "JS before the first diagram", value: of(ui, (u) => gzip(u, "page")), unit: "KB gzip", target: { at: "most", limit: 200 }, note: "the page's own" },
    { name: "JS before the first diagram, page and workers", value: of(ui, (u) => gzip(u, "page") + gzip(u, "worker")), unit: "KB gzip", target: { at: "most", limit: 1200 } },
    { name: "cold load to first diagram, median", value: of(ui, (u) => median(u.coldLoads)), unit: "ms", target: { at: "most", limit: 600 }, note: typeof ui === "string" ? "" : `${ui.coldLoads.length} loads` },
    { name: "first sweep row after opening the drawer (edited research-code)", value: of(sweep, (s) => s.firstRow), unit: "ms", target: { at: "most", limit: 150 } },
    { name: "first sweep row, the drawer opened after a knob change (pool warmed while idle)", value: of(warmSweep, (s) => s.firstRow), unit: "ms", target: { at: "most", limit: 150 } },
    { name: "whole sweep, the drawer opened after a knob change", value: of(warmSweep, (s) => s.allRows), unit: "ms", target: { at: "most", limit: 2000 }, note: typeof warmSweep === "string" ? "" : `${warmSweep.rows} rows` },
    { name: "whole research-code sweep, edited, in the browser", value: of(sweep, (s) => s.allRows), unit: "ms", target: { at: "most", limit: 2000 }, note: typeof sweep === "string" ? "" : `${sweep.rows} rows` },
    { name: "run() with its recording / plain graph.invoke, same graph and input", value: of(invoke, (i) => median(i.recorded) / median(i.plain)), unit: "x", target: { at: "most", limit: 1.15 }, note: typeof invoke === "string" ? "" : `Node, research-code supervisor, ${ms(median(invoke.recorded))} / ${ms(median(invoke.plain))}` },
    ...(runs.length
      ? runs.map((r): Figure => ({ name: `${big}: engine run in the worker (${r.topology})`, value: r.ms, unit: "ms", target: "print", note: `${r.status}, ${r.steps} steps, ${r.modelCalls} model calls` }))
      : [{ name: `${big}: engine run in the worker`, value: workerRuns as string, unit: "ms", target: "print" } satisfies Figure]),
    { name: "same run: playback frame rate at 2x", value: of(playback, (p) => p.fps), unit: "fps", target: { at: "least", limit: 50 }, note: played ? `last ${played.steps} steps, ${(played.ms / 1000).toFixed(1)} s; ${played.domRows} history rows in the DOM for ${played.messages} messages` : "" },
    { name: "same run: longest main-thread task while playing", value: of(playback, (p) => p.longestTask), unit: "ms", target: { at: "most", limit: 100 }, note: played ? `opening the run: ${ms(played.longestLoadTask)}` : "" },
    { name: `at CPU throttling ${CLASSROOM_RATE}x: cold load to first diagram, median`, value: of(ui, (u) => median(u.throttled.coldLoads)), unit: "ms", target: "print", note: typeof ui === "string" ? "" : `${ui.throttled.coldLoads.length} loads` },
    { name: `at CPU throttling ${CLASSROOM_RATE}x: cold toggle -> repainted, median`, value: of(ui, (u) => median(u.throttled.cold.toggles)), unit: "ms", target: "print", note: typeof ui === "string" ? "" : `${ui.throttled.cold.toggles.length} toggles; bare engine run ${ms(median(ui.throttled.cold.bareRuns))}` },
    { name: `at CPU throttling ${CLASSROOM_RATE}x: the 24-worker link, engine faults while it opens and plays`, value: of(throttledPlayback, (p) => p.faults), unit: "faults", target: { at: "most", limit: 0 }, note: typeof throttledPlayback === "string" ? "" : `played its last ${throttledPlayback.steps} steps at 2x in ${(throttledPlayback.ms / 1000).toFixed(1)} s, ${throttledPlayback.fps.toFixed(0)} fps` },
    { name: "JS heap growth after many knob toggles", value: of(heap, (h) => (h.after - h.before) / 1024 / 1024), unit: "MB", target: { at: "below", limit: 10 }, note: typeof heap === "string" ? "" : `${heap.toggles} outputMode toggles, each an engine run; after GC, ${(heap.before / 1048576).toFixed(1)} -> ${(heap.after / 1048576).toFixed(1)} MB` },
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
