import { describe, expect, it } from "vitest";
import { boardFigures } from "./boardView";

describe("boardFigures", () => {
  it("lists the supervisor's four figures, tokens blank until counted", () => {
    const figures = boardFigures({ kind: "centre", centreInputChars: 450, workerTimeouts: 1, redispatches: 0, centreToolListSize: 2 });
    expect(figures.map((f) => [f.id, f.value])).toEqual([["centre-input-tokens", undefined], ["worker-timeouts", "1"], ["redispatches", "0"], ["centre-tools", "2"]]);
  });

  it("shows one value per handoff for the swarm's lists, 0 before any handoff", () => {
    expect(boardFigures({ kind: "peers", hops: 2, returnsToSameAgent: 1, toolListAfterHandoff: [1, 1], payloadBytes: [98, 102] }).map((f) => f.value)).toEqual(["2", "1", "1 · 1", "98 · 102"]);
    expect(boardFigures({ kind: "peers", hops: 0, returnsToSameAgent: 0, toolListAfterHandoff: [], payloadBytes: [] }).map((f) => f.value)).toEqual(["0", "0", "0", "0"]);
  });
});
