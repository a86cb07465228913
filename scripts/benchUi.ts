/**
 * The UI half of `npm run bench` (issues 3 and 14): on the production build, in headless Chromium, how much
 * JavaScript arrives before the first diagram, how long a cold load takes to show it, and how long a
 * knob toggle takes to repaint compared with a bare engine run in the same page.
 */
import { readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { SCENARIOS } from "../src/engine/scenarios";
import { scenarioKnobs } from "../src/engine/scenarios/scenarioKnobs";
import { PLAY_INTERVAL_MS } from "../src/ui/player/timing";
import { watchFirstDiagram } from "../e2e/firstDiagram";
import { median, p95 } from "./benchFigures";

/** One JS file fetched before the first diagram was visible. */
export interface JsFile {
  path: string;
  raw: number;
  gzip: number;
  /** `page` when the page's own resource timing lists it; otherwise a worker fetched it. */
  thread: "page" | "worker";
}

/** Everything the UI bench measured; times in milliseconds. */
/** Toggles of outputMode on one page, each beside a bare engine run of the setting it switched to. */
export interface ToggleFigures {
  toggles: number[];
  /** The engine's own time in the app's worker during each toggle (its `engine-run` measure; none when a prediction answered). */
  appEngineRuns: number[];
  /** Engine-worker round trips (post the run, receive the trace) for the toggled configurations. */
  bareRuns: number[];
  /** Where each toggle that ran the engine spent its time. */
  stages: ToggleStages[];
}

export interface UiFigures {
  jsBeforeDiagram: JsFile[];
  coldLoads: number[];
  /** With the page's predictions (the default): each toggle lands on a setting already run ahead. */
  predicted: ToggleFigures;
  /** With `?predict=off`: each toggle is a run made when asked. */
  cold: ToggleFigures;
  /** The same cold loads and cold toggles on a classroom laptop: the page's CPU throttled {@link CLASSROOM_RATE}x. */
  throttled: { coldLoads: number[]; cold: ToggleFigures };
}

/** Chromium's CPU throttling rate (CDP `Emulation.setCPUThrottlingRate`) for a classroom laptop. */
export const CLASSROOM_RATE = 4;

/** Slows the page's CPU `rate` times through the DevTools protocol; 1 leaves it as it is. */
export async function throttleCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
}

/**
 * Moves the playhead to the end (the first view opens at step 0): there the history holds the whole
 * run, so a toggle's new message count shows in the headline and the history alike, and a toggle keeps
 * the playhead at the end.
 */
export async function showWholeRun(page: Page): Promise<void> {
  await page.getByTestId("player-end").click();
}

const VIEWPORT = { width: 1280, height: 720 };
const TIMEOUT_MS = 60_000;

/**
 * A fresh context: an empty HTTP cache, so every load is cold. `serviceWorkers: "block"` for the toggles:
 * the app installs its service worker once the engines have been quiet 2 s, and its precaching (about a
 * second of CPU) landed in the middle of the predicted toggles, whose engines are quiet (p95 588 ms).
 */
