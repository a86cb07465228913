import { findScenario } from "../src/engine/scenarios";
import { TOPOLOGIES } from "../src/engine/topologies";
import { en } from "../src/ui/i18n/catalog";
import { expect, test } from "./fixtures";

const researchCode = findScenario("research-code")!;

test.describe("each topology's API status, from its descriptor", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the picker labels every option with its status, and the badge and the diagram header follow the pick", async ({ app, knobs, flow, run }) => {
    await app.goto();
    await run.waitForTrace();
    const statusWord = (id: keyof typeof TOPOLOGIES) => en[`apiStatus.${TOPOLOGIES[id].api.status}`];
    expect(await knobs.topologyOptions()).toEqual(researchCode.topologies.map((id) => `${id} · ${statusWord(id)}`));

    for (const id of researchCode.topologies) {
      await knobs.chooseTopology(id);
      await run.waitForTrace();
      const { status } = TOPOLOGIES[id].api;
      await expect(knobs.topologyStatus()).toHaveAttribute("data-status", status);
      await expect(flow.topologyHeading()).toHaveAttribute("data-topology", id);
      await expect(flow.topologyHeading()).toContainText(TOPOLOGIES[id].title.en);
      await expect(flow.apiStatus()).toHaveAttribute("data-status", status);
      await expect(flow.apiStatus()).toHaveText(statusWord(id));
    }
  });
});
