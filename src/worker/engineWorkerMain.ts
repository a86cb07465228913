/// <reference lib="webworker" />
/**
 * The engine's own thread (loaded by `engine.worker.ts`): the LangGraph.js libraries load and run
 * here, never on the page, so the first paint does not wait for them and a runaway run cannot freeze
 * the UI (the page terminates us). The page's connection pings while we work; a run also reports
 * progress between its supersteps, so a worker silent for long is one stuck inside a step.
 */
import { playedScenario } from "../engine/scenarios/generated";
import { sweepRow, sweepRunOptions, warmUpRuns } from "../engine/sweepPlan";
import { run } from "../engine/trace/run";
import { growthFigures } from "../engine/growth";
import { tokenTexts } from "../engine/cost/tokenTexts";
import { listedCounter, type TokenCounter } from "../engine/tokens/tokenCounter";
import type { Trace } from "../engine/trace/types";
import { PROGRESS_MS, type EngineRequest, type EngineResponse, type TokenPortMessage } from "./protocol";
import { rememberingRequester, tokenRequester, type TokenRequester } from "./tokenChannel";

// This worker builds no tokenizer: it counts through a port to the page's one token worker (the page
// sends it before any request), so the o200k_base table is parsed once per page, not once per worker.
// It remembers the counts it was given: a run's texts are mostly the last run's, and those it does
// not ask for again.
let tokens: TokenRequester | undefined;

/** Whether a sweep has asked for a row since the last warm-up began: the warm-up then stops for it. */
let rowAsked = false;

/** A counter over a trace's texts, counted by the token worker. */
async function counterFor(trace: Trace): Promise<TokenCounter> {
  if (!tokens) throw new Error("This engine worker was given no port to the token worker.");
  const texts = tokenTexts(trace);
  return listedCounter(texts, await tokens.count(texts));
}

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

async function answer(event: MessageEvent<EngineRequest | TokenPortMessage>): Promise<void> {
  const request = event.data;
  if (request.type === "ping") return post({ type: "pong" });
  if (request.type === "tokenPort") return void (tokens = rememberingRequester(tokenRequester(request.port), { known: request.known }));
  try {
    const started = performance.now();
    const onProgress = reporter(request.id);
    if (request.type === "run") {
      // The trace arrives counted, so its token figures show with it. A worker given no port (the
      // bench's bare engine) sends it uncounted: the page then counts it itself.
      const trace = await run(request.scenario, request.knobs, { decisions: request.decisions, fork: request.fork, onProgress });
      const ms = performance.now() - started;
      post({ type: "trace", id: request.id, trace, ms, tokens: await tokens?.count(tokenTexts(trace)) });
    } else if (request.type === "sweepRow") {
      rowAsked = true;
      const { scenario, combo } = request;
      // Rows carry tokens per agent, so the sweep's cost column follows the user's prices.
      const trace = await run(scenario, combo.knobs, { ...sweepRunOptions(), onProgress });
      post({ type: "sweepRow", id: request.id, row: sweepRow(combo, trace, playedScenario(scenario, combo.knobs).userTurns.length > 1, await counterFor(trace)), ms: performance.now() - started });
    } else if (request.type === "warm") {
      rowAsked = false;
      // An empty text makes the token worker build its encoder, without counting anything real.
      await tokens?.count([""]);
      if (request.run) {
        const { scenario } = request.run;
        for (const knobs of warmUpRuns(scenario, request.run.knobs)) {
          if (rowAsked) break;
          await run(scenario, knobs, sweepRunOptions());
        }
      }
      post({ type: "warm", id: request.id, ms: performance.now() - started });
    } else if (request.type === "growthPoint") {
      const trace = await run(request.scenario, request.knobs, { onProgress });
      post({ type: "growthPoint", id: request.id, figures: growthFigures(trace, await counterFor(trace)), ms: performance.now() - started });
    } else {
      const { measureDocsTable } = await import("../engine/docsTable/measure");
      post({ type: "docsTable", id: request.id, cells: await measureDocsTable(counterFor) });
    }
  } catch (error) {
    // run() never throws by contract; this catches what escapes anyway (a structured-clone failure, say).
    post({ type: "failed", id: request.id, message: error instanceof Error ? error.message : String(error) });
  }
}

/** Answers the page from now on, first the messages that came while the engine loaded (in their order), and says it is ready. */
export function startEngineWorker(early: readonly MessageEvent<EngineRequest | TokenPortMessage>[]): void {
  scope.onmessage = answer;
  for (const event of early) void answer(event);
  post({ type: "ready" });
}
