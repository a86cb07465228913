import { beforeAll, describe, expect, it } from "vitest";
import { researchCode } from "../../engine/scenarios/researchCode";
import { sweep, type SweepRow } from "../../engine/sweep";
import { o200kCounter } from "../../engine/tokens/o200k";
import { changingRows, figuresKey, knobColumns, unchangingKnobs } from "./sweepChanging";

let rows: SweepRow[];
beforeAll(async () => {
  rows = await sweep(researchCode, ["subagents", "swarm", "router-fanout"], o200kCounter());
});

describe("unchangingKnobs", () => {
  it("finds the knobs whose every value gives the same figures, per topology", () => {
    const unchanging = unchangingKnobs(rows);
    // Decided by the rows themselves: a knob is unchanging exactly when flipping it alone never changes a row's figures.
    for (const [topology, knobs] of unchanging) {
      const own = rows.filter((row) => row.topology === topology);
      for (const knob of Object.keys(own[0].swept)) {
        const flips = own.flatMap((a) => own.filter((b) => b !== a && Object.entries(a.swept).every(([k, v]) => k === knob || b.swept[k as keyof typeof b.swept] === v)).map((b) => [a, b]));
        expect(knobs.has(knob), `${topology} ${knob}`).toBe(flips.every(([a, b]) => figuresKey(a) === figuresKey(b)));
      }
    }
    expect([...unchanging.get("swarm")!]).toEqual(["resetActiveAgent"]);
    // subagentTools changes no message count, but the single task tool's arguments cost tokens.
    expect([...unchanging.get("subagents")!]).toEqual([]);
    expect([...unchanging.get("router-fanout")!]).toEqual([]);
  });

  it("counts a change in any figure, tokens included", () => {
    const [a, b] = rows.filter((row) => row.topology === "router-fanout");
    expect(figuresKey(a)).not.toBe(figuresKey(b));
    expect(unchangingKnobs([a, { ...b, swept: b.swept, messages: a.messages }]).get("router-fanout")).toEqual(new Set());
    const same = { ...a, swept: b.swept };
    expect(unchangingKnobs([a, same]).get("router-fanout")).toEqual(new Set(["routerAsTool"]));
  });
});

describe("changingRows and knobColumns", () => {
  it("fold away the rows that differ only in an unchanging knob, keeping the default's", () => {
    const kept = changingRows(rows);
    expect(kept.filter((row) => row.topology === "swarm")).toEqual([rows.find((row) => row.topology === "swarm")]);
    expect(kept.filter((row) => row.topology === "subagents")).toHaveLength(4);
    expect(kept.filter((row) => row.topology === "router-fanout")).toHaveLength(2);
    // Every distinct set of figures is still there.
    expect(new Set(kept.map(figuresKey))).toEqual(new Set(rows.map(figuresKey)));
  });

  it("drop a knob column only when the knob changes nothing in every topology shown", () => {
    expect(knobColumns(rows)).toEqual(["subagentTools", "subagentReturns", "resetActiveAgent", "routerAsTool"]);
    expect(knobColumns(rows, unchangingKnobs(rows))).toEqual(["subagentTools", "subagentReturns", "routerAsTool"]);
  });
});
