import { describe, expect, it } from "vitest";
import { makeKnobs } from "./knobs";
import { preparedRowsFor, sweepKey, type PreparedSweep } from "./preparedSweep";
import { findScenario } from "./scenarios";
import { playedScenario } from "./scenarios/generated";
import { scenarioKnobs } from "./scenarios/scenarioKnobs";
import type { Scenario } from "./scenarios/types";
import type { SweepRow } from "./sweepPlan";

const rows = [{ topology: "supervisor", messages: 7 }] as unknown as SweepRow[];
const preparedFor = (swept: Scenario): PreparedSweep => ({ scenarioId: swept.id, swept: sweepKey(swept), rows });
const researchCode = findScenario("research-code")!;
const scale = findScenario("scale")!;

describe("a prepared sweep's key", () => {
  it("serves the rows for the scenario it was swept from, also as a fresh copy from the JSON", () => {
    expect(preparedRowsFor(preparedFor(researchCode), researchCode)).toBe(rows);
    expect(preparedRowsFor(JSON.parse(JSON.stringify(preparedFor(researchCode))) as PreparedSweep, structuredClone(researchCode))).toEqual(rows);
  });

  it("misses for any edit of the scenario: a title, a scripted reply, a knob it opens with", () => {
    const prepared = preparedFor(researchCode);
    expect(preparedRowsFor(prepared, { ...researchCode, title: { en: "Edited", zh: "已编辑" } })).toBeUndefined();
    const replies = structuredClone(researchCode);
    replies.routerScripts.supervisor = [...replies.routerScripts.supervisor!].reverse();
    expect(preparedRowsFor(prepared, replies)).toBeUndefined();
    expect(preparedRowsFor(prepared, { ...researchCode, knobs: { ...researchCode.knobs, outputMode: "full_history" } })).toBeUndefined();
  });

  it("misses for another scenario, and for a generated scenario played at other parameters", () => {
    expect(preparedRowsFor(preparedFor(researchCode), findScenario("router")!)).toBeUndefined();
    const atDefaults = playedScenario(scale, scenarioKnobs(scale));
    const moreWorkers = playedScenario(scale, makeKnobs({ ...scenarioKnobs(scale), workers: scenarioKnobs(scale).workers + 1 }));
    expect(preparedRowsFor(preparedFor(atDefaults), atDefaults)).toBe(rows);
    expect(preparedRowsFor(preparedFor(atDefaults), moreWorkers)).toBeUndefined();
  });

  it("misses when there is nothing prepared", () => {
    expect(preparedRowsFor(undefined, researchCode)).toBeUndefined();
  });
});
