import { describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import { contextAt, modelCallsByAgent, topLevelPath } from "../trace/metrics";
import { cachedRun } from "../testing/cachedRun";
import type { Trace } from "../trace/types";

const run = cachedRun();

const PATH = ["supervisor", "researcher", "supervisor", "coder", "supervisor"];

function figures(trace: Trace) {
  const { messages, composition } = contextAt(trace);
  return { messages, composition: [composition.human, composition.ai, composition.tool], path: topLevelPath(trace), calls: modelCallsByAgent(trace) };
}

const ALL_CALLS = { supervisor: 3, researcher: 2, coder: 2 };

describe("supervisor topology (createSupervisor)", () => {
  it("keeps 16 shared messages (1/9/6) with full_history and handoff messages", async () => {
    const trace = await run(researchCode, { topology: "supervisor", outputMode: "full_history", addHandoffMessages: true });
    expect(trace.outcome.status).toBe("completed");
    expect(figures(trace)).toEqual({ messages: 16, composition: [1, 9, 6], path: PATH, calls: ALL_CALLS });
    expect(trace.router).toBe("supervisor");
  });

  it("keeps 12 shared messages (1/7/4) with last_message and handoff messages", async () => {
    const trace = await run(researchCode, { topology: "supervisor", outputMode: "last_message", addHandoffMessages: true });
    expect(figures(trace)).toEqual({ messages: 12, composition: [1, 7, 4], path: PATH, calls: ALL_CALLS });
  });

  it("keeps 4 shared messages (1/3) with last_message and no handoff messages", async () => {
    const trace = await run(researchCode, { topology: "supervisor", outputMode: "last_message", addHandoffMessages: false });
    expect(figures(trace)).toEqual({ messages: 4, composition: [1, 3, 0], path: PATH, calls: ALL_CALLS });
    // Seed 000: [user question, researcher conclusion, coder output, supervisor summary].
    const names = trace.steps.at(-1)!.state.map((id) => trace.messages[id].name ?? trace.messages[id].type);
    expect(names).toEqual(["human", "researcher", "coder", "supervisor"]);
  });

  it("adds the transfer-back pair only when addHandoffBackMessages says so, following addHandoffMessages by default", async () => {
    const count = async (addHandoffMessages: boolean, addHandoffBackMessages: "follow" | "on" | "off") =>
      contextAt(await run(researchCode, { topology: "supervisor", addHandoffMessages, addHandoffBackMessages })).messages;
    expect(await count(true, "follow")).toBe(12);
    expect(await count(true, "on")).toBe(12);
    expect(await count(true, "off")).toBe(8);
    expect(await count(false, "follow")).toBe(4);
    expect(await count(false, "on")).toBe(8);
  });

  it("names the transfer-back messages after the library's transfer_back_to_supervisor tool", async () => {
    const trace = await run(researchCode, { topology: "supervisor", addHandoffMessages: false, addHandoffBackMessages: "on" });
    const tools = contextAt(trace).composition.tool;
    const names = trace.steps.at(-1)!.state.map((id) => trace.messages[id]).filter((m) => m.type === "tool").map((m) => m.name);
    expect(tools).toBe(2);
    expect(names).toEqual(["transfer_back_to_supervisor", "transfer_back_to_supervisor"]);
  });

  it("shows the supervisor model <name> tags on AI messages when includeAgentName is inline", async () => {
    const seen = async (includeAgentName: "off" | "inline") => {
      const trace = await run(researchCode, { topology: "supervisor", includeAgentName });
      const second = trace.modelCalls.find((c) => c.agent === "supervisor" && c.callNumber === 2)!;
      return second.input.filter((m) => m.type === "ai").map((m) => m.content).join("\n");
    };
    expect(await seen("inline")).toContain("<name>researcher</name>");
    expect(await seen("off")).not.toContain("<name>");
  });

  it("streams the workers' inner steps under their own namespace", async () => {
    const trace = await run(researchCode, { topology: "supervisor" });
    const inner = trace.steps.filter((s) => s.namespace.length > 0).map((s) => `${s.namespace.join(":")}:${s.node}`);
    expect(inner).toContain("researcher:tools");
    expect(inner).toContain("coder:tools");
  });
});
