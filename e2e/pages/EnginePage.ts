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

  /** Replaces the engine worker by a script of the test's own (a worker that hangs, or breaks the protocol). */
  async replaceWorker(source: string): Promise<void> {
    await this.serveWorkerAs({ status: 200, contentType: "text/javascript", body: source });
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

  async expectFailure(text: string | RegExp, options: { timeout?: number } = {}): Promise<void> {
    await expect(this.failure()).toContainText(text, options);
  }
}
