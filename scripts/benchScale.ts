/**
 * The big-run half of `npm run bench` (issue 14): the 24 workers x 10 tool calls x 2 turns scale run
 * in an engine worker, the app playing it at 2x (frame rate, longest main-thread task), and how much
 * the JS heap grows over many knob toggles. Headless Chromium, production build.
 */
import type { Browser, Page } from "@playwright/test";
import type { TopologyId } from "../src/engine/knobs";
import { scaleScenario, type ScaleParams } from "../src/engine/scenarios/scale";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { showWholeRun, throttleCpu } from "./benchUi";

/** The setting issue 14 names. */
export const BIG_RUN: Partial<ScaleParams> = { workers: 24, toolCalls: 10, turns: 2 };
/** The topology the app plays it on. */
export const BIG_RUN_TOPOLOGY: TopologyId = "supervisor";

/** The app's link to the big run. */
export function bigRunLink(topology: TopologyId = BIG_RUN_TOPOLOGY): string {
  const params = Object.entries(BIG_RUN).map(([name, value]) => `${name}=${value}`);
  return `/#v=1&s=scale&${params.join("&")}&topology=${topology}`;
}

const TIMEOUT_MS = 180_000;

/** One engine run of the big run in a worker: round trip and what it produced. */
export interface WorkerRun {
  topology: TopologyId;
  ms: number;
  status: string;
  steps: number;
  modelCalls: number;
}

/**
 * Times the big run in a fresh engine worker of the app's own build (`workerPath`), per topology:
 * page-side round trip (post the scenario, receive the trace).
 */
export async function timeWorkerRuns(page: Page, workerPath: string, topologies: readonly TopologyId[]): Promise<WorkerRun[]> {
  const scenario = scaleScenario(BIG_RUN);
  const runs: WorkerRun[] = [];
  for (const topology of topologies) {
    const knobs = scenarioKnobs(scenario, { topology });
    runs.push(
      await page.evaluate(
        ([path, scn, k, timeout]) =>
          new Promise<WorkerRun>((resolve, reject) => {
            const worker = new Worker(path, { type: "module" });
            const started = performance.now();
            const timer = setTimeout(() => reject(new Error("engine worker did not answer")), timeout);
            worker.addEventListener("message", (event: MessageEvent) => {
              if (event.data?.id !== 1 || event.data.type === "progress") return;
              clearTimeout(timer);
              worker.terminate();
              if (event.data.type !== "trace") return reject(new Error(`engine worker answered ${event.data.type}`));
              const trace = event.data.trace;
              resolve({ topology: k.topology, ms: performance.now() - started, status: trace.outcome.status, steps: trace.steps.length, modelCalls: trace.modelCalls.length });
            });
            worker.postMessage({ type: "run", id: 1, scenario: scn, knobs: k });
          }),
        [workerPath, scenario, knobs, TIMEOUT_MS] as const,
      ),
    );
  }
  return runs;
}

/** How the page kept up while playing. */
export interface Playback {
  steps: number;
  ms: number;
  fps: number;
  /** The longest main-thread task while playing (Long Tasks API: tasks over 50 ms), 0 if none. */
  longestTask: number;
  /** The longest task while the big run's trace arrived and was first drawn. */
  longestLoadTask: number;
  /** History rows in the DOM at the end, and messages in the shared state. */
  domRows: number;
  messages: number;
  /** Engine faults on screen at the end: a stalled-worker notice or an engine error (0 when none). */
  faults: number;
}

declare global {
  interface Window {
    __longest?: { tasks: number[] };
  }
}

function watchLongTasks(): void {
  const seen = { tasks: [] as number[] };
  window.__longest = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.tasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
}

/**
 * Opens the big run in the app (its page's CPU throttled `rate` times), then plays its last `steps` steps at 2x (the largest shared state,
 * so the most to render), counting animation frames and long tasks until the player stops.
 */
export async function measurePlayback(browser: Browser, origin: string, steps: number, rate = 1): Promise<Playback> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
  await context.addInitScript(watchLongTasks);
  try {
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await page.goto(`${origin}${bigRunLink()}`);
    await page.locator('[data-testid="history-message"]').first().waitFor({ timeout: TIMEOUT_MS });
    await page.waitForFunction(() => document.querySelector('[data-testid="run-status"]')?.getAttribute("data-status") !== "running", undefined, { timeout: TIMEOUT_MS });
    await page.waitForTimeout(1000);
    const longestLoadTask = await page.evaluate(() => Math.max(0, ...window.__longest!.tasks));
    await page.getByTestId("player-speed").selectOption("2");
    const total = Number(await page.getByTestId("player-scrub").getAttribute("max"));
    await page.getByTestId("player-scrub").fill(String(Math.max(0, total - steps)));
    await page.waitForTimeout(500);
    const played = await page.evaluate(
      (timeout) =>
        new Promise<{ frames: number; ms: number; longestTask: number }>((resolve, reject) => {
          window.__longest!.tasks = [];
          const play = document.querySelector<HTMLButtonElement>('[data-testid="player-play"]')!;
          const started = performance.now();
          let frames = 0;
          const timer = setTimeout(() => reject(new Error("playback did not reach the end")), timeout);
          const frame = () => {
            frames++;
            if (play.dataset.playing === "false" && frames > 1) {
              clearTimeout(timer);
              resolve({ frames, ms: performance.now() - started, longestTask: Math.max(0, ...window.__longest!.tasks) });
            } else requestAnimationFrame(frame);
          };
          play.click();
          requestAnimationFrame(frame);
        }),
      TIMEOUT_MS,
    );
    const domRows = await page.locator('[data-testid="history-message"]').count();
    const messages = Number(await page.getByTestId("metric-messages").textContent());
    const faults = await page.locator('[data-testid="engine-stall"], [data-testid="engine-error"]').count();
    return { steps, ms: played.ms, fps: (played.frames * 1000) / played.ms, longestTask: played.longestTask, longestLoadTask, domRows, messages, faults };
  } finally {
    await context.close();
  }
}

/** JS heap in use after a full garbage collection (CDP), in bytes. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  await cdp.detach();
  return usedSize;
}

/** Heap growth over `toggles` outputMode toggles (each one an engine run and a repaint), in bytes. */
export async function measureHeapGrowth(browser: Browser, origin: string, toggles: number, toggle: (page: Page) => Promise<unknown>): Promise<{ before: number; after: number; toggles: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  await context.addInitScript({ content: "globalThis.__name ??= (fn) => fn;" });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.locator('[data-testid^="flow-node-"]').first().waitFor({ timeout: TIMEOUT_MS });
    await showWholeRun(page);
    // Warm-up: lazy chunks, workers, caches that fill once.
    for (let i = 0; i < 6; i++) await toggle(page);
    const before = await heapAfterGc(page);
    for (let i = 0; i < toggles; i++) await toggle(page);
    await page.waitForTimeout(500);
    return { before, after: await heapAfterGc(page), toggles };
  } finally {
    await context.close();
  }
}
