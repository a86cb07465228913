import { codeTerm, type LocalizedText } from "./localizedText";
import type { ScenarioGenerator } from "./scenarios/generatorIds";
import { TOPOLOGY_IDS, type TopologyId } from "./topologies/ids";

// Re-exported because every knob setting carries a topology id.
export { TOPOLOGY_IDS, type TopologyId };

/** How a knob is described to the user, and where it applies. */
export interface KnobMeta {
  /** The knob's name on screen; library option names (`outputMode`) are the same in every language. */
  label: LocalizedText;
  /** One line: what flipping it does, as the runs show. */
  help: LocalizedText;
  /**
   * True when every topology reads the knob; otherwise it applies where a topology's descriptor lists
   * it (`TopologyDescriptor.knobs`: the topology says what its graph reads, so no knob names a topology).
   */
  everyTopology?: true;
  /**
   * False for knobs the sweep leaves at the scenario's value: they change the provider, not the
   * topology's cost, and would double every row.
   */
  swept?: false;
  /**
   * A parameter of a generated scenario (`Scenario.generator`): only scenarios made by that generator
   * read it, and it applies there on every topology the scenario plays.
   */
  generator?: ScenarioGenerator;
  /** Read only by scenarios that play a second flow (`Scenario.batchedFlow`): the docs' scenarios. */
  flows?: true;
}

/**
 * The values a knob takes: a choice of names, on or off, or a number in a range. Read by every reader
 * (the knobs panel, the link, the sweep, scenario validation, the generated script, the tests'
 * arbitraries), so a knob added to `KNOBS` needs no code anywhere else.
 */
export type KnobValues =
  | { kind: "boolean"; choices: readonly [true, false] }
  | { kind: "enum"; choices: readonly string[] }
  | { kind: "number"; int: boolean; min?: number; max?: number };

/** A knob: the values it takes, its default and its metadata. `T` is its value's type. */
export interface KnobDefinition<T = unknown> {
  values: KnobValues;
  fallback: T;
  meta: KnobMeta;
}

function choice<const C extends readonly [string, ...string[]]>(choices: C, fallback: C[number], meta: KnobMeta): KnobDefinition<C[number]> {
  return { values: { kind: "enum", choices }, fallback, meta };
}

function onOff(fallback: boolean, meta: KnobMeta): KnobDefinition<boolean> {
  return { values: { kind: "boolean", choices: [true, false] }, fallback, meta };
}

function wholeNumber(min: number, max: number, fallback: number, meta: KnobMeta): KnobDefinition<number> {
  return { values: { kind: "number", int: true, min, max }, fallback, meta };
}

function fraction(min: number, max: number, fallback: number, meta: KnobMeta): KnobDefinition<number> {
  return { values: { kind: "number", int: false, min, max }, fallback, meta };
}

/**
 * The single knob table. It drives the knobs panel, the share link, the CLI and validation:
 * adding a knob is one entry here plus its effect in a topology builder.
 */