async function newAppContext(browser: Browser, serviceWorkers: "allow" | "block" = "allow"): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers });
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
async function coldLoad(browser: Browser, origin: string, collect: boolean, rate = 1): Promise<{ ms: number; js: JsFile[]; page: Page; context: BrowserContext }> {
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
  await throttleCpu(page, rate);
  await page.goto(`${origin}/`);
  const first = await page.evaluate(() => window.__firstDiagram!);
  const js: JsFile[] = [];
  if (collect) {
    const diagramAt = first.timeOrigin + first.at;
    for (const file of await Promise.all(fetched)) {
      // A file both the page and a worker import is fetched (and counted) once.
      if (!file || file.startedAt > diagramAt || js.some((seen) => seen.path === new URL(file.url).pathname)) continue;
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
export async function waitIdle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-testid="run-status"]')?.getAttribute("data-status") !== "running", undefined, { timeout: TIMEOUT_MS });
}

/**
 * Where a cold toggle's milliseconds go, on the page's clock: from the change until the trace is on the
 * page (`arrival`: the app's `engine-run` measure is made as it arrives), of which `beyondRun` is not the
 * engine's own run (posting the run, the token lookup after it, the trace's message), the task that takes
 * it in (`task`: until the first task after it), waiting for the frame that shows it (`wait`), and that
 * frame until it is painted (`frame`).
 */
export interface ToggleStages {
  arrival: number;
  beyondRun: number;
  task: number;
  wait: number;
  frame: number;
}

/** One knob toggle: milliseconds to the repainted screen, and the engine's own time in the app's worker. */
interface Toggle {
  ms: number;
  engineMs: number;
  outputMode: string;
  /** Absent when no engine ran (a predicted toggle). */
  stages?: ToggleStages;
}

/**
 * Flips `knob-outputMode` once: the milliseconds from the change event until the frame is painted in
 * which `metric-messages` shows a new number, the history shows that many rows, and the diagram has
 * taken in the new trace (the app marks `diagram-shown` once React Flow has the new nodes). Also the
 * app's own `engine-run` measure for that run (the engine's time inside the worker).
 */
export async function toggleOutputMode(page: Page): Promise<Toggle> {
  const toggle = await page.evaluate(async (timeout) => {
    const metric = () => document.querySelector('[data-testid="metric-messages"]')?.textContent ?? "";
    const rows = () => String(document.querySelectorAll('[data-testid="history-message"]').length);
    const shown = () => performance.getEntriesByName("diagram-shown").length > 0;
    const select = document.querySelector<HTMLSelectElement>('[data-testid="knob-outputMode"]');
    if (!select) throw new Error("no knob-outputMode on the page");
    // The trace's arrival: the app makes its `engine-run` measure as the trace comes in.
    const hooks = window as { __onEngineRun?: () => void; __measureHooked?: boolean };
    if (!hooks.__measureHooked) {
      hooks.__measureHooked = true;
      const measure = performance.measure.bind(performance);
      performance.measure = ((...args: Parameters<typeof measure>) => {
        const entry = measure(...args);
        if (args[0] === "engine-run") hooks.__onEngineRun?.();
        return entry;
      }) as typeof performance.measure;
    }
    const at: { arrival?: number; taskEnd?: number; frame?: number } = {};
    hooks.__onEngineRun = () => {
      at.arrival = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (at.taskEnd = performance.now());
      channel.port2.postMessage(undefined);
    };
    const before = metric();
    performance.clearMarks("diagram-shown");
    performance.clearMeasures("engine-run");
    // Event-driven (DOM mutations, then tasks until the diagram's mark), not a poll every frame: the
    // bench must not add frames of its own while the engine runs.
    const painted = new Promise<number>((resolve, reject) => {
      let done = false;
      const check = () => {
        if (done) return;
        const now = metric();
        if (now !== before && rows() === now) {
          if (!shown()) return void setTimeout(check, 0);
          done = true;
          observer.disconnect();
          clearTimeout(timer);
          // A task queued from the animation callback runs once this frame has been painted.
          requestAnimationFrame(() => {
            at.frame = performance.now();
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now());
            channel.port2.postMessage(undefined);
          });
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`after switching outputMode: metric-messages ${before} -> ${metric()}, ${rows()} history rows, diagram-shown ${shown()}`));
      }, timeout);
    });
    const started = performance.now();
    select.value = select.value === "full_history" ? "last_message" : "full_history";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    const end = await painted;
    hooks.__onEngineRun = undefined;
    const engine = performance.getEntriesByName("engine-run");
    const { arrival, taskEnd, frame } = at;
    const stages =
      engine.length === 1 && arrival !== undefined && taskEnd !== undefined && frame !== undefined
        ? // An animation frame never runs inside a task: when the frame came first, the task had ended by then.
          {
            arrival: arrival - started,
            beyondRun: arrival - started - engine[0].duration,
            task: Math.min(taskEnd, frame) - arrival,
            wait: frame - Math.min(taskEnd, frame),
            frame: end - frame,
          }
        : undefined;
    return { ms: end - started, engineMs: engine.length === 1 ? engine[0].duration : Number.NaN, outputMode: select.value, stages };
  }, TIMEOUT_MS);
  // Let trailing work (a baseline run, token counts) finish so it does not land in the next timing, and
  // the diagram's token ride into the step (at most 0.7 of a play interval): its frames, each a style,
  // layout and paint on the main thread, slowed the bare run that follows by a fifth (41.5 -> 49.6 ms).
  await waitIdle(page);
  await page.waitForTimeout(PLAY_INTERVAL_MS);
  return toggle;
}

