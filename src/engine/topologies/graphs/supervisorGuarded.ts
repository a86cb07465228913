import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { Annotation, Command, END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { createReactAgent } from "@langchain/langgraph/prebuilt";
import { deskTools, routingTool, type DeskRef } from "../../guards/deskTools";
import { dispatchGate, type DispatchRequest, type DispatchVerdict, type GateTeam } from "../../guards/dispatchGate";
import { editableOf } from "../../guards/permissions";
import { askHuman } from "../../hitl/askHuman";
import { decidedArgs, type HumanRequest } from "../../hitl/humanRequest";
import { ToolDesk, type Permission, type ToolCallRecord } from "../../guards/toolLedger";
import { makeReport, type WorkerReport } from "../../guards/workerReport";
import { contentAsText } from "../../trace/serialize";
import { namedReply } from "./namedReply";
import { runWorker } from "./runWorker";
import { userTurnMessage } from "./turnInput";
import type { BuildContext, BuiltTopology } from "../types";

const TRANSFER_PREFIX = "transfer_to_";
const keyed = <T>(old: Record<string, T>, next: Record<string, T>) => ({ ...old, ...next });
const replace = <T>(_old: T, next: T) => next;

/** Seed 003's supervisor state: reports keyed by worker, raw output kept aside, and the gates' ledgers. */
export const GuardedSupervisorState = Annotation.Root({
  ...MessagesAnnotation.spec,
  /** One report per worker id; a later report of the same worker overwrites the earlier one (seed §2.1). */
  workerReports: Annotation<Record<string, WorkerReport>>({ reducer: keyed, default: () => ({}) }),
  /** Raw worker output, per worker: in the checkpoint, never in the supervisor's prompt while the protocol is on. */
  workerRaw: Annotation<Record<string, string[]>>({ reducer: keyed, default: () => ({}) }),
  /** Workers dispatched this turn, in order (what the re-dispatch budget counts). */
  dispatches: Annotation<{ worker: string; task: string }[]>({ reducer: replace, default: () => [] }),
  /** Every tool call on the virtual clock (what the breaker and the concurrency limit read). */
  toolLedger: Annotation<ToolCallRecord[]>({ reducer: (old, next) => [...old, ...next], default: () => [] }),
  /** One-use permissions issued by approvals. */
  permissions: Annotation<Permission[]>({ reducer: replace, default: () => [] }),
  /** Virtual milliseconds since the run started. */
  clock: Annotation<number>({ reducer: replace, default: () => 0 }),
  /** The dispatch the supervisor's model asked for, and the gate's verdict on it. */
  pending: Annotation<(DispatchRequest & { verdict: DispatchVerdict }) | null>({ reducer: replace, default: () => null }),
});

type State = typeof GuardedSupervisorState.State;


function lastHumanIndex(messages: readonly BaseMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i -= 1) if (messages[i].getType() === "human") return i;
  return 0;
}

/** The supervisor's model input: prompt, then the reports and this turn's own messages (protocol on) or everything. */
function supervisorInput(state: State, prompt: string | undefined, protocol: boolean): BaseMessage[] {
  const system = prompt ? [new SystemMessage(prompt)] : [];
  if (!protocol) return [...system, ...state.messages];
  const turn = state.messages.slice(lastHumanIndex(state.messages));
  // A user-role note after the turn, like seed 004's dispatch_history: the fixed prompt stays first.
  const reports = new HumanMessage(`worker_reports: ${JSON.stringify(Object.values(state.workerReports))}`);
  return [...system, ...turn, reports];
}

/** Text the graph writes into the history when a gate stops a dispatch. */
function gateMessage(verdict: DispatchVerdict): string {
  switch (verdict.kind) {
    case "breaker-open":
      return `暂时查不到 ${verdict.tool} 背后的系统（熔断已打开：失败 ${verdict.failures} 次），不再派 ${verdict.worker}。要不要转人工？`;
    case "at-capacity":
      return `${verdict.tool} 已有 ${verdict.inFlight} 个调用在途（上限按工具计），不再派 ${verdict.worker}。要不要转人工？`;
    case "over-budget":
      return `${verdict.worker} 本轮已派 ${verdict.runs} 次，改派预算用完：结束，转人工处理。`;
    case "incomplete":
      return `${verdict.truncated} 的报告被截断，中心不能换人接着想：信息不全，先到这里。`;
    case "unknown-worker":
      return `没有名为 ${verdict.worker} 的 worker：结束。`;
    default:
      return "";
  }
}

