import { HumanMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { tool } from "@langchain/core/tools";
import { createAgent } from "langchain";
import { z } from "zod";
import { makeKnobs } from "../engine/knobs";
import { CallRecorder } from "../engine/model/callRecorder";
import { ScriptedChatModel } from "../engine/model/scriptedChatModel";
import { findScenario } from "../engine/scenarios";
import { scriptFor } from "../engine/scenarios/scripts";
import { contentAsText } from "../engine/trace/serialize";

/**
 * langchain 1.5's `run.subagents` (from `agent.streamEvents(input, { version: "v3" })`): one handle per
 * named `createAgent` run started inside a tool, with its name, the tool call that caused it, its own
 * tool calls and its output. The probe page runs research-code's subagents (a coordinator whose
 * `ask_<agent>` tools invoke named workers) in the browser and the e2e test re-runs it in Node, once for
 * each way the tool can hand the worker its config: the tool's config as it is (what the browser build
 * needs, as it has no AsyncLocalStorage), that config with the worker's own `lc_agent_name`, and none.
 */

/** How the tool passes its config to the worker it invokes. */
export type SubagentConfig = "tool-config" | "own-name" | "none";

/** What `run.subagents` showed for one way of passing the config, as plain JSON. */
export interface SubagentStreamRow {
  config: SubagentConfig;
  error?: string;
  /** Each handle, in the order the stream yielded them. */
  subagents: { name: string; causeToolCallId?: string; toolCalls: string[]; lastMessage: string }[];
  /** The coordinator's messages at the end (`run.output`). */
  messages: number;
}

async function streamRow(config: SubagentConfig): Promise<SubagentStreamRow> {
  const scenario = findScenario("research-code")!;
  const knobs = makeKnobs({ ...scenario.knobs, topology: "subagents" });
  const recorder = new CallRecorder();
  const model = (agent: string) => new ScriptedChatModel({ agent, script: scriptFor(scenario, knobs, agent), recorder });
  const scenarioTool = (name: string) => {
    const spec = scenario.tools.find((candidate) => candidate.name === name)!;
    return tool(async () => spec.result, { name, description: spec.description, schema: z.looseObject({}) });
  };
  const workers = Object.fromEntries(
    scenario.agents.map((agent) => [agent.name, createAgent({ name: agent.name, model: model(agent.name), tools: (agent.tools ?? []).map(scenarioTool), systemPrompt: agent.prompt })]),
  );
  const handTo = (name: string, given: RunnableConfig): RunnableConfig | undefined =>
    config === "none" ? undefined : config === "own-name" ? { ...given, metadata: { ...given.metadata, lc_agent_name: name } } : given;
  const tools = scenario.agents.map((agent) =>
    tool(
      async ({ task }, given) => {
        const result = await workers[agent.name].invoke({ messages: [new HumanMessage(task)] }, handTo(agent.name, given));
        const last = result.messages.at(-1) as BaseMessage | undefined;
        return last ? contentAsText(last.content) : "";
      },
      { name: `ask_${agent.name}`, description: agent.description, schema: z.object({ task: z.string() }) },
    ),
  );
  const coordinator = createAgent({ name: scenario.router.name, model: model(scenario.router.name), tools, systemPrompt: scenario.router.prompt });
  const row: SubagentStreamRow = { config, subagents: [], messages: 0 };
  try {
    const run = await coordinator.streamEvents({ messages: [new HumanMessage(scenario.userTurns[0])] }, { version: "v3" });
    const handles: Promise<void>[] = [];
    for await (const subagent of run.subagents) {
      const seen: SubagentStreamRow["subagents"][number] = { name: subagent.name, causeToolCallId: subagent.cause?.type === "toolCall" ? subagent.cause.tool_call_id : undefined, toolCalls: [], lastMessage: "" };
      row.subagents.push(seen);
      handles.push(
        (async () => {
          for await (const call of subagent.toolCalls) seen.toolCalls.push(call.name);
          const output = (await subagent.output) as { messages?: BaseMessage[] };
          const last = output.messages?.at(-1);
          seen.lastMessage = last ? contentAsText(last.content) : "";
        })(),
      );
    }
    await Promise.all(handles);
    row.messages = ((await run.output) as { messages: BaseMessage[] }).messages.length;
  } catch (error) {
    row.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  return row;
}

/** The three ways, one after another (they share nothing but the scenario). */
export async function runSubagentStreamCases(): Promise<SubagentStreamRow[]> {
  const rows: SubagentStreamRow[] = [];
  for (const config of ["tool-config", "own-name", "none"] as const) rows.push(await streamRow(config));
  return rows;
}
