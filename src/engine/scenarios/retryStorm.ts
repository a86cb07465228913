import type { Scenario } from "./types";

const timedOut = JSON.stringify({ conclusion: "物流系统超时，没有拿到轨迹。", open_questions: ["9821 的物流轨迹"] });
const search = { toolCalls: [{ name: "search_logistics", args: { order_id: "9821" } }] };
const dispatch = (worker: string, task: string) => ({ toolCalls: [{ name: `transfer_to_${worker}`, args: { task } }] });

/**
 * Seed 003 §2.2's retry storm: the search worker times out and the centre opens a backup search on
 * the same API while the first call still holds it. The breaker (per tool, over every worker) takes
 * the degraded path after the first timeout; the re-dispatch budget stops the third run of one worker.
 */
export const retryStorm: Scenario = {
  id: "retry-storm",
  title: { en: "Retry storm: a search worker times out", zh: "重试风暴：检索 worker 超时" },
  summary: {
    en: "The logistics search times out on a virtual clock (the worker gives up after 10 s, the API stays busy 60 s). Unguarded, the supervisor dispatches a backup search and re-dispatches the first one twice, so one API carries two calls at once and one worker runs three times. The breaker takes the degraded path instead; the re-dispatch budget ends the run at the third run of one worker.",
    zh: "物流检索在虚拟时钟上超时（worker 10 秒后放弃，API 忙 60 秒）。不设闸时，supervisor 再开一个备用检索，又把第一个改派两次，于是同一个 API 同时挨两次打，同一个 worker 跑了三次。熔断让运行走降级路径；改派预算在同一 worker 第三次运行时结束本轮。",
  },
  narrative: [
    {
      en: "The scenario opens with the breaker and the re-dispatch budget off. The scripted search_logistics API times out on its first three calls. No real time passes: the tool desk moves a virtual clock (the worker gives up at 10 s, the hung call holds the API until 60 s) and writes each call into the toolLedger channel. The backup worker's search starts at 10 s while the first one still holds the API: the concurrency check names that call (two calls at once against a limit of 1, counted per tool, not per worker). Tracker then runs a third time, and the budget check fails. The supervisor board: {board.workerTimeouts} worker timeouts, {board.redispatches} re-dispatches.",
      zh: "场景开场时熔断和改派预算都关着。脚本里的 search_logistics API 前三次调用都超时。没有真的等待：工具台推进虚拟时钟（worker 在 10 秒放弃，挂住的调用占着 API 到 60 秒），并把每次调用写进 toolLedger 通道。备用 worker 的检索在 10 秒开始，这时第一个调用还占着 API：并发检查指出这次调用（两个调用同时进行，而上限是 1，按工具计，不按 worker 计）。随后 tracker 第三次运行，改派预算检查失败。supervisor 看板：{board.workerTimeouts} 次 worker 超时，{board.redispatches} 次改派。",
    },
    {
      en: "Turn the per-tool breaker on: when the supervisor asks for the backup search, the dispatch gate on the conditional edge sees search_logistics failed once and its breaker is open, and routes to the degraded node, which tells the user the logistics system cannot be reached and offers a human. One timeout, no second call on the API. The supervisor's prompt still says “dispatch again if the result is poor”: the gate is in the graph, so the prompt is only advice.",
      zh: "打开按工具熔断：supervisor 要派备用检索时，条件边上的派活闸看到 search_logistics 已失败一次、熔断已打开，就转到降级节点，告诉用户查不到物流系统，问要不要转人工。一次超时，API 上没有第二个调用。supervisor 的提示词仍写着「结果不好就再派」：闸在图里，提示词只是建议。",
    },
    {
      en: "With the breaker off and the re-dispatch budget on, the backup search still overlaps the first call (the concurrency check fails), tracker is re-dispatched once, and its third dispatch goes to the stop node: “re-dispatch budget used up”. Seed 003 §2.2: unlimited re-dispatch is a while True in disguise.",
      zh: "关掉熔断、打开改派预算，备用检索仍和第一个调用重叠（并发检查失败），tracker 被改派一次，第三次派活进入停止节点：「改派预算用完」。第 003 篇第 2.2 节：无限改派就是换了马甲的 while True。",
    },
  ],
  userTurns: ["帮我查一下订单 9821 的物流到哪了"],
  router: { name: "supervisor", prompt: "你是客服中心：派 worker 查物流，结果不好就再派。" },
  agents: [
    {
      name: "tracker",
      description: "物流查询",
      prompt: "你是物流查询员：用 search_logistics 查轨迹。",
      tools: ["search_logistics"],
      script: [search, { content: timedOut }, search, { content: timedOut }, search, { content: JSON.stringify({ conclusion: "9821 在华东中转场滞留 5 天，承运商工单 LX-5531。", open_questions: [] }) }],
    },
    {
      name: "tracker_backup",
      description: "备用物流查询（同一个搜索 API）",
      prompt: "你是备用物流查询员：用 search_logistics 查轨迹。",
      tools: ["search_logistics"],
      script: [search, { content: timedOut }],
    },
  ],
  tools: [
    {
      name: "search_logistics",
      description: "查物流轨迹（承运商 API）",
      result: "9821：华东中转场滞留 5 天，承运商工单 LX-5531。",
      outcomes: [{ fails: "timeout" }, { fails: "timeout" }, { fails: "timeout" }, { latencyMs: 800 }],
    },
  ],
  routerScripts: {
    "supervisor-guarded": [
      dispatch("tracker", "查 9821 的物流轨迹"),
      dispatch("tracker_backup", "再开一个备用查询"),
      dispatch("tracker", "再查一次 9821 的物流"),
      dispatch("tracker", "最后再查一次"),
      { content: "9821 在华东中转场滞留 5 天，已催承运商（LX-5531）。" },
    ],
  },
  topologies: ["supervisor-guarded"],
  knobs: { circuitBreaker: false, redispatchBudget: false },
};
