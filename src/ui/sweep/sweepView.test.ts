import { describe, expect, it } from "vitest";
import { makeKnobs } from "../../engine/knobs";
import { researchCode } from "../../engine/scenarios/researchCode";
import { sweepCombos, sweepRow, type SweepRow } from "../../engine/sweep";
import { run } from "../../engine/trace/run";
import { columnMax, isCurrentRow, knobChips, pathText, rowKnobs, rowTopologies, sweptText } from "./sweepView";

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
    routerCalls: 3,
    totalCalls: 7,
    routerInputChars: 900,
    outcome: "completed",
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
