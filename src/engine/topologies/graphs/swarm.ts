import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createHandoffTool, createSwarm } from "@langchain/langgraph-swarm";
import { userTurnMessage } from "./turnInput";
import type { BuildContext, BuiltTopology } from "../types";

/**
 * The library's `createSwarm`: no router. Each worker is a ReAct agent that also holds a
 * `transfer_to_<agent>` tool (`createHandoffTool`) for every other agent; calling one sets
 * `activeAgent` and moves control there. The first scenario agent starts, and a later turn resumes
 * with whoever was active last (the checkpointer keeps `activeAgent`).
 */
export function build(ctx: BuildContext): BuiltTopology {
  const defaultActiveAgent = swarmDefaultAgent(ctx);
  const graph = createSwarm({ agents: buildSwarmAgents(ctx), defaultActiveAgent }).compile({ checkpointer: ctx.checkpointer });
  // resetActiveAgent writes the default into the turn's input: the START router reads
  // `activeAgent` after the input is applied, so the turn starts there instead of where the last one ended.
  const inputFor = ctx.knobs.resetActiveAgent
    ? (turn: number, text: string) => ({ messages: [userTurnMessage(turn, text)], activeAgent: defaultActiveAgent })
    : undefined;
  return { graph, ...(inputFor ? { inputFor } : {}) };
}

/** The agent a swarm starts with: the scenario's first agent. */
export function swarmDefaultAgent(ctx: BuildContext): string {
  return ctx.scenario.agents[0]?.name ?? "";
}

/** The swarm's workers: ReAct agents with their own tools plus a handoff tool to every other agent. */
export function buildSwarmAgents(ctx: BuildContext) {
  const { scenario } = ctx;
  const names = scenario.agents.map((agent) => agent.name);
  return scenario.agents.map((agent) =>
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
}

function describeHandoff(description: string | undefined): string | undefined {
  return description ? `Hand the conversation over: ${description}` : undefined;
}
