import { SystemMessage } from "@langchain/core/messages";
import type { StructuredToolInterface } from "@langchain/core/tools";
import { createAgent, createMiddleware } from "langchain";
import { z } from "zod";
import type { ScriptedChatModel } from "../../model/scriptedChatModel";
import { specialists, stepTransferTools } from "./handoffTools";
import { STEP_KEY } from "../handoffStateKeys";
import type { BuildContext, BuiltTopology, RunnableGraph } from "../types";


interface StepConfig {
  prompt?: string;
  tools: StructuredToolInterface[];
  model: ScriptedChatModel;
}

/**
 * The docs' recommended handoffs: one `createAgent` whose middleware, before every model call, looks
 * up the `currentStep` state field and swaps in that step's system prompt and tools. The handoff tools
 * change `currentStep` with a `Command`; the checkpointer keeps it, so a follow-up turn starts in the
 * step the last one ended in. The docs' JS sample imports `wrapModelCall` from
 * "langchain/agents/middleware" and calls `request.override(...)`; the installed langchain exports
 * neither, so this is `createMiddleware({ wrapModelCall })` handing on `{ ...request, ... }`. The
 * middleware also swaps the scripted model, so each step's calls are recorded under its specialist.
 */
export function build(ctx: BuildContext): BuiltTopology {
    const { scenario } = ctx;
    const router = scenario.router.name;
    const transfers = stepTransferTools(ctx, STEP_KEY);
    const steps = new Map<string, StepConfig>([[router, { prompt: scenario.router.prompt, tools: [...transfers.values()], model: ctx.modelFor(router) }]]);
    for (const agent of specialists(ctx)) {
      const handOn = [...transfers].filter(([name]) => name !== agent.name).map(([, transfer]) => transfer);
      steps.set(agent.name, { prompt: agent.prompt, tools: [...ctx.toolsFor(agent.name), ...handOn], model: ctx.modelFor(agent.name) });
    }
    const stepConfig = createMiddleware({
      name: "StepConfig",
      stateSchema: z.object({ [STEP_KEY]: z.string().default(router) }),
      wrapModelCall: async (request, handler) => {
        const step = steps.get(String((request.state as Record<string, unknown>)[STEP_KEY] ?? router)) ?? steps.get(router)!;
        return handler({ ...request, systemMessage: new SystemMessage(step.prompt ?? ""), tools: step.tools, model: step.model });
      },
    });
    // Every tool any step may offer is registered up front: the middleware may only pick among them.
    const allTools = [...new Set([...steps.values()].flatMap((step) => step.tools))];
    const agent = createAgent({ model: ctx.modelFor(router), tools: allTools, middleware: [stepConfig], name: router, checkpointer: ctx.checkpointer });
    return { graph: agent as unknown as RunnableGraph, router };
}
