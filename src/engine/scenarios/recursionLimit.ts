import type { Scenario } from "./types";

/** More dispatches than any sensible recursion limit allows: the scripted stand-in for a model that never stops. */
const LOOP_LENGTH = 20;

/**
 * Seed 000's first production note: the supervisor's only stop is "no more handoffs", and a model
 * that keeps handing off loops until LangGraph's recursionLimit ends the run with GraphRecursionError.
 */
export const recursionLimit: Scenario = {
  id: "recursion-limit",
  title: "Recursion limit: a supervisor that never stops dispatching",
  summary:
    "The supervisor's model keeps sending the same question back to the researcher. Nothing in the graph says stop, so the runtime's recursionLimit does: the run ends with the real GraphRecursionError.",
  narrative: [
    'The supervisor\'s model hands off to the researcher at every call, and nothing in the graph says stop: createSupervisor ends a run only when the supervisor answers without a handoff. At the default recursionLimit of 25 the runtime runs 25 top-level steps (13 supervisor, 12 researcher) and then throws the real GraphRecursionError: “Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the "recursionLimit" config key.” By then the shared history holds 63 messages and the supervisor\'s last call read 62.',
    "Lower recursionLimit to 10: the same error after 10 steps and 5 dispatches. Raise it to 100: the runtime no longer stops the loop, which runs until the scripted model runs out of replies after 20 dispatches (ScriptExhaustedError, the playground's own error). A real model would keep going and every call would read a longer history.",
    "Seed 000's advice holds in JS: keep the limit, and give the supervisor a real stop condition, in its prompt or better as a gate in the graph (see the json-dispatch scenario's max_iter, which ends the run with an answer instead of an error).",
  ],
  userTurns: ["LangGraph supervisor 靠什么结束？查到确定为止"],
  router: { name: "supervisor", prompt: "你是调度者：把调研交给 researcher，确定了再收尾。" },
  agents: [
    {
      name: "researcher",
      description: "调研类问题交给它",
      prompt: "你是研究员，回答调研问题。",
      tools: [],
      script: Array.from({ length: LOOP_LENGTH }, (_, i) => ({ content: `第 ${i + 1} 次调研：supervisor 不再派活时图走到 END，但还不能完全确定。` })),
    },
  ],
  tools: [],
  routerScripts: {
    supervisor: Array.from({ length: LOOP_LENGTH }, () => ({ toolCalls: [{ name: "transfer_to_researcher" }] })),
  },
  topologies: ["supervisor"],
};
