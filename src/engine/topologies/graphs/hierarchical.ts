import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";
import { handoffBackSetting } from "./supervisor";
import type { BuildContext, BuiltTopology } from "../types";

/**
 * Seed 003's hierarchical pattern on the real library: a top `createSupervisor` whose agents are
 * team graphs, each itself a compiled `createSupervisor` (named after the team) over its own
 * ReAct workers. Only the outermost graph gets the checkpointer; the teams inherit it at run time
 * (seed 000's rule for nested graphs). The cost knobs apply at both levels.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario, knobs } = ctx;
  const teams = scenario.teams ?? [];
  if (!teams.length) throw new Error(`Scenario "${scenario.id}" has no teams: the hierarchical topology needs at least one.`);
  const shared = {
    outputMode: knobs.outputMode,
    addHandoffMessages: knobs.addHandoffMessages,
    addHandoffBackMessages: handoffBackSetting(knobs),
  };
  const teamGraphs = teams.map((team) => {
    const workers = team.members.map((member) => {
      const agent = scenario.agents.find((a) => a.name === member);
      if (!agent) throw new Error(`Team "${team.name}" names member "${member}", which is not among the scenario's agents.`);
      return createReactAgent({ name: agent.name, llm: ctx.modelFor(agent.name), tools: ctx.toolsFor(agent.name), prompt: agent.prompt });
    });
    // The compiled team's name and description become the node and the transfer_to_<name> tool the top supervisor sees.
    return createSupervisor({
      agents: workers,
      llm: ctx.modelFor(team.lead.name),
      supervisorName: team.lead.name,
      prompt: team.lead.prompt,
      ...shared,
    }).compile({ name: team.name, description: team.description });
  });
  const graph = createSupervisor({
    agents: teamGraphs,
    llm: ctx.modelFor(scenario.router.name),
    supervisorName: scenario.router.name,
    prompt: scenario.router.prompt,
    ...shared,
  }).compile({ checkpointer: ctx.checkpointer });
  return { graph, router: scenario.router.name };
}
