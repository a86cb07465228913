import type { HumanDecision } from "../engine/hitl/humanRequest";
import type { Knobs } from "../engine/knobs";
import type { ForkRequest } from "../engine/trace/fork";
import type { Trace } from "../engine/trace/types";
import type { Scenario } from "../engine/scenarios/types";
import type { EngineClient } from "../store/types";
import type { EngineStall } from "../store/engineFault";
import { engineActivity } from "./engineActivity";
import { createEngineConnection, type ConnectionOptions, type EngineConnection } from "./engineConnection";
import { createPredictedRuns } from "./predictedRuns";
import { createSweepPool, sweepPoolSize } from "./sweepPool";
import type { TokenPortMessage } from "./protocol";
import type { KnownCounts } from "./tokenChannel";
import { tokenPort } from "./tokenClient";
import engineWorkerUrl from "./engine.worker.ts?worker&url";

/** Listeners told when the run worker has loaded the runtime (for the "loading engine" state). */
export type ReadyListener = (ready: boolean) => void;
/** Takes the token counts a run's trace came with (see the `trace` response), before the trace is handed on. */
export type TraceTokensListener = (trace: Trace, counts: readonly number[] | undefined) => void;

// The built worker chunk's address (Vite's `?worker&url`), so a failed load can name the file it asked for.
const ENGINE_URL = new URL(engineWorkerUrl, globalThis.location?.href);

/**
 * A fresh engine worker (the production script), given its port to the page's one token worker before
 * anything else, and the counts the page knows already.
 */
function createEngineWorker(known: KnownCounts): Worker {
  const worker = new Worker(ENGINE_URL, { type: "module" });
  const port = tokenPort();
  const message: TokenPortMessage = { type: "tokenPort", port, known };
  worker.postMessage(message, [port]);
  return worker;
}

/** A connection to a fresh engine worker of the page; its requests count in the page's {@link engineActivity}. */
export function engineWorkerConnection({ checkResponse, onReady, onStall, known = new Map() }: Pick<ConnectionOptions, "checkResponse" | "onReady" | "onStall"> & { known?: KnownCounts }): EngineConnection {
  const connection = createEngineConnection({ url: ENGINE_URL, createWorker: () => createEngineWorker(known), checkResponse, onReady, onStall });
  return sendingThrough(connection, (request) => engineActivity.track(connection.send(request)));
}

/** `connection` with its requests sent by `send` instead; everything else is the connection's own. */
function sendingThrough(connection: EngineConnection, send: EngineConnection["send"]): EngineConnection {
  return {
    send,
    close: (error) => connection.close(error),
    keepWaiting: () => connection.keepWaiting(),
    get busy() {
      return connection.busy;
    },
  };
}

/**
 * A connection that hands every trace's token counts (see the `trace` response) to `onTraceTokens`
 * before the trace goes on, so its token figures paint in the same frame as the rest.
 */
function counting(connection: EngineConnection, onTraceTokens: TraceTokensListener | undefined): EngineConnection {
  if (!onTraceTokens) return connection;
  return sendingThrough(connection, (request) =>
    connection.send(request).then((answer) => {
      if (answer.type === "trace") onTraceTokens(answer.trace, answer.tokens);
      return answer;
    }),
  );
}

/**
 * The engine behind Web Workers: one worker for the run on screen, and a pool of others for sweeps,
 * so a sweep never queues ahead of a knob change. `restart()` kills the run worker (ending a runaway
 * run) and rejects what it had in flight; the next run starts a fresh one. With `runAhead` (the page's
 * default), a worker of its own runs the neighbours of the setting on screen while the page is idle,
 * and a run of a setting already made there answers from it (see `predictedRuns.ts`); and the sweep's
 * workers can be started before a sweep is opened (`warmSweeps`).
 */
export function createWorkerEngine(
  onReady: ReadyListener | undefined,
  {
    checkResponse,
    runAhead = true,
    onTraceTokens,
    knownTokens,
  }: { checkResponse: ConnectionOptions["checkResponse"]; runAhead?: boolean; onTraceTokens?: TraceTokensListener; knownTokens?: KnownCounts },
): EngineClient {
  let stallListener: ((stall: EngineStall | undefined) => void) | undefined;
  // The run worker starts knowing the counts of the runs prepared at build time, so the run that
  // confirms the opening one never wakes the tokenizer (about 0.7 s of CPU to build it from its table).
  const runs = counting(engineWorkerConnection({ checkResponse, onReady, onStall: (stall) => stallListener?.(stall), known: knownTokens }), onTraceTokens);
  const sweeps = createSweepPool(sweepPoolSize(), () => engineWorkerConnection({ checkResponse }));
  // The growth chart's pool is its own, so a chart and a sweep never stop each other's workers.
  const growth = createSweepPool(sweepPoolSize(), () => engineWorkerConnection({ checkResponse }));
  // The docs table measures many runs: a background worker of its own, made when first asked.
  let docs: EngineConnection | undefined;
  // Marks the bench and the e2e suite count: a neighbour whose trace is held, and a run answered from one.
  const predicted = runAhead ? createPredictedRuns(() => counting(engineWorkerConnection({ checkResponse }), onTraceTokens), () => performance.mark("neighbour-ready")) : undefined;
  return {
    async run(scenario: Scenario, knobs: Partial<Knobs>, decisions: HumanDecision[] = [], fork?: ForkRequest) {
      const plain = decisions.length === 0 && !fork;
      const ready = plain ? predicted?.take(scenario, knobs) : undefined;
      if (ready) {
        performance.mark("predicted-served");
        return ready;
      }
      const answer = await runs.send({ type: "run", scenario, knobs, decisions, fork });
      if (answer.type !== "trace") throw new Error(`unexpected ${answer.type}`);
      // The engine's own time in the worker, for benchmarks: performance.getEntriesByName("engine-run").
      performance.measure("engine-run", { start: performance.now() - answer.ms, duration: answer.ms });
      if (plain) predicted?.keep(scenario, knobs, answer.trace);
      return answer.trace;
    },
    predict: predicted ? (scenario, settings) => predicted.predict(scenario, settings) : undefined,
    held: predicted ? (scenario, knobs) => predicted.take(scenario, knobs) : undefined,
    sweep: (scenario, progress) => sweeps.sweep(scenario, progress),
    warmSweeps: runAhead ? (run) => sweeps.warm(run) : undefined,
    growth: (scenario, runs, progress) => growth.growth(scenario, runs, progress),
    async docsTable() {
      docs ??= engineWorkerConnection({ checkResponse });
      const answer = await docs.send({ type: "docsTable" });
      if (answer.type !== "docsTable") throw new Error(`unexpected ${answer.type}`);
      return answer.cells;
    },
    restart: () => runs.close(new Error("stopped")),
    onStall: (listener) => void (stallListener = listener),
    keepWaiting: () => runs.keepWaiting(),
  };
}
