import { options, type TopologyWriter } from "../context";
import { comment, str } from "../escape";
import { supervisorKnobs } from "./supervisor";

/** A top `createSupervisor` over team graphs, each a compiled `createSupervisor` over its members. */
export const hierarchicalCode: TopologyWriter = (ctx) => {
  const { scenario } = ctx;
  ctx.imports
    .add("@langchain/langgraph-supervisor", "createSupervisor")
    .add("@langchain/langgraph/prebuilt", "createReactAgent")
    .add("@langchain/langgraph", "MemorySaver");
  const knobs = supervisorKnobs(ctx);
  const worker = (name: string): string => {
    const agent = scenario.agents.find((a) => a.name === name);
    return `      createReactAgent({ name: ${str(name)}, llm: ${ctx.model(name)}, tools: ${ctx.tools(name)}${agent?.prompt === undefined ? "" : `, prompt: ${str(agent.prompt)}`} }),`;
  };
  const teams = (scenario.teams ?? [])
    .map(
      (team) => `  // The compiled team's name and description become the node and the transfer_to_${comment(team.name)} tool the top supervisor sees.
  createSupervisor({
    agents: [
${team.members.map(worker).join("\n")}
    ],
${options({ llm: ctx.model(team.lead.name), supervisorName: str(team.lead.name), prompt: team.lead.prompt === undefined ? undefined : str(team.lead.prompt), ...knobs }, "    ")}
  }).compile({ name: ${str(team.name)}, description: ${str(team.description)} }),`,
    )
    .join("\n");
  return {
    code: `// Only the outermost graph gets a checkpointer; the teams inherit it at run time.
const teams = [
${teams}
];

const graph = createSupervisor({
${options({ agents: "teams", llm: ctx.model(scenario.router.name), supervisorName: str(scenario.router.name), prompt: scenario.router.prompt === undefined ? undefined : str(scenario.router.prompt), ...knobs }, "  ")}
}).compile({ checkpointer: new MemorySaver() });`,
  };
};
