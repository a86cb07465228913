import { describe, expect, it } from "vitest";
import { SCENARIOS } from "./index";
import { SCENARIO_IDEAS, SCENARIO_SHELVES } from "./shelves";

describe("the scenario shelves", () => {
  it("give every listed scenario a shelf, and no shelf to a scenario that is not listed", () => {
    expect(Object.keys(SCENARIO_SHELVES).sort()).toEqual(SCENARIOS.map((s) => s.id).sort());
  });

  it("put at least one scenario under every idea", () => {
    const used = new Set(Object.values(SCENARIO_SHELVES).map((shelf) => shelf.idea));
    expect([...used].sort()).toEqual(Object.keys(SCENARIO_IDEAS).sort());
  });
});
