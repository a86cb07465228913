import { AIMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { trimForModel, trimKeep } from "./preModelTrim";

const history = [
  new HumanMessage({ id: "h", content: "task" }),
  new AIMessage({ id: "a1", content: "", tool_calls: [{ id: "c1", name: "search", args: {} }] }),
  new ToolMessage({ id: "t1", content: "result", tool_call_id: "c1" }),
  new AIMessage({ id: "a2", content: "answer" }),
];

describe("preModelTrim", () => {
  it("reads the number of kept messages from the knob value", () => {
    expect(trimKeep("off")).toBeUndefined();
    expect(trimKeep("last-2")).toBe(2);
    expect(trimKeep("last-4")).toBe(4);
  });

  it("keeps the latest request plus the tail, dropping a tool result whose call was cut off", () => {
    expect(trimForModel(history, 2).map((m) => m.id)).toEqual(["h", "a2"]);
    expect(trimForModel(history, 3).map((m) => m.id)).toEqual(["h", "a1", "t1", "a2"]);
  });

  it("does not repeat the request when it is already in the tail, and leaves the input array alone", () => {
    expect(trimForModel(history, 10).map((m) => m.id)).toEqual(["h", "a1", "t1", "a2"]);
    expect(history).toHaveLength(4);
  });
});
