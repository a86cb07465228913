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

  /** Folds or unfolds a group with its own toggle, once the view stands still (a moving view moves the toggle under the click). */
  async toggleGroup(id: string): Promise<void> {
    await settleDiagram(this.page);
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

  /** The header's "Group alike" toggle (`aria-pressed` while alike agents fold into one node). */
  groupAlike(): Locator {
    return this.page.getByTestId("diagram-group-alike");
  }

  /** Ids of the nodes that stand for alike agents, with how many each folds (`data-aggregate`). */
  async aggregates(): Promise<Record<string, number>> {
    return this.page.locator('[data-testid^="flow-node-"][data-aggregate]').evaluateAll((els) =>
      Object.fromEntries(els.map((el) => [el.getAttribute("data-testid")!.slice("flow-node-".length), Number(el.getAttribute("data-aggregate"))])),
    );
  }

  /**
   * Rendered text sizes, in CSS pixels (font size times the diagram's zoom), once the view is framed:
   * each node's name by node id (`labels`), and the smallest call badge (`badges`).
   */
  async textSizes(): Promise<{ labels: Record<string, number>; badges: number }> {
    await expect(this.page.locator('.react-flow[data-framed]:not([data-framed=""])').first()).toBeAttached();
    return this.page.locator(".react-flow").first().evaluate((flow) => {
      const viewport = flow.querySelector(".react-flow__viewport") as HTMLElement;
      const zoom = new DOMMatrixReadOnly(getComputedStyle(viewport).transform).a;
      const nodes = [...flow.querySelectorAll<HTMLElement>('[data-testid^="flow-node-"]')];
      const size = (el: HTMLElement) => parseFloat(getComputedStyle(el).fontSize) * zoom;
      const named = nodes.filter((node) => node.textContent?.trim());
      const label = (node: HTMLElement) => (node.getAttribute("translate") === "no" ? node : node.querySelector<HTMLElement>('[translate="no"]'));
      const labels = Object.fromEntries(named.flatMap((node) => (label(node) ? [[node.getAttribute("data-testid")!.slice("flow-node-".length), size(label(node)!)]] : [])));
      const badges = nodes.flatMap((node) => [...node.querySelectorAll<HTMLElement>('[data-testid="flow-calls"]')]).map(size);
      return { labels, badges: Math.min(Infinity, ...badges) };
    });
  }


  /** Each node's context attributes (`data-calls`, `data-input-messages`, `data-input-tokens`), by node id, for the nodes that carry them. */
  async contexts(): Promise<Record<string, { calls: number; inputMessages: number; inputTokens: number | undefined }>> {
    return this.page.locator('[data-testid^="flow-node-"][data-calls]').evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [
          el.getAttribute("data-testid")!.slice("flow-node-".length),
          {
            calls: Number(el.getAttribute("data-calls")),
            inputMessages: Number(el.getAttribute("data-input-messages")),
            inputTokens: el.hasAttribute("data-input-tokens") ? Number(el.getAttribute("data-input-tokens")) : undefined,
          },
        ]),
      ),
    );
  }

  /** The header's "Input heat" toggle (`aria-pressed` while nodes are shaded by input tokens). */
  heatToggle(): Locator {
    return this.page.getByTestId("diagram-heat");
  }

  /** The legend of the input-token shading, shown while it is on. */
  heatLegend(): Locator {
    return this.page.getByTestId("flow-heat-legend");
  }

  /** The player's line saying what the step at the playhead did. */
  caption(): Locator {
    return this.page.getByTestId("player-caption");
  }
}

/**
 * Waits until the diagram's view has been framed for its pane as it is now: the diagram says which
 * pane size its last framing was for (`data-framed`, empty while the view pans or zooms to frame the
 * graph or follow the playhead), and React Flow measures the pane as its renderer's offset size.
 */
export async function settleDiagram(page: Page): Promise<void> {
  const diagram = page.locator(".react-flow").first();
  await expect
    .poll(() =>
      diagram.evaluate((root) => {
        const pane = root.querySelector<HTMLElement>(".react-flow__renderer");
        return Boolean(pane) && root.getAttribute("data-framed") === `${pane!.offsetWidth}x${pane!.offsetHeight}`;
      }),
    )
    .toBe(true);
}
