import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createHandoffTool, createSwarm } from "@langchain/langgraph-swarm";
import type { Topology } from "./types";

const ACTIVE_AGENT_KEY = "activeAgent";

/**
 * The library's `createSwarm`: no router. Each worker is a ReAct agent that also holds a
 * `transfer_to_<agent>` tool (`createHandoffTool`) for every other agent; calling one sets
 * `activeAgent` and moves control there. The first scenario agent starts, and a later turn resumes
 * with whoever was active last (the checkpointer keeps `activeAgent`).
 */
export const swarmTopology: Topology = {
  id: "swarm",
  title: "Swarm (createSwarm)",
  summary: "@langchain/langgraph-swarm: agents hand control to each other with handoff tools; activeAgent tracks who speaks.",
  build(ctx) {
    const { scenario } = ctx;
    const names = scenario.agents.map((agent) => agent.name);
    const agents = scenario.agents.map((agent) =>
      createReactAgent({
        name: agent.name,
        llm: ctx.modelFor(agent.name),
        tools: [
          ...ctx.toolsFor(agent.name),
          ...names.filter((other) => other !== agent.name).map((other) => createHandoffTool({ agentName: other, description: describeHandoff(scenario.agents.find((a) => a.name === other)?.description) })),
        ],
        prompt: agent.prompt,
      }),
    );
    const graph = createSwarm({ agents, defaultActiveAgent: names[0] }).compile({ checkpointer: ctx.checkpointer });
    return { graph, activeAgentKey: ACTIVE_AGENT_KEY };
  },
};

function describeHandoff(description: string | undefined): string | undefined {
  return description ? `Hand the conversation over: ${description}` : undefined;
}
