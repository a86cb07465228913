import { describe, expect, it } from "vitest";
import { parallelHandoffs } from "../engine/scenarios/parallelHandoffs";
import { run } from "../engine/trace/run";
import { findScenario } from "../engine/scenarios";
import { formatTrace, humanInTheLoop } from "./traceText";

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

describe("humanInTheLoop", () => {
  it("says where the run paused, the error and its step, and the outcome after the decisions", async () => {
    const scenario = findScenario("interrupt-rules")!;
    const knobs = { ...scenario.knobs, topology: "subagents" as const };
    const approve = { type: "approve" as const };
    const rules = await run(scenario, knobs, { decisions: [approve, approve] });
    expect(humanInTheLoop(rules)).toEqual([
      "human in the loop:",
      `  paused: yes, 2× (step ${rules.steps.findIndex((s) => s.kind === "interrupt")} before tools; step ${rules.steps.findLastIndex((s) => s.kind === "interrupt")} before tools)`,
      "  error: none",
      "  decisions used: approve, approve",
      "  outcome after them: completed",
    ]);
    const resumeFails = await run(scenario, { ...knobs, checkpointer: "subagent-only" }, { decisions: [approve] });
    expect(humanInTheLoop(resumeFails)[2]).toMatch(/^ {2}error: Error: Cannot use Command\(resume=\.\.\.\) without checkpointer \(step \d+, after interrupt\)$/);
    const silent = await run(scenario, { ...knobs, checkpointer: "none" }, { decisions: [approve] });
    expect(humanInTheLoop(silent).slice(1)).toEqual(["  paused: no", "  error: none", "  decisions used: none", "  outcome after them: completed (an approval was skipped: see approval-skipped below)"]);
  });

  it("stays silent for a run that never asked anyone", async () => {
    expect(humanInTheLoop(await run(findScenario("research-code")!, { topology: "supervisor" }))).toEqual([]);
  });
});
