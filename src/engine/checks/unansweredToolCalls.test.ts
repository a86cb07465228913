import { describe, expect, it } from "vitest";
import type { TraceMessage } from "../trace/types";
import { findScenario } from "../scenarios";
import { parallelHandoffs } from "../scenarios/parallelHandoffs";
import { cachedRun } from "../testing/cachedRun";
import { checkResult, describeCheck } from ".";
import { unansweredCalls } from "./unansweredToolCalls";

const ai = (id: string, ...calls: string[]): TraceMessage => ({ id, type: "ai", content: "", toolCalls: calls.map((c) => ({ id: c, name: `tool_${c}`, args: {} })) });
const tool = (id: string, answers: string): TraceMessage => ({ id, type: "tool", content: "ok", toolCallId: answers });

describe("unanswered tool calls", () => {
  it("lists the calls of a message that no tool message answers", () => {
    expect(unansweredCalls([ai("m1", "a", "b"), tool("m2", "a")])).toEqual(new Set(["b"]));
  });

  it("is empty when every call has its result, wherever the result sits", () => {
    expect(unansweredCalls([ai("m1", "a"), ai("m2", "b"), tool("m3", "b"), tool("m4", "a")]).size).toBe(0);
  });

  it("ignores a tool result whose call is not in the list", () => {
    expect(unansweredCalls([tool("m1", "x"), ai("m2", "y")])).toEqual(new Set(["y"]));
  });
});

describe("the unanswered-tool-calls check", () => {
  const play = cachedRun();

  it("fails on parallel-handoffs under createSupervisor, pointing at the step that added the double transfer", async () => {
    const trace = await play(parallelHandoffs, { topology: "supervisor" });
    const result = checkResult(trace, "unanswered-tool-calls")!;
    expect(result.status).toBe("fail");
    const [call] = result.toolCalls!;
    const message = Object.values(trace.messages).find((m) => m.toolCalls?.some((c) => c.id === call))!;
    expect(message.toolCalls!.find((c) => c.id === call)!.name).toBe("transfer_to_hotels");
    expect(result.evidence).toEqual([trace.steps.findIndex((s) => s.added.includes(message.id))]);
    expect(describeCheck(result, "en").reason).toContain("transfer_to_hotels");
  });

  it("passes when supervisor-send answers both transfers", async () => {
    const trace = await play(parallelHandoffs, { topology: "supervisor-send" });
    expect(checkResult(trace, "unanswered-tool-calls")).toMatchObject({ status: "pass", evidence: [] });
  });

  it("passes a run paused for a human, naming the call that waits for the decision", async () => {
    const scenario = findScenario("interrupt-rules")!;
    const trace = await play(scenario, { ...scenario.knobs, topology: scenario.topologies[0] });
    expect(trace.outcome.status).toBe("paused");
    const result = checkResult(trace, "unanswered-tool-calls")!;
    expect(result).toMatchObject({ status: "pass", reason: "waiting" });
    const waiting = Object.values(trace.messages).filter((m) => m.toolCalls?.some((c) => String(result.params?.calls).includes(c.name)));
    expect(waiting.length).toBeGreaterThan(0);
    expect(result.evidence).toEqual([trace.steps.findIndex((s) => s.added.includes(waiting[0].id))]);
  });

  it("does not apply to a run whose shared history holds no tool call", async () => {
    const trace = await play(findScenario("router")!, { topology: "router" });
    expect(checkResult(trace, "unanswered-tool-calls")!.status).toBe("not-applicable");
  });
});
