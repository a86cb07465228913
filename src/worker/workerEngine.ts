import type { HumanDecision } from "../engine/hitl/humanRequest";
import type { Knobs } from "../engine/knobs";
import type { ForkRequest } from "../engine/trace/fork";
import type { Scenario } from "../engine/scenarios/types";
import type { Trace } from "../engine/trace/types";
import type { MeasuredCell } from "../engine/docsTable/docsTable";
import type { EngineClient } from "../store/types";
import type { EngineRequest, EngineResponse, SweepRow } from "./protocol";

/** A request before it gets its id (Omit distributed over the union). */
type Unsent = EngineRequest extends infer R ? (R extends EngineRequest ? Omit<R, "id"> : never) : never;

interface Pending {
  resolve(value: Trace | SweepRow[] | MeasuredCell[]): void;
  reject(error: Error): void;
}

/** Listeners told when the worker has loaded the runtime (for the "loading engine" state). */
export type ReadyListener = (ready: boolean) => void;

/**
 * The engine behind a Web Worker. Requests are queued by the worker in order; `restart()` kills the
 * worker (ending any runaway run), rejects everything in flight and starts a fresh one lazily.
 */
export function createWorkerEngine(onReady?: ReadyListener): EngineClient {
  let worker: Worker | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (message: string): void => {
    for (const entry of pending.values()) entry.reject(new Error(message));
    pending.clear();
  };

  const start = (): Worker => {
    const w = new Worker(new URL("./engine.worker.ts", import.meta.url), { type: "module" });
    onReady?.(false);
    w.onmessage = (event: MessageEvent<EngineResponse>) => {
      const message = event.data;
      if (message.type === "ready") return onReady?.(true);
      const entry = pending.get(message.id);
      if (!entry) return;
      pending.delete(message.id);
      if (message.type === "trace") {
        // The engine's own time in the worker, for benchmarks: performance.getEntriesByName("engine-run").
        performance.measure("engine-run", { start: performance.now() - message.ms, duration: message.ms });
        entry.resolve(message.trace);
      }
      else if (message.type === "sweep") entry.resolve(message.rows);
      else if (message.type === "docsTable") entry.resolve(message.cells);
      else entry.reject(new Error(message.message));
    };
    w.onerror = (event) => {
      event.preventDefault();
      failAll(event.message || "The engine worker crashed.");
      w.terminate();
      if (worker === w) worker = undefined;
    };
    return w;
  };

  const send = <T extends Trace | SweepRow[] | MeasuredCell[]>(request: Unsent): Promise<T> => {
    worker ??= start();
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as Pending["resolve"], reject });
      worker!.postMessage({ ...request, id } as EngineRequest);
    });
  };

  return {
    run: (scenario: Scenario, knobs: Partial<Knobs>, decisions: HumanDecision[] = [], fork?: ForkRequest) => send<Trace>({ type: "run", scenario, knobs, decisions, fork }),
    sweep: (scenario: Scenario) => send<SweepRow[]>({ type: "sweep", scenario }),
    docsTable: () => send<MeasuredCell[]>({ type: "docsTable" }),
    restart() {
      worker?.terminate();
      worker = undefined;
      failAll("stopped");
    },
  };
}
