import type { Page } from "@playwright/test";

declare global {
  interface Window {
    __longTasks?: number[];
  }
}

/** How the main thread kept up: long tasks (over 50 ms) seen by the Long Tasks API since the page loaded. */
export class ResponsivenessPage {
  constructor(readonly page: Page) {}

  /** Starts recording long tasks from the next page load on (call before opening the page). */
  async watchLongTasks(): Promise<void> {
    await this.page.addInitScript(() => {
      const tasks: number[] = [];
      window.__longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({ type: "longtask", buffered: true });
    });
  }

  /** Durations of the long tasks so far, in milliseconds; `from` skips the first ones. */
  async longTasks(from = 0): Promise<number[]> {
    return this.page.evaluate((skip) => (window.__longTasks ?? []).slice(skip), from);
  }
}
