import { type Locator, type Page } from "@playwright/test";
import { settleDiagram } from "./FlowPage";

/** A box on screen, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The page as a whole at a given screen size, and its layouts: workbench, presenter, embed. */
export class LayoutPage {
  constructor(readonly page: Page) {}

  /** How many pixels the page is wider than the window (0: no sideways scroll). */
  async horizontalOverflow(): Promise<number> {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }

  presenterToggle(): Locator {
    return this.page.getByTestId("presenter-toggle");
  }

  /** The presenter layout's root (absent in the other layouts). */
  presenterLayout(): Locator {
    return this.page.getByTestId("presenter-layout");
  }

  /** The presenter layout's folded section: setup, checks, state and the chart. */
  presenterMore(): Locator {
    return this.page.getByTestId("presenter-more");
  }

  async openPresenterMore(): Promise<void> {
    await this.presenterMore().locator(":scope > summary").click();
  }

  /** The embed view's root (absent in the other layouts). */
  embedView(): Locator {
    return this.page.getByTestId("embed-view");
  }

  /** The embed view's link back to the full app. */
  embedBackLink(): Locator {
    return this.page.getByTestId("embed-open-full");
  }

  /** The panels of the full app, which the embed view leaves out. */
  chrome(): Record<"compare" | "setup" | "history" | "share", Locator> {
    return {
      compare: this.page.getByTestId("compare-toggle"),
      setup: this.page.getByTestId("left-column"),
      history: this.page.getByTestId("history-column"),
      share: this.page.getByTestId("share-copy"),
    };
  }

  /**
   * Opens a page of the app's origin that holds the app in an iframe (a course page; the suite allows
   * no other origin), and returns what the frame shows.
   */
  async openInIframe(link: string) {
    await this.page.route("**/course-page.html", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><title>Course</title><h1>Lesson</h1><iframe title="playground" src="/#${link}" width="800" height="450"></iframe></html>`,
      }),
    );
    await this.page.goto("/course-page.html");
    const frame = this.page.frameLocator("iframe");
    return {
      view: frame.getByTestId("embed-view"),
      messages: frame.getByTestId("metric-messages"),
      node: (id: string) => frame.getByTestId(`flow-node-${id}`),
      jumpToStart: frame.getByTestId("player-start"),
      position: frame.getByTestId("player-position"),
    };
  }

  diagramPanel(): Locator {
    return this.page.getByTestId("diagram-panel");
  }

  historyColumn(): Locator {
    return this.page.getByTestId("history-column");
  }

  /** The app's title in the header. */
  title(): Locator {
    return this.header().locator("h1").first();
  }

  /** The header's tools (the tables, the editor, compare, presenter): on a phone, one row that scrolls sideways. */
  headerTools(): Locator {
    return this.page.getByTestId("header-tools");
  }

  /** The page's header. */
  header(): Locator {
    return this.page.locator("header").first();
  }

  async box(locator: Locator): Promise<Box> {
    const box = await locator.boundingBox();
    if (!box) throw new Error("not on screen");
    return box;
  }

  /** The computed font size of an element, in CSS pixels. */
  async fontSize(locator: Locator): Promise<number> {
    return locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  }

  /**
   * The drawn diagram's nodes inside `within` (the diagram panel by default), as one box, beside the
   * box of the pane they are drawn in.
   */
  async diagramExtent(within: Locator = this.diagramPanel()): Promise<{ graph: Box; pane: Box }> {
    return within.evaluate((root) => {
      const pane = root.querySelector(".react-flow")!.getBoundingClientRect();
      // Inner nodes sit inside their groups, so every node's box together is the graph's.
      const boxes = [...root.querySelectorAll(".react-flow__node")].map((n) => n.getBoundingClientRect());
      const left = Math.min(...boxes.map((b) => b.left));
      const top = Math.min(...boxes.map((b) => b.top));
      const right = Math.max(...boxes.map((b) => b.right));
      const bottom = Math.max(...boxes.map((b) => b.bottom));
      return { graph: { x: left, y: top, width: right - left, height: bottom - top }, pane: { x: pane.left, y: pane.top, width: pane.width, height: pane.height } };
    });
  }

  /** Waits until the diagram's view has been framed for its pane as it is now (see {@link settleDiagram}). */
  async settleDiagram(): Promise<void> {
    await settleDiagram(this.page);
  }
}

/** Whether two boxes share any area. */
export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}
