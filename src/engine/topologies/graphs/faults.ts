import { MessagesAnnotation } from "@langchain/langgraph";
import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";
import { createSwarm, type SwarmState } from "@langchain/langgraph-swarm";
import type { ScenarioFault } from "../../scenarios/types";
import { build as buildSwarm, buildSwarmAgents, swarmDefaultAgent } from "./swarm";
import { userTurnMessage } from "./turnInput";
import type { BuildContext, BuiltTopology } from "../types";

type OutputMode = NonNullable<Parameters<typeof createSupervisor>[0]["outputMode"]>;

/** The `name` a worker is made with: its own, another agent's, or none at all. */
function workerName(agent: string, fault: { unnamed?: string; renamed?: { agent: string; name: string } }): { name?: string } {
  if (agent === fault.unnamed) return {};
  return { name: agent === fault.renamed?.agent ? fault.renamed.name : agent };
}

/**
 * `createSupervisor` the way the supervisor topology calls it, with three ways to get it wrong: a
 * worker made without a `name`, a worker made under another's name, or an `outputMode` that is not
 * one of the library's two values.
 */
function faultySupervisor(ctx: BuildContext, fault: { unnamed?: string; renamed?: { agent: string; name: string }; outputMode?: string }): BuiltTopology {
  const { scenario } = ctx;
  const agents = scenario.agents.map((agent) =>
    createReactAgent({
      ...workerName(agent.name, fault),
      llm: ctx.modelFor(agent.name),
      tools: ctx.toolsFor(agent.name),
      prompt: agent.prompt,
    }),
  );
  const graph = createSupervisor({
    agents,
    llm: ctx.modelFor(scenario.router.name),
    supervisorName: scenario.router.name,
    prompt: scenario.router.prompt,
    // The mistake itself: the type says two values, plain JavaScript passes anything.
    outputMode: (fault.outputMode ?? ctx.knobs.outputMode) as OutputMode,
  }).compile({ checkpointer: ctx.checkpointer });
  return { graph, router: scenario.router.name };
}

/** `createSwarm` the way the swarm topology calls it, with one argument wrong. */
function faultySwarm(ctx: BuildContext, wrong: { stateSchema?: typeof MessagesAnnotation; defaultActiveAgent?: string }): BuiltTopology {
  const graph = createSwarm({
    agents: buildSwarmAgents(ctx),
    defaultActiveAgent: wrong.defaultActiveAgent ?? swarmDefaultAgent(ctx),
    // The mistake: a state without `activeAgent`, which TypeScript would flag and JavaScript does not.
    ...(wrong.stateSchema ? { stateSchema: wrong.stateSchema as unknown as typeof SwarmState } : {}),
  }).compile({ checkpointer: ctx.checkpointer });
  return { graph };
}

/**
 * Builds an error-gallery scenario's graph with its {@link ScenarioFault}: the library call its
 * topology makes, with the one mistake the fault names. The runner uses this instead of the
 * topology's builder whenever a scenario carries a fault, so the error (or silence) in the trace is
 * the runtime's own.
 */
export async function buildWithFault(ctx: BuildContext, fault: ScenarioFault): Promise<BuiltTopology> {
  switch (fault.kind) {
    case "invalid-output-mode":
      return faultySupervisor(ctx, { outputMode: fault.outputMode });
    case "unnamed-agent":
      return faultySupervisor(ctx, { unnamed: fault.agent });
    case "duplicate-agent-name":
      return faultySupervisor(ctx, { renamed: { agent: fault.agent, name: fault.name } });
    case "state-without-active-agent":
      return faultySwarm(ctx, { stateSchema: MessagesAnnotation });
    case "unknown-default-agent":
      return faultySwarm(ctx, { defaultActiveAgent: fault.defaultActiveAgent });
    case "active-agent-not-in-graph": {
      const built = await buildSwarm(ctx);
      // As if the caller (or a stale checkpoint) named an agent the graph does not have.
      return { ...built, inputFor: (turn, text) => ({ messages: [userTurnMessage(turn, text)], activeAgent: fault.activeAgent }) };
    }
    case "handoff-outside-graph": {
      const agent = buildSwarmAgents(ctx).find((candidate) => candidate.name === fault.agent);
      if (!agent) throw new Error(`Fault names agent "${fault.agent}", which the scenario does not have.`);
      // The worker on its own: its handoff tools still return Command({ graph: Command.PARENT }).
      return { graph: agent };
    }
    default: {
      // A scenario from a link or a file may carry a kind this engine does not know.
      const unknown: never = fault;
      throw new Error(`Unknown fault kind "${(unknown as { kind: string }).kind}". Known kinds: invalid-output-mode, unnamed-agent, duplicate-agent-name, state-without-active-agent, unknown-default-agent, active-agent-not-in-graph, handoff-outside-graph.`);
    }
  }
}
