import type { ScriptedReply } from "../scenarios/types";
import { lazyBuild, type HandoffNaming, type TopologyDescriptor } from "./types";

/** The coordinator's tools: `ask_<agent>` per agent, or one `task` tool taking the agent (`subagentTools`). */
export const SUBAGENT_TOOLS = { prefix: "ask_", single: "task" } as const satisfies NonNullable<HandoffNaming["router"]>;

/** Seed 000 §五, the subagents pattern: a `createAgent` coordinator whose tools wrap worker agents. */
export const subagentsTopology: TopologyDescriptor<"subagents"> = {
  id: "subagents",
  title: { en: "Subagents (createAgent + agents as tools)", zh: "Subagents（createAgent + 把智能体当工具）" },
  summary: {
    en: "langchain's createAgent coordinator whose tools invoke the worker agents; the wrapper decides what comes back.",
    zh: "langchain 的 createAgent 协调者，它的工具调用各个 worker 智能体；返回什么由包装工具决定。",
  },
  api: { status: "current", uses: ["createAgent"] },
  handoff: { router: SUBAGENT_TOOLS },
  keepEverything: {},
  state: { keys: [] },
  build: lazyBuild(() => import("./graphs/subagents")),
};

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