/** The built engine worker's URL path (`dist/assets/engine.worker-<hash>.js`). */
export function engineWorkerPath(distDir: string): string {
  const file = readdirSync(`${distDir}/assets`).find((name) => /^engine\.worker.*\.js$/.test(name));
  if (!file) throw new Error(`no engine.worker-*.js in ${distDir}/assets`);
  return `/assets/${file}`;
}

declare global {
  interface Window {
    __bareRun?: (outputMode: string) => Promise<number>;
  }
}

/**
 * Starts a second engine worker in the app's page (the app's own worker build), for bare runs: the
 * opening scenario at the app's opening knobs, with the given outputMode; page-side round trip (post
 * the request, receive the trace), nothing rendered.
 */
async function startBareWorker(page: Page, workerPath: string): Promise<void> {
  const scenario = SCENARIOS[0];
  const knobs = scenarioKnobs(scenario);
  await page.evaluate(
    ([path, scn, base, timeout]) => {
      const worker = new Worker(path, { type: "module" });
      let nextId = 1;
      window.__bareRun = (outputMode: string) =>
        new Promise<number>((resolve, reject) => {
          const id = nextId++;
          const started = performance.now();
          const timer = setTimeout(() => reject(new Error("engine worker did not answer")), timeout);
          worker.addEventListener("message", function onMessage(event: MessageEvent) {
            if (event.data?.id !== id || event.data.type === "progress") return;
            worker.removeEventListener("message", onMessage);
            clearTimeout(timer);
            if (event.data.type !== "trace") return reject(new Error(`engine worker answered ${event.data.type}: ${event.data.message ?? ""}`));
            if (event.data.trace.outcome.status !== "completed") return reject(new Error(`run failed: ${event.data.trace.outcome.error?.message}`));
            resolve(performance.now() - started);
          });
          worker.postMessage({ type: "run", id, scenario: scn, knobs: { ...base, outputMode } });
        });
    },
    [workerPath, scenario, knobs, TIMEOUT_MS] as const,
  );
}

async function bareRun(page: Page, outputMode: string): Promise<number> {
  const ms = await page.evaluate((mode) => window.__bareRun!(mode), outputMode);
  await page.waitForTimeout(100);
  return ms;
}

/** Measures the UI figures against the app served at `origin` (built into `distDir`). */
export async function measureUi(browser: Browser, origin: string, distDir: string, options: { loads: number; toggles: number }): Promise<UiFigures> {
  let jsBeforeDiagram: JsFile[] = [];
  const coldLoads = async (count: number, rate: number): Promise<number[]> => {
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const load = await coldLoad(browser, origin, i === 0 && rate === 1, rate);
      times.push(load.ms);
      if (i === 0 && rate === 1) jsBeforeDiagram = load.js;
      await load.context.close();
    }
    return times;
  };
  const unthrottled = await coldLoads(options.loads, 1);
  const predicted = await measureToggles(browser, `${origin}/`, distDir, options.toggles);
  const cold = await measureToggles(browser, `${origin}/?predict=off`, distDir, options.toggles);
  // Fewer on the slowed page: each takes about four times as long.
  const few = (count: number) => Math.max(1, Math.ceil(count / 2));
  const throttled = { coldLoads: await coldLoads(few(options.loads), CLASSROOM_RATE), cold: await measureToggles(browser, `${origin}/?predict=off`, distDir, few(options.toggles), CLASSROOM_RATE) };
  return { jsBeforeDiagram, coldLoads: unthrottled, predicted, cold, throttled };
}

