import { tool } from "@langchain/core/tools";
import { createAgent } from "langchain";
import { z } from "zod";
import { specialists } from "./handoffTools";
import type { BuildContext, BuiltTopology, RunnableGraph } from "../types";

/** The docs' tool name for bringing a skill into context. */
export const LOAD_SKILL_TOOL = "load_skill";

/** What `load_skill` returns: the skill's prompt and documents, which then stay in the conversation. */
function skillText(name: string, prompt: string | undefined): string {
  return `Skill "${name}" loaded.\n\n${prompt ?? ""}`;
}

function loadSkillTool(ctx: BuildContext) {
  const skills = new Map(specialists(ctx).map((agent) => [agent.name, agent]));
  const catalog = [...skills.values()].map((agent) => `${agent.name}: ${agent.description}`).join("; ");
  return tool(
    async ({ skill }) => {
      const found = skills.get(skill);
      // A model may name a skill that does not exist; say so as the tool result, as a real tool would.
      if (!found) return `Unknown skill "${skill}". Available: ${[...skills.keys()].join(", ")}.`;
      return skillText(found.name, found.prompt);
    },
    { name: LOAD_SKILL_TOOL, description: `Load a skill's instructions and documents into context (${catalog}).`, schema: z.object({ skill: z.string() }) },
  );
}

/**
 * The docs' skills pattern: one `createAgent` that stays in control and calls `load_skill` to bring
 * a specialist's prompt and documents into its own conversation when it needs them. It holds every
 * specialist's tools itself; what a loaded skill adds stays in the history for every later call.
 */
export function build(ctx: BuildContext): BuiltTopology {
    const { scenario } = ctx;
    const router = scenario.router.name;
    const ownTools = [...new Map(specialists(ctx).flatMap((agent) => ctx.toolsFor(agent.name)).map((t) => [t.name, t])).values()];
    const agent = createAgent({
      model: ctx.modelFor(router),
      tools: [loadSkillTool(ctx), ...ownTools],
      name: router,
      systemPrompt: scenario.router.prompt,
      checkpointer: ctx.checkpointer,
    });
    return { graph: agent as unknown as RunnableGraph, router };
}
