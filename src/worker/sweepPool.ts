import type { Scenario } from "../engine/scenarios/types";
import { sweepCombos } from "../engine/sweepPlan";
import type { GrowthRun } from "../engine/growth";
import type { GrowthProgress, SweepProgress, WarmRun } from "../store/types";
import type { Answer, EngineConnection, Unsent } from "./engineConnection";

/** Rejects a sweep that was stopped (its signal aborted); the store tells it from a failure by the signal. */
export class SweepStoppedError extends Error {
  constructor() {
    super("sweep stopped");
    this.name = "SweepStoppedError";
  }
}

/**
 * How many sweep workers the machine gets: one a core, but one core left for the page and the run on
 * screen when there are more than two. On two cores both sweep: the page is all but idle while a sweep
 * runs (it renders each row as it arrives), and a core left out would halve the machine a class sweeps on.
 */
export function sweepPoolSize(cores = globalThis.navigator?.hardwareConcurrency ?? 2): number {
  return cores <= 2 ? Math.max(1, cores) : cores - 1;
}

/** Runs sweeps (and growth charts) on a pool of engine workers of their own. */
export interface SweepPool {
  /** Runs every combination but those in `progress.skip`, each on the next free worker, streaming rows as they finish. */
  sweep(scenario: Scenario, progress: SweepProgress): Promise<void>;
  /** Runs every growth-chart run, each on the next free worker, streaming figures as they finish. */
  growth(scenario: Scenario, runs: readonly GrowthRun[], progress: GrowthProgress): Promise<void>;
  /**
   * Starts every worker of the pool that is not running yet and has it load what a first row needs
   * (and make `run` and each other topology of its scenario once, so their code is compiled), so a
   * sweep opened later streams its rows at once.
   * Does nothing while a sweep runs.
   */
  warm(run?: WarmRun): void;
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

  /** Sends every request, each to the next free worker, handing each answer on as it arrives. */
  async function stream(requests: readonly Unsent[], onAnswer: (answer: Answer, index: number) => void, signal?: AbortSignal): Promise<void> {
    current?.abort();
    const own = new AbortController();
    current = own;
    const stopped = () => own.signal.aborted || signal?.aborted === true;
    const onAbort = () => own.abort();
    signal?.addEventListener("abort", onAbort);
    own.signal.addEventListener("abort", () => closeAll(new SweepStoppedError()));
    let next = 0;
    // Each lane takes the next request when its worker is free, so answers arrive as they finish.
    const lane = async (connection: EngineConnection) => {
      while (next < requests.length && !stopped()) {
        const index = next++;
        const answer = await connection.send(requests[index]);
        if (stopped()) return;
        onAnswer(answer, index);
      }
    };
    const lanes = Math.min(size, requests.length);
    while (connections.length < Math.max(1, lanes)) connections.push(connect());
    try {
      await Promise.all(connections.slice(0, lanes).map(lane));
      if (stopped()) throw new SweepStoppedError();
    } catch (error) {
      // One lane failed: stop the others too, so a broken sweep does not keep the CPU busy.
      if (!stopped()) closeAll(new SweepStoppedError());
      throw stopped() ? new SweepStoppedError() : error;
    } finally {
      signal?.removeEventListener("abort", onAbort);
      if (current === own) current = undefined;
    }
  }

  return {
    sweep(scenario, { onRow, signal, skip }) {
      const combos = sweepCombos(scenario);
      // Plan positions of the rows to run: every combination the caller does not have yet.
      const planned = combos.flatMap((_, index) => (skip?.has(index) ? [] : [index]));
      return stream(
        planned.map((index) => ({ type: "sweepRow", scenario, combo: combos[index] })),
        (answer, at) => {
          if (answer.type === "sweepRow") onRow(answer.row, planned[at], combos.length);
        },
        signal,
      );
    },
    warm(run) {
      if (current) return;
      while (connections.length < size) connections.push(connect());
      // A worker that fails to warm up is closed by its connection; the next sweep starts it afresh.
      for (const connection of connections) if (connection.busy === 0) connection.send({ type: "warm", run }).catch(() => undefined);
    },
    growth(scenario, runs, { onPoint, signal }) {
      return stream(
        runs.map((run) => ({ type: "growthPoint", scenario, knobs: run.knobs })),
        (answer, index) => {
          if (answer.type === "growthPoint") onPoint(index, answer.figures);
        },
        signal,
      );
    },
  };
}