/**
 * Seed 003 §2 and §4: the supervisor hand-written as a `StateGraph` with the guards in the graph. The
 * supervisor's model asks for a worker with `transfer_to_<worker>`; a conditional edge runs the
 * dispatch gate (re-dispatch budget, truncated-report rule, per-tool breaker and concurrency limit,
 * approval before a high-risk worker) and routes to the worker, the approval node (`interrupt`), the
 * degraded path or a stop. Workers return a report into `workerReports` and their raw output into
 * `workerRaw`; with `reportProtocol` off it goes into the shared history instead.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario, knobs } = ctx;
  const router = scenario.router.name;
  const desk: DeskRef = {};
  const highRisk = new Set(scenario.tools.filter((spec) => spec.approval).map((spec) => spec.name));
  const team: GateTeam = { workerTools: new Map(scenario.agents.map((agent) => [agent.name, agent.tools])), highRisk };
  const workerNames = scenario.agents.map((agent) => agent.name);
  const centreTools = knobs.centreTools === "centre-too" ? [...highRisk] : [];
  const offered = [
    ...scenario.agents.map((agent) => routingTool(`${TRANSFER_PREFIX}${agent.name}`, agent.description)),
    ...deskTools(scenario, centreTools, desk, false),
  ];
  const model = ctx.modelFor(router).bindTools(offered);
  let stops = 0;
  const say = (content: string) => new AIMessage({ id: `${router}-gate-${++stops}`, name: router, content });

  async function supervisorNode(state: State, config: RunnableConfig): Promise<Partial<State>> {
    const reply = namedReply((await model.invoke(supervisorInput(state, scenario.router.prompt, knobs.reportProtocol), config)) as AIMessage, router);
    const call = reply.tool_calls?.[0];
    if (!call) return { messages: [reply], pending: null };
    if (!call.name.startsWith(TRANSFER_PREFIX)) {
      // The centre holds a business tool itself (centreTools: centre-too): it calls the API directly,
      // with no worker, no gate and no permission in between.
      const own = new ToolDesk(scenario.tools, router, state.clock, state.toolLedger, state.permissions);
      let result: string;
      try {
        result = own.call(call.name, call.args, false);
      } catch (error) {
        result = `Error: ${(error as Error).message}`;
      }
      const answer = new ToolMessage({ content: result, tool_call_id: call.id ?? "", name: call.name });
      return { messages: [reply, answer], toolLedger: own.recorded, clock: own.clock, permissions: own.permissions, pending: null };
    }
    const { task, ...args } = call.args as { task?: unknown };
    const request: DispatchRequest = { worker: call.name.slice(TRANSFER_PREFIX.length), task: String(task ?? ""), args, callId: call.id ?? "" };
    return { messages: [reply], pending: { ...request, verdict: dispatchGate(request, state, team, knobs) } };
  }

  function afterSupervisor(state: State): string {
    const last = state.messages[state.messages.length - 1];
    if (last?.getType() === "tool") return router;
    const verdict = state.pending?.verdict;
    if (!verdict) return END;
    if (verdict.kind === "dispatch") return verdict.worker;
    if (verdict.kind === "approval") return "approval";
    if (verdict.kind === "breaker-open" || verdict.kind === "at-capacity") return "degraded";
    return "stop";
  }

  // Ends the turn with the gate's explanation, answering the dispatch call so the history stays well-formed.
  function gateStop(state: State): Partial<State> {
    const pending = state.pending;
    if (!pending) return {};
    const text = gateMessage(pending.verdict);
    return { messages: [new ToolMessage({ content: `Not dispatched: ${pending.verdict.kind}`, tool_call_id: pending.callId, name: `${TRANSFER_PREFIX}${pending.worker}` }), say(text)], pending: null };
  }

  // Seed 003 §2.3: the human gate sits before the high-risk worker is dispatched, on the edge, not in a prompt.
  function approvalNode(state: State, config: RunnableConfig): Command {
    const pending = state.pending;
    if (!pending || pending.verdict.kind !== "approval") return new Command({ goto: END });
    const { tool } = pending.verdict;
    const request: HumanRequest = { action: tool, args: pending.args, editable: editableOf(scenario, tool) };
    const decision = askHuman(request, config);
    if (decision.type === "reject") {
      return new Command({
        goto: END,
        update: {
          messages: [new ToolMessage({ content: "Not dispatched: the human rejected it.", tool_call_id: pending.callId, name: `${TRANSFER_PREFIX}${pending.worker}` }), say(`审批未通过：${tool} 没有执行。`)],
          pending: null,
        },
      });
    }
    const args = decidedArgs(request, decision);
    const permit: Permission = { id: `${tool}#${state.permissions.length + 1}`, tool, args, usesLeft: 1 };
    return new Command({ goto: pending.worker, update: { permissions: [...state.permissions, permit], pending: { ...pending, args } } });
  }

  const builder = new StateGraph(GuardedSupervisorState)
    .addNode(router, supervisorNode)
    .addNode("approval", approvalNode, { ends: [...workerNames, END] })
    .addNode("degraded", gateStop)
    .addNode("stop", gateStop);

  for (const spec of scenario.agents) {
    const agent = createReactAgent({ name: spec.name, llm: ctx.modelFor(spec.name), tools: deskTools(scenario, spec.tools, desk, knobs.approvalGate), prompt: spec.prompt });
    const workerNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
      const pending = state.pending;
      const task = pending?.task ?? "";
      const live = state.permissions.filter((permit) => permit.usesLeft > 0 && spec.tools.includes(permit.tool));
      // A high-risk worker sees the ids, the task and its permission, nothing of the other workers' output.
      const brief = [task, ...Object.entries(pending?.args ?? {}).map(([key, value]) => `${key}=${JSON.stringify(value)}`), ...live.map((permit) => `permission ${permit.id}: ${permit.tool} ${JSON.stringify(permit.args)}, uses_left=${permit.usesLeft}`)];
      desk.current = new ToolDesk(scenario.tools, spec.name, state.clock, state.toolLedger, state.permissions);
      const runNumber = state.dispatches.length + 1;
      const produced = await runWorker(agent, [new HumanMessage({ id: `${spec.name}-task-${runNumber}`, content: brief.join("\n") })], config);
      const own = desk.current;
      desk.current = undefined;
      const final = [...produced].reverse().find((message) => message.getType() === "ai");
      const raw = produced.map((message) => contentAsText(message.content)).filter(Boolean);
      const report = makeReport(spec.name, contentAsText(final?.content ?? ""), own.recorded.map((call) => `${call.tool}#${call.callNumber}`), {
        timedOut: own.recorded.some((call) => call.outcome === "timeout"),
        rawChars: raw.reduce((sum, text) => sum + text.length, 0),
      });
      const ack = new ToolMessage({
        content: knobs.reportProtocol ? `${spec.name} reported (workerReports.${spec.name})` : `${spec.name} finished`,
        tool_call_id: pending?.callId ?? "",
        name: `${TRANSFER_PREFIX}${spec.name}`,
      });
      return {
        messages: knobs.reportProtocol ? [ack] : [ack, ...produced],
        ...(knobs.reportProtocol ? { workerReports: { [spec.name]: report } } : {}),
        workerRaw: { [spec.name]: raw },
        dispatches: [...state.dispatches, { worker: spec.name, task }],
        toolLedger: own.recorded,
        clock: own.clock,
        permissions: own.permissions,
        pending: null,
      };
    };
    builder.addNode(spec.name, workerNode, { subgraphs: [agent] }).addEdge(spec.name, router);
  }
  const routes = Object.fromEntries([...workerNames, router, "approval", "degraded", "stop", END].map((name) => [name, name]));
  const graph = builder
    .addEdge(START, router)
    .addConditionalEdges(router, afterSupervisor, routes)
    .addEdge("degraded", END)
    .addEdge("stop", END)
    .compile({ checkpointer: ctx.checkpointer });
  return { graph, router, inputFor: turnInput };
}

/** Each user turn starts a fresh dispatch count; reports, ledger and permissions carry on. */
function turnInput(turn: number, text: string): Record<string, unknown> {
  return { messages: [userTurnMessage(turn, text)], dispatches: [], pending: null };
}
