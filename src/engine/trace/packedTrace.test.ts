import { describe, expect, it } from "vitest";
import { findScenario } from "../scenarios";
import { scaleScenario } from "../scenarios/scale";
import { scenarioKnobs } from "../scenarios/scenarioKnobs";
import { packTrace, unpackTrace } from "./packedTrace";
import { run } from "./run";
import type { Trace } from "./types";

const played = async (id: string, knobs = {}) => {
  const scenario = findScenario(id)!;
  return run(scenario, scenarioKnobs(scenario, knobs));
};

/** What JSON makes of a trace and back: what a reader of `npm run trace -- --json` gets. */
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("the packed trace", () => {
  it("unpacks, after JSON, to exactly the trace it was packed from", async () => {
    const traces: Trace[] = await Promise.all([
      played("research-code"),
      played("research-code", { topology: "swarm", outputMode: "last_message" }),
      played("refund-9821"),
      played("parallel-handoffs"),
      played("recursion-limit"),
      played("two-turns", { topology: "swarm" }),
    ]);
    for (const trace of traces) expect(unpackTrace(throughJson(packTrace(trace)))).toEqual(throughJson(trace));
  }, 60_000);

  it("grows with what the run adds, not with the square of its length: twice the workers, about twice the JSON", async () => {
    const sizes = async (workers: number) => {
      const scenario = scaleScenario({ workers, toolCalls: 4, turns: 2 });
      const trace = await run(scenario, scenarioKnobs(scenario, { topology: "supervisor", outputMode: "full_history" }));
      return { plain: JSON.stringify(trace).length, packed: JSON.stringify(packTrace(trace)).length };
    };
    const [small, big] = [await sizes(8), await sizes(16)];
    // The plain trace repeats every earlier message in every call: it grows about fourfold.
    expect(big.plain / small.plain).toBeGreaterThan(3);
    expect(big.packed / small.packed).toBeLessThan(2.3);
  }, 60_000);
});
