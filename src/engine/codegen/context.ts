import type { Knobs } from "../knobs";
import type { Scenario, ScriptedReply } from "../scenarios/types";
import { prop, str } from "./escape";
import { Imports } from "./source";

/** What a topology's code writer gets: the setting, the script's imports, and names for its parts. */
export interface CodeContext {
  scenario: Scenario;
  knobs: Knobs;
  imports: Imports;
  /** An expression for a new scripted model of `agent`, playing its script from `scripts`. */
  model(agent: string): string;
  /** An expression for the array of the scenario tools `agent` may call. */
  tools(agent: string): string;
  /** Expressions for each scenario tool `agent` may call. */
  toolRefs(agent: string): string[];
}

/**
 * The code of one topology: statements that define `graph` (the compiled graph the runner streams),
 * and optionally a function `inputFor(turn, text)` when a turn's input is more than the user's message.
 */
export interface TopologyCode {
  code: string;
  /** Top-level declarations the construction uses, placed before `buildGraph`. */
  definitions?: string;
  /** The code makes the scenario's tools itself, so the script's `scriptedTool` table is left out. */
  makesOwnTools?: boolean;
  /** The body of `inputFor(turn: number, text: string)`, returning the turn's input. */
  inputFor?: string;
  /** The router's script as this setting's graph plays it, where that differs from the scenario's. */
  routerScript?(script: readonly ScriptedReply[]): ScriptedReply[];
}

/** Writes one topology's construction for a setting. */
export type TopologyWriter = (ctx: CodeContext) => TopologyCode;

/** A code context for a scenario and setting. */
export function makeCodeContext(scenario: Scenario, knobs: Knobs, imports: Imports): CodeContext {
  return {
    scenario,
    knobs,
    imports,
    model: (agent) => `new ScriptedChatModel(${str(agent)}, ${prop("scripts", agent)})`,
    toolRefs(agent) {
      const names = scenario.agents.find((a) => a.name === agent)?.tools ?? [];
      return names.filter((name) => scenario.tools.some((spec) => spec.name === name)).map((name) => prop("tools", name));
    },
    tools(agent) {
      return `[${this.toolRefs(agent).join(", ")}]`;
    },
  };
}

/** `key: value,` lines for an options object, skipping undefined values; `indent` is the lines' indent. */
export function options(entries: Record<string, string | undefined>, indent: string): string {
  return Object.entries(entries)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${indent}${key}: ${value},`)
    .join("\n");
}

/** The user's message of a turn, with the fixed id the app gives it (so reruns give the same ids). */
export const USER_MESSAGE = "new HumanMessage({ id: `user-turn-${turn + 1}`, content: text })";

/** Adds the imports of a hand-written `StateGraph` whose nodes call a model with a system prompt. */
export function addStateGraphImports(imports: Imports): Imports {
  return imports
    .add("@langchain/langgraph", "Annotation", "END", "MemorySaver", "MessagesAnnotation", "START", "StateGraph")
    .add("@langchain/core/messages", "SystemMessage")
    .add("@langchain/core/runnables", "type RunnableConfig");
}