export const KNOBS = {
  topology: choice(TOPOLOGY_IDS, TOPOLOGY_IDS[0], {
    label: { en: "Topology", zh: "拓扑" },
    help: { en: "Which multi-agent architecture plays the scenario.", zh: "由哪种多智能体架构来运行这个场景。" },
    everyTopology: true,
  }),
  outputMode: choice(["full_history", "last_message"], "last_message", {
    label: codeTerm("outputMode"),
    help: { en: "full_history merges each worker's whole transcript into the shared history; last_message keeps only its final message.", zh: "`full_history` 把每个 worker 的完整记录并入共享历史；`last_message` 只保留它的最后一条消息。" },
  }),
  addHandoffMessages: onOff(true, {
    label: codeTerm("addHandoffMessages"),
    help: { en: "Keep the supervisor's transfer_to_<agent> call and its tool result in the shared history.", zh: "把 supervisor 的 `transfer_to_<agent>` 调用及其工具结果保留在共享历史中。" },
  }),
  addHandoffBackMessages: choice(["follow", "on", "off"], "follow", {
    label: codeTerm("addHandoffBackMessages"),
    help: { en: "Add the worker's 'Transferring back to supervisor' pair; 'follow' uses addHandoffMessages, as the library does.", zh: "添加 worker 的 `'Transferring back to supervisor'` 这一对消息；`follow` 跟随 `addHandoffMessages`，与库的行为一致。" },
  }),
  includeAgentName: choice(["off", "inline"], "off", {
    label: codeTerm("includeAgentName"),
    help: { en: "inline wraps each AI message the supervisor sees in <name>…</name><content>…</content> tags.", zh: "`inline` 把 supervisor 看到的每条 AI 消息包进 `<name>…</name><content>…</content>` 标签。" },
  }),
  declareEnds: onOff(true, {
    label: { en: "declare ends", zh: "声明 ends" },
    help: { en: "Nodes that return Command must declare where they may go; turn it off to see the runtime's real error.", zh: "返回 Command 的节点必须声明可能去往哪里；关掉它，就能看到运行时真实的报错。" },
  }),
  subagentTools: choice(["per-agent", "single-task"], "per-agent", {
    label: { en: "subagent tools", zh: "子智能体工具" },
    help: { en: "One ask_<agent> tool per agent, or a single parameterized task tool.", zh: "每个智能体一个 ask_<agent> 工具，或者一个带参数的 task 工具。" },
  }),
  subagentReturns: choice(["last_message", "full_transcript"], "last_message", {
    label: { en: "subagent returns", zh: "子智能体返回" },
    help: { en: "What the wrapper tool hands back to the coordinator: the agent's last message or its whole transcript.", zh: "包装工具交回给协调者的内容：智能体的最后一条消息，或它的完整记录。" },
  }),
  checkpointer: choice(["outer-only", "subagent-own", "subagent-true", "subagent-only", "none"], "outer-only", {
    label: codeTerm("checkpointer"),
    help: {
      en: "Which graphs get a checkpointer: only the coordinator (subagents inherit it), each subagent its own MemorySaver too, subagents with checkpointer: true, only the subagents, or none. Decides whether an interrupt inside a subagent pauses the run, whether resume works, and what the subagent remembers.",
      zh: "哪些图挂 checkpointer：只给协调者（子智能体继承它）、每个子智能体再各挂一个自己的 MemorySaver、子智能体用 checkpointer: true、只给子智能体，或都不挂。它决定子智能体里的 interrupt 能否暂停整个运行、能否恢复，以及子智能体记得什么。",
    },
    // Interrupts and memory are what it changes; the interrupt-rules scenario compares its values.
    swept: false,
  }),
  passThreadId: onOff(true, {
    label: { en: "pass thread_id", zh: "传 thread_id" },
    help: {
      en: "Whether the outermost invoke carries configurable.thread_id; with a checkpointer and no thread_id the runtime refuses to save a checkpoint.",
      zh: "最外层 invoke 的 configurable 里是否带 thread_id；有 checkpointer 却没有 thread_id 时，运行时拒绝保存 checkpoint。",
    },
    swept: false,
  }),
  preModelTrim: choice(["off", "last-2", "last-4"], "off", {
    label: { en: "pre-model trim", zh: "模型前裁剪" },
    help: { en: "A preModelHook on the supervisor: its model sees the user's request plus only the last N messages (llmInputMessages); the shared history keeps everything.", zh: "supervisor 上的一个 preModelHook：它的模型只看到用户请求和最后 N 条消息（llmInputMessages）；共享历史仍保留全部。" },
  }),
  maxIter: wholeNumber(1, 50, 10, {
    label: codeTerm("max_iter"),
    help: { en: "Dispatches the JSON-dispatch supervisor allows; at this many it ends the run itself, whatever its model asks for.", zh: "JSON 派发 supervisor 允许的派发次数；到达这个次数时，不管模型要求什么，它都会自己结束运行。" },
  }),
  confidenceThreshold: fraction(0, 1, 0.5, {
    label: { en: "confidence threshold", zh: "置信度阈值" },
    help: { en: "The router's critic turns a decision below this confidence into 'unsure', keeping the guess first among the alternatives.", zh: "路由的评审把低于这个置信度的决定改为 'unsure'，并把原来的猜测放在备选的第一位。" },
  }),
  providerStrictness: choice(["lenient", "strict"], "lenient", {
    label: { en: "provider strictness", zh: "提供方严格度" },
    help: { en: "strict makes every scripted model reject a history with a tool call that has no tool result (or a tool result with no call), as the OpenAI and Anthropic APIs do; lenient answers anyway.", zh: "strict 让每个脚本化模型拒绝含有无结果的工具调用（或无调用的工具结果）的历史，就像 OpenAI 和 Anthropic 的 API 那样；lenient 则照常回答。" },
    everyTopology: true,
    swept: false,
  }),
  routerAsTool: onOff(false, {
    label: { en: "router as a tool (stateful)", zh: "路由作为工具（有状态）" },
    help: {
      en: "The docs' stateful router: a conversational createAgent keeps the thread and calls the whole classify / fan-out / synthesize workflow as one tool.",
      zh: "文档中的有状态路由：一个对话式 createAgent 保存会话线程，把整个 分类 / 扇出 / 汇总 工作流当作一个工具调用。",
    },
  }),
  flow: choice(["drawn", "batched"], "drawn", {
    label: { en: "flow", zh: "流程" },
    help: {
      en: "drawn plays each pattern call by call as the docs' diagrams and breakdowns draw it (one skill loaded per call, the router synthesizes only when it has several answers to merge); batched loads every skill in one message and always ends the router with a synthesis call.",
      zh: "drawn 按文档的图和分解逐次调用地运行每种模式（每次调用载入一个技能，router 只有在有多个回答要合并时才汇总）；batched 在一条消息里载入全部技能，router 总以一次汇总调用结束。",
    },
    everyTopology: true,
    // The docs table measures both flows side by side; a sweep keeps the scenario's own.
    swept: false,
    flows: true,
  }),
  resetActiveAgent: onOff(false, {
    label: { en: "reset active agent each turn", zh: "每轮重置当前智能体" },
    help: { en: "Swarm: each new user turn starts at the default agent instead of the one the checkpointer remembers as active.", zh: "Swarm：每个新的用户轮次都从默认智能体开始，而不是 checkpointer 记住的当前智能体。" },
  }),
  reportProtocol: onOff(true, {
    label: { en: "worker report protocol", zh: "worker 报告协议" },
    help: { en: "Workers hand back a report of at most 400 characters (conclusion, evidence ids, open questions, truncated flag) and the supervisor's prompt is built from the reports and the latest user message; off, their raw output goes into the shared history the supervisor reads.", zh: "Worker 交回不超过 400 字的报告（结论、证据 id、未决问题、截断标记），supervisor 的 prompt 只由报告和用户最新一句话组成；关掉时，worker 的原文进入 supervisor 读的共享历史。" },
  }),
  redispatchBudget: onOff(true, {
    label: { en: "re-dispatch budget", zh: "改派预算" },
    help: { en: "A worker may be re-dispatched once a turn; a further dispatch of it ends the run instead.", zh: "一个 worker 每轮最多改派一次；再派它就结束本轮。" },
  }),
  circuitBreaker: onOff(true, {
    label: { en: "per-tool breaker", zh: "按工具熔断" },
    help: { en: "Before a dispatch, the graph checks the worker's tools: one failure opens a tool's breaker and a call still in flight fills its concurrency limit of 1 (counted per tool, over every worker); either sends the run down the degraded path.", zh: "派活前图先查 worker 的工具：一次失败就打开该工具的熔断，在途调用占满并发上限 1（按工具计，跨所有 worker）；任一命中就走降级路径。" },
  }),
  centreTools: choice(["own-worker", "centre-too"], "own-worker", {
    label: { en: "high-risk tools", zh: "高危工具" },
    help: { en: "own-worker keeps high-risk tools on the worker that owns them; centre-too also offers them to the supervisor, which can then act without the worker and its approval gate.", zh: "own-worker 把高危工具只挂在它自己的 worker 上；centre-too 也交给 supervisor，它就能绕过 worker 和审批闸自己动手。" },
  }),
  approvalGate: onOff(true, {
    label: { en: "approval gate", zh: "审批闸" },
    help: { en: "A human approves before a high-risk action runs; the approval issues a one-use permission for exactly that order and amount.", zh: "高危操作执行前由人审批；审批签发一张只对这个订单和金额有效、只能用一次的许可。" },
  }),
  pingPongGuard: onOff(true, {
    label: { en: "ping-pong to a human", zh: "踢皮球转人工" },
    help: { en: "A conditional edge sends A→B followed by B→A to a human instead of another hop.", zh: "条件边把 A→B 之后的 B→A 送给人工，而不是再交接一次。" },
  }),
  hopLimit: onOff(true, {
    label: { en: "hop limit", zh: "hop 上限" },
    help: { en: "The 4th handoff of a turn goes to a human instead of the next agent, so no turn exceeds 4 hops.", zh: "一轮的第 4 次交接转给人工而不是下一位 agent，所以没有哪一轮超过 4 跳。" },
  }),
  toolAllowList: choice(["recomputed", "inherited"], "recomputed", {
    label: { en: "tool allow-list", zh: "工具白名单" },
    help: { en: "recomputed gives the next agent its own tools intersected with the handoff's intent; inherited adds the previous agent's tools to its own.", zh: "recomputed 给下一位 agent 它自己的工具与交接意图的交集；inherited 把上一位的工具加到它自己的上面。" },
  }),
  handoffPayload: choice(["trimmed", "full-transcript"], "trimmed", {
    label: { en: "handoff payload", zh: "交接载荷" },
    help: { en: "trimmed hands over intent, business ids and a summary of at most 200 characters; full-transcript hands the next agent the whole conversation.", zh: "trimmed 只交意图、业务 id 和不超过 200 字的摘要；full-transcript 把整段对话交给下一位。" },
  }),
  hiddenCoordinator: onOff(false, {
    label: { en: "hidden coordinator", zh: "隐藏协调者" },
    help: { en: "Every handoff goes through a coordinator node whose model reads the whole transcript: handoffs on the surface, a supervisor underneath.", zh: "每次交接都经过一个读完整记录的协调节点：表面是交接，底下是 supervisor。" },
  }),
  recursionLimit: wholeNumber(1, 200, 25, {
    label: codeTerm("recursionLimit"),
    help: { en: "Supersteps the runtime allows before it stops the run with GraphRecursionError.", zh: "运行时允许的超步数，超过后以 GraphRecursionError 停止运行。" },
    everyTopology: true,
  }),
  // The scale scenario's parameters (src/engine/scenarios/scale.ts generates its scripts from them).
  workers: wholeNumber(1, 24, 3, {
    label: { en: "workers", zh: "worker 数" },
    help: { en: "How many worker agents are dispatched, one after another, each turn.", zh: "每一轮依次派出的 worker 智能体个数。" },
    everyTopology: true,
    generator: "scale",
  }),
  toolCalls: wholeNumber(0, 10, 2, {
    label: { en: "tool calls per task", zh: "每个任务的工具调用" },
    help: { en: "Tool calls each worker makes (one per model call) before it reports.", zh: "每个 worker 汇报之前调用工具的次数（每次模型调用一次）。" },
    everyTopology: true,
    generator: "scale",
  }),
  resultChars: wholeNumber(1, 2000, 200, {
    label: { en: "tool result size (characters)", zh: "工具结果长度（字符）" },
    help: { en: "Characters of every tool result.", zh: "每个工具结果的字符数。" },
    everyTopology: true,
    generator: "scale",
  }),
  turns: wholeNumber(1, 5, 1, {
    label: { en: "user turns", zh: "用户轮数" },
    help: { en: "User messages on one thread; each turn dispatches every worker again.", zh: "同一线程上的用户消息数；每一轮都会再次派出所有 worker。" },
    everyTopology: true,
    generator: "scale",
  }),
};

