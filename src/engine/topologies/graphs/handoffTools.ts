import { AIMessage, ToolMessage } from "@langchain/core/messages";
import { tool, type StructuredToolInterface, type ToolRuntime } from "@langchain/core/tools";
import { Command } from "@langchain/langgraph";
import { z } from "zod";
import { LIBRARY_HANDOFF, type BuildContext } from "../types";

/** `transfer_to_<agent>`: the docs' (and OpenAI's) name for a handoff tool, as the libraries spell it. */
export function transferToolName(agent: string): string {
  return `${LIBRARY_HANDOFF.prefix}${agent}`;
}

/** The scenario's specialists, by name, with the scenario's description of each. */
export function specialists(ctx: BuildContext): { name: string; description: string; prompt?: string }[] {
  return ctx.scenario.agents.map(({ name, description, prompt }) => ({ name, description, prompt }));
}

/**
 * Handoff tools for the single-agent handoffs pattern: each updates the `currentStep` state field with
 * a `Command` (and answers its own call), and the step middleware reads that field before every model call.
 */
export function stepTransferTools(ctx: BuildContext, stepKey: string): Map<string, StructuredToolInterface> {
  return new Map(
    specialists(ctx).map((agent) => [
      agent.name,
      tool(
        async (_input: unknown, runtime: ToolRuntime) =>
          new Command({
            update: {
              [stepKey]: agent.name,
              messages: [new ToolMessage({ content: `Transferred to ${agent.name}`, tool_call_id: runtime.toolCallId ?? "", name: transferToolName(agent.name) })],
            },
          }),
        { name: transferToolName(agent.name), description: `Transfer to ${agent.name}: ${agent.description}`, schema: z.object({}) },
      ),
    ]),
  );
}

/**
 * Handoff tools for agents that are graph nodes: `Command({ goto, graph: Command.PARENT })` moves the
 * parent graph to the target node, and the update carries only the handing-off AI message and this
 * tool's answer, never the agent's own earlier steps (the docs' context-engineering advice).
 */
export function parentTransferTools(ctx: BuildContext, activeKey: string): Map<string, StructuredToolInterface> {
  return new Map(
    specialists(ctx).map((agent) => [
      agent.name,
      tool(
        async (_input: unknown, runtime: ToolRuntime) => {
          // The tool runtime carries the calling agent's state (ToolNode passes it), so no
          // getCurrentTaskInput(), which the browser build cannot serve.
          const messages = ((runtime.state as { messages?: unknown[] } | undefined)?.messages ?? []) as unknown[];
          const handingOff = [...messages].reverse().find((message): message is AIMessage => AIMessage.isInstance(message));
          const answer = new ToolMessage({ content: `Transferred to ${agent.name}`, tool_call_id: runtime.toolCallId ?? "", name: transferToolName(agent.name) });
          return new Command({
            goto: agent.name,
            graph: Command.PARENT,
            update: { [activeKey]: agent.name, messages: handingOff ? [handingOff, answer] : [answer] },
          });
        },
        { name: transferToolName(agent.name), description: `Transfer to ${agent.name}: ${agent.description}`, schema: z.object({}) },
      ),
    ]),
  );
}
