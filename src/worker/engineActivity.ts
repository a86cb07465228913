/**
 * The page's engine work as one figure: requests in flight across every engine worker (the run on
 * screen, predictions, sweeps, the growth chart, the docs table), and a way to wait for a quiet spell,
 * for work that should never compete with them (the service worker's precaching, say).
 */
export interface EngineActivity {
  /** Counts `work` as in flight until it settles; returns it. */
  track<T>(work: Promise<T>): Promise<T>;
  /** Resolves once no request has been in flight for `quietMs` (at once if none ran for that long). */
  whenQuiet(quietMs: number): Promise<void>;
}

/** What {@link createEngineActivity} reads the time with (tests pass a fake). */
export interface ActivityClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): void;
}

/** An activity count on the given clock. */
export function createEngineActivity(clock: ActivityClock): EngineActivity {
  let inFlight = 0;
  let lastSettled = -Infinity;
  const settled = new Set<() => void>();

  const settle = (): void => {
    inFlight -= 1;
    lastSettled = clock.now();
    if (inFlight > 0) return;
    const waiting = [...settled];
    settled.clear();
    for (const wake of waiting) wake();
  };

  const whenQuiet = (quietMs: number): Promise<void> =>
    new Promise<void>((resolve) => {
      const check = (): void => {
        if (inFlight > 0) return void settled.add(check);
        const left = lastSettled + quietMs - clock.now();
        if (left <= 0) return resolve();
        clock.setTimeout(check, left);
      };
      check();
    });

  return {
    track(work) {
      inFlight += 1;
      return work.finally(settle);
    },
    whenQuiet,
  };
}

/** The page's own: every engine connection the page makes counts here (see `workerEngine.ts`). */
export const engineActivity = createEngineActivity({ now: () => performance.now(), setTimeout: (callback, ms) => void setTimeout(callback, ms) });
