import { describe, expect, it } from "vitest";
import { researchCode } from "../scenarios/researchCode";
import { o200kCounter } from "../tokens/o200k";
import { inputTotals } from "../trace/metrics";
import { run } from "../trace/run";
import type { Trace } from "../trace/types";
import { costOfUsage, traceCost } from "./cost";
import { DEFAULT_MODEL_CHOICE, PRICE_PRESETS, priceOf } from "./prices";
import { chatInputTokens } from "../tokens/chatTokens";
import { contentTexts } from "./contentTexts";
import { billedTraceTexts, chatMessage, offeredDefinitions, tokenUsageByAgent } from "./tokenUsage";

const count = o200kCounter();
const supervisor = (knobs: Record<string, unknown> = {}) => run(researchCode, { topology: "supervisor", ...knobs });
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const replyOf = (trace: Trace, agent: string, callNumber: number) => trace.modelCalls.find((c) => c.agent === agent && c.callNumber === callNumber)?.reply;

describe("each model call's reply in the trace", () => {
  it("is what the scripted model answered: the supervisor's transfers, then its final text", async () => {
    const trace = await supervisor();
    expect(replyOf(trace, "supervisor", 1)).toEqual({ content: "", toolCalls: [{ name: "transfer_to_researcher", args: {} }] });
    expect(replyOf(trace, "researcher", 1)).toEqual({ content: "", toolCalls: [{ name: "search", args: { query: "LangGraph supervisor" } }] });
    expect(replyOf(trace, "supervisor", 3)).toEqual({ content: researchCode.routerScripts!.supervisor![2].content });
  });

  it("is the AI message the shared history then holds, for the worker's final answer", async () => {
    const trace = await supervisor({ outputMode: "full_history" });
    const answer = replyOf(trace, "coder", 2)!;
    expect(Object.values(trace.messages).some((m) => m.type === "ai" && m.content === answer.content)).toBe(true);
  });
});

describe("tokenUsageByAgent", () => {
  it("sums every call's billed input: its messages in the chat format and the definitions of the tools it was offered, as inputTotals counts them", async () => {
    const trace = await supervisor();
    const usage = tokenUsageByAgent(trace, count);
    const billed = sum(trace.modelCalls.map((call) => chatInputTokens(call.input.map(chatMessage), offeredDefinitions(trace, call), count)));
    expect(sum(Object.values(usage).map((u) => u.input))).toBe(billed);
    expect(sum(Object.values(usage).map((u) => u.input))).toBe(inputTotals(trace, count).tokens);
    expect(Object.fromEntries(Object.entries(usage).map(([agent, u]) => [agent, u.calls]))).toEqual({ supervisor: 3, researcher: 2, coder: 2 });
  });

  it("keeps the message texts alone as a second figure: the contents plus the tool calls' names and arguments", async () => {
    const trace = await supervisor();
    const usage = tokenUsageByAgent(trace, count);
    const toolCallTokens = sum(trace.modelCalls.flatMap((call) => call.input.flatMap((m) => (m.toolCalls ?? []).map((c) => count(c.name) + count(JSON.stringify(c.args))))));
    expect(toolCallTokens).toBeGreaterThan(0);
    const contentTokens = sum(trace.modelCalls.flatMap((call) => call.input.map((m) => count(m.content))));
    expect(sum(Object.values(usage).map((u) => u.contentInput))).toBe(contentTokens + toolCallTokens);
    expect(inputTotals(trace, count).contentTokens).toBe(contentTokens + toolCallTokens);
  });

  it("counts the offered tools' definitions: every call of the supervisor is offered its transfer tools, and pays for them", async () => {
    const trace = await supervisor();
    const first = trace.modelCalls[0];
    expect(offeredDefinitions(trace, first).map((d) => d.name)).toEqual(first.tools);
    expect(first.tools.length).toBeGreaterThan(0);
    const withTools = chatInputTokens(first.input.map(chatMessage), offeredDefinitions(trace, first), count);
    const withoutTools = chatInputTokens(first.input.map(chatMessage), [], count);
    expect(withTools).toBeGreaterThan(withoutTools);
    expect(tokenUsageByAgent(trace, count, first.step).supervisor.input).toBe(withTools);
  });

  it("counts each reply once as output", async () => {
    const trace = await supervisor();
    const usage = tokenUsageByAgent(trace, count);
    const replies = trace.modelCalls.filter((c) => c.agent === "researcher").map((c) => c.reply!);
    expect(usage.researcher.output).toBe(sum(replies.flatMap(contentTexts).map(count)));
    expect(usage.researcher.output).toBeGreaterThan(0);
  });

  it("counts only the calls made up to the step", async () => {
    const trace = await supervisor();
    const firstCall = trace.modelCalls[0];
    const early = tokenUsageByAgent(trace, count, firstCall.step);
    expect(Object.keys(early)).toEqual(["supervisor"]);
    expect(early.supervisor.contentInput).toBe(sum(firstCall.input.flatMap(contentTexts).map(count)));
  });

  it("drops with the cost knobs: the supervisor's input shrinks without handoff messages", async () => {
    const on = tokenUsageByAgent(await supervisor({ outputMode: "full_history", addHandoffMessages: true }), count);
    const off = tokenUsageByAgent(await supervisor({ outputMode: "last_message", addHandoffMessages: false }), count);
    expect(off.supervisor.input).toBeLessThan(on.supervisor.input);
    expect(off.supervisor.output).toBe(on.supervisor.output);
  });

  it("lists every text it counts in billedTraceTexts", async () => {
    const trace = await supervisor();
    const texts = new Set(billedTraceTexts(trace));
    const strict = (text: string) => {
      if (!texts.has(text)) throw new Error(`not listed: ${text}`);
      return count(text);
    };
    expect(tokenUsageByAgent(trace, strict)).toEqual(tokenUsageByAgent(trace, count));
  });
});

