import { beforeAll, describe, expect, it } from "vitest";
import { makeKnobs } from "../../engine/knobs";
import { researchCode } from "../../engine/scenarios/researchCode";
import { scenarioKnobs } from "../../engine/scenarios/scenarioKnobs";
import { sweep, type SweepRow } from "../../engine/sweep";
import { contextAt } from "../../engine/trace/metrics";
import { run } from "../../engine/trace/run";
import { pivot, pivotKnobs } from "./sweepPivot";

let rows: SweepRow[];
beforeAll(async () => {
  rows = await sweep(researchCode, ["supervisor", "swarm"]);
}, 120_000);

describe("pivot", () => {
  it("lays outputMode by addHandoffMessages out as the four runs the engine makes: 16, 12, 8 and 4 shared messages", async () => {
    const current = scenarioKnobs(researchCode, { topology: "supervisor" });
    const grid = pivot(rows, "supervisor", "outputMode", "addHandoffMessages", current);
    expect(grid.xValues).toEqual([current.outputMode, current.outputMode === "last_message" ? "full_history" : "last_message"]);
    expect(grid.yValues).toEqual([true, false]);
    for (const line of grid.cells) {
      for (const cell of line) {
        const trace = await run(researchCode, { ...current, outputMode: cell.x, addHandoffMessages: cell.y } as never);
        expect(cell.row?.messages).toBe(contextAt(trace).messages);
      }
    }
    expect(new Set(grid.cells.flat().map((cell) => cell.row?.messages))).toEqual(new Set([16, 12, 8, 4]));
  });

  it("holds the other knobs at the current setting", () => {
    const current = makeKnobs({ ...scenarioKnobs(researchCode, { topology: "supervisor" }), includeAgentName: "inline" });
    const grid = pivot(rows, "supervisor", "outputMode", "addHandoffMessages", current);
    for (const cell of grid.cells.flat()) expect(cell.row?.swept.includeAgentName).toBe("inline");
  });

  it("holds them at the topology's default for another topology, and leaves a cell empty while its row is not in", () => {
    const first = rows[0];
    const isMissing = (row: SweepRow) =>
      row.topology === "supervisor" && row.swept.outputMode !== first.swept.outputMode && row.swept.addHandoffMessages === false && row.swept.preModelTrim === first.swept.preModelTrim && row.swept.includeAgentName === first.swept.includeAgentName && row.swept.addHandoffBackMessages === first.swept.addHandoffBackMessages;
    const grid = pivot(rows.filter((row) => !isMissing(row)), "supervisor", "outputMode", "addHandoffMessages", makeKnobs({ topology: "swarm" }));
    const cells = grid.cells.flat();
    expect(cells).toHaveLength(4);
    for (const cell of cells) if (cell.row) expect(cell.row.swept.preModelTrim).toBe(first.swept.preModelTrim);
    expect(cells.filter((cell) => cell.row === undefined).map((cell) => [cell.x, cell.y])).toEqual([[grid.xValues[1], false]]);
  });
});

describe("pivotKnobs", () => {
  it("offers the swept knobs with two values or more, before their rows are in", () => {
    expect(pivotKnobs(rows.slice(0, 1), "supervisor")).toEqual(pivotKnobs(rows, "supervisor"));
    expect(pivotKnobs(rows, "supervisor")).toEqual(["outputMode", "addHandoffMessages", "addHandoffBackMessages", "includeAgentName", "preModelTrim"]);
    expect(pivotKnobs(rows, "swarm")).toEqual(["resetActiveAgent"]);
    expect(pivotKnobs(rows, "skills")).toEqual([]);
  });
});
