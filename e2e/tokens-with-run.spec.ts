import { linkTo } from "./builtinRuns";
import { expect, test } from "./fixtures";

/** Every recorded moment with a diagram on screen showed the token figure as digits, never a dash or "counting". */
const DIGITS = /^\d+$/;

test.describe("tokens come with the run", () => {
  test.describe.configure({ timeout: 120_000 });

  for (const id of ["research-code", "refund-9821"]) {
    test(`${id}: the first diagram already shows the token figure`, async ({ share, metrics }) => {
      await metrics.watchFigures();
      await share.open(linkTo(id));
      // A graph no build laid out waits for ELK's worker (30 s under load, as elsewhere) before its first node shows.
      await expect.poll(async () => (await metrics.figuresSeen()).some((figures) => figures.diagram), { timeout: 30_000 }).toBe(true);
      await expect(metrics.metric("tokens")).toHaveText(DIGITS);
      const seen = (await metrics.figuresSeen()).filter((figures) => figures.diagram && figures.messages !== "");
      expect(seen.length).toBeGreaterThan(0);
      for (const figures of seen) {
        expect(figures.tokensPending, JSON.stringify(figures)).toBe(false);
        expect(figures.tokens, JSON.stringify(figures)).toMatch(DIGITS);
      }
    });
  }

  test("a knob flip shows the new run's token figure in the same frame as its other figures", async ({ share, metrics, knobs, run }) => {
    await metrics.watchFigures();
    await share.open(linkTo("research-code"));
    await expect(metrics.metric("tokens")).toHaveText(DIGITS);
    const flippedAt = (await metrics.figuresSeen()).length;
    await knobs.knob("outputMode").selectOption("full_history");
    await run.waitForTrace();
    await expect(knobs.knob("outputMode")).toHaveValue("full_history");
    await expect(metrics.metric("tokens")).toHaveText(DIGITS);
    // Every moment from the flip on, the new run's figures included, showed the token figure as digits.
    const seen = (await metrics.figuresSeen()).slice(flippedAt).filter((figures) => figures.diagram && figures.messages !== "");
    for (const figures of seen) {
      expect(figures.tokensPending, JSON.stringify(figures)).toBe(false);
      expect(figures.tokens, JSON.stringify(figures)).toMatch(DIGITS);
    }
  });
});
