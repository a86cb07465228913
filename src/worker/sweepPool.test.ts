import { describe, expect, it } from "vitest";
import { findScenario } from "../engine/scenarios";
import { sweepCombos, type SweepRow } from "../engine/sweepPlan";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { EngineFaultError } from "../store/engineFault";
import type { Answer, EngineConnection, Unsent } from "./engineConnection";
import { createSweepPool, sweepPoolSize, SweepStoppedError } from "./sweepPool";

/** A connection whose answers the test releases one by one. */
function heldConnection(log: string[]) {
  const held: { resolve(a: Answer): void; reject(e: Error): void; request: Unsent }[] = [];
  const connection: EngineConnection & { held: typeof held } = {
    held,
    send(request) {
      return new Promise<Answer>((resolve, reject) => held.push({ resolve, reject, request }));
    },
    close(error) {
      log.push("close");
      for (const h of held.splice(0)) h.reject(error);
    },
    keepWaiting() {},
    get busy() {
      return held.length;
    },
  };
  return connection;
}

const scenario = findScenario("research-code")!;
const rowFor = (request: Unsent) => ({ topology: (request as { combo: { topology: string } }).combo.topology, messages: 1, outcome: "completed" }) as unknown as SweepRow;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the sweep pool", () => {
  it("has a worker per core, leaving one core to the page only when there are more than two", () => {
    expect([1, 2, 3, 4, 8].map((cores) => sweepPoolSize(cores))).toEqual([1, 2, 2, 3, 7]);
  });

  it("streams each row as its run finishes, keeping every worker busy", async () => {
    const log: string[] = [];
    const connections = [heldConnection(log), heldConnection(log)];
    let made = 0;
    const pool = createSweepPool(2, () => connections[made++]);
    const seen: number[] = [];
    const done = pool.sweep(scenario, { onRow: (_row, index) => seen.push(index) });
    await tick();
    expect(connections.map((c) => c.held.length)).toEqual([1, 1]);
    // The second worker finishes first: its row shows first and it takes the next combination.
    const second = connections[1].held.shift()!;
    second.resolve({ type: "sweepRow", id: 2, row: rowFor(second.request), ms: 1 });
    await tick();
    expect(seen).toEqual([1]);
    expect(connections[1].held).toHaveLength(1);
    const total = sweepCombos(scenario).length;
    while (seen.length < total) {
      for (const c of connections) {
        const next = c.held.shift();
        next?.resolve({ type: "sweepRow", id: 0, row: rowFor(next.request), ms: 1 });
      }
      await tick();
    }
    await done;
    expect([...seen].sort((a, b) => a - b)).toEqual([...Array(total).keys()]);
  });

  it("runs only the combinations the caller does not have, each row at its place in the plan", async () => {
    const connection = heldConnection([]);
    const pool = createSweepPool(1, () => connection);
    const total = sweepCombos(scenario).length;
    const skip = new Set([0, 2, total - 1]);
    const seen: number[] = [];
    const done = pool.sweep(scenario, { skip, onRow: (_row, index) => seen.push(index) });
    const asked: Unsent[] = [];
    while (seen.length < total - skip.size) {
      await tick();
      const next = connection.held.shift();
      if (!next) continue;
      asked.push(next.request);
      next.resolve({ type: "sweepRow", id: 0, row: rowFor(next.request), ms: 1 });
    }
    await done;
    const wanted = [...Array(total).keys()].filter((index) => !skip.has(index));
    expect(seen).toEqual(wanted);
    expect(asked.map((request) => (request as { combo: unknown }).combo)).toEqual(wanted.map((index) => sweepCombos(scenario)[index]));
  });

  it("terminates every worker when stopped, and rejects as stopped", async () => {
    const log: string[] = [];
    const connections = [heldConnection(log), heldConnection(log)];
    let made = 0;
    const pool = createSweepPool(2, () => connections[made++]);
    const controller = new AbortController();
    const done = pool.sweep(scenario, { onRow: () => undefined, signal: controller.signal });
    await tick();
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(SweepStoppedError);
    expect(log).toEqual(["close", "close"]);
  });

  it("stops the other workers when one fails, and rejects with its fault", async () => {
    const log: string[] = [];
    const connections = [heldConnection(log), heldConnection(log)];
    let made = 0;
    const pool = createSweepPool(2, () => connections[made++]);
    const done = pool.sweep(scenario, { onRow: () => undefined });
    await tick();
    connections[0].held.shift()!.reject(new EngineFaultError({ kind: "hung", silentMs: 2000 }));
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineFaultError);
    expect(log).toContain("close");
  });

  it("warms every worker before a sweep, and the sweep then runs on those same workers", async () => {
    const log: string[] = [];
    const connections = [heldConnection(log), heldConnection(log)];
    let made = 0;
    const pool = createSweepPool(2, () => connections[made++]);
    const knobs = scenarioKnobs(scenario);
    pool.warm({ scenario, knobs });
    expect(made).toBe(2);
    expect(connections.map((c) => c.held.map((h) => h.request))).toEqual([0, 1].map(() => [{ type: "warm", run: { scenario, knobs } }]));
    pool.warm();
    expect(connections.map((c) => c.held.length)).toEqual([1, 1]);
    for (const c of connections) c.held.shift()!.resolve({ type: "warm", id: 1, ms: 1 });
    const done = pool.sweep(scenario, { onRow: () => undefined });
    await tick();
    expect(made).toBe(2);
    expect(connections.map((c) => c.held.map((h) => h.request.type))).toEqual([["sweepRow"], ["sweepRow"]]);
    // Warming while a sweep runs sends nothing more.
    pool.warm();
    expect(connections.map((c) => c.held.length)).toEqual([1, 1]);
    while (connections.some((c) => c.held.length)) {
      for (const c of connections) {
        const next = c.held.shift();
        next?.resolve({ type: "sweepRow", id: 1, row: rowFor(next.request), ms: 1 });
      }
      await tick();
    }
    await done;
  });
});
