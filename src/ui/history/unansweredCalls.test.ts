import { describe, expect, it } from "vitest";
import type { TraceMessage } from "../../engine/trace/types";
import { unansweredCalls } from "./unansweredCalls";

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
