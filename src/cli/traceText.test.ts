import { describe, expect, it } from "vitest";
import { parallelHandoffs } from "../engine/scenarios/parallelHandoffs";
import { run } from "../engine/trace/run";
import { formatTrace } from "./traceText";

describe("formatTrace", () => {
  it("lists every step with what it added and the calls it made, then every check with its evidence", async () => {
    const trace = await run(parallelHandoffs, { topology: "supervisor" });
    const text = formatTrace(trace);
    for (const step of trace.steps) expect(text).toContain(`  [${step.index}] `);
    const added = trace.steps.flatMap((step) => step.added);
    expect(text.match(/^ {8}\+ m\d+ /gm)).toHaveLength(added.length);
    const supervisorCall = trace.modelCalls[0];
    expect(text).toContain(`model supervisor #1: ${supervisorCall.input.length} messages in; offered ${supervisorCall.tools.join(", ")}`);
    const unanswered = trace.checks.find((c) => c.id === "unanswered-tool-calls")!;
    expect(text).toContain(`  fail           unanswered-tool-calls: Tool calls answered. No tool message ever answers transfer_to_hotels`);
    expect(text).toContain(`(steps ${unanswered.evidence.join(", ")})`);
    expect(text.split("\n").filter((line) => /^ {2}(pass|fail|not-applicable) /.test(line))).toHaveLength(trace.checks.length);
  });
});
