import type { BindToolsInput } from "@langchain/core/language_models/chat_models";
import { convertToOpenAIFunction, isLangChainTool } from "@langchain/core/utils/function_calling";
import type { TraceToolDefinition } from "../trace/types";

// A tool object is bound again on every model call of an agent: its JSON schema is made once.
const definitions = new WeakMap<object, TraceToolDefinition>();

/** The JSON-safe copy of a definition's parameters (a trace crosses to the page by structured clone). */
function jsonSafe(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (JSON.parse(JSON.stringify(value)) as Record<string, unknown>) : {};
}

function definitionOf(input: BindToolsInput): TraceToolDefinition {
  if (isLangChainTool(input)) {
    const fn = convertToOpenAIFunction(input);
    return { name: fn.name, description: fn.description ?? "", parameters: jsonSafe(fn.parameters) };
  }
  const candidate = input as { name?: unknown; description?: unknown; parameters?: unknown; function?: { name?: unknown; description?: unknown; parameters?: unknown } };
  const fn = candidate.function ?? candidate;
  return {
    name: typeof fn.name === "string" ? fn.name : "(unnamed tool)",
    description: typeof fn.description === "string" ? fn.description : "",
    parameters: jsonSafe(fn.parameters),
  };
}

/**
 * What a provider receives for a tool bound to a chat model: its name, description and JSON schema,
 * as `@langchain/core` converts a LangChain tool for OpenAI (or the OpenAI-style definition as given).
 */
export function boundToolDefinition(input: BindToolsInput): TraceToolDefinition {
  if (typeof input !== "object" || input === null) return definitionOf(input);
  let definition = definitions.get(input);
  if (!definition) definitions.set(input, (definition = definitionOf(input)));
  return definition;
}