describe("traceCost", () => {
  it("prices each agent's tokens at its model: the router on the cheap model, the workers on the strong one", async () => {
    const trace = await supervisor();
    const usage = tokenUsageByAgent(trace, count);
    const cost = traceCost(trace, count, { prices: {}, models: DEFAULT_MODEL_CHOICE });
    const cheap = priceOf(DEFAULT_MODEL_CHOICE.router);
    const strong = priceOf(DEFAULT_MODEL_CHOICE.worker);
    const expected = (usage.supervisor.input * cheap.input + usage.supervisor.output * cheap.output + (usage.researcher.input + usage.coder.input) * strong.input + (usage.researcher.output + usage.coder.output) * strong.output) / 1e6;
    expect(cost.usd).toBeCloseTo(expected, 12);
    expect(cost.agents.map((a) => [a.agent, a.model])).toEqual([
      ["supervisor", "gpt-4.1-mini"],
      ["researcher", "gpt-4.1"],
      ["coder", "gpt-4.1"],
    ]);
    expect(cost.input).toBe(sum(Object.values(usage).map((u) => u.input)));
  });

  it("follows an edited price and a per-agent model", async () => {
    const trace = await supervisor();
    const setup = { prices: {}, models: DEFAULT_MODEL_CHOICE };
    const base = traceCost(trace, count, setup);
    const doubled = traceCost(trace, count, { ...setup, prices: { "gpt-4.1": { input: 4, output: 16 } } });
    const workers = base.agents.filter((a) => a.model === "gpt-4.1").reduce((s, a) => s + a.usd, 0);
    expect(doubled.usd).toBeCloseTo(base.usd + workers, 12);
    const cheapResearcher = traceCost(trace, count, { ...setup, models: { ...DEFAULT_MODEL_CHOICE, agents: { researcher: "gpt-4.1-mini" } } });
    expect(cheapResearcher.usd).toBeLessThan(base.usd);
  });

  it("costs a swarm (no router) entirely at the worker's price", async () => {
    const trace = await run(researchCode, { topology: "swarm" });
    const cost = traceCost(trace, count, { prices: {}, models: DEFAULT_MODEL_CHOICE });
    expect(new Set(cost.agents.map((a) => a.model))).toEqual(new Set(["gpt-4.1"]));
  });

  it("is zero for no usage", () => {
    expect(costOfUsage({}, undefined, { prices: {}, models: DEFAULT_MODEL_CHOICE })).toEqual({ usd: 0, input: 0, output: 0, agents: [] });
  });
});

describe("PRICE_PRESETS", () => {
  it("has one row per model with positive prices and a publication date", () => {
    expect(new Set(PRICE_PRESETS.map((p) => p.id)).size).toBe(PRICE_PRESETS.length);
    for (const preset of PRICE_PRESETS) {
      expect(preset.input).toBeGreaterThan(0);
      expect(preset.output).toBeGreaterThan(preset.input);
      expect(preset.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
