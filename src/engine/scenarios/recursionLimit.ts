import type { Scenario } from "./types";

/** More dispatches than any sensible recursion limit allows: the scripted stand-in for a model that never stops. */
const LOOP_LENGTH = 20;

/**
 * Seed 000's first production note: the supervisor's only stop is "no more handoffs", and a model
 * that keeps handing off loops until LangGraph's recursionLimit ends the run with GraphRecursionError.
 */
export const recursionLimit: Scenario = {
  id: "recursion-limit",
  title: { en: "Recursion limit: a supervisor that never stops dispatching", zh: "递归上限：一个不停派发的 supervisor" },
  summary:
    { en: "The supervisor's model keeps sending the same question back to the researcher. Nothing in the graph says stop, so the runtime's recursionLimit does: the run ends with the real GraphRecursionError.", zh: "supervisor 的模型不停地把同一个问题交回研究员。图里没有任何东西说停，于是由运行时的 `recursionLimit` 来停：运行以真实的 `GraphRecursionError` 结束。" },
  narrative: [
    { en: 'The supervisor\'s model hands off to the researcher at every call, and nothing in the graph says stop: createSupervisor ends a run only when the supervisor answers without a handoff. At the default recursionLimit of 25 the runtime runs {pathLength} top-level steps ({visits.supervisor} supervisor, {visits.researcher} researcher) and then throws the real GraphRecursionError: “Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the "recursionLimit" config key.” By then the shared history holds {messages} messages and the supervisor\'s last call read {callInput.supervisor.last}.', zh: "supervisor 的模型每次调用都移交给研究员，图里没有任何东西说停：`createSupervisor` 只有在 supervisor 回答时不带 handoff 才结束运行。在默认的 `recursionLimit` 25 下，运行时跑了 {pathLength} 个顶层步骤（{visits.supervisor} 次 supervisor、{visits.researcher} 次 researcher），然后抛出真实的 `GraphRecursionError`：`Recursion limit of 25 reached without hitting a stop condition. You can increase the limit by setting the \"recursionLimit\" config key.` 这时共享历史有 {messages} 条消息，supervisor 的最后一次调用读了 {callInput.supervisor.last} 条。" },
    { en: "Lower recursionLimit to 10: the same error after {pathLength@limit10} steps and {visits.researcher@limit10} dispatches. Raise it to 100: the runtime no longer stops the loop, which runs until the scripted model runs out of replies after {visits.researcher@limit100} dispatches (ScriptExhaustedError, the playground's own error). A real model would keep going and every call would read a longer history.", zh: "把 `recursionLimit` 降到 10：{pathLength@limit10} 步、{visits.researcher@limit10} 次派发之后出现同样的错误。把它升到 100：运行时不再停下这个循环，它一直运行到脚本化模型在 {visits.researcher@limit100} 次派发后用完回复（`ScriptExhaustedError`，演练场自己的错误）。真实模型会一直跑下去，而且每次调用读的历史都更长。" },
    { en: "Seed 000's advice holds in JS: keep the limit, and give the supervisor a real stop condition, in its prompt or better as a gate in the graph (see the json-dispatch scenario's max_iter, which ends the run with an answer instead of an error).", zh: "种子 000 的建议在 JS 中同样成立：保留这个上限，并给 supervisor 一个真正的停止条件，写在提示词里，或者更好的是作为图里的一道闸门（见 json-dispatch 场景的 `max_iter`，它以一个答案而不是一个错误结束运行）。" },
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
  storySettings: { limit10: { recursionLimit: 10 }, limit100: { recursionLimit: 100 } },
};
