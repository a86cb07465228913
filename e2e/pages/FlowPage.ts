import { expect, type Locator, type Page } from "@playwright/test";

/** The flow diagram: one `flow-node-<id>` per node of the compiled graph, the active one marked. */
export class FlowPage {
  constructor(readonly page: Page) {}

  /** How many of the diagram's edges are in the Tab order. */
  async focusableEdges(): Promise<number> {
    return this.page.locator('.react-flow__edge[tabindex="0"]').count();
  }

  /** The diagram header's topology: its title, with `data-topology` set to its id. */
  topologyHeading(): Locator {
    return this.page.getByTestId("diagram-topology");
  }

  /** The diagram header's API status badge (`data-status`). */
  apiStatus(): Locator {
    return this.page.getByTestId("diagram-api-status");
  }

  node(id: string): Locator {
    return this.page.getByTestId(`flow-node-${id}`);
  }

  /** Ids of every node drawn. */
  async nodeIds(): Promise<string[]> {
    return this.page.locator('[data-testid^="flow-node-"]').evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")!.slice("flow-node-".length)));
  }

  /** Waits until exactly this node is the highlighted one (or none, for `undefined`). */
  async expectActive(id: string | undefined): Promise<void> {
    const active = this.page.locator('[data-testid^="flow-node-"][data-active="true"]');
    // A shape no build prepared is laid out by ELK in its own worker first, slow to start on a loaded machine.
    await expect(this.page.locator('[data-testid^="flow-node-"]').first()).toBeVisible({ timeout: 30_000 });
    if (id === undefined) await expect(active).toHaveCount(0);
    else {
      await expect(active).toHaveCount(1);
      await expect(active).toHaveAttribute("data-testid", `flow-node-${id}`);
    }
  }

  async toggleGroup(id: string): Promise<void> {
    await this.page.getByTestId(`flow-group-toggle-${id}`).click();
  }

  /** The diagram header's "Agents only" toggle, `aria-pressed` when on. */
  agentsOnly(): Locator {
    return this.page.getByTestId("diagram-agents-only");
  }

  /** Folds every group (the header button shown while any group is open). */
  async collapseAll(): Promise<void> {
    await this.page.getByTestId("diagram-collapse-all").click();
  }

  /** Opens every group (the header button shown once all are folded). */
  async expandAll(): Promise<void> {
    await this.page.getByTestId("diagram-expand-all").click();
  }

  /** Ids of the groups drawn folded into one box. */
  async foldedGroups(): Promise<string[]> {
    return this.page.locator('[data-testid^="flow-node-"][data-collapsed="true"]').evaluateAll((els) => els.map((el) => el.getAttribute("data-testid")!.slice("flow-node-".length)));
  }

  /** The player's line saying what the step at the playhead did. */
  caption(): Locator {
    return this.page.getByTestId("player-caption");
  }
}
