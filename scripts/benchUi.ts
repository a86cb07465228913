/**
 * The UI half of `npm run bench` (issue 3): on the production build, in headless Chromium, how much
 * JavaScript arrives before the first diagram, how long a cold load takes to show it, and how long a
 * knob toggle takes to repaint compared with a bare engine run in the same page.
 */
import { readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { findScenario } from "../src/engine/scenarios";

/** One JS file fetched before the first diagram was visible. */
export interface JsFile {
  path: string;
  raw: number;
  gzip: number;
  /** `page` when the page's own resource timing lists it; otherwise a worker fetched it. */
  thread: "page" | "worker";
}

/** Everything the UI bench measured; times in milliseconds. */
export interface UiFigures {
  jsBeforeDiagram: JsFile[];
  coldLoads: number[];
  toggles: number[];
  /** Engine-worker round trips (post the run, receive the trace) for the toggled configurations. */
  bareRuns: number[];
}

interface FirstDiagram {
  at: number;
  timeOrigin: number;
  pageJs: string[];
}

declare global {
  interface Window {
    __firstDiagram?: Promise<FirstDiagram>;
  }
}

const VIEWPORT = { width: 1280, height: 720 };
const TIMEOUT_MS = 60_000;

/**
 * Runs in the page before its own scripts: resolves, at the first animation frame in which a diagram
 * node is visible, with that moment and the JS the page itself had fetched by then.
 */
function watchFirstDiagram(): void {
  window.__firstDiagram = new Promise((resolve) => {
    const check = () => {
      const node = document.querySelector('[data-testid^="flow-node-"]');
      if (node && node.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        const pageJs = performance
          .getEntriesByType("resource")
          .map((entry) => entry.name)
          .filter((name) => new URL(name).pathname.endsWith(".js"));
        resolve({ at: performance.now(), timeOrigin: performance.timeOrigin, pageJs });
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

async function newAppContext(browser: Browser): Promise<BrowserContext> {
  // A fresh context has an empty HTTP cache: every load is cold.
  const context = await browser.newContext({ viewport: VIEWPORT });
  // tsx (esbuild, keepNames) wraps named functions in `__name(...)`; the functions this file hands to
  // the page are serialized with those calls, so the page needs the helper too.
  await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
  await context.addInitScript(watchFirstDiagram);
  return context;
}

interface Fetched {
  url: string;
  startedAt: number;
  body: Buffer;
}

/** One cold load; with `collect`, also the JS files (and their sizes) fetched before the diagram. */
async function coldLoad(browser: Browser, origin: string, collect: boolean): Promise<{ ms: number; js: JsFile[]; page: Page; context: BrowserContext }> {
  const context = await newAppContext(browser);
  const fetched: Promise<Fetched | undefined>[] = [];
  if (collect) {
    context.on("response", (response) => {
      if (!new URL(response.url()).pathname.endsWith(".js")) return;
      fetched.push(
        response.body().then(
          (body) => ({ url: response.url(), startedAt: response.request().timing().startTime, body }),
          () => undefined,
        ),
      );
    });
  }
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const first = await page.evaluate(() => window.__firstDiagram!);
  const js: JsFile[] = [];
  if (collect) {
    const diagramAt = first.timeOrigin + first.at;
    for (const file of await Promise.all(fetched)) {
      if (!file || file.startedAt > diagramAt) continue;
      js.push({
        path: new URL(file.url).pathname,
        raw: file.body.length,
        gzip: gzipSync(file.body).length,
        thread: first.pageJs.includes(file.url) ? "page" : "worker",
      });
    }
  }
  return { ms: first.at, js, page, context };
}

/** Waits until no run is in flight (the app marks it on `run-status`). */
async function waitIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="run-status"]')?.getAttribute("data-status") !== "running", undefined, { timeout: TIMEOUT_MS });
}

/**
 * Flips `knob-outputMode` `count` times; each time, the milliseconds from the change event until
 * `metric-messages` shows a new number and the history shows that many rows.
 */
async function toggleOutputMode(page: Page, count: number): Promise<number[]> {
  return page.evaluate(
    async ([n, timeout]) => {
      const metric = () => document.querySelector('[data-testid="metric-messages"]')?.textContent ?? "";
      const rows = () => String(document.querySelectorAll('[data-testid="history-message"]').length);
      const times: number[] = [];
      for (let i = 0; i < n; i++) {
        const select = document.querySelector<HTMLSelectElement>('[data-testid="knob-outputMode"]');
        if (!select) throw new Error("no knob-outputMode on the page");
        const before = metric();
        const started = performance.now();
        select.value = select.value === "full_history" ? "last_message" : "full_history";
        select.dispatchEvent(new Event("change", { bubbles: true }));
        await new Promise<void>((resolve, reject) => {
          const check = () => {
            const now = metric();
            if (now !== before && rows() === now) return resolve();
            if (performance.now() - started > timeout) return reject(new Error(`metric-messages stayed at ${before} after switching outputMode`));
            requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        });
        times.push(performance.now() - started);
        // Let trailing work (a baseline run, token counts) finish so it does not land in the next toggle.
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return times;
    },
    [count, TIMEOUT_MS] as const,
  );
}

/** The built engine worker's URL path (`dist/assets/engine.worker-<hash>.js`). */
function engineWorkerPath(distDir: string): string {
  const file = readdirSync(`${distDir}/assets`).find((name) => /^engine\.worker.*\.js$/.test(name));
  if (!file) throw new Error(`no engine.worker-*.js in ${distDir}/assets`);
  return `/assets/${file}`;
}

/**
 * Bare engine runs in the same page: a fresh engine worker (the app's own build), one `run` request
 * after another, alternating the two outputMode values the toggle switches between; page-side round trip.
 */
async function bareRuns(page: Page, workerPath: string, count: number, warmup: number): Promise<number[]> {
  const scenario = findScenario("research-code");
  if (!scenario) throw new Error("research-code is not registered");
  const base = { ...scenario.knobs, topology: "supervisor" as const };
  return page.evaluate(
    async ([path, scn, knobs, n, w, timeout]) => {
      const worker = new Worker(path, { type: "module" });
      let nextId = 1;
      const runOnce = (outputMode: string) =>
        new Promise<number>((resolve, reject) => {
          const id = nextId++;
          const started = performance.now();
          const timer = setTimeout(() => reject(new Error("engine worker did not answer")), timeout);
          worker.addEventListener("message", function onMessage(event: MessageEvent) {
            if (event.data?.id !== id) return;
            worker.removeEventListener("message", onMessage);
            clearTimeout(timer);
            if (event.data.type !== "trace") return reject(new Error(`engine worker answered ${event.data.type}: ${event.data.message ?? ""}`));
            if (event.data.trace.outcome.status !== "completed") return reject(new Error(`run failed: ${event.data.trace.outcome.error?.message}`));
            resolve(performance.now() - started);
          });
          worker.postMessage({ type: "run", id, scenario: scn, knobs: { ...knobs, outputMode } });
        });
      const modes = ["full_history", "last_message"];
      for (let i = 0; i < w; i++) await runOnce(modes[i % 2]);
      const times: number[] = [];
      for (let i = 0; i < n; i++) times.push(await runOnce(modes[i % 2]));
      worker.terminate();
      return times;
    },
    [workerPath, scenario, base, count, warmup, TIMEOUT_MS] as const,
  );
}

/** Measures the UI figures against the app served at `origin` (built into `distDir`). */
export async function measureUi(browser: Browser, origin: string, distDir: string, options: { loads: number; toggles: number; runs: number }): Promise<UiFigures> {
  const coldLoads: number[] = [];
  let jsBeforeDiagram: JsFile[] = [];
  for (let i = 0; i < options.loads; i++) {
    const load = await coldLoad(browser, origin, i === 0);
    coldLoads.push(load.ms);
    if (i === 0) jsBeforeDiagram = load.js;
    await load.context.close();
  }

  const context = await newAppContext(browser);
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.evaluate(() => window.__firstDiagram!);
    await waitIdle(page);
    await toggleOutputMode(page, 2); // warm-up: lazy chunks, first worker start
    const toggles = await toggleOutputMode(page, options.toggles);
    await waitIdle(page);
    const bare = await bareRuns(page, engineWorkerPath(distDir), options.runs, 2);
    return { jsBeforeDiagram, coldLoads, toggles, bareRuns: bare };
  } finally {
    await context.close();
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function p95(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(0.95 * sorted.length) - 1)];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;

/** The UI figures as lines of text, with the targets issue 3 sets. */
export function formatUi(figures: UiFigures): string {
  const sum = (thread?: JsFile["thread"]) => figures.jsBeforeDiagram.filter((f) => !thread || f.thread === thread).reduce((s, f) => s + f.gzip, 0);
  const toggle = median(figures.toggles);
  const bare = median(figures.bareRuns);
  const lines = [
    `JS before the first diagram (gzip): ${kb(sum())} total = page ${kb(sum("page"))} + workers ${kb(sum("worker"))}   (target < 450 KB)`,
    ...figures.jsBeforeDiagram.map((f) => `    ${f.thread.padEnd(6)} ${f.path.padEnd(44)} ${kb(f.gzip).padStart(9)} gzip  ${kb(f.raw).padStart(10)} raw`),
    `Cold load to first diagram: median ${ms(median(figures.coldLoads))} over ${figures.coldLoads.length} loads (${figures.coldLoads.map(ms).join(", ")})   (target < 1 s)`,
    `Toggle outputMode -> metric and history repainted: median ${ms(toggle)}, p95 ${ms(p95(figures.toggles))} over ${figures.toggles.length} toggles`,
    `Bare engine run, same page (engine worker round trip, same configurations): median ${ms(bare)} over ${figures.bareRuns.length} runs`,
    `Toggle / bare run: ${(toggle / bare).toFixed(2)}x   (target < 1.5x)`,
  ];
  return lines.join("\n");
}
