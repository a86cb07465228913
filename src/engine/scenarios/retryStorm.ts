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
  title: "Retry storm: a search worker times out",
  summary:
    "The logistics search times out (virtual clock: the worker gives up after 10 s, the API stays busy for 60 s). Unguarded, the supervisor dispatches a backup search and re-dispatches the first one twice, so the one API carries up to three calls at once. The breaker takes the degraded path instead; the re-dispatch budget ends the run at the third run of one worker.",
  narrative: [],
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
