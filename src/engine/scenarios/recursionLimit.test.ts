import { describe, expect, it } from "vitest";
import type { Knobs } from "../knobs";
import { run } from "../trace/run";
import { recursionLimit } from "./recursionLimit";

const play = (overrides: Partial<Knobs> = {}) => run(recursionLimit, { topology: recursionLimit.topologies[0], ...recursionLimit.knobs, ...overrides });

describe("recursion-limit scenario", () => {
  it("ends with the runtime's GraphRecursionError after 25 top-level steps at the default limit", async () => {
    const trace = await play();
    expect(trace.outcome.status).toBe("error");
    if (trace.outcome.status !== "error") return;
    expect(trace.outcome.error.name).toBe("GraphRecursionError");
    expect(trace.outcome.error.message).toContain('Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the "recursionLimit" config key.');
    const path = trace.turns[0].path;
    expect(path).toHaveLength(25);
    expect(path.filter((p) => p === "supervisor")).toHaveLength(13);
    expect(path.filter((p) => p === "researcher")).toHaveLength(12);
    expect(trace.steps.at(-1)!.state).toHaveLength(63);
    expect(trace.modelCalls.filter((c) => c.agent === "supervisor").at(-1)!.input).toHaveLength(62);
  });

  it("stops after 10 steps and 5 dispatches at recursionLimit 10", async () => {
    const trace = await play({ recursionLimit: 10 });
    expect(trace.outcome.status === "error" && trace.outcome.error.name).toBe("GraphRecursionError");
    expect(trace.turns[0].path).toHaveLength(10);
    expect(trace.turns[0].path.filter((p) => p === "researcher")).toHaveLength(5);
  });

  it("loops until the script runs out after 20 dispatches once the limit is raised to 100", { timeout: 30_000 }, async () => {
    const trace = await play({ recursionLimit: 100 });
    expect(trace.outcome.status === "error" && trace.outcome.error.name).toBe("ScriptExhaustedError");
    expect(trace.turns[0].path.filter((p) => p === "researcher")).toHaveLength(20);
  });
});
