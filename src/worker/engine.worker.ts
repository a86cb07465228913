/// <reference lib="webworker" />
/**
 * The engine's own thread: the LangGraph.js libraries load and run here, never on the page, so the
 * first paint does not wait for them and a runaway run cannot freeze the UI (the page terminates us).
 * The page's connection pings while we work; a run also reports progress between its supersteps, so
 * a worker silent for long is one stuck inside a step.
 */
import "../engine/zodWithoutEval";
import { playedScenario } from "../engine/scenarios/generated";
import { sweepRow, sweepRunOptions } from "../engine/sweepPlan";
import { run } from "../engine/trace/run";
import { growthFigures } from "../engine/growth";
import { tokenTexts } from "../engine/cost/tokenTexts";
import type { TokenCounter } from "../engine/trace/metrics";
import { loadO200kCounter } from "./o200kRanks";
import { PROGRESS_MS, type EngineRequest, type EngineResponse } from "./protocol";

// The tokenizer's ~2 MB o200k_base table is fetched once, on the first request that counts tokens: a
// shared asset (o200kRanks.ts), not part of this bundle. A failed fetch is retried on the next request.
let counter: Promise<TokenCounter> | undefined;
const tokenizer = () => (counter ??= loadO200kCounter().catch((error: unknown) => {
  counter = undefined;
  throw error;
}));

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (message: EngineResponse): void => scope.postMessage(message);

/**
 * Tells the page request `id` is still at work, at most every {@link PROGRESS_MS}: a long run's pings
 * wait behind its work (a stream's steps follow one another without giving pings a turn), but these
 * reports go out between its supersteps.
 */
function reporter(id: number): () => void {
  let last = performance.now();
  return () => {
    const now = performance.now();
    if (now - last < PROGRESS_MS) return;
    last = now;
    post({ type: "progress", id });
  };
}

scope.onmessage = async (event: MessageEvent<EngineRequest>) => {
  const request = event.data;
  if (request.type === "ping") return post({ type: "pong" });
  try {
    const started = performance.now();
    const onProgress = reporter(request.id);
    if (request.type === "run") {
      // The tokenizer loads while the run records, so the trace arrives counted: its token figures show with it.
      const [trace, count] = await Promise.all([run(request.scenario, request.knobs, { decisions: request.decisions, fork: request.fork, onProgress }), tokenizer()]);
      post({ type: "trace", id: request.id, trace, ms: performance.now() - started, tokens: tokenTexts(trace).map((text) => count(text)) });
    } else if (request.type === "sweepRow") {
      const { scenario, combo } = request;
      // Rows carry tokens per agent, so the sweep's cost column follows the user's prices.
      const [trace, count] = await Promise.all([run(scenario, combo.knobs, { ...sweepRunOptions(), onProgress }), tokenizer()]);
      post({ type: "sweepRow", id: request.id, row: sweepRow(combo, trace, playedScenario(scenario, combo.knobs).userTurns.length > 1, count), ms: performance.now() - started });
    } else if (request.type === "warm") {
      await tokenizer();
      post({ type: "warm", id: request.id, ms: performance.now() - started });
    } else if (request.type === "growthPoint") {
      const [trace, count] = await Promise.all([run(request.scenario, request.knobs, { onProgress }), tokenizer()]);
      post({ type: "growthPoint", id: request.id, figures: growthFigures(trace, count), ms: performance.now() - started });
    } else {
      const [{ measureDocsTable }, count] = await Promise.all([import("../engine/docsTable/measure"), tokenizer()]);
      post({ type: "docsTable", id: request.id, cells: await measureDocsTable(count) });
    }
  } catch (error) {
    // run() never throws by contract; this catches what escapes anyway (a structured-clone failure, say).
    post({ type: "failed", id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
};

post({ type: "ready" });
