import { describe, expect, it } from "vitest";
import { makeKnobs } from "../../engine/knobs";
import { researchCode } from "../../engine/scenarios/researchCode";
import { sweepCombos, sweepRow, type SweepRow } from "../../engine/sweep";
import { run } from "../../engine/trace/run";
import { DEFAULT_MODEL_CHOICE, priceOf } from "../../engine/cost/prices";
import { columnMax, isCurrentRow, wrappable, knobCells, nextSort, pathText, rowCost, rowKnobs, rowTopologies, sortRows, sortValue, sweptText, type SweepSortKey } from "./sweepView";

function row(overrides: Partial<SweepRow>): SweepRow {
  return {
    topology: "supervisor",
    knobs: {},
    swept: { outputMode: "last_message", addHandoffMessages: true },
    path: ["supervisor", "researcher"],
    messages: 12,
    composition: { human: 1, ai: 7, tool: 4, system: 0 },
    chars: 300,
    modelCalls: {},
    router: "supervisor",
    routerCalls: 3,
    totalCalls: 7,
    routerInputChars: 900,
    inputChars: 2000,
    inputTokens: null,
    contentTokens: null,
    tokens: null,
    outcome: "completed",
    checks: {},
    ...overrides,
  };
}

describe("isCurrentRow", () => {
  it("matches the topology and every swept knob, ignoring knobs the sweep did not vary", () => {
    const r = row({});
    expect(isCurrentRow(r, makeKnobs({ topology: "supervisor", outputMode: "last_message", addHandoffMessages: true, recursionLimit: 7 }))).toBe(true);
    expect(isCurrentRow(r, makeKnobs({ topology: "supervisor", outputMode: "full_history", addHandoffMessages: true }))).toBe(false);
    expect(isCurrentRow(r, makeKnobs({ topology: "swarm", outputMode: "last_message", addHandoffMessages: true }))).toBe(false);
  });

  it("marks exactly one row of the supervisor sweep as current for a setting it covers", async () => {
    const combos = sweepCombos(researchCode, ["supervisor"]);
    // Matching only reads each row's knobs, so one real trace serves every combination's figures.
    const trace = await run(researchCode, combos[0].knobs);
    const rows = combos.map((combo) => sweepRow(combo, trace, false));
    expect(rows.length).toBeGreaterThan(4);
    const knobs = makeKnobs({ ...researchCode.knobs, topology: "supervisor", outputMode: "full_history", addHandoffMessages: false });
    const current = rows.filter((r) => isCurrentRow(r, knobs));
    expect(current).toHaveLength(1);
    // Picking a row's knobs makes that row current.
    for (const r of rows) expect(rows.filter((other) => isCurrentRow(other, makeKnobs({ ...knobs, ...rowKnobs(r) })))).toEqual([r]);
  });
});

describe("row text", () => {
  it("prints knobs and the path as the CLI does", () => {
    expect(sweptText(row({}))).toBe("outputMode=last_message, addHandoffMessages=true");
    expect(sweptText(row({ swept: {} }))).toBe("—");
    expect(pathText(row({}))).toBe("supervisor → researcher");
    expect(pathText(row({ turns: [{ input: "a", path: ["x"] }, { input: "b", path: ["y", "z"] }] }))).toBe("1: x ‖ 2: y → z");
  });

  it("finds a column's largest value, treating null as zero and never returning below 1", () => {
    expect(columnMax([row({ chars: 5 }), row({ chars: 40 })], (r) => r.chars)).toBe(40);
    expect(columnMax([row({ routerInputChars: null })], (r) => r.routerInputChars)).toBe(1);
  });
});

describe("knobCells", () => {
  it("gives each knob column the row's value, marked where it differs from the topology's first (default) row", () => {
    const first = row({});
    const other = row({ swept: { outputMode: "full_history", addHandoffMessages: true } });
    const swarm = row({ topology: "swarm", swept: { resetActiveAgent: true } });
    const rows = [first, other, swarm];
    const columns = ["outputMode", "addHandoffMessages", "resetActiveAgent"];
    expect(knobCells(first, rows, columns).map((c) => c.changed)).toEqual([false, false, false]);
    expect(knobCells(other, rows, columns)).toEqual([
      { name: "outputMode", value: "full_history", changed: true },
      { name: "addHandoffMessages", value: "true", changed: false },
      { name: "resetActiveAgent", changed: false },
    ]);
    // Each topology is compared with its own first row.
    expect(knobCells(swarm, rows, columns)[2]).toEqual({ name: "resetActiveAgent", value: "true", changed: false });
    expect(rowTopologies(rows)).toEqual(["supervisor", "swarm"]);
  });
});

describe("rowCost", () => {
  it("prices the row's tokens per agent, the router on the router's model", () => {
    const tokens = { supervisor: { calls: 3, input: 1_000_000, contentInput: 900_000, output: 0 }, researcher: { calls: 2, input: 0, contentInput: 0, output: 1_000_000 } };
    const setup = { prices: {}, models: DEFAULT_MODEL_CHOICE };
    expect(rowCost(row({ tokens }), setup)).toBeCloseTo(priceOf(DEFAULT_MODEL_CHOICE.router).input + priceOf(DEFAULT_MODEL_CHOICE.worker).output, 12);
    expect(rowCost(row({ tokens: null }), setup)).toBeNull();
  });
});

describe("sortRows", () => {
  const field = (r: SweepRow, key: SweepSortKey) => sortValue(r, key, { prices: {}, models: DEFAULT_MODEL_CHOICE });
  const a = row({ chars: 30, routerInputChars: 5 });
  const b = row({ chars: 10, routerInputChars: null });
  const c = row({ chars: 30, routerInputChars: 9 });
  const d = row({ chars: 20, routerInputChars: 1 });

  it("keeps the CLI order without a sort and sorts stably by a column either way", () => {
    expect(sortRows([a, b, c, d], undefined, field)).toEqual([a, b, c, d]);
    expect(sortRows([a, b, c, d], { key: "chars", direction: "asc" }, field)).toEqual([b, d, a, c]);
    expect(sortRows([a, b, c, d], { key: "chars", direction: "desc" }, field)).toEqual([a, c, d, b]);
  });

  it("puts rows without a router last in both directions", () => {
    expect(sortRows([a, b, c, d], { key: "routerInputChars", direction: "asc" }, field)).toEqual([d, a, c, b]);
    expect(sortRows([a, b, c, d], { key: "routerInputChars", direction: "desc" }, field)).toEqual([c, a, d, b]);
  });

  it("cycles a header through descending, ascending and back to the CLI order", () => {
    const first = nextSort(undefined, "chars");
    expect(first).toEqual({ key: "chars", direction: "desc" });
    const second = nextSort(first, "chars");
    expect(second).toEqual({ key: "chars", direction: "asc" });
    expect(nextSort(second, "chars")).toBeUndefined();
    expect(nextSort(second, "messages")).toEqual({ key: "messages", direction: "desc" });
  });
});


describe("wrappable", () => {
  it("lets a knob name wrap once, at the word boundary nearest its middle", () => {
    expect(wrappable("addHandoffBackMessages")).toBe("addHandoff\u200bBackMessages");
    expect(wrappable("preModelTrim")).toBe("preModel\u200bTrim");
    expect(wrappable("recursionlimit")).toBe("recursionlimit");
  });
});
