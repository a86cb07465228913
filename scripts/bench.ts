/**
 * `npm run bench`: how long one full run of the engine takes, per topology, in Node and in headless
 * Chromium (the production build of the probe page, served by `vite preview`). Figures, not assertions:
 * the machine may be shared, so read them as orders of magnitude.
 *
 * Then, on the app itself (issue 3): JS loaded before the first diagram, cold load, knob toggle vs a bare
 * engine run (scripts/benchUi.ts).
 *
 * Usage: npm run bench [-- --runs 15 --loads 7 --no-build --no-ui --out-dir dist]
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import os from "node:os";
import { chromium, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../playwright.config";
import { benchCases, runBenchCase, type BenchCase } from "../src/probe/cases";
import { formatUi, measureUi, type UiFigures } from "./benchUi";

const args = process.argv.slice(2);
const option = (name: string): string | undefined => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(option("--runs")) || 15;
const LOADS = Number(option("--loads")) || 7;
/** Where the build goes and what preview serves; another directory keeps `dist/` of a parallel build intact. */
const OUT_DIR = option("--out-dir") ?? "dist";
const WARMUP = 2;
const PORT = Number(process.env.BENCH_PORT ?? 4199);
const ORIGIN = `http://localhost:${PORT}`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

const ms = (value: number): string => `${value.toFixed(1)} ms`;

/** Milliseconds per run, or the error that stopped the timing. */
type Timing = number[] | string;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split("\n")[0];

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
      for (const benchCase of cases) {
        const node = await timeInNode(benchCase);
        const inPage = await timeInPage(page, benchCase);
        const cell = (t: Timing) => (Array.isArray(t) ? ms(median(t)) : `error: ${t.slice(0, 70)}`);
        const ratio = Array.isArray(node) && Array.isArray(inPage) ? `${(median(inPage) / median(node)).toFixed(2)}x` : "–";
        rows.push([benchCase.topology, benchCase.scenarioId, cell(node), cell(inPage), ratio]);
      }
      if (!args.includes("--no-ui")) {
        const before = os.loadavg()[0];
        try {
          ui = await measureUi(browser, ORIGIN, OUT_DIR, { loads: LOADS, toggles: RUNS });
          uiLoad = `; load ${before.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}`;
        } catch (error) {
          ui = errorText(error);
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    stop();
  }

  console.log(`One full run, default knobs; ${WARMUP} warm-up + ${RUNS} timed runs each, median.`);
  console.log(`Node ${process.version}, Chromium ${chromiumVersion} (headless, production build); ${os.cpus().length} CPUs, load ${load.toFixed(1)} -> ${os.loadavg()[0].toFixed(1)}\n`);
  console.log(table(["topology", "scenario", "Node", "Chromium", "Chromium / Node"], rows));
  console.log(`\nThe app (issue 3), production build, headless Chromium at ${1280}x${720}${uiLoad}:`);
  console.log(typeof ui === "string" ? `  not measured: ${ui}` : formatUi(ui));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
