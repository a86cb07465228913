import { trimKeep } from "../../topologies/preModelTrim";
import { options, type CodeContext, type TopologyWriter } from "../context";
import { faultNote } from "../faultNote";
import { comment, literal, str } from "../escape";

/** `createReactAgent` workers, one per scenario agent; `nameOf` gives each one's `name` expression (undefined: no name). */
export function reactWorkers(ctx: CodeContext, nameOf: (agent: string) => string | undefined = str, extraTools: (agent: string) => string = () => ""): string {
  ctx.imports.add("@langchain/langgraph/prebuilt", "createReactAgent");
  return ctx.scenario.agents
    .map((agent) => {
      const tools = ctx.tools(agent.name);
      const extra = extraTools(agent.name);
      return `  createReactAgent({
${options(
  {
    name: nameOf(agent.name),
    llm: ctx.model(agent.name),
    tools: extra ? `[...${tools}, ${extra}]` : tools,
    prompt: agent.prompt === undefined ? undefined : str(agent.prompt),
  },
  "    ",
)}
  }),`;
    })
    .join("\n");
}

/** The cost knobs `createSupervisor` takes (the supervisor and each team lead), as option lines. */
export function supervisorKnobs(ctx: CodeContext): Record<string, string | undefined> {
  const { knobs } = ctx;
  return {
    outputMode: str(knobs.outputMode),
    addHandoffMessages: literal(knobs.addHandoffMessages),
    // "follow" is the library's own default: addHandoffBackMessages follows addHandoffMessages.
    addHandoffBackMessages: knobs.addHandoffBackMessages === "follow" ? undefined : literal(knobs.addHandoffBackMessages === "on"),
  };
}

function trimHook(keep: number): string {
  return `// preModelTrim: the supervisor's model sees the user's request plus the last ${keep} messages
// (llmInputMessages); the shared history keeps everything.
function trimBeforeModel(state: { messages: BaseMessage[] }) {
  let tail = state.messages.slice(-${keep});
  // A tool result whose call was cut off would be rejected by providers that check pairing.
  while (tail.length && tail[0].getType() === "tool") tail = tail.slice(1);
  const request = state.messages.findLast((message) => message.getType() === "human");
  return { llmInputMessages: request && !tail.includes(request) ? [request, ...tail] : tail };
}

`;
}

/** `createSupervisor` over `createReactAgent` workers; an error-gallery scenario's fault is written in as the mistake. */
export const supervisorCode: TopologyWriter = (ctx) => {
  const { scenario, knobs } = ctx;
  ctx.imports.add("@langchain/langgraph-supervisor", "createSupervisor").add("@langchain/langgraph", "MemorySaver");
  const fault = scenario.fault;
  const nameOf = (agent: string): string | undefined => {
    if (fault?.kind === "unnamed-agent" && fault.agent === agent) return undefined;
    if (fault?.kind === "duplicate-agent-name" && fault.agent === agent) return str(fault.name);
    return str(agent);
  };
  const keep = fault ? undefined : trimKeep(knobs.preModelTrim);
  if (keep !== undefined) ctx.imports.add("@langchain/core/messages", "type BaseMessage");
  const mistake = fault ? `// The mistake this scenario makes on purpose: ${comment(faultNote(fault))}\n` : "";
  // A scenario with a fault is built with only the options the mistake needs, as the app builds it.
  const knobOptions: Record<string, string | undefined> = fault
    ? { outputMode: fault.kind === "invalid-output-mode" ? `${str(fault.outputMode)} as "full_history"` : str(knobs.outputMode) }
    : { ...supervisorKnobs(ctx), includeAgentName: knobs.includeAgentName === "inline" ? str("inline") : undefined, preModelHook: keep === undefined ? undefined : "trimBeforeModel" };
  return {
    code: `${keep === undefined ? "" : trimHook(keep)}${mistake}const workers = [
${reactWorkers(ctx, nameOf)}
];

const graph = createSupervisor({
${options({ agents: "workers", llm: ctx.model(scenario.router.name), supervisorName: str(scenario.router.name), prompt: scenario.router.prompt === undefined ? undefined : str(scenario.router.prompt), ...knobOptions }, "  ")}
}).compile({ checkpointer: new MemorySaver() });`,
  };
};
