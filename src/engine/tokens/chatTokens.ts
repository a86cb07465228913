/**
 * The input tokens a chat provider bills for one call, counted the way OpenAI's cookbook "How to
 * count tokens with tiktoken" does for its chat models and function definitions (`num_tokens_from_messages`
 * and `num_tokens_for_tools`, with the gpt-4o / gpt-4o-mini constants, o200k_base): every message
 * costs its framing plus the tokens of its fields, every reply is primed, and the functions offered
 * cost a fixed frame plus the tokens of their `name:description` and `property:type:description` lines.
 *
 * The method is texts plus constants: {@link chatInputTexts} lists every text it counts (so a
 * tokenizer that counts elsewhere, the page's worker, can count them first) and
 * {@link chatInputTokens} adds the constants. Two things the cookbook leaves open are decided here
 * and said so: an assistant message's tool calls count their name and JSON arguments (what the API
 * receives as `function.name` and `function.arguments`), and a property without a `type` (a union)
 * counts the type as "any". Nested properties count as the cookbook counts them: not at all.
 */

/** A message as the chat API receives it: its role, text, optional name and the tool calls it made. */
export interface ChatMessageForCount {
  role: "system" | "user" | "assistant" | "tool";
  content: string;
  name?: string;
  toolCalls?: readonly { name: string; args: unknown }[];
}

/** A JSON-schema property of a function's parameters, as far as the counting method reads it. */
export interface FunctionProperty {
  type?: unknown;
  description?: string;
  enum?: readonly unknown[];
}

/** A function (tool) definition as the chat API receives it. */
export interface FunctionDefinition {
  name: string;
  description?: string;
  parameters?: { properties?: Record<string, FunctionProperty> };
}

/** The cookbook's constants for gpt-4o and gpt-4o-mini (o200k_base); the app uses them for the gpt-4.1 family too. */
export const OPENAI_CHAT_FRAMING = {
  /** Every message: `<|start|>{role/name}\n{content}<|end|>\n`. */
  tokensPerMessage: 3,
  /** A message with a `name` field. */
  tokensPerName: 1,
  /** Every reply is primed with `<|start|>assistant<|message|>`. */
  replyPriming: 3,
  /** Each function offered. */
  funcInit: 7,
  /** A function with properties. */
  propInit: 3,
  /** Each property. */
  propKey: 3,
  /** A property with an enum list. */
  enumInit: -3,
  /** Each enum item. */
  enumItem: 3,
  /** Once, when any function is offered. */
  funcEnd: 12,
} as const;

const withoutFinalDot = (text: string): string => (text.endsWith(".") ? text.slice(0, -1) : text);

function propertyType(property: FunctionProperty): string {
  return typeof property.type === "string" ? property.type : "any";
}

/** The texts one message is counted by: each field's value (role, content, name), then each tool call's name and arguments. */
export function messageTexts(message: ChatMessageForCount): string[] {
  const texts = [message.role, message.content];
  if (message.name !== undefined) texts.push(message.name);
  for (const call of message.toolCalls ?? []) texts.push(call.name, JSON.stringify(call.args ?? {}));
  return texts;
}

/** The texts one function definition is counted by: its `name:description` line, each property's line and enum items. */
export function functionTexts(definition: FunctionDefinition): string[] {
  const texts = [`${definition.name}:${withoutFinalDot(definition.description ?? "")}`];
  for (const [key, property] of Object.entries(definition.parameters?.properties ?? {})) {
    for (const item of property.enum ?? []) texts.push(String(item));
    texts.push(`${key}:${propertyType(property)}:${withoutFinalDot(property.description ?? "")}`);
  }
  return texts;
}

/** Every text {@link chatInputTokens} counts for a call with these messages and functions. */
export function chatInputTexts(messages: readonly ChatMessageForCount[], functions: readonly FunctionDefinition[]): string[] {
  return [...messages.flatMap(messageTexts), ...functions.flatMap(functionTexts)];
}

/** The constant part of one message: its framing, and the name's token if it has a name. */
export function messageFraming(message: ChatMessageForCount): number {
  return OPENAI_CHAT_FRAMING.tokensPerMessage + (message.name !== undefined ? OPENAI_CHAT_FRAMING.tokensPerName : 0);
}

/** The tokens of one message: its framing plus its texts. */
export function messageTokens(message: ChatMessageForCount, count: (text: string) => number): number {
  return messageFraming(message) + messageTexts(message).reduce((sum, text) => sum + count(text), 0);
}

/** The tokens of one function definition (without the once-per-call `funcEnd`). */
export function functionTokens(definition: FunctionDefinition, count: (text: string) => number): number {
  const properties = Object.values(definition.parameters?.properties ?? {});
  let tokens = OPENAI_CHAT_FRAMING.funcInit;
  if (properties.length > 0) tokens += OPENAI_CHAT_FRAMING.propInit;
  for (const property of properties) {
    tokens += OPENAI_CHAT_FRAMING.propKey;
    if (property.enum) tokens += OPENAI_CHAT_FRAMING.enumInit + property.enum.length * OPENAI_CHAT_FRAMING.enumItem;
  }
  return tokens + functionTexts(definition).reduce((sum, text) => sum + count(text), 0);
}

/** The tokens of the functions offered with one call: each definition, plus `funcEnd` once when any is offered. */
export function functionsTokens(functions: readonly FunctionDefinition[], count: (text: string) => number): number {
  if (functions.length === 0) return 0;
  return functions.reduce<number>((sum, definition) => sum + functionTokens(definition, count), OPENAI_CHAT_FRAMING.funcEnd);
}

/** The input tokens one call is billed for: every message, the reply's priming, and the functions offered. */
export function chatInputTokens(messages: readonly ChatMessageForCount[], functions: readonly FunctionDefinition[], count: (text: string) => number): number {
  const messageSum = messages.reduce((sum, message) => sum + messageTokens(message, count), 0);
  return messageSum + OPENAI_CHAT_FRAMING.replyPriming + functionsTokens(functions, count);
}
