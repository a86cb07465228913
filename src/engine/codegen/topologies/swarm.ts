import { options, USER_MESSAGE, type TopologyWriter } from "../context";
import { faultNote } from "../faultNote";
import { comment, literal, str } from "../escape";
import { reactWorkers } from "./supervisor";

/**
 * `createSwarm` over `createReactAgent` workers, each holding a `createHandoffTool` to every other
 * agent; an error-gallery scenario's fault is written in as the mistake.
 */
export const swarmCode: TopologyWriter = (ctx) => {
  const { scenario, knobs } = ctx;
  const fault = scenario.fault;
  ctx.imports.add("@langchain/langgraph-swarm", "createHandoffTool", "createSwarm").add("@langchain/langgraph", "MemorySaver");
  const names = scenario.agents.map((agent) => agent.name);
  const first = names[0] ?? "";
  const handoffs = (agent: string): string =>
    names
      .filter((other) => other !== agent)
      .map((other) => {
        const description = scenario.agents.find((a) => a.name === other)?.description;
        return `createHandoffTool({ agentName: ${str(other)}${description ? `, description: ${str(`Hand the conversation over: ${description}`)}` : ""} })`;
      })
      .join(", ");
  const mistake = fault ? `// The mistake this scenario makes on purpose: ${comment(faultNote(fault))}\n` : "";
  const agentsCode = `const agents = [\n${reactWorkers(ctx, str, handoffs)}\n];\n\n`;
  if (fault?.kind === "handoff-outside-graph") {
    return { code: `${agentsCode}${mistake}const graph = agents[${Math.max(0, names.indexOf(fault.agent))}];` };
  }
  if (fault?.kind === "state-without-active-agent") ctx.imports.add("@langchain/langgraph", "MessagesAnnotation").add("@langchain/langgraph-swarm", "type SwarmState");
  const swarmOptions = {
    agents: "agents",
    defaultActiveAgent: str(fault?.kind === "unknown-default-agent" ? fault.defaultActiveAgent : first),
    stateSchema: fault?.kind === "state-without-active-agent" ? "MessagesAnnotation as unknown as typeof SwarmState" : undefined,
  };
  const swarmMistake = fault?.kind === "state-without-active-agent" || fault?.kind === "unknown-default-agent" ? mistake : "";
  const code = `${agentsCode}${swarmMistake}const graph = createSwarm({
${options(swarmOptions, "  ")}
}).compile({ checkpointer: new MemorySaver() });`;
  ctx.imports.add("@langchain/core/messages", "HumanMessage");
  if (fault?.kind === "active-agent-not-in-graph") {
    return { code, inputFor: `  ${mistake.trim()}\n  return { messages: [${USER_MESSAGE}], activeAgent: ${literal(fault.activeAgent)} };` };
  }
  if (knobs.resetActiveAgent) {
    return { code, inputFor: `  // resetActiveAgent: every turn starts at the default agent, not the one the checkpointer remembers.\n  return { messages: [${USER_MESSAGE}], activeAgent: ${str(first)} };` };
  }
  return { code };
};
