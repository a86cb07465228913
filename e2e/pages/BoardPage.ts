import { expect, type Locator, type Page } from "@playwright/test";
import type { Board } from "../../src/engine/guards/board";
import type { BoardFigure } from "../../src/ui/guards/boardView";
import { DetailsPage } from "./DetailsPage";

/** Seed 003's board beside the checks (`guard-board`, `data-kind` centre | peers: the guard family), one `board-<figure>` per figure. */
export class BoardPage {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId("guard-board");
  }

  figure(id: string): Locator {
    return this.panel().getByTestId(`board-${id}`);
  }

  /** The board is the one that fits the topology, and shows these figures. */
  async expectFigures(kind: Board["kind"], figures: readonly BoardFigure[]): Promise<void> {
    await new DetailsPage(this.page).show("board");
    await expect(this.panel()).toHaveAttribute("data-kind", kind);
    for (const figure of figures) await expect(this.figure(figure.id)).toHaveText(figure.value ?? "");
  }
}
