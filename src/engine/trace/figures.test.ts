import { describe, expect, it } from "vitest";
import { traceCost } from "../cost/cost";
import { DEFAULT_MODEL_CHOICE } from "../cost/prices";
import { growthFigures } from "../growth";
import { SCENARIOS } from "../scenarios";
import { SCALE_TOPOLOGIES, scaleScenario } from "../scenarios/scale";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import { o200kCounter } from "../tokens/o200k";
import { headlineFigures } from "./compare";
import { run } from "./run";

/**
 * The figures every built-in scenario shows at its defaults, on each of its topologies: shared
 * messages and characters, model calls, what the models read (characters, o200k tokens), the cost,
 * the checks. The snapshot was written by real runs; a change to how the engine records a run (not
 * to what runs) must leave every figure as it was. A change to a scenario or a topology updates it
 * with `npx vitest run -u` and shows the difference in review.
 */
describe("the figures of every built-in scenario", () => {
  it("are those the runs gave when the snapshot was written", async () => {
    const count = o200kCounter();
    const figures: Record<string, unknown> = {};
    // And one bigger scale run per topology, where every call sees a long history.
    const scale = scaleScenario({ workers: 8, toolCalls: 4, turns: 2 });
    for (const scenario of [...SCENARIOS, scale]) {
      for (const topology of scenario === scale ? SCALE_TOPOLOGIES : scenario.topologies) {
        const trace = await run(scenario, scenarioKnobs(scenario, { topology }));
        const { usage, ...growth } = growthFigures(trace, count);
        const cost = traceCost(trace, count, { prices: {}, models: DEFAULT_MODEL_CHOICE });
        figures[`${scenario === scale ? "scale 8x4x2" : scenario.id} on ${topology}`] = {
          ...growth,
          ...headlineFigures(trace),
          steps: trace.steps.length,
          usage,
          usd: cost.usd.toPrecision(12),
          checks: trace.checks.map((check) => `${check.id}:${check.status}`).join(" "),
        };
      }
    }
    await expect(`${JSON.stringify(figures, null, 1)}\n`).toMatchFileSnapshot("./__snapshots__/figures.json");
  }, 120_000);
});
