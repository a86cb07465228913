import { EngineFaultError, type EngineFault, type EngineStall } from "../store/engineFault";
import type { EngineRequest, EngineResponse } from "./protocol";
import type { parseEngineResponse } from "./responseSchema";

/** Checks a worker message against the protocol before anything reads it (`parseEngineResponse`, zod). */
export type ResponseCheck = typeof parseEngineResponse;

/** The part of `Worker` a connection uses (tests pass a fake). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  terminate(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  onmessageerror: ((event: MessageEvent) => void) | null;
}

/** A request before it gets its id (Omit distributed over the union). */
export type Unsent = EngineRequest extends infer R ? (R extends { id: number } ? Omit<R, "id"> : never) : never;

/** The answer a request gets: a trace, a sweep row or the docs table's cells (a `failed` reply rejects). */
export type Answer = Extract<EngineResponse, { type: "trace" } | { type: "sweepRow" } | { type: "docsTable" } | { type: "growthPoint" } | { type: "warm" }>;

/**
 * How often the page pings a busy worker, and how long a silence (no pong, no progress report, no
 * answer) means it may have hung. A working engine reports progress between supersteps, so only a
 * worker stuck inside one step stays silent; on a busy laptop a step can take seconds, hence 10 s.
 */
export const HEARTBEAT = { pingMs: 500, hangMs: 10_000, loadMs: 30_000 } as const;


export interface ConnectionOptions {
  /** The worker script, named in a load failure. */
  url: URL;
  createWorker(): WorkerLike;
  /** Called with false when a fresh worker starts loading, true once it has loaded the runtime. */
  onReady?(ready: boolean): void;
  /** For finding out why the script did not load (status, content type); the page's `fetch` by default. */
  fetch?: (url: URL) => Promise<{ ok: boolean; status: number; headers: { get(name: string): string | null } }>;
  heartbeat?: { pingMs: number; hangMs: number; loadMs: number };
  /**
   * The check every message passes on arrival, or how to load it (zod, which the page's first paint
   * does without): the connection loads it as it starts its first worker, and messages that arrive
   * before it is in wait for it, in order.
   */
  checkResponse: ResponseCheck | { load(): Promise<ResponseCheck> };
  /**
   * Told when the worker has been silent past its allowance (with how long), and with `undefined`
   * once it speaks again, is told to keep waiting, or is closed. With it, a silent worker is never
   * stopped by the connection: the user chooses (`keepWaiting` or `close`). Without it (background
   * pools), silence past the allowance is a `hung` fault.
   */
  onStall?(stall: EngineStall | undefined): void;
}

/** One engine worker and everything that can go wrong with it. */
export interface EngineConnection {
  /** Sends a request (starting the worker if none runs) and resolves with its answer. */
  send(request: Unsent): Promise<Answer>;
  /** Terminates the worker now; everything in flight rejects with `error`. The next `send` starts afresh. */
  close(error: Error): void;
  /** The user chose to wait for a silent worker: its allowance starts again. */
  keepWaiting(): void;
  /** Requests in flight. */
  readonly busy: number;
}

