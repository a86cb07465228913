import { asSingleTaskScript, SUBAGENT_TOOLS } from "../../topologies/subagentTools";
import { options, type TopologyWriter } from "../context";
import { str } from "../escape";

/**
 * The subagents pattern: a `createAgent` coordinator whose tools run worker agents (`createAgent`
 * too) on a fresh conversation holding only the task; the wrapper decides what comes back.
 */
export const subagentsCode: TopologyWriter = (ctx) => {
  const { scenario, knobs } = ctx;
  ctx.imports.add("langchain", "createAgent").add("@langchain/core/messages", "HumanMessage", "type BaseMessage").add("@langchain/langgraph", "MemorySaver");
  const setting = knobs.checkpointer;
  const subagentCheckpointer = setting === "subagent-own" || setting === "subagent-only" ? "new MemorySaver()" : setting === "subagent-true" ? "true" : undefined;
  const coordinatorCheckpointer = setting === "subagent-only" || setting === "none" ? undefined : "new MemorySaver()";
  const subagents = scenario.agents
    .map(
      (agent) => `  ${str(agent.name)}: createAgent({
${options({ name: str(agent.name), model: ctx.model(agent.name), tools: ctx.tools(agent.name), systemPrompt: agent.prompt === undefined ? undefined : str(agent.prompt), checkpointer: subagentCheckpointer }, "    ")}
  }),`,
    )
    .join("\n");
  const returns =
    knobs.subagentReturns === "full_transcript"
      ? `  // subagentReturns: full_transcript hands the coordinator the subagent's whole transcript.
  const line = (message: BaseMessage) => {
    const who = message.name ? \`\${message.getType()}(\${message.name})\` : message.getType();
    const calls = ((message as { tool_calls?: { name: string; args: unknown }[] }).tool_calls ?? []).map((call) => \` -> \${call.name}(\${JSON.stringify(call.args)})\`).join("");
    return \`\${who}: \${text(message)}\${calls}\`;
  };
  return \`\${name} 的完整记录：\\n\${result.messages.map(line).join("\\n")}\`;`
      : `  // subagentReturns: last_message hands the coordinator only the subagent's final message.
  const last = result.messages.at(-1);
  return \`\${name} 的结论：\${last ? text(last) : ""}\`;`;
  const single = knobs.subagentTools === "single-task";
  const roster = scenario.agents.map((agent) => `${agent.name}: ${agent.description}`).join("; ");
  const toolsCode = single
    ? `// subagentTools: single-task, one "${SUBAGENT_TOOLS.single}" tool taking the agent's name.
const coordinatorTools = [
  tool(
    async ({ agent, task }, config) =>
      agent in subagents ? runSubagent(agent, task, config) : \`Unknown agent "\${agent}". Available: \${Object.keys(subagents).join(", ")}.\`,
    { name: ${str(SUBAGENT_TOOLS.single)}, description: ${str(`Hand a task to one of the agents (${roster}).`)}, schema: z.object({ agent: z.string(), task: z.string() }) },
  ),
];`
    : `// subagentTools: per-agent, one ${SUBAGENT_TOOLS.prefix}<agent> tool per agent.
const coordinatorTools = [
${scenario.agents
  .map(
    (agent) => `  tool(async ({ task }, config) => runSubagent(${str(agent.name)}, task, config), {
    name: ${str(`${SUBAGENT_TOOLS.prefix}${agent.name}`)},
    description: ${str(agent.description)},
    schema: z.object({ task: z.string() }),
  }),`,
  )
  .join("\n")}
];`;
  ctx.imports.add("@langchain/core/runnables", "type RunnableConfig");
  return {
    code: `const subagents: Record<string, ReturnType<typeof createAgent>> = {
${subagents}
};

/** Message content as text (createAgent hands a system prompt over as text blocks). */
function text(message: BaseMessage): string {
  const { content } = message;
  if (typeof content === "string") return content;
  if (content.every((block) => block.type === "text")) return content.map((block) => (block as { text: string }).text).join("");
  return JSON.stringify(content);
}

/**
 * Runs a subagent on a fresh conversation holding only the task. Passing the tool's config makes it
 * a child of this run (it shares the run's checkpointer and thread).
 */
async function runSubagent(name: string, task: string, config: RunnableConfig): Promise<string> {
  const result = await subagents[name].invoke({ messages: [new HumanMessage(task)] }, config);
${returns}
}

${toolsCode}

const graph = createAgent({
${options({ model: ctx.model(scenario.router.name), tools: "coordinatorTools", name: str(scenario.router.name), systemPrompt: scenario.router.prompt === undefined ? undefined : str(scenario.router.prompt), checkpointer: coordinatorCheckpointer }, "  ")}
});`,
    // With one `task` tool the coordinator's calls take the agent as an argument, as the graph plays them.
    ...(knobs.subagentTools === "single-task" ? { routerScript: (script) => asSingleTaskScript(script, scenario.agents.map((agent) => agent.name)) } : {}),
  };
};
