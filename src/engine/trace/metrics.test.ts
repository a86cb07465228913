import { describe, expect, it } from "vitest";
import { makeKnobs } from "../knobs";
import { tokenUsageByAgent } from "../cost/tokenUsage";
import { composition, contextAt, inputTotals, messageChars, modelCallsByAgent, sharedMessagesAt, tokensAt, topLevelPath, usageByAgent } from "./metrics";
import type { Trace, TraceMessage, TraceStep } from "./types";

const msg = (id: string, type: TraceMessage["type"], content: string): TraceMessage => ({ id, type, content });

function step(index: number, state: string[], extra: Partial<TraceStep> = {}): TraceStep {
  return { index, turn: 0, kind: "node", namespace: [], node: "n", update: [], added: [], state, modelCalls: [], ...extra };
}

/** A small hand-made trace: two turns, three model calls. */
const trace: Trace = {
  scenarioId: "test",
  knobs: makeKnobs(),
  router: "boss",
  graph: { nodes: [], edges: [] },
  messages: {
    m1: msg("m1", "human", "hello"),
    m2: msg("m2", "ai", "abc"),
    m3: msg("m3", "tool", "result!"),
    m4: msg("m4", "human", "again"),
    m5: msg("m5", "system", "sys"),
  },
  steps: [step(0, ["m1"], { kind: "input" }), step(1, ["m1", "m2", "m3"]), step(2, ["m1", "m2", "m3", "m4"], { kind: "input", turn: 1 }), step(3, ["m1", "m2", "m3", "m4"])],
  modelCalls: [
    { seq: 0, agent: "boss", callNumber: 1, step: 1, tools: [], input: [msg("m5", "system", "sys"), msg("m1", "human", "hello")] },
    { seq: 1, agent: "worker", callNumber: 1, step: 1, tools: [], input: [msg("m1", "human", "hello")] },
    { seq: 2, agent: "boss", callNumber: 2, step: 3, tools: [], input: [msg("m1", "human", "hello"), msg("m2", "ai", "abc"), msg("m3", "tool", "result!"), msg("m4", "human", "again")] },
  ],
  turns: [
    { index: 0, input: "hello", startStep: 0, path: ["boss", "worker"] },
    { index: 1, input: "again", startStep: 2, path: ["boss"] },
  ],
  outcome: { status: "completed" },
  checks: [],
};

describe("metrics", () => {
  it("counts characters of a message's text content", () => {
    expect(messageChars(msg("x", "ai", "四个字符"))).toBe(4);
  });

  it("counts composition with every type present", () => {
    expect(composition([trace.messages.m1, trace.messages.m3, trace.messages.m4])).toEqual({ human: 2, ai: 0, tool: 1, system: 0 });
    expect(composition([])).toEqual({ human: 0, ai: 0, tool: 0, system: 0 });
  });

  it("reads the shared context at the last step by default, or at any step", () => {
    expect(sharedMessagesAt(trace).map((m) => m.id)).toEqual(["m1", "m2", "m3", "m4"]);
    expect(contextAt(trace)).toEqual({ messages: 4, chars: 5 + 3 + 7 + 5, composition: { human: 2, ai: 1, tool: 1, system: 0 } });
    expect(contextAt(trace, 1)).toEqual({ messages: 3, chars: 15, composition: { human: 1, ai: 1, tool: 1, system: 0 } });
  });

  it("counts tokens with the tokenizer it is given", () => {
    expect(tokensAt(trace, (text) => text.length * 2)).toBe(40);
    expect(tokensAt(trace, () => 1, 0)).toBe(1);
  });

  it("sums each agent's calls and input over the run, or up to a step", () => {
    expect(usageByAgent(trace)).toEqual({
      boss: { calls: 2, inputMessages: 6, inputChars: 3 + 5 + 5 + 3 + 7 + 5 },
      worker: { calls: 1, inputMessages: 1, inputChars: 5 },
    });
    expect(usageByAgent(trace, 2).boss).toEqual({ calls: 1, inputMessages: 2, inputChars: 8 });
    expect(modelCallsByAgent(trace)).toEqual({ boss: 2, worker: 1 });
  });

  it("counts input tokens as the cost does: every call's messages in the chat format, tool-call names and arguments included, and the message texts alone beside them", () => {
    const withCall: Trace = {
      ...trace,
      modelCalls: [...trace.modelCalls, { seq: 3, agent: "worker", callNumber: 2, step: 3, tools: [], input: [{ ...msg("m6", "ai", ""), toolCalls: [{ id: "c1", name: "search", args: { q: "x" } }] }] }],
    };
    const count = (text: string) => text.length;
    const totals = inputTotals(withCall, count);
    const contentTokens = 8 + 5 + 20 + "search".length + '{"q":"x"}'.length;
    // Each message: 3 framing tokens plus its role ("system", "user", "assistant", "tool"); each call: 3 for the reply's priming.
    const roles = ["system", "user", "user", "user", "assistant", "tool", "user", "assistant"];
    const framing = roles.reduce((sum, role) => sum + 3 + role.length, 0) + 4 * 3;
    expect(totals).toEqual({ calls: 4, chars: 8 + 5 + 20, tokens: contentTokens + framing, contentTokens });
    const billed = Object.values(tokenUsageByAgent(withCall, count)).reduce((sum, agent) => sum + agent.input, 0);
    expect(totals.tokens).toBe(billed);
  });

  it("joins the top-level paths of all turns", () => {
    expect(topLevelPath(trace)).toEqual(["boss", "worker", "boss"]);
  });
});
