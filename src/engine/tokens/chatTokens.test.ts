import { describe, expect, it } from "vitest";
import { chatInputTexts, chatInputTokens, type ChatMessageForCount, type FunctionDefinition } from "./chatTokens";
import { o200kCounter } from "./o200k";

const count = o200kCounter();

/**
 * The two worked examples of OpenAI's cookbook "How to count tokens with tiktoken" (sections 6 and 7),
 * whose printed output gives the count of its method and of the OpenAI API for gpt-4o and
 * gpt-4o-mini: 124 prompt tokens for the messages, 101 for the messages with one function.
 */
const JARGON_MESSAGES: ChatMessageForCount[] = [
  { role: "system", content: "You are a helpful, pattern-following assistant that translates corporate jargon into plain English." },
  { role: "system", name: "example_user", content: "New synergies will help drive top-line growth." },
  { role: "system", name: "example_assistant", content: "Things working well together will increase revenue." },
  { role: "system", name: "example_user", content: "Let's circle back when we have more bandwidth to touch base on opportunities for increased leverage." },
  { role: "system", name: "example_assistant", content: "Let's talk later when we're less busy about how to do better." },
  { role: "user", content: "This late pivot means we don't have time to boil the ocean for the client deliverable." },
];

const WEATHER_FUNCTION: FunctionDefinition = {
  name: "get_current_weather",
  description: "Get the current weather in a given location",
  parameters: {
    properties: {
      location: { type: "string", description: "The city and state, e.g. San Francisco, CA" },
      unit: { type: "string", description: "The unit of temperature to return", enum: ["celsius", "fahrenheit"] },
    },
  },
};

const WEATHER_MESSAGES: ChatMessageForCount[] = [
  { role: "system", content: "You are a helpful assistant that can answer to questions about the weather." },
  { role: "user", content: "What's the weather like in San Francisco?" },
];

describe("chatInputTokens, OpenAI's counting method on o200k_base", () => {
  it("gives the cookbook's 124 prompt tokens for its six messages (gpt-4o, gpt-4o-mini)", () => {
    expect(chatInputTokens(JARGON_MESSAGES, [], count)).toBe(124);
  });

  it("gives the cookbook's 101 prompt tokens for its two messages with get_current_weather offered", () => {
    expect(chatInputTokens(WEATHER_MESSAGES, [WEATHER_FUNCTION], count)).toBe(101);
  });

  it("counts more than the messages' contents alone: framing, roles, names and the reply's priming", () => {
    const contentOnly = JARGON_MESSAGES.reduce((sum, m) => sum + count(m.content), 0);
    expect(chatInputTokens(JARGON_MESSAGES, [], count)).toBeGreaterThan(contentOnly);
  });

  it("counts an assistant message's tool calls by name and JSON arguments", () => {
    const call = { name: "get_current_weather", args: { location: "Paris" } };
    const without = chatInputTokens([{ role: "assistant", content: "" }], [], count);
    const withCall = chatInputTokens([{ role: "assistant", content: "", toolCalls: [call] }], [], count);
    expect(withCall - without).toBe(count(call.name) + count(JSON.stringify(call.args)));
  });

  it("lists every text it counts", () => {
    const texts = new Set(chatInputTexts(WEATHER_MESSAGES, [WEATHER_FUNCTION]));
    const strict = (text: string) => {
      if (!texts.has(text)) throw new Error(`not listed: ${text}`);
      return count(text);
    };
    expect(chatInputTokens(WEATHER_MESSAGES, [WEATHER_FUNCTION], strict)).toBe(101);
  });
});
