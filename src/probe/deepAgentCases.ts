// First: deepagents' glob library reads `process` as it loads (see the shim).
import "../engine/topologies/graphs/processShim";
import { HumanMessage, type BaseMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { Command, MemorySaver } from "@langchain/langgraph";
import { createDeepAgent } from "deepagents";
import { z } from "zod";
import { CallRecorder } from "../engine/model/callRecorder";
import { ScriptedChatModel } from "../engine/model/scriptedChatModel";
import { findScenario } from "../engine/scenarios";
import { scenarioKnobs } from "../engine/scenarios/scenarioKnobs";
import { DEEP_AGENT_FILES_KEY, DEEP_TASK_TOOL } from "../engine/topologies/deepAgentTools";
import { readFiles } from "../engine/trace/agentFiles";
import { foldExtra } from "../engine/trace/extraState";
import { contextAt, modelCallsByAgent, sharedMessagesAt, topLevelPath } from "../engine/trace/metrics";
import { run } from "../engine/trace/run";
import { contentAsText } from "../engine/trace/serialize";
import type { Trace } from "../engine/trace/types";
import { CONFIG_NOT_RETRIEVABLE } from "./cases";
import { OUTSIDE_GRAPH } from "./interruptCases";

/**
 * Deep Agents cases the probe page runs in the browser and the e2e test re-runs in Node: a task to a
 * subagent (research-code), a file one subagent writes and another reads (deep-agent-files), and an
 * `interruptOn` approval. Without the deepagents patch in `patches/` the `task` tool cannot read the
 * graph state in the browser and no subagent runs; without the `process` shim the package does not load.
 */

/** What one deep-agent case showed, as plain JSON. */
export interface DeepAgentRow {
  id: string;
  status: Trace["outcome"]["status"] | "paused-and-resumed";
  error?: string;
  path: string[];
  messages: number;
  modelCalls: Record<string, number>;
  /** The `task` tool's results in the shared history: what the main model read of its subagents. */
  taskResults: string[];
  /** The files at the end: path -> characters. */
  files: Record<string, number>;
  /** Per agent: whether any of its model calls read the text of a file the run wrote. */
  readFiles: Record<string, boolean>;
  /** For the approval case: each pause's value and `next`, and the final messages. */
  pauses?: { values: unknown[]; next: string[] }[];
  finalMessages?: string[];
  /** How often the browser-only errors occur anywhere in the row's trace or result. */
  configNotRetrievable: number;
  outsideGraph: number;
}

const occurrences = (text: string, needle: string) => text.split(needle).length - 1;

/** A scenario played on deep-agent, reduced to the figures the probe compares. */
async function scenarioRow(id: string): Promise<DeepAgentRow> {
  const scenario = findScenario(id)!;
  const trace = await run(scenario, scenarioKnobs(scenario, { topology: "deep-agent" }));
  const files = readFiles(foldExtra(trace.steps, { merged: [DEEP_AGENT_FILES_KEY] })[DEEP_AGENT_FILES_KEY]);
  const agents = [...new Set(trace.modelCalls.map((call) => call.agent))];
  const text = JSON.stringify(trace);
  // A file's first line is enough to tell whether a call read the file (through read_file).
  const heads = files.map((file) => file.content.split("\n")[0]);
  return {
    id,
    status: trace.outcome.status,
    ...(trace.outcome.status === "error" ? { error: `${trace.outcome.error.name}: ${trace.outcome.error.message}` } : {}),
    path: topLevelPath(trace),
    messages: contextAt(trace).messages,
    modelCalls: modelCallsByAgent(trace),
    taskResults: sharedMessagesAt(trace)
      .filter((message) => message.type === "tool" && message.name === DEEP_TASK_TOOL)
      .map((message) => message.content),
    files: Object.fromEntries(files.map((file) => [file.path, file.content.length])),
    readFiles: Object.fromEntries(
      agents.map((agent) => [agent, trace.modelCalls.some((call) => call.agent === agent && call.input.some((message) => heads.some((head) => message.content.includes(head))))]),
    ),
    configNotRetrievable: occurrences(text, CONFIG_NOT_RETRIEVABLE),
    outsideGraph: occurrences(text, OUTSIDE_GRAPH),
  };
}

const refundTool = tool(async ({ amount }: { amount: number }) => `Refunded ${amount} EUR`, {
  name: "approve_refund",
  description: "Refund the customer.",
  schema: z.object({ amount: z.number() }),
});

const line = (message: BaseMessage) => `${message.getType()}${message.name ? `(${message.name})` : ""}: ${contentAsText(message.content)}`;

/** `createDeepAgent`'s own `interruptOn`: the refund pauses for a human, who edits the amount. */
async function interruptOnRow(): Promise<DeepAgentRow> {
  const recorder = new CallRecorder();
  const model = new ScriptedChatModel({ agent: "main", recorder, script: [{ toolCalls: [{ name: "approve_refund", args: { amount: 40 } }] }, { content: "refund done" }] });
  const agent = createDeepAgent({ model, tools: [refundTool], interruptOn: { approve_refund: { allowedDecisions: ["approve", "edit", "reject"] } }, checkpointer: new MemorySaver() });
  const config = { configurable: { thread_id: "probe-deep-interrupt-on" } };
  const row: DeepAgentRow = { id: "interrupt-on", status: "paused-and-resumed", path: [], messages: 0, modelCalls: {}, taskResults: [], files: {}, readFiles: {}, pauses: [], configNotRetrievable: 0, outsideGraph: 0 };
  try {
    const first = (await agent.invoke({ messages: [new HumanMessage("please refund order 9821")] }, config)) as { __interrupt__?: { value: unknown }[] };
    const { next } = await agent.getState(config);
    row.pauses!.push({ values: (first.__interrupt__ ?? []).map((pending) => pending.value), next: [...next] });
    const resume = { decisions: [{ type: "edit", editedAction: { name: "approve_refund", args: { amount: 25 } } }] };
    const result = (await agent.invoke(new Command({ resume }), config)) as { messages: BaseMessage[] };
    row.finalMessages = result.messages.map(line);
    row.messages = result.messages.length;
  } catch (error) {
    row.status = "error";
    row.error = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
  row.modelCalls = Object.fromEntries([...new Set(recorder.calls.map((call) => call.agent))].map((name) => [name, recorder.countFor(name)]));
  const text = JSON.stringify(row);
  row.configNotRetrievable = occurrences(text, CONFIG_NOT_RETRIEVABLE);
  row.outsideGraph = occurrences(text, OUTSIDE_GRAPH);
  return row;
}

/** Runs every deep-agent case, one after the other. */
export async function runDeepAgentCases(): Promise<DeepAgentRow[]> {
  return [await scenarioRow("research-code"), await scenarioRow("deep-agent-files"), await interruptOnRow()];
}
