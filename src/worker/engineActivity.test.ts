import { describe, expect, it } from "vitest";
import { createEngineActivity } from "./engineActivity";

/** A clock the test moves by hand, firing the timers that come due. */
function manualClock() {
  let now = 0;
  const timers: { at: number; callback: () => void }[] = [];
  return {
    now: () => now,
    setTimeout: (callback: () => void, ms: number) => void timers.push({ at: now + ms, callback }),
    advance(ms: number) {
      now += ms;
      for (const timer of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.callback();
      }
    },
  };
}

/** Settles pending promise callbacks. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

describe("engine activity", () => {
  it("is quiet at once when nothing has run", async () => {
    const activity = createEngineActivity(manualClock());
    let quiet = false;
    void activity.whenQuiet(2000).then(() => (quiet = true));
    await flush();
    expect(quiet).toBe(true);
  });

  it("waits for every request in flight to settle, then for the quiet spell, starting again when work comes back", async () => {
    const clock = manualClock();
    const activity = createEngineActivity(clock);
    const run = deferred();
    const sweep = deferred();
    void activity.track(run.promise);
    const sweepTracked = activity.track(sweep.promise);
    let quiet = false;
    void activity.whenQuiet(2000).then(() => (quiet = true));
    run.resolve();
    await flush();
    clock.advance(5000);
    await flush();
    expect(quiet).toBe(false);
    // A failed request settles too, and is still the caller's to handle.
    sweep.reject(new Error("stopped"));
    await expect(sweepTracked).rejects.toThrow("stopped");
    clock.advance(1500);
    const prediction = deferred();
    void activity.track(prediction.promise);
    clock.advance(1000);
    await flush();
    expect(quiet).toBe(false);
    prediction.resolve();
    await flush();
    clock.advance(1999);
    await flush();
    expect(quiet).toBe(false);
    clock.advance(1);
    await flush();
    expect(quiet).toBe(true);
  });
});
