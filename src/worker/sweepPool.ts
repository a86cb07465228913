import type { Scenario } from "../engine/scenarios/types";
import { sweepCombos } from "../engine/sweepPlan";
import type { SweepProgress } from "../store/types";
import type { EngineConnection } from "./engineConnection";

/** Rejects a sweep that was stopped (its signal aborted); the store tells it from a failure by the signal. */
export class SweepStoppedError extends Error {
  constructor() {
    super("sweep stopped");
    this.name = "SweepStoppedError";
  }
}

/** Runs sweeps on a pool of engine workers of their own. */
export interface SweepPool {
  /** Runs every combination, each on the next free worker, streaming rows as they finish. */
  sweep(scenario: Scenario, progress: SweepProgress): Promise<void>;
}

/**
 * A pool of `size` engine connections, made on first use and kept between sweeps (a worker's load
 * is the slow part). Aborting a sweep terminates every worker at once (a run cannot be interrupted
 * any other way); the next sweep starts fresh ones. One sweep at a time: a new one stops the last.
 */
export function createSweepPool(size: number, connect: () => EngineConnection): SweepPool {
  const connections: EngineConnection[] = [];
  let current: AbortController | undefined;

  const closeAll = (error: Error) => {
    for (const connection of connections) connection.close(error);
  };

  return {
    async sweep(scenario, { onRow, signal }) {
      current?.abort();
      const own = new AbortController();
      current = own;
      const stopped = () => own.signal.aborted || signal?.aborted === true;
      const onAbort = () => own.abort();
      signal?.addEventListener("abort", onAbort);
      own.signal.addEventListener("abort", () => closeAll(new SweepStoppedError()));
      const combos = sweepCombos(scenario);
      let next = 0;
      // Each lane takes the next combination when its worker is free, so rows arrive as they finish.
      const lane = async (connection: EngineConnection) => {
        while (next < combos.length && !stopped()) {
          const index = next++;
          const answer = await connection.send({ type: "sweepRow", scenario, combo: combos[index] });
          if (stopped()) return;
          if (answer.type === "sweepRow") onRow(answer.row, index, combos.length);
        }
      };
      while (connections.length < Math.min(size, Math.max(1, combos.length))) connections.push(connect());
      try {
        await Promise.all(connections.slice(0, Math.min(size, combos.length)).map(lane));
        if (stopped()) throw new SweepStoppedError();
      } catch (error) {
        // One lane failed: stop the others too, so a broken sweep does not keep the CPU busy.
        if (!stopped()) closeAll(new SweepStoppedError());
        throw stopped() ? new SweepStoppedError() : error;
      } finally {
        signal?.removeEventListener("abort", onAbort);
        if (current === own) current = undefined;
      }
    },
  };
}