/** Names of all knobs. */
export type KnobName = keyof typeof KNOBS;

/** A full, valid knob setting. */
export type Knobs = { -readonly [K in KnobName]: (typeof KNOBS)[K] extends KnobDefinition<infer T> ? T : never };

/** Every knob's name, in the table's order (the order of a setting's keys). */
const KNOB_NAMES = Object.keys(KNOBS) as KnobName[];

/** Every knob at its default. */
export const DEFAULT_KNOBS: Knobs = Object.fromEntries(KNOB_NAMES.map((name) => [name, KNOBS[name].fallback])) as Knobs;

/** The values a knob takes. */
export function knobValues(name: KnobName): KnobValues {
  return KNOBS[name].values;
}

/** The values an enum or boolean knob can take; `undefined` for numbers (a sweep does not vary them). */
export function knobChoices(name: KnobName): readonly (string | boolean)[] | undefined {
  const values = knobValues(name);
  return values.kind === "number" ? undefined : values.choices;
}

/** Whether a knob takes this value (a number must be finite, whole where the knob says so, and in its range). */
export function knobTakes(name: KnobName, value: unknown): boolean {
  const values = knobValues(name);
  if (values.kind === "boolean") return typeof value === "boolean";
  if (values.kind === "enum") return typeof value === "string" && values.choices.includes(value);
  if (typeof value !== "number" || !Number.isFinite(value) || (values.int && !Number.isSafeInteger(value))) return false;
  return (values.min === undefined || value >= values.min) && (values.max === undefined || value <= values.max);
}

/**
 * Knobs with the given overrides applied and validated: every knob in the table's order (so equal
 * settings serialize alike), an absent or undefined one at its default, names outside the table dropped.
 * Throws on a value a knob does not take.
 */
export function makeKnobs(overrides: Partial<Knobs> = {}): Knobs {
  const knobs: Record<string, unknown> = {};
  for (const name of KNOB_NAMES) {
    const value = overrides[name] === undefined ? DEFAULT_KNOBS[name] : overrides[name];
    if (!knobTakes(name, value)) throw new Error(`The knob "${name}" cannot be ${JSON.stringify(value)}.`);
    knobs[name] = value;
  }
  return knobs as Knobs;
}