interface Pending {
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

function fileName(url: URL): string {
  return url.pathname.split("/").pop() || url.pathname;
}

/** Why a worker script did not load: asks the server for the same file and reads what it answers. */
async function diagnoseLoad(url: URL, fetchFile: NonNullable<ConnectionOptions["fetch"]>, detail: string | undefined): Promise<EngineFault> {
  const file = fileName(url);
  try {
    const response = await fetchFile(url);
    const contentType = response.headers.get("content-type") ?? undefined;
    return { kind: "load", file, status: response.status, ...(contentType ? { contentType } : {}), ...(detail ? { detail } : {}) };
  } catch (error) {
    return { kind: "load", file, detail: error instanceof Error ? error.message : String(error) };
  }
}

const defaultFetch: NonNullable<ConnectionOptions["fetch"]> = (url) => fetch(url, { cache: "no-store" });

/**
 * Owns one engine worker's life: starts it lazily, names a failed load (which file, what status),
 * notices a silent worker by a heartbeat (a busy worker that answers no ping and reports no progress
 * for `hangMs`; the user decides what then, see `onStall`), checks
 * every message on arrival (a malformed one is a fault, never an uncaught exception), and on any
 * fault terminates the worker and rejects what was in flight with an {@link EngineFaultError}.
 */
export function createEngineConnection(options: ConnectionOptions): EngineConnection {
  const timing = options.heartbeat ?? HEARTBEAT;
  const fetchFile = options.fetch ?? defaultFetch;
  let worker: WorkerLike | undefined;
  let ready = false;
  // A fresh worker's first request also loads and compiles the graph modules it needs, in long
  // synchronous stretches no ping can interrupt; until it has answered once, it gets the load time.
  let warm = false;
  let silentTicks = 0;
  let stalled = false;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let loadTimer: ReturnType<typeof setTimeout> | undefined;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  let check = typeof options.checkResponse === "function" ? options.checkResponse : undefined;
  let checkLoading = false;
  /** Messages of the current worker that arrived before the check, in order. */
  const unchecked: unknown[] = [];

  const stopTimers = (): void => {
    clearInterval(ticker);
    clearTimeout(loadTimer);
    ticker = undefined;
    loadTimer = undefined;
  };

  const setStalled = (stall: EngineStall | undefined): void => {
    if (stalled === (stall !== undefined)) return;
    stalled = stall !== undefined;
    options.onStall?.(stall);
  };
  /** Silent past its allowance: a fault for a background worker; for the run on screen, the user's call. */
  const silentTooLong = (silentMs: number): void => {
    if (!options.onStall) return fail({ kind: "hung", silentMs });
    setStalled({ silentMs });
  };

  const close = (error: Error): void => {
    stopTimers();
    setStalled(undefined);
    const current = worker;
    worker = undefined;
    ready = false;
    warm = false;
    unchecked.length = 0;
    if (current) {
      current.onmessage = current.onerror = current.onmessageerror = null;
      current.terminate();
    }
    const entries = [...pending.values()];
    pending.clear();
    for (const entry of entries) entry.reject(error);
  };
  const fail = (fault: EngineFault): void => close(new EngineFaultError(fault));

  // The heartbeat runs only while the worker is loaded and has work: an idle worker may sleep.
  const tick = (): void => {
    if (!worker || pending.size === 0) return void stopTimers();
    silentTicks += 1;
    const allowed = warm ? timing.hangMs : timing.loadMs;
    if (silentTicks * timing.pingMs >= allowed) silentTooLong(silentTicks * timing.pingMs);
    // A stalled worker is still pinged: its first answer ends the stall.
    if (worker) worker.postMessage({ type: "ping" } satisfies EngineRequest);
  };
  const watch = (): void => {
    if (!worker) return;
    if (!ready) {
      loadTimer ??= setTimeout(() => silentTooLong(timing.loadMs), timing.loadMs);
      return;
    }
    if (pending.size > 0 && ticker === undefined) {
      silentTicks = 0;
      ticker = setInterval(tick, timing.pingMs);
    }
  };

  const receive = (data: unknown): void => {
    silentTicks = 0;
    setStalled(undefined);
    if (check && !unchecked.length) handle(check, data);
    else unchecked.push(data);
  };
  const loadCheck = (source: { load(): Promise<ResponseCheck> }): void => {
    if (checkLoading) return;
    checkLoading = true;
    source.load().then(
      (loaded) => {
        check = loaded;
        // One at a time: a message that fails closes the worker, which drops the ones after it.
        while (unchecked.length) handle(loaded, unchecked.shift());
      },
      (error: unknown) => {
        checkLoading = false;
        fail({ kind: "load", file: "schemas", detail: error instanceof Error ? error.message : String(error) });
      },
    );
  };

  function handle(parse: ResponseCheck, data: unknown): void {
    const parsed = parse(data);
    if (!parsed.ok) return fail({ kind: "malformed", problem: parsed.problem });
    const message = parsed.message;
    if (message.type === "pong" || message.type === "progress") return;
    if (message.type === "ready") {
      ready = true;
      clearTimeout(loadTimer);
      loadTimer = undefined;
      options.onReady?.(true);
      return watch();
    }
    warm = true;
    const entry = pending.get(message.id);
    if (!entry) return;
    pending.delete(message.id);
    if (message.type === "failed") entry.reject(new EngineFaultError({ kind: "crashed", message: message.message }));
    else entry.resolve(message);
    if (pending.size === 0) stopTimers();
  }

  const start = (): WorkerLike => {
    if (typeof options.checkResponse !== "function" && !check) loadCheck(options.checkResponse);
    const created = options.createWorker();
    ready = false;
    warm = false;
    options.onReady?.(false);
    created.onmessage = (event) => {
      if (worker === created) receive(event.data);
    };
    created.onmessageerror = () => {
      if (worker === created) fail({ kind: "malformed", problem: "a message could not be deserialized" });
    };
    created.onerror = (event) => {
      event.preventDefault();
      if (worker !== created) return;
      const message = event.message || undefined;
      if (ready) return fail({ kind: "crashed", message: message ?? "" });
      // Not loaded yet: the script (or a chunk it imports) did not load or did not evaluate. Detach
      // at once, so nothing waits on this worker while the server is asked what it served.
      const inFlight = [...pending.values()];
      pending.clear();
      close(new Error("load failed"));
      void diagnoseLoad(options.url, fetchFile, message).then((fault) => {
        for (const entry of inFlight) entry.reject(new EngineFaultError(fault));
      });
    };
    return created;
  };

  return {
    send(request) {
      worker ??= start();
      const id = nextId++;
      const target = worker;
      return new Promise<Answer>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        target.postMessage({ ...request, id } as EngineRequest);
        watch();
      });
    },
    close,
    keepWaiting() {
      if (!stalled) return;
      silentTicks = 0;
      setStalled(undefined);
      if (!ready) {
        clearTimeout(loadTimer);
        loadTimer = undefined;
        watch();
      }
    },
    get busy() {
      return pending.size;
    },
  };
}
