import type { Scenario } from "./types";

const FLIGHT = "已订 6 月 3 日 MU5101 北京→上海，08:00 起飞。";
const HOTEL = "已订 6 月 3–5 日上海静安某酒店，两晚。";

/**
 * Seed 001, difference three: one model message asks for two handoffs at once. The supervisor's
 * router does it in the supervisor topologies; in the swarm the entry agent (concierge) does it.
 */
export const parallelHandoffs: Scenario = {
  id: "parallel-handoffs",
  title: "Parallel handoffs: two transfers in one message",
  summary:
    "The router asks for transfer_to_flights and transfer_to_hotels in one message. createSupervisor and createSwarm run only the first; the second call stays in the history with no tool result, which a strict provider rejects. The Send topology runs both.",
  narrative: [
    "Supervisor (createSupervisor): the supervisor's model answers with one message holding two tool calls, transfer_to_flights and transfer_to_hotels. Only the first takes effect: flights runs, hotels never does, and the path is supervisor → flights → supervisor. (concierge is only the swarm's entry agent; the supervisor does not use it.)",
    "Look at the history: the supervisor's message still carries both calls, but only transfer_to_flights has a tool result. transfer_to_hotels stays unanswered, and both flights' model and the supervisor's next call see that dangling call. JS is deterministic here, the first call in the message wins on every run; seed 001 saw Python run one of the two at random, through a Send branch in Python's handoff tool that the JS handoff tool does not have.",
    "Swarm: the entry agent, concierge, sends the same pair. The swarm goes to flights only, the run ends there, and transfer_to_hotels stays unanswered. Seed 001 reports Python's swarm failing at this point with \"Found AIMessages with tool_calls that do not have a corresponding ToolMessage\"; the JS agents make no such check, and the run completes.",
    "Flip provider strictness to strict: the scripted models now check the history the way OpenAI and Anthropic do. On both supervisor and swarm the first model to see the unanswered call is flights, and its call is rejected with \"400 An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'\", which ends the run. Turn addHandoffMessages off on the supervisor and even strict passes: the handoff tool then leaves the message with both calls out of what it passes on, so nothing dangles, yet hotels still never runs.",
    "Switch to supervisor-send: a hand-rolled graph turns each transfer call into a Send, so flights and hotels run side by side in one superstep, each on its own task, and each answers its own call with a tool result. The supervisor's second call sees both answers, the history is valid, and strict mode passes.",
  ],
  userTurns: ["下周去上海出差：帮我订机票，同时订酒店。"],
  router: { name: "supervisor", prompt: "你是调度者：机票交给 flights，酒店交给 hotels；互不依赖的任务可以同时派出。" },
  agents: [
    {
      name: "concierge",
      description: "前台：接待并分派",
      prompt: "你是前台：机票交给 flights，酒店交给 hotels，可以同时转交。",
      tools: [],
      script: [{ toolCalls: [{ name: "transfer_to_flights" }, { name: "transfer_to_hotels" }] }],
    },
    { name: "flights", description: "订机票", prompt: "你负责订机票。", tools: [], script: [{ content: FLIGHT }] },
    { name: "hotels", description: "订酒店", prompt: "你负责订酒店。", tools: [], script: [{ content: HOTEL }] },
  ],
  tools: [],
  routerScripts: {
    supervisor: [{ toolCalls: [{ name: "transfer_to_flights" }, { name: "transfer_to_hotels" }] }, { content: "机票已订好：MU5101，6 月 3 日 08:00。" }],
    "supervisor-send": [
      {
        toolCalls: [
          { name: "transfer_to_flights", args: { task: "订 6 月 3 日北京→上海的机票" } },
          { name: "transfer_to_hotels", args: { task: "订 6 月 3–5 日上海的酒店" } },
        ],
      },
      { content: `都办好了：${FLIGHT}${HOTEL}` },
    ],
  },
  topologies: ["supervisor", "swarm", "supervisor-send"],
};
