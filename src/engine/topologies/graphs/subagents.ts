import { HumanMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import type { BaseCheckpointSaver } from "@langchain/langgraph";
import { createAgent } from "langchain";
import { z } from "zod";
import type { Knobs } from "../../knobs";
import { ScriptedChatModel } from "../../model/scriptedChatModel";
import { newMemorySaver } from "../../trace/messageCachingSerde";
import { contentAsText } from "../../trace/serialize";
import { asSingleTaskScript, SUBAGENT_TOOLS } from "../subagentTools";
import type { BuildContext, BuiltTopology, RunnableGraph } from "../types";

const ASK_PREFIX = SUBAGENT_TOOLS.prefix;
const TASK_TOOL = SUBAGENT_TOOLS.single;

type SubagentReturns = Knobs["subagentReturns"];

/**
 * The `checkpointer` knob, seed 000 §五's rules put to the test: the coordinator keeps the run's
 * checkpointer unless only the subagents (or nobody) get one; a subagent gets none (it inherits the
 * parent's at run time), its own `MemorySaver`, or `true`.
 */
function coordinatorCheckpointer(ctx: BuildContext): BaseCheckpointSaver | undefined {
  return ctx.knobs.checkpointer === "subagent-only" || ctx.knobs.checkpointer === "none" ? undefined : ctx.checkpointer;
}

function subagentCheckpointer(setting: Knobs["checkpointer"]): BaseCheckpointSaver | true | undefined {
  if (setting === "subagent-own" || setting === "subagent-only") return newMemorySaver();
  return setting === "subagent-true" ? true : undefined;
}

/** A worker agent as `langchain`'s `createAgent` builds it (the seed's "不是 createReactAgent"). */
function buildSubagent(ctx: BuildContext, name: string) {
  const spec = ctx.scenario.agents.find((agent) => agent.name === name);
  const checkpointer = subagentCheckpointer(ctx.knobs.checkpointer);
  return createAgent({ model: ctx.modelFor(name), tools: ctx.toolsFor(name), name, systemPrompt: spec?.prompt, ...(checkpointer ? { checkpointer } : {}) });
}

type Subagent = ReturnType<typeof buildSubagent>;

/** One line per message: how a whole transcript reads when handed back as a tool result. */
function transcriptLine(message: BaseMessage): string {
  const who = message.name ? `${message.getType()}(${message.name})` : message.getType();
  const calls = "tool_calls" in message ? ((message.tool_calls as { name: string; args: unknown }[] | undefined) ?? []) : [];
  const callText = calls.map((call) => ` -> ${call.name}(${JSON.stringify(call.args)})`).join("");
  return `${who}: ${contentAsText(message.content)}${callText}`;
}

/**
 * What the wrapper hands back to the coordinator. In this pattern the output mode is the wrapper's
 * job (seed 000 §五): whatever this returns is all the coordinator's shared history ever sees.
 */
function wrapperResult(name: string, produced: BaseMessage[], returns: SubagentReturns): string {
  if (returns === "full_transcript") return `${name} 的完整记录：\n${produced.map(transcriptLine).join("\n")}`;
  const last = produced.at(-1);
  return `${name} 的结论：${last ? contentAsText(last.content) : ""}`;
}

/**
 * Runs a subagent on a fresh conversation holding only the task. The tool's `config` is passed on so
 * the subagent runs as a child of this run: its inner steps stream (namespace `tools:<task id>`).
 * That namespace says only "a tool ran"; the wrapper records which agent ran there.
 */
async function runSubagent(
  name: string,
  agent: Subagent,
  task: string,
  config: RunnableConfig,
  returns: SubagentReturns,
  labels: Map<string, string>,
): Promise<string> {
  const namespace = String(config.configurable?.checkpoint_ns ?? "");
  const segment = namespace.split("|").at(-1);
  if (segment) labels.set(segment, name);
  const result = await agent.invoke({ messages: [new HumanMessage(task)] }, config);
  return wrapperResult(name, result.messages, returns);
}

/** One `ask_<name>` tool per agent, each taking `{ task }` (the seed's form). */
function perAgentTools(ctx: BuildContext, subagents: Map<string, Subagent>, labels: Map<string, string>): StructuredToolInterface[] {
  return ctx.scenario.agents.map((spec) => {
    const agent = subagents.get(spec.name)!;
    return tool(
      async ({ task }, config) => runSubagent(spec.name, agent, task, config, ctx.knobs.subagentReturns, labels),
      { name: `${ASK_PREFIX}${spec.name}`, description: spec.description, schema: z.object({ task: z.string() }) },
    );
  });
}

/** A single `task` tool taking `{ agent, task }` (the official JS docs' parameterized form). */
function singleTaskTool(ctx: BuildContext, subagents: Map<string, Subagent>, labels: Map<string, string>): StructuredToolInterface {
  const names = ctx.scenario.agents.map((agent) => agent.name);
  const roster = ctx.scenario.agents.map((agent) => `${agent.name}: ${agent.description}`).join("; ");
  return tool(
    async ({ agent, task }, config) => {
      const subagent = subagents.get(agent);
      // The model may name an agent that does not exist; say so as the tool result, as a real tool would.
      if (!subagent) return `Unknown agent "${agent}". Available: ${names.join(", ")}.`;
      return runSubagent(agent, subagent, task, config, ctx.knobs.subagentReturns, labels);
    },
    {
      name: TASK_TOOL,
      description: `Hand a task to one of the agents (${roster}).`,
      schema: z.object({ agent: z.string(), task: z.string() }),
    },
  );
}

/**
 * Seed 000 §五, the subagents pattern: a plain `createAgent` coordinator whose tools wrap worker
 * agents (also `createAgent`). Workers are not graph nodes, so their inner steps never enter the
 * coordinator's shared history; only the wrapper's return value does.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario, knobs } = ctx;
  // The coordinator keeps the scenario's router name (the seed calls it "coordinator") so its
  // messages, its model calls and the trace's `router` all name the same agent.
  const router = scenario.router.name;
  const names = scenario.agents.map((agent) => agent.name);
  const subagents = new Map(names.map((name) => [name, buildSubagent(ctx, name)]));
  const labels = new Map<string, string>();
  const tools = knobs.subagentTools === "single-task" ? [singleTaskTool(ctx, subagents, labels)] : perAgentTools(ctx, subagents, labels);
  const scripted = ctx.modelFor(router);
  const model =
    knobs.subagentTools === "single-task"
      ? new ScriptedChatModel({ agent: scripted.agent, script: asSingleTaskScript(scripted.script, names), recorder: scripted.recorder })
      : scripted;
  const coordinator = createAgent({ model, tools, name: router, systemPrompt: scenario.router.prompt, checkpointer: coordinatorCheckpointer(ctx) });
  // ReactAgent types getGraphAsync as internal (`never`); at run time it is the compiled graph's.
  const asGraph = (agent: Subagent | typeof coordinator) => agent as unknown as RunnableGraph;
  return {
    graph: asGraph(coordinator),
    router,
    attachedGraphs: names.map((name) => ({
      id: name,
      graph: asGraph(subagents.get(name)!),
      via: "tools",
      label: knobs.subagentTools === "single-task" ? TASK_TOOL : `${ASK_PREFIX}${name}`,
    })),
    namespaceLabels: labels,
  };
}
