import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EngineFaultError, type EngineFault } from "../store/engineFault";
import { createEngineConnection, HEARTBEAT, type ConnectionOptions, type WorkerLike } from "./engineConnection";
import { parseEngineResponse } from "./responseSchema";

/** A stand-in worker: the test plays the worker's side by hand. */
class FakeWorker implements WorkerLike {
  posted: { type: string; id?: number }[] = [];
  terminated = false;
  onmessage: WorkerLike["onmessage"] = null;
  onerror: WorkerLike["onerror"] = null;
  onmessageerror: WorkerLike["onmessageerror"] = null;
  postMessage(message: unknown) {
    this.posted.push(message as { type: string; id?: number });
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
  failToLoad() {
    this.onerror?.({ message: "", preventDefault() {} } as unknown as ErrorEvent);
  }
  get lastRequestId() {
    return this.posted.filter((m) => m.type !== "ping").at(-1)!.id!;
  }
}

const RUN = { type: "run" as const, scenario: {} as never, knobs: {}, decisions: [] };
const url = new URL("http://localhost/assets/engine.worker-abc123.js");
const trace = { steps: [], outcome: { status: "completed" } };

function connect(extra: Partial<ConnectionOptions> = {}) {
  const workers: FakeWorker[] = [];
  const connection = createEngineConnection({
    url,
    checkResponse: parseEngineResponse,
    createWorker: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker;
    },
    ...extra,
  });
  return { connection, workers };
}

async function faultOf(promise: Promise<unknown>): Promise<EngineFault> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(EngineFaultError);
  return (error as EngineFaultError).fault;
}

