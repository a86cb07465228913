import type { Locator, Page } from "@playwright/test";
import { DetailsPage } from "./DetailsPage";

/** The topology-state panel: `step.extra` at the playhead (dispatch history, router decision, plan). */
export class StatePage {
  constructor(readonly page: Page) {}

  panel(): Locator {
    return this.page.getByTestId("state-panel");
  }

  /** Brings the state on screen: its tab beside the history. */
  async show(): Promise<void> {
    await new DetailsPage(this.page).show("state");
  }

  /** The active agent (a swarm's `activeAgent`) at the playhead. */
  activeAgent(): Locator {
    return this.page.getByTestId("state-active-agent");
  }

  /** The hand-over log, one entry per change of the active agent. */
  handoffs(): Locator {
    return this.page.getByTestId("state-handoff");
  }

  /** A deep agent's todo list entries (`data-status`: pending, in_progress, completed). */
  todos(): Locator {
    return this.page.getByTestId("state-todo");
  }

  /** A deep agent's files (`data-path`, `data-chars`). */
  files(): Locator {
    return this.page.getByTestId("state-file");
  }

  dispatchItems(): Locator {
    return this.page.getByTestId("state-dispatch-item");
  }

  maxIterStop(): Locator {
    return this.page.getByTestId("state-max-iter-stop");
  }

  finalAnswer(): Locator {
    return this.page.getByTestId("state-final-answer");
  }

  decision(): Locator {
    return this.page.getByTestId("state-decision");
  }

  verdict(): Locator {
    return this.page.getByTestId("state-verdict");
  }

  alternatives(): Locator {
    return this.page.getByTestId("state-alternative");
  }

  plan(): Locator {
    return this.page.getByTestId("state-plan");
  }

  /** Why the plan was cut (or that every step passed). */
  planCut(): Locator {
    return this.page.getByTestId("state-plan-cut");
  }

  planSteps(status?: "kept" | "cut" | "dropped"): Locator {
    const steps = this.page.getByTestId("state-plan-step");
    return status ? steps.and(this.page.locator(`[data-status="${status}"]`)) : steps;
  }
}
