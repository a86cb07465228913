import { describe, expect, it } from "vitest";
import { docsRuns, measuredCell } from "../docsTable/docsTable";
import { growthFigures } from "../growth";
import { findScenario } from "../scenarios";
import { playedScenario } from "../scenarios/generated";
import { sweepCombos, sweepRow, sweepRunOptions } from "../sweepPlan";
import { o200kCounter } from "../tokens/o200k";
import { listedCounter } from "../tokens/tokenCounter";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import { tokenTexts } from "./tokenTexts";

/*
 * A page's engine workers count through the one token worker: they send a trace's `tokenTexts` and
 * measure with a counter over the answers alone. So every figure a worker makes must read no text
 * outside that list, or the worker's counter throws instead of counting.
 */
const count = o200kCounter();
const counted = (trace: Trace) => {
  const texts = tokenTexts(trace);
  return listedCounter(texts, texts.map((text) => count(text)));
};

describe("a trace's token texts", () => {
  it("hold every text a sweep row and a growth point count, on every topology and on the guard boards", async () => {
    for (const id of ["research-code", "refund-9821", "ping-pong", "docs-multi-domain"]) {
      const scenario = findScenario(id)!;
      const seen = new Set<string>();
      for (const combo of sweepCombos(scenario)) {
        if (seen.has(combo.knobs.topology)) continue;
        seen.add(combo.knobs.topology);
        const trace = await run(scenario, combo.knobs, sweepRunOptions());
        const multiTurn = playedScenario(scenario, combo.knobs).userTurns.length > 1;
        expect(sweepRow(combo, trace, multiTurn, counted(trace)), `${id} ${combo.knobs.topology}`).toEqual(sweepRow(combo, trace, multiTurn, count));
        expect(growthFigures(trace, counted(trace))).toEqual(growthFigures(trace, count));
      }
      expect(seen.size).toBe(scenario.topologies.length);
    }
  }, 120_000);

  it("hold every text a docs table cell counts", async () => {
    for (const docsRun of docsRuns().filter((_, i) => i % 4 === 0)) {
      const trace = await run(findScenario(docsRun.scenarioId)!, docsRun.knobs);
      expect(measuredCell(docsRun, trace, counted(trace))).toEqual(measuredCell(docsRun, trace, count));
    }
  }, 120_000);
});

describe("a counter over counts made elsewhere", () => {
  it("answers the listed texts and refuses any other, so a gap never counts as zero", () => {
    const listed = listedCounter(["a b", "c"], [2, 1]);
    expect(listed("a b") + listed("c")).toBe(3);
    expect(() => listed("d")).toThrow(/No token count/);
    expect(() => listedCounter(["a"], [])).toThrow(/0 token counts for 1 texts/);
  });
});
