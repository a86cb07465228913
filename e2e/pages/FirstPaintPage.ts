import { expect, type Locator, type Page } from "@playwright/test";
import { watchFirstDiagram } from "../firstDiagram";
import { deferredCodeIn } from "./deferredCode";

/** The first paint of a cold load: which built chunks the page had asked for when its first diagram appeared. */
export class FirstPaintPage {
  constructor(readonly page: Page) {}

  /**
   * Opens the app at `search` in this fresh page and returns the names of the JS chunks (`/assets/<name>-<hash>.js`,
   * without the hash) whose requests started before the first frame showing a diagram node was painted,
   * read from the page's own clock once the network has settled (so no request still in flight is missed).
   */
  async chunksBeforeFirstDiagram(search = ""): Promise<string[]> {
    await this.page.addInitScript(watchFirstDiagram);
    await this.page.goto(`/${search}`);
    const { at } = await this.page.evaluate(() => window.__firstDiagram!);
    await this.page.waitForLoadState("networkidle");
    const paths = await this.page.evaluate(
      (diagramAt) =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => entry.startTime <= diagramAt)
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith("/assets/") && path.endsWith(".js")),
      at,
    );
    return paths.map((path) => path.slice("/assets/".length).replace(/-[\w-]{8}\.js$/, ""));
  }

  /**
   * Opens the app at `search` in this fresh page and returns the scripts of the Web Workers the page
   * had started (`/assets/<name>` without the hash) when its first diagram was painted.
   */
  async workersBeforeFirstDiagram(search = ""): Promise<string[]> {
    await this.page.addInitScript(() => {
      const started: { url: string; at: number }[] = [];
      (window as unknown as { __workersStarted: typeof started }).__workersStarted = started;
      const PageWorker = window.Worker;
      window.Worker = class extends PageWorker {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          started.push({ url: String(url), at: performance.now() });
        }
      };
    });
    await this.page.addInitScript(watchFirstDiagram);
    await this.page.goto(`/${search}`);
    const { at } = await this.page.evaluate(() => window.__firstDiagram!);
    const started = await this.page.evaluate(() => (window as unknown as { __workersStarted: { url: string; at: number }[] }).__workersStarted);
    return started.filter((worker) => worker.at <= at).map((worker) => new URL(worker.url, "http://page/").pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, ""));
  }

  /**
   * Opens the app at `search` in this fresh page and waits for the engine worker's first run (the page
   * measures each as `engine-run`) and for its trace's token figures.
   */
  async openToFirstCountedRun(search = ""): Promise<void> {
    await this.page.goto(`/${search}`);
    await this.page.waitForFunction(() => performance.getEntriesByName("engine-run").length > 0, null, { timeout: 60_000 });
    await expect(this.page.getByTestId("metric-tokens")).toHaveText(/^\d/);
  }

  /**
   * Once the page marks its deferred code fetched (`data-deferred="loaded"` on `<html>`), clicks the
   * toggle with test id `toggle` and tells whether the element with test id `opened` was in the DOM
   * before the next task ran: rendered with the click, not after a Suspense fallback.
   */
  async opensWithItsClick(toggle: string, opened: string): Promise<boolean> {
    await deferredCodeIn(this.page);
    await this.page.getByTestId(toggle).waitFor();
    return this.page.evaluate(
      ([toggleId, openedId]) =>
        new Promise<boolean>((resolve) => {
          document.querySelector<HTMLElement>(`[data-testid="${toggleId}"]`)!.click();
          setTimeout(() => resolve(document.querySelector(`[data-testid="${openedId}"]`) !== null));
        }),
      [toggle, opened] as const,
    );
  }

  /** The diagram's sketch: what the first paint draws before React Flow's code is in. */
  sketch(): Locator {
    return this.page.getByTestId("diagram-sketch");
  }

  /** Each drawn node's box on screen (`x y width height`, to a tenth of a pixel), by node id, for nodes whose test id starts with `prefix`. */
  async nodeBoxes(prefix: "sketch-node-" | "flow-node-"): Promise<Record<string, number[]>> {
    return this.page.evaluate(
      (start) =>
        Object.fromEntries(
          [...document.querySelectorAll(`[data-testid^="${start}"]`)].map((node) => {
            const box = node.getBoundingClientRect();
            return [node.getAttribute("data-testid")!.slice(start.length), [box.x, box.y, box.width, box.height].map((v) => Math.round(v * 10) / 10)];
          }),
        ),
      prefix,
    );
  }
}
