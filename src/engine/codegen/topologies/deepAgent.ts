import { options, type TopologyWriter } from "../context";
import { str } from "../escape";

/**
 * Deep Agents: `createDeepAgent` with the scenario's workers as subagents its `task` tool starts,
 * each a `createAgent` with deepagents' filesystem middleware, so every agent reads and writes the
 * same `files` state; `write_todos` from langchain's todo-list middleware.
 */
export const deepAgentCode: TopologyWriter = (ctx) => {
  const { scenario } = ctx;
  ctx.imports.add("langchain", "createAgent", "todoListMiddleware").add("deepagents", "createDeepAgent", "createFilesystemMiddleware").add("@langchain/langgraph", "MemorySaver");
  const subagents = scenario.agents
    .map(
      (agent) => `  {
    name: ${str(agent.name)},
    description: ${str(agent.description)},
    runnable: createAgent({
${options({ name: str(agent.name), model: ctx.model(agent.name), tools: ctx.tools(agent.name), systemPrompt: agent.prompt === undefined ? undefined : str(agent.prompt), middleware: "[createFilesystemMiddleware()]" }, "      ")}
    }),
  },`,
    )
    .join("\n");
  return {
    code: `// Each subagent starts from the task's description alone; only its last answer comes back as the task result.
const subagents = [
${subagents}
];

const graph = createDeepAgent({
${options({ model: ctx.model(scenario.router.name), tools: ctx.tools(scenario.router.name), systemPrompt: scenario.router.prompt === undefined ? undefined : str(scenario.router.prompt), subagents: "subagents", middleware: "[todoListMiddleware()]", checkpointer: "new MemorySaver()", name: str(scenario.router.name) }, "  ")}
});`,
  };
};
