import { expect, type Locator, type Page } from "@playwright/test";

/** The engine worker as the page sees it: faults served in its place, and the failure notice in the header. */
export class EnginePage {
  constructor(readonly page: Page) {}

  /** Serves the engine worker script with this HTTP status (or an HTML page) instead of the real file. */
  async serveWorkerAs(reply: { status: number; contentType?: string; body?: string }): Promise<void> {
    await this.page.route(/\/assets\/engine\.worker-[^/]*\.js$/, (route) =>
      route.fulfill({ status: reply.status, contentType: reply.contentType ?? "text/plain", body: reply.body ?? "" }),
    );
  }

  /**
   * Counts the page's and its workers' requests for the o200k_base rank table from now on: one
   * tokenizer per page fetches it once, however many workers count.
   */
  countRankTableFetches(): { fetched: number } {
    const count = { fetched: 0 };
    this.page.on("request", (request) => {
      if (/\/assets\/o200k_base-[^/]*\.js$/.test(request.url())) count.fetched += 1;
    });
    return count;
  }

  /** Replaces the engine worker by a script of the test's own (a worker that hangs, or breaks the protocol). */
  async replaceWorker(source: string): Promise<void> {
    await this.serveWorkerAs({ status: 200, contentType: "text/javascript", body: source });
  }

  /** A global of the engine worker's script (one a test's own script sets), or undefined before it runs. */
  async workerGlobal(name: string): Promise<unknown> {
    const worker = this.page.workers().find((w) => /engine\.worker/.test(w.url()));
    return worker?.evaluate((key) => (self as unknown as Record<string, unknown>)[key], name);
  }

  /** The header's notice of why the engine gave no trace. */
  failure(): Locator {
    return this.page.getByTestId("engine-error");
  }

  reloadButton(): Locator {
    return this.page.getByTestId("engine-reload");
  }

  /** Errors the page did not catch (each is a defect). */
  recordUncaught(): string[] {
    const errors: string[] = [];
    this.page.on("pageerror", (error) => errors.push(error.message));
    return errors;
  }

  /** The header's notice that the engine has been silent past its allowance (Keep waiting or Stop). */
  stall(): Locator {
    return this.page.getByTestId("engine-stall");
  }

  /** From the next navigation on, counts every time the stall notice appears, however briefly (see {@link stallsSeen}). */
  async recordStalls(): Promise<void> {
    await this.page.addInitScript(() => {
      const seen = { count: 0, shown: false };
      (window as unknown as { __stalls: typeof seen }).__stalls = seen;
      new MutationObserver(() => {
        const shown = document.querySelector('[data-testid="engine-stall"]') !== null;
        if (shown && !seen.shown) seen.count += 1;
        seen.shown = shown;
      }).observe(document, { subtree: true, childList: true });
    });
  }

  stallsSeen(): Promise<number> {
    return this.page.evaluate(() => (window as unknown as { __stalls: { count: number } }).__stalls.count);
  }

  /**
   * Gives the page a clock of its own (call before opening it): time flows as usual until
   * {@link letTimePass} moves it on, firing every timer due on the way (the heartbeat's pings too).
   */
  async ownClock(): Promise<void> {
    await this.page.clock.install();
  }

  /** Moves the page's clock (see {@link ownClock}) `ms` on at once, as if that long had passed with the page busy. */
  async letTimePass(ms: number): Promise<void> {
    await this.page.clock.runFor(ms);
  }

  async keepWaiting(): Promise<void> {
    await this.page.getByTestId("engine-keep-waiting").click();
  }

  async stopStalled(): Promise<void> {
    await this.page.getByTestId("engine-stop").click();
  }

  /**
   * Slows the page's CPU (and its workers') by `rate` through the DevTools protocol, as a classroom
   * laptop under load is; 1 undoes it.
   */
  async throttleCpu(rate: number): Promise<void> {
    const session = await this.page.context().newCDPSession(this.page);
    await session.send("Emulation.setCPUThrottlingRate", { rate });
  }

  async expectFailure(text: string | RegExp, options: { timeout?: number } = {}): Promise<void> {
    await expect(this.failure()).toContainText(text, options);
  }
}
