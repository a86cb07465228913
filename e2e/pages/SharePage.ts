import { expect, type Page } from "@playwright/test";
import { appPath } from "./appPath";
import { RunPage } from "./RunPage";

/** What a learner sees that a share link must reproduce. */
export interface ViewSnapshot {
  step: string | null;
  messages: string;
  chars: string;
  llmCalls: string;
  activeNodes: string[];
}

/** The share button, the address bar's link and the error banner. */
export class SharePage {
  constructor(
    readonly page: Page,
    private readonly runAhead = false,
  ) {}

  /** Opens a link (the part after `#`) and waits (up to `timeout` ms) until its run is on screen. */
  async open(link: string, timeout?: number): Promise<void> {
    await this.page.goto(`${appPath(this.runAhead)}#${link.replace(/^#/, "")}`);
    await new RunPage(this.page).waitForTrace(timeout);
  }

  /** Opens a link as a fresh page load, as a learner clicking it in a chat would (not as a hash change of the open page). */
  async openFresh(link: string): Promise<void> {
    await this.page.goto("about:blank");
    await this.open(link);
  }

  /** The whole address the address bar holds. */
  async addressBarUrl(): Promise<string> {
    return this.page.url();
  }

  /** The link text the address bar holds. */
  async addressBarLink(): Promise<string> {
    return new URL(this.page.url()).hash.replace(/^#/, "");
  }

  /**
   * The link text the address bar holds once it has caught up with the playhead on screen (the app
   * writes the address bar when the page is idle, so a reload right after a change may find the one before).
   */
  async settledLink(): Promise<string> {
    const step = Number(await this.page.getByTestId("player-position").getAttribute("data-step"));
    await expect.poll(async () => Number(/(?:^|&)step=(\d+)/.exec(await this.addressBarLink())?.[1] ?? 0)).toBe(step);
    return this.addressBarLink();
  }

  /** Clicks share-copy, waits for the confirmation and returns what landed on the clipboard. */
  async copyLink(): Promise<string> {
    await this.page.getByTestId("share-copy").click();
    await expect(this.page.getByTestId("share-status")).toHaveText(/copied/i);
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  banner() {
    return this.page.getByTestId("error-banner");
  }

  /** Why the current state has no link (a custom scenario too large for one), under the share button. */
  problem() {
    return this.page.getByTestId("share-problem");
  }

  async snapshot(): Promise<ViewSnapshot> {
    const text = async (id: string) => (await this.page.getByTestId(id).first().textContent()) ?? "";
    await expect(this.page.locator('[data-testid^="flow-node-"][data-active="true"]').first()).toBeVisible();
    return {
      step: await this.page.getByTestId("player-position").getAttribute("data-step"),
      messages: await text("metric-messages"),
      chars: await text("metric-chars"),
      llmCalls: await text("metric-llm-calls"),
      activeNodes: await this.page.locator('[data-testid^="flow-node-"][data-active="true"]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-testid") ?? "")),
    };
  }
}