describe("an engine connection", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("resolves a request with the worker's answer", async () => {
    const { connection, workers } = connect();
    const answer = connection.send(RUN);
    workers[0].reply({ type: "ready" });
    workers[0].reply({ type: "trace", id: workers[0].lastRequestId, trace, ms: 5 });
    await expect(answer).resolves.toMatchObject({ type: "trace", trace });
    expect(connection.busy).toBe(0);
  });

  it("holds the messages that come before the check is loaded, and reads them in order once it is", async () => {
    let loaded!: (check: typeof parseEngineResponse) => void;
    const check = vi.fn(parseEngineResponse);
    const load = vi.fn(() => new Promise<typeof parseEngineResponse>((resolve) => (loaded = resolve)));
    const { connection, workers } = connect({ checkResponse: { load } });
    const first = connection.send(RUN);
    const second = connection.send(RUN);
    const [one, two] = workers[0].posted.map((m) => m.id!);
    workers[0].reply({ type: "ready" });
    workers[0].reply({ type: "trace", id: two, trace, ms: 2 });
    workers[0].reply({ type: "trace", id: one, trace, ms: 1 });
    await Promise.resolve();
    expect(connection.busy).toBe(2);
    expect(load).toHaveBeenCalledTimes(1);
    loaded(check);
    await expect(first).resolves.toMatchObject({ ms: 1 });
    await expect(second).resolves.toMatchObject({ ms: 2 });
    expect(check.mock.calls.map(([message]) => (message as { type: string }).type)).toEqual(["ready", "trace", "trace"]);
    expect(check.mock.calls[1][0]).toMatchObject({ id: two });
  });

  it("names the file and the HTTP status when the worker script does not load", async () => {
    const fetch = vi.fn(async () => ({ ok: false, status: 404, headers: new Headers({ "content-type": "text/plain" }) }));
    const { connection, workers } = connect({ fetch });
    const answer = connection.send(RUN);
    workers[0].failToLoad();
    expect(await faultOf(answer)).toEqual({ kind: "load", file: "engine.worker-abc123.js", status: 404, contentType: "text/plain" });
    expect(fetch).toHaveBeenCalledWith(url);
    expect(workers[0].terminated).toBe(true);
  });

  it("reports an HTML page served in place of the script by its content type", async () => {
    const fetch = async () => ({ ok: true, status: 200, headers: new Headers({ "content-type": "text/html" }) });
    const { connection, workers } = connect({ fetch });
    const answer = connection.send(RUN);
    workers[0].failToLoad();
    expect(await faultOf(answer)).toMatchObject({ kind: "load", status: 200, contentType: "text/html" });
  });

  it("reports a network failure when the server cannot even be asked", async () => {
    const fetch = async () => Promise.reject(new TypeError("Failed to fetch"));
    const { connection, workers } = connect({ fetch });
    const answer = connection.send(RUN);
    workers[0].failToLoad();
    expect(await faultOf(answer)).toEqual({ kind: "load", file: "engine.worker-abc123.js", detail: "Failed to fetch" });
  });

  it("gives a fresh worker's first request the load time, since it compiles what it needs", async () => {
    const { connection, workers } = connect();
    const answer = connection.send(RUN);
    workers[0].reply({ type: "ready" });
    await vi.advanceTimersByTimeAsync(HEARTBEAT.hangMs * 2);
    expect(workers[0].terminated).toBe(false);
    const fault = faultOf(answer);
    await vi.advanceTimersByTimeAsync(HEARTBEAT.loadMs);
    expect(await fault).toMatchObject({ kind: "hung" });
  });

  it("notices a busy worker that stops answering pings within the hang time, and starts a fresh one next", async () => {
    const { connection, workers } = connect();
    const first = connection.send(RUN);
    workers[0].reply({ type: "ready" });
    workers[0].reply({ type: "trace", id: workers[0].lastRequestId, trace, ms: 5 });
    await first;
    const answer = connection.send(RUN);
    const fault = faultOf(answer);
    await vi.advanceTimersByTimeAsync(HEARTBEAT.hangMs);
    expect(await fault).toEqual({ kind: "hung", silentMs: HEARTBEAT.hangMs });
    expect(workers[0].posted.filter((m) => m.type === "ping").length).toBeGreaterThan(0);
    expect(workers[0].terminated).toBe(true);
    void connection.send(RUN);
    expect(workers).toHaveLength(2);
  });

  it("keeps a slow worker that answers its pings", async () => {
    const { connection, workers } = connect();
    const answer = connection.send(RUN);
    workers[0].reply({ type: "ready" });
    for (let i = 0; i < 20; i += 1) {
      await vi.advanceTimersByTimeAsync(HEARTBEAT.pingMs);
      workers[0].reply({ type: "pong" });
    }
    workers[0].reply({ type: "trace", id: workers[0].lastRequestId, trace, ms: 10_000 });
    await expect(answer).resolves.toMatchObject({ type: "trace" });
    expect(workers[0].terminated).toBe(false);
  });

  it("keeps a worker that reports progress between supersteps, however long the run and whether or not it answers pings", async () => {
    const { connection, workers } = connect();
    const answer = connection.send(RUN);
    workers[0].reply({ type: "ready" });
    for (let elapsed = 0; elapsed < HEARTBEAT.loadMs * 3; elapsed += HEARTBEAT.hangMs - HEARTBEAT.pingMs) {
      await vi.advanceTimersByTimeAsync(HEARTBEAT.hangMs - HEARTBEAT.pingMs);
      workers[0].reply({ type: "progress", id: workers[0].lastRequestId });
    }
    workers[0].reply({ type: "trace", id: workers[0].lastRequestId, trace, ms: HEARTBEAT.loadMs * 3 });
    await expect(answer).resolves.toMatchObject({ type: "trace" });
    expect(workers[0].terminated).toBe(false);
  });

  it("with someone to ask, never stops a silent worker: after 10 s it reports the stall, waits when told to, and the stall ends when the worker speaks", async () => {
    const stalls: ({ silentMs: number } | undefined)[] = [];
    const { connection, workers } = connect({ onStall: (stall) => stalls.push(stall) });
    const warmUp = connection.send(RUN);
    workers[0].reply({ type: "ready" });
    workers[0].reply({ type: "trace", id: workers[0].lastRequestId, trace, ms: 5 });
    await warmUp;
    const answer = connection.send(RUN);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(stalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(stalls).toEqual([{ silentMs: 10_000 }]);
    // Silent ten times as long: still not stopped, still asked once.
    await vi.advanceTimersByTimeAsync(HEARTBEAT.hangMs * 10);
    expect(workers[0].terminated).toBe(false);
    expect(stalls).toHaveLength(1);

    connection.keepWaiting();
    expect(stalls.at(-1)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(HEARTBEAT.hangMs);
    expect(stalls.at(-1)).toEqual({ silentMs: HEARTBEAT.hangMs });

    workers[0].reply({ type: "progress", id: workers[0].lastRequestId });
    expect(stalls.at(-1)).toBeUndefined();
    workers[0].reply({ type: "trace", id: workers[0].lastRequestId, trace, ms: 50_000 });
    await expect(answer).resolves.toMatchObject({ type: "trace" });
    expect(workers[0].terminated).toBe(false);
  });

  it("asks about a worker that does not load in time instead of stopping it, and Stop (close) ends the stall", async () => {
    const stalls: ({ silentMs: number } | undefined)[] = [];
    const { connection, workers } = connect({ onStall: (stall) => stalls.push(stall) });
    const answer = connection.send(RUN);
    await vi.advanceTimersByTimeAsync(HEARTBEAT.loadMs);
    expect(stalls).toEqual([{ silentMs: HEARTBEAT.loadMs }]);
    expect(workers[0].terminated).toBe(false);
    connection.close(new Error("stopped"));
    await expect(answer).rejects.toThrow("stopped");
    expect(stalls.at(-1)).toBeUndefined();
  });

  it("turns a message outside the protocol into an explained fault, not an exception", async () => {
    const { connection, workers } = connect();
    const answer = connection.send(RUN);
    workers[0].reply({ type: "ready" });
    expect(() => workers[0].reply({ type: "trace", id: workers[0].lastRequestId, trace: "not a trace" })).not.toThrow();
    expect(await faultOf(answer)).toEqual({ kind: "malformed", problem: expect.stringContaining("trace") });
    expect(workers[0].terminated).toBe(true);
  });

  it("treats garbage (null, a string) as malformed too", async () => {
    for (const garbage of [null, "hello", { type: "nonsense" }, 42]) {
      const { connection, workers } = connect();
      const answer = connection.send(RUN);
      workers[0].reply(garbage);
      expect((await faultOf(answer)).kind).toBe("malformed");
    }
  });

  it("rejects what is in flight with the caller's error on close", async () => {
    const { connection, workers } = connect();
    const answer = connection.send(RUN);
    connection.close(new Error("stopped"));
    await expect(answer).rejects.toThrow("stopped");
    expect(workers[0].terminated).toBe(true);
  });
});
