import { describe, expect, it } from "vitest";
import { SCENARIOS } from "../../engine/scenarios";
import { listingOf } from "../../engine/scenarios/builtIns";
import { SCENARIO_SHELVES } from "../../engine/scenarios/shelves";
import { pickerGroups, pickerOrder } from "./pickerGroups";

const researchCode = SCENARIOS.find((s) => s.id === "research-code")!;
const LISTED = SCENARIOS.map(listingOf);

describe("the scenario picker's groups", () => {
  it("list every built-in scenario once, under its shelf's idea, in the ideas' order", () => {
    const groups = pickerGroups(LISTED, [], "en", "", "Yours");
    expect(groups.length).toBeGreaterThanOrEqual(6);
    expect(pickerOrder(groups).map((o) => o.id).sort()).toEqual(SCENARIOS.map((s) => s.id).sort());
    for (const group of groups) for (const option of group.options) expect(SCENARIO_SHELVES[option.id].idea).toBe(group.id);
    expect(groups.map((g) => g.label).slice(0, 2)).toEqual(["Cost knobs", "Routing and dispatch"]);
  });

  it("mark the scenarios that have a lesson, and only those", () => {
    const options = pickerOrder(pickerGroups(LISTED, [], "en", "", "Yours"));
    expect(options.filter((o) => o.hasLesson).map((o) => o.id).sort()).toEqual(SCENARIOS.filter((s) => s.lesson?.length).map((s) => s.id).sort());
  });

  it("keep the whole title, in the language on screen", () => {
    const zh = pickerOrder(pickerGroups(LISTED, [], "zh", "", "你的"));
    const shown = zh.find((o) => o.id === "two-turns")!;
    const scenario = SCENARIOS.find((s) => s.id === "two-turns")!;
    expect(shown.title).toBe(typeof scenario.title === "string" ? scenario.title : scenario.title.zh);
  });

  it("filter by every typed word over title, id, seed and group", () => {
    expect(pickerOrder(pickerGroups(LISTED, [], "en", "two TURNS", "Yours")).map((o) => o.id)).toEqual(["two-turns", "two-turns-hand-back"]);
    const seed4 = pickerOrder(pickerGroups(LISTED, [], "en", "seed 004", "Yours")).map((o) => o.id);
    expect(seed4.sort()).toEqual(Object.entries(SCENARIO_SHELVES).filter(([, s]) => s.source === "004").map(([id]) => id).sort());
    expect(pickerGroups(LISTED, [], "en", "guards", "Yours").map((g) => g.id)).toContain("guards");
    expect(pickerGroups(LISTED, [], "en", "no such thing", "Yours")).toEqual([]);
  });

  it("put an edited copy of a built-in scenario under the user's own, without a source", () => {
    const copy = { ...researchCode, id: "research-code-2" };
    const groups = pickerGroups(LISTED, [listingOf(copy)], "en", "", "Yours");
    expect(groups.at(-1)).toEqual({ id: "yours", label: "Yours", options: [{ id: "research-code-2", title: "Research and code", hasLesson: true }] });
  });
});
