import type { ScriptedReply } from "../scenarios/types";
import type { HandoffNaming } from "./types";

// Shared by the subagents descriptor, its graph module and its code writer (the graph module is
// loaded lazily by the descriptor, so it cannot import the descriptor back).

/** The coordinator's tools: `ask_<agent>` per agent, or one `task` tool taking the agent (`subagentTools`). */
export const SUBAGENT_TOOLS = { prefix: "ask_", single: "task" } as const satisfies NonNullable<HandoffNaming["router"]>;

/**
 * The router script for the single `task` tool. Scenarios script the seed's per-agent form
 * (`ask_<name>` with `{ task }`); the coordinator's decision (which agent, which task) is the same in
 * both forms, only the tool's shape differs, so each such call is rewritten as `task` with
 * `{ agent: <name>, task }`. This keeps one router script per scenario instead of a second copy that
 * could drift from the first; calls that are not `ask_<agent>` pass through unchanged.
 */
export function asSingleTaskScript(script: readonly ScriptedReply[], agents: readonly string[]): ScriptedReply[] {
  return script.map((reply) => ({
    ...reply,
    ...(reply.toolCalls
      ? {
          toolCalls: reply.toolCalls.map((call) => {
            const agent = call.name.startsWith(SUBAGENT_TOOLS.prefix) ? call.name.slice(SUBAGENT_TOOLS.prefix.length) : undefined;
            if (!agent || !agents.includes(agent)) return call;
            return { name: SUBAGENT_TOOLS.single, args: { agent, ...(call.args ?? {}) } };
          }),
        }
      : {}),
  }));
}
