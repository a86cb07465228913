import { describe, expect, it } from "vitest";
import { closestIds } from "./closestIds";
import { SCENARIOS } from "../engine/scenarios";

const ids = SCENARIOS.map((s) => s.id);

describe("closestIds", () => {
  it("suggests the built-in ids a mistyped or shortened one was meant to be, closest first", () => {
    expect(closestIds("swarm-turns", ids)).toEqual(["two-turns"]);
    expect(closestIds("twoturns", ids)[0]).toBe("two-turns");
    expect(closestIds("docs-oneshot", ids)[0]).toBe("docs-one-shot");
    expect(closestIds("research", ids)).toEqual(["research-code"]);
    expect(closestIds("refund", ids)).toEqual(["refund-9821"]);
    expect(closestIds("scale-24", ids)).toEqual(["scale"]);
    expect(closestIds("error-handoff", ids)).toEqual(["error-handoff-outside-graph"]);
  });

  it("suggests nothing for a name unlike them all, and at most three", () => {
    expect(closestIds("no-such-thing", ids)).toEqual([]);
    expect(closestIds("error", ids)).toHaveLength(3);
  });
});
