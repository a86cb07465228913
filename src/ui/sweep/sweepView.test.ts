import { describe, expect, it } from "vitest";
import { makeKnobs } from "../../engine/knobs";
import { researchCode } from "../../engine/scenarios/researchCode";
import { sweepCombos, sweepRow, type SweepRow } from "../../engine/sweep";
import { run } from "../../engine/trace/run";
import { columnMax, isCurrentRow, knobChips, nextSort, pathText, rowKnobs, rowTopologies, sortRows, sweptText } from "./sweepView";

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

describe("knobChips", () => {
  it("marks the knobs that differ from the topology's first (default) row", () => {
    const first = row({});
    const other = row({ swept: { outputMode: "full_history", addHandoffMessages: true } });
    const swarm = row({ topology: "swarm", swept: { outputMode: "full_history" } });
    const rows = [first, other, swarm];
    expect(knobChips(first, rows).map((c) => c.changed)).toEqual([false, false]);
    expect(knobChips(other, rows)).toEqual([
      { name: "outputMode", value: "full_history", changed: true },
      { name: "addHandoffMessages", value: "true", changed: false },
    ]);
    // Each topology is compared with its own first row.
    expect(knobChips(swarm, rows)[0].changed).toBe(false);
    expect(rowTopologies(rows)).toEqual(["supervisor", "swarm"]);
  });
});

describe("sortRows", () => {
  const a = row({ chars: 30, routerInputChars: 5 });
  const b = row({ chars: 10, routerInputChars: null });
  const c = row({ chars: 30, routerInputChars: 9 });
  const d = row({ chars: 20, routerInputChars: 1 });

  it("keeps the CLI order without a sort and sorts stably by a column either way", () => {
    expect(sortRows([a, b, c, d], undefined)).toEqual([a, b, c, d]);
    expect(sortRows([a, b, c, d], { key: "chars", direction: "asc" })).toEqual([b, d, a, c]);
    expect(sortRows([a, b, c, d], { key: "chars", direction: "desc" })).toEqual([a, c, d, b]);
  });

  it("puts rows without a router last in both directions", () => {
    expect(sortRows([a, b, c, d], { key: "routerInputChars", direction: "asc" })).toEqual([d, a, c, b]);
    expect(sortRows([a, b, c, d], { key: "routerInputChars", direction: "desc" })).toEqual([c, a, d, b]);
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

