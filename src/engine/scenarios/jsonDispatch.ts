import type { Scenario } from "./types";

const next = (specialist: string) => ({ content: JSON.stringify({ next: specialist }) });

/**
 * Seed 004's hand-written supervisor: a model that answers JSON, a dispatch history, the max_iter
 * hard stop and an unknown specialist that ends the run. Turn one asks for a specialist that does
 * not exist; turn two is an incident the model keeps dispatching on (six times before it would answer).
 */
export const jsonDispatch: Scenario = {
  id: "json-dispatch",
  title: { en: "JSON-dispatch supervisor (max_iter, unknown specialist)", zh: "JSON 派发 supervisor（max_iter、未知专家）" },
  summary:
    { en: 'A hand-written StateGraph supervisor whose model answers {"next": "<specialist>"} or {"final_answer": "..."}. Turn one names a specialist that does not exist and the run ends with an explanation; turn two wants six dispatches, and max_iter decides whether it gets them.', zh: "一个手写的 StateGraph supervisor，它的模型回答 `{\"next\": \"<specialist>\"}` 或 `{\"final_answer\": \"...\"}`。第一轮点名了一个不存在的专家，运行附带说明结束；第二轮想派发六次，能不能派出去由 `max_iter` 决定。" },
  narrative: [
    { en: 'Open the first supervisor model call and read its system prompt: the specialists are listed as "metrics", "rca", "trace", sorted, although the scenario declares them as trace, rca, metrics. Sorting is what seed 004 does so the same specialists always give byte-identical prompt text, which a provider\'s prompt cache can reuse. dispatch_history goes in a last message of its own (user role, because some providers accept system text only at the start), so the fixed part stays first and unchanged in every call.', zh: "打开 supervisor 的第一次模型调用，读它的系统提示词：专家按 \"metrics\"、\"rca\"、\"trace\" 排序列出，虽然场景里声明的顺序是 trace、rca、metrics。排序是种子 004 的做法：同样的专家总是得到逐字节相同的提示词，提供方的提示词缓存就能复用。`dispatch_history` 放在单独的最后一条消息里（用 user 角色，因为有些提供方只接受开头的 system 文本），这样固定部分在每次调用中都排在最前且不变。" },
    { en: 'Turn one: the model answers {"next": "dba"}. There is no dba specialist, so the supervisor does not guess one: it ends the turn and writes the explanation into the history. No specialist runs in that turn.', zh: "第一轮：模型回答 `{\"next\": \"dba\"}`。并没有 `dba` 这个专家，所以 supervisor 不去猜，而是结束这一轮，把说明写进历史。这一轮没有任何专家运行。" },
    { en: 'Turn two: the model dispatches trace, rca, trace, rca, metrics, trace and would only then give a final answer. This scenario opens with max_iter = 4: after four dispatches (see dispatch_history in the step details) the supervisor stops the turn itself, before asking the model again, although the model\'s last answer asked for another specialist. Only four of the model\'s six dispatch answers are ever asked for.', zh: "第二轮：模型依次派发 trace、rca、trace、rca、metrics、trace，之后才会给出最终答案。这个场景以 `max_iter` = 4 打开：四次派发之后（看步骤详情里的 `dispatch_history`），supervisor 在再次询问模型之前自己结束了这一轮，尽管模型最后一次回答还要再派一个专家。模型六次派发回答中只有四次被问到。" },
    { en: "Flip max_iter to 10 (the seed's default): the gate never fires, all six dispatches run and the model ends the turn with its own final_answer. The prompt's soft rule (stop when a specialist repeats without news) only asks; the gate in the graph is what holds. The seed is Python; this is the same design on LangGraph.js, where the gate is a check in the supervisor node and the exits are a conditional edge.", zh: "把 `max_iter` 调到 10（种子的默认值）：这道闸门不会触发，六次派发全部执行，模型用自己的 `final_answer` 结束这一轮。提示词里的软规则（专家重复且没有新信息时停止）只是请求；真正守住的是图里的闸门。种子是 Python；这里是在 LangGraph.js 上的同一设计，闸门是 supervisor 节点里的一次检查，出口是一条条件边。" },
  ],
  userTurns: ["顺便看下数据库连接池是不是满了？", "checkout 服务 P99 延迟从 300ms 飙到 2s，帮我排查根因"],
  router: { name: "supervisor" },
  agents: [
    {
      name: "trace",
      description: "查调用链",
      prompt: "你是 trace 专家：读调用链，指出慢在哪一跳。",
      tools: [],
      script: [
        { content: "trace：checkout→payment 这一跳 P99 1.8s，其余正常。" },
        { content: "trace：payment→bank-gateway 重试 3 次，每次超时 500ms。" },
        { content: "trace：没有新的 span，和上次一样。" },
      ],
    },
    {
      name: "rca",
      description: "根因分析",
      prompt: "你是 rca 专家：根据已有证据给出根因假设。",
      tools: [],
      script: [
        { content: "rca：怀疑 payment 下游变慢，需要看它再往下的调用。" },
        { content: "rca：bank-gateway 超时引发重试风暴，是根因候选。" },
      ],
    },
    {
      name: "metrics",
      description: "查指标",
      prompt: "你是 metrics 专家：查 QPS、错误率和延迟指标。",
      tools: [],
      script: [{ content: "metrics：bank-gateway 错误率 14:02 起从 0.1% 升到 9%，与延迟飙升同时。" }],
    },
  ],
  tools: [],
  routerScripts: {
    "json-dispatch": [
      { content: '{"next": "dba"}' },
      next("trace"),
      next("rca"),
      next("trace"),
      next("rca"),
      next("metrics"),
      next("trace"),
      { content: JSON.stringify({ final_answer: "根因：bank-gateway 14:02 起错误率升到 9%，payment 重试放大延迟；建议先限流重试。" }) },
    ],
  },
  topologies: ["json-dispatch"],
  knobs: { maxIter: 4 },
};
