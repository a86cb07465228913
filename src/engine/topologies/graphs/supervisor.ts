import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { createSupervisor } from "@langchain/langgraph-supervisor";
import { trimHook, trimKeep } from "../preModelTrim";
import type { BuildContext, BuiltTopology } from "../types";

/** The library's `addHandoffBackMessages` for the knob: undefined lets it follow `addHandoffMessages`. */
export function handoffBackSetting(knobs: BuildContext["knobs"]): boolean | undefined {
  if (knobs.addHandoffBackMessages === "follow") return undefined;
  return knobs.addHandoffBackMessages === "on";
}

/** Workers as prebuilt ReAct agents, one per scenario agent. */
export function buildReactWorkers(ctx: BuildContext) {
  return ctx.scenario.agents.map((agent) =>
    createReactAgent({
      name: agent.name,
      llm: ctx.modelFor(agent.name),
      tools: ctx.toolsFor(agent.name),
      prompt: agent.prompt,
    }),
  );
}

/** The library's `createSupervisor`: workers are graph nodes, handoffs are `transfer_to_<agent>` tools. */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario, knobs } = ctx;
  const keep = trimKeep(knobs.preModelTrim);
  const graph = createSupervisor({
    agents: buildReactWorkers(ctx),
    llm: ctx.modelFor(scenario.router.name),
    supervisorName: scenario.router.name,
    prompt: scenario.router.prompt,
    outputMode: knobs.outputMode,
    addHandoffMessages: knobs.addHandoffMessages,
    addHandoffBackMessages: handoffBackSetting(knobs),
    includeAgentName: knobs.includeAgentName === "inline" ? "inline" : undefined,
    ...(keep === undefined ? {} : { preModelHook: trimHook(keep) }),
  }).compile({ checkpointer: ctx.checkpointer });
  return { graph, router: scenario.router.name };
}
