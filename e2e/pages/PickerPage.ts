import { expect, type Locator, type Page } from "@playwright/test";

/** The scenario picker: its button, the type-to-filter list grouped by idea, and its options. */
export class PickerPage {
  constructor(readonly page: Page) {}

  picker(): Locator {
    return this.page.getByTestId("scenario-picker");
  }

  button(): Locator {
    return this.page.getByTestId("scenario-picker-button");
  }

  filter(): Locator {
    return this.page.getByTestId("scenario-picker-filter");
  }

  list(): Locator {
    return this.page.getByTestId("scenario-picker-list");
  }

  async open(): Promise<void> {
    await this.button().click();
    await expect(this.list()).toBeVisible();
  }

  groups(): Locator {
    return this.page.getByTestId("scenario-group");
  }

  groupLabels(): Locator {
    return this.page.getByTestId("scenario-group-label");
  }

  options(): Locator {
    return this.page.getByTestId("scenario-option");
  }

  option(id: string): Locator {
    return this.page.locator(`[data-testid="scenario-option"][data-value="${id}"]`);
  }

  /** The option the arrow keys stand on. */
  active(): Locator {
    return this.page.locator('[data-testid="scenario-option"][data-active="true"]');
  }

  /** The option ids in the order the list shows them. */
  async optionIds(): Promise<string[]> {
    return this.options().evaluateAll((options) => options.map((o) => o.getAttribute("data-value") ?? ""));
  }

  /** Each option's title as shown, and whether any of it is cut off (wider than its box, or outside the list). */
  async titles(): Promise<{ id: string; title: string; cut: boolean }[]> {
    const list = await this.list().boundingBox();
    return this.options().evaluateAll(
      (options, box) =>
        options.map((option) => {
          const title = option.querySelector<HTMLElement>('[data-testid="scenario-option-title"]')!;
          const rect = title.getBoundingClientRect();
          const outside = box ? rect.left < box.x - 0.5 || rect.right > box.x + box.width + 0.5 : false;
          return { id: option.getAttribute("data-value") ?? "", title: title.firstChild?.textContent ?? "", cut: title.scrollWidth > title.clientWidth + 1 || outside };
        }),
      list,
    );
  }

  /** The title on the closed picker. */
  value(): Locator {
    return this.page.getByTestId("scenario-picker-value");
  }
}