/** `toggles` toggles of outputMode on the page at `url`, each followed by a bare run of the same setting. */
async function measureToggles(browser: Browser, url: string, distDir: string, count: number, rate = 1): Promise<ToggleFigures> {
  const context = await newAppContext(browser, "block");
  try {
    const page = await context.newPage();
    await throttleCpu(page, rate);
    await page.goto(url);
    await page.evaluate(() => window.__firstDiagram!);
    await waitIdle(page);
    await showWholeRun(page);
    await startBareWorker(page, engineWorkerPath(distDir));
    // Warm-up: lazy chunks, the app's worker and the token worker start, JIT in both engine workers.
    for (let i = 0; i < 2; i++) await bareRun(page, (await toggleOutputMode(page)).outputMode);
    // Each toggle, then a bare run of the configuration it switched to, so a change in the machine's
    // load hits both alike.
    const toggles: Toggle[] = [];
    const bare: number[] = [];
    for (let i = 0; i < count; i++) {
      const toggle = await toggleOutputMode(page);
      toggles.push(toggle);
      bare.push(await bareRun(page, toggle.outputMode));
    }
    return {
      toggles: toggles.map((t) => t.ms),
      appEngineRuns: toggles.flatMap((t) => (Number.isNaN(t.engineMs) ? [] : [t.engineMs])),
      bareRuns: bare,
      stages: toggles.flatMap((t) => (t.stages ? [t.stages] : [])),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number): string => `${value.toFixed(0)} ms`;
const ms1 = (value: number): string => `${value.toFixed(1)} ms`;

/** The UI figures as lines of text (their targets are in the closing table, benchFigures.ts). */
export function formatUi(figures: UiFigures): string {
  const sum = (thread?: JsFile["thread"]) => figures.jsBeforeDiagram.filter((f) => !thread || f.thread === thread).reduce((s, f) => s + f.gzip, 0);
  const toggleLines = (name: string, t: ToggleFigures) => {
    const stage = (part: keyof ToggleStages) => ms1(median(t.stages.map((x) => x[part])));
    return [
      `Toggle outputMode, ${name} -> metric, history and diagram repainted: median ${ms(median(t.toggles))}, p95 ${ms(p95(t.toggles))} over ${t.toggles.length} toggles`,
      `    of which the engine inside the app's worker (engine-run): ${t.appEngineRuns.length ? `median ${ms(median(t.appEngineRuns))}` : "none (every toggle answered from a prediction)"}`,
      `    bare engine run, same page (a second engine worker, round trip, same configuration after each toggle): median ${ms(median(t.bareRuns))}, p95 ${ms(p95(t.bareRuns))}`,
      ...(t.stages.length
        ? [
            `    stages (medians of the ${t.stages.length} that ran the engine): the trace is on the page ${stage("arrival")} after the change (${stage("beyondRun")} of it beyond the engine's own run); ` +
              `the task taking it in ${stage("task")}; then ${stage("wait")} until the frame, painted ${stage("frame")} later`,
          ]
        : []),
      `    toggle / bare run: ${(median(t.toggles) / median(t.bareRuns)).toFixed(2)}x`,
    ];
  };
  const lines = [
    `JS before the first diagram (gzip): ${kb(sum())} total = page ${kb(sum("page"))} + workers ${kb(sum("worker"))}`,
    ...figures.jsBeforeDiagram.map((f) => `    ${f.thread.padEnd(6)} ${f.path.padEnd(44)} ${kb(f.gzip).padStart(9)} gzip  ${kb(f.raw).padStart(10)} raw`),
    `Cold load to first diagram: median ${ms(median(figures.coldLoads))} over ${figures.coldLoads.length} loads (${figures.coldLoads.map(ms).join(", ")})`,
    ...toggleLines("predicted (neighbour run ahead)", figures.predicted),
    ...toggleLines("cold (?predict=off)", figures.cold),
    `At CPU throttling ${CLASSROOM_RATE}x (a classroom laptop): cold load median ${ms(median(figures.throttled.coldLoads))} over ${figures.throttled.coldLoads.length} loads (${figures.throttled.coldLoads.map(ms).join(", ")})`,
    ...toggleLines(`cold, CPU throttled ${CLASSROOM_RATE}x`, figures.throttled.cold),
  ];
  return lines.join("\n");
}
