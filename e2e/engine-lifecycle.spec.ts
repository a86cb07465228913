import { linkToEdited, nodeRun } from "./builtinRuns";
import { expect, test } from "./fixtures";

// Scripts served in place of the engine worker: a real worker that misbehaves as a broken one would.
// It answers pings and refuses every run but one: the run at outputMode full_history, on which it
// hangs. A fresh worker's first request gets the load time, later ones the heartbeat's 10 s, so the
// test waits for the worker to have refused the page's check of the opening trace (it notes each
// refusal in `refused`) before it asks for the run that hangs. Each script leaves alone the port to
// the token worker the page sends a fresh worker first (it is no request).
const HANGS = `self.postMessage({ type: "ready" }); self.refused = 0;
self.onmessage = (e) => { if (e.data.type === "tokenPort") return; if (e.data.type === "ping") { self.postMessage({ type: "pong" }); return; }
  if (e.data.type === "run" && e.data.knobs.outputMode === "full_history") for (;;) {}
  self.refused += 1; self.postMessage({ type: "failed", id: e.data.id, message: "refused" }); };`;
const BREAKS_PROTOCOL = `self.postMessage({ type: "ready" });
self.onmessage = (e) => { if (e.data.type !== "ping" && e.data.type !== "tokenPort") self.postMessage({ type: "trace", id: e.data.id, trace: "oops", ms: 1 }); };`;
const NEVER_ANSWERS_RUNS = `self.postMessage({ type: "ready" });
self.onmessage = (e) => { if (e.data.type === "ping") self.postMessage({ type: "pong" }); };`;

test.describe("the engine worker's faults", () => {
  test("a worker script that answers 404 is named with its status, and a reload is offered", async ({ app, engine, knobs }) => {
    const uncaught = engine.recordUncaught();
    await engine.serveWorkerAs({ status: 404 });
    await app.goto();
    await knobs.set("outputMode", "full_history");
    await engine.expectFailure(/engine\.worker-[\w-]+\.js did not load: the server answered HTTP 404/);
    await expect(engine.reloadButton()).toBeVisible();
    expect(uncaught).toEqual([]);
  });

  test("a 500 and an HTML page in place of the script are told apart", async ({ app, engine, knobs }) => {
    await engine.serveWorkerAs({ status: 500 });
    await app.goto();
    await knobs.set("outputMode", "full_history");
    await engine.expectFailure("HTTP 500");
    await app.page.unroute(/engine\.worker/);
    await engine.serveWorkerAs({ status: 200, contentType: "text/html", body: "<!doctype html><p>Not here</p>" });
    await knobs.set("outputMode", "last_message");
    await engine.expectFailure("sent text/html instead of JavaScript");
  });

  test("a worker silent for 10 s is never stopped by itself: the user chooses Keep waiting (asked again later) or Stop", async ({ app, engine, knobs }) => {
    await engine.replaceWorker(HANGS);
    // The heartbeat's 10 s pass on the page's own clock, not the test's.
    await engine.ownClock();
    await app.goto();
    await expect.poll(() => engine.workerGlobal("refused"), { timeout: 60_000 }).toBeGreaterThan(0);
    await knobs.set("outputMode", "full_history");
    await engine.letTimePass(9_000);
    await expect(engine.stall()).toHaveCount(0);
    await engine.letTimePass(1_000);
    await expect(engine.stall()).toContainText("The engine has reported no progress for 10 s.");
    // However long it stays silent, only the user stops it.
    await engine.letTimePass(60_000);
    await expect(engine.failure()).toHaveCount(0);
    await engine.keepWaiting();
    await expect(engine.stall()).toHaveCount(0);
    await engine.letTimePass(10_000);
    await expect(engine.stall()).toBeVisible();
    await engine.stopStalled();
    await engine.expectFailure(/^You stopped the run after \d+\.\d s/);
    await expect(engine.stall()).toHaveCount(0);
  });

  test("a malformed message is an explained error, never an uncaught exception", async ({ app, engine, knobs }) => {
    const uncaught = engine.recordUncaught();
    await engine.replaceWorker(BREAKS_PROTOCOL);
    await app.goto();
    await knobs.set("outputMode", "full_history");
    await engine.expectFailure("could not read (trace:");
    expect(uncaught).toEqual([]);
  });

  test("Stop says the user stopped the run, and after how long", async ({ app, engine, knobs, run }) => {
    await engine.replaceWorker(NEVER_ANSWERS_RUNS);
    await app.goto();
    await knobs.set("outputMode", "full_history");
    await run.stop();
    await engine.expectFailure(/^You stopped the run after \d+\.\d s/);
  });
});

test.describe("the sweep", () => {
  // An edited scenario, so its rows run (a built-in's were made at build time); the first rows
  // wait for the sweep worker to load the runtime, on a machine the run shares.
  test.describe.configure({ timeout: 90_000 });
  test("streams rows with progress, and stops on Stop with the rows so far", async ({ share, sweep }) => {
    await share.open(linkToEdited("research-code"));
    await sweep.open();
    await expect.poll(async () => (await sweep.progress()).done, { timeout: 30_000 }).toBeGreaterThan(0);
    const { total } = await sweep.progress();
    await sweep.stop();
    await sweep.expectStatus("stopped");
    const { done } = await sweep.progress();
    expect(done).toBeLessThan(total);
    await expect(sweep.rows()).toHaveCount(done);
    await expect(sweep.progressText()).toContainText(`You stopped the sweep after ${done} of ${total} runs`);
  });

  test("closing the drawer cancels it: its workers are terminated", async ({ share, sweep }) => {
    await share.open(linkToEdited("research-code"));
    const workers = sweep.countEndedWorkers();
    await sweep.open();
    // The run on screen is the first row at once, before any sweep worker exists: wait for a row from the pool.
    await expect.poll(async () => (await sweep.progress()).done, { timeout: 30_000 }).toBeGreaterThan(1);
    await sweep.close();
    await expect.poll(() => workers.ended).toBeGreaterThan(0);
  });

  test("a knob change runs at once while the sweep is still going", async ({ share, sweep, knobs, run, metrics }) => {
    // At the last step, so the message count is the run's.
    await share.open(linkToEdited("research-code", (await nodeRun("research-code")).steps.length - 1));
    await run.waitForTrace();
    await sweep.open();
    await expect.poll(async () => (await sweep.progress()).done, { timeout: 30_000 }).toBeGreaterThan(0);
    await knobs.set("outputMode", "full_history");
    await run.waitForTrace();
    await expect(metrics.metric("messages")).toHaveText("16");
    // The run on screen came back while the sweep had rows still to go.
    const { done, total } = await sweep.progress();
    expect(done).toBeLessThan(total);
    await sweep.expectStatus("running");
  });
});
