import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { RunnableConfig } from "@langchain/core/runnables";
import { Annotation, Command, END, MessagesAnnotation, START, StateGraph } from "@langchain/langgraph";
import { editableOf } from "../../guards/permissions";
import { askHuman } from "../../hitl/askHuman";
import { decidedArgs, type HumanRequest } from "../../hitl/humanRequest";
import { deskTools, routingTool, type DeskRef } from "../../guards/deskTools";
import { allowListAfterHandoff, briefOf, hopsIn, isPingPong, transcriptBytes, utf8Bytes, type HandoffBrief, type HandoffEntry } from "../../guards/handoff";
import { GUARD_LIMITS } from "../../guards/limits";
import { ToolDesk, type Permission, type ToolCallRecord } from "../../guards/toolLedger";
import { namedReply } from "./namedReply";
import { userTurnMessage } from "./turnInput";
import type { BuildContext, BuiltTopology } from "../types";

const TRANSFER_PREFIX = "transfer_to_";
const replace = <T>(_old: T, next: T) => next;
/** Model calls one agent may make before it must answer, hand off or wait for a human. */
const AGENT_STEPS = 8;

/** A high-risk call waiting for the approval node. */
interface PendingCall {
  agent: string;
  tool: string;
  args: Record<string, unknown>;
  callId: string;
}

/** Seed 003 §4's swarm state, plus what the guards need: the brief, allow-lists and the tool ledger. */
export const GuardedSwarmState = Annotation.Root({
  ...MessagesAnnotation.spec,
  activeAgent: Annotation<string>({ reducer: replace, default: () => "" }),
  /** Every handoff with from, to and reason (append reducer): the view no single agent has. */
  handoffLog: Annotation<HandoffEntry[]>({ reducer: (old, next) => [...old, ...next], default: () => [] }),
  /** The trimmed payload the active agent received, if it was handed the conversation. */
  brief: Annotation<HandoffBrief | null>({ reducer: replace, default: () => null }),
  /** The business tools each agent is offered, recomputed at every handoff. */
  allowList: Annotation<Record<string, string[]>>({ reducer: (old, next) => ({ ...old, ...next }), default: () => ({}) }),
  turn: Annotation<number>({ reducer: replace, default: () => 0 }),
  toolLedger: Annotation<ToolCallRecord[]>({ reducer: (old, next) => [...old, ...next], default: () => [] }),
  permissions: Annotation<Permission[]>({ reducer: replace, default: () => [] }),
  clock: Annotation<number>({ reducer: replace, default: () => 0 }),
  pendingApproval: Annotation<PendingCall | null>({ reducer: replace, default: () => null }),
  /** Where the agent's step leads: another agent, the approval node, or the end of the turn. */
  route: Annotation<"handoff" | "approval" | "end">({ reducer: replace, default: () => "end" }),
});

type State = typeof GuardedSwarmState.State;


function isHandoffResult(message: BaseMessage): boolean {
  return message.getType() === "tool" && (message.name ?? "").startsWith(TRANSFER_PREFIX);
}

/**
 * What an agent's model is given. `full-transcript`: the whole conversation. `trimmed`: its prompt, then
 * either the user's message (the user is talking to it) or the brief it was handed, then its own steps.
 */
function agentInput(messages: readonly BaseMessage[], prompt: string | undefined, trimmed: boolean, brief: HandoffBrief | null): BaseMessage[] {
  const system = prompt ? [new SystemMessage(prompt)] : [];
  if (!trimmed) return [...system, ...messages];
  let start = messages.length;
  while (start > 0 && messages[start - 1].getType() !== "human" && !isHandoffResult(messages[start - 1])) start -= 1;
  const boundary = messages[start - 1];
  if (boundary && isHandoffResult(boundary) && brief) {
    // The brief is the one thing that crossed over; it reads as context, not as the user speaking.
    return [...system, new HumanMessage({ id: `brief-${brief.from}-${start}`, content: `handoff ${JSON.stringify(brief)}` }), ...messages.slice(start)];
  }
  return [...system, ...messages.slice(Math.max(0, start - 1))];
}

/**
 * Seed 003 §3 and §4: a swarm hand-written as a `StateGraph`, with the guards `createSwarm` leaves to
 * you. Each agent node runs its model with the tools its allow-list gives it; a `transfer_to_<agent>`
 * call appends `{from, to, reason}` to `handoffLog`, recomputes the next agent's allow-list and hands
 * over either a trimmed brief or the whole transcript. A conditional edge after every agent sends
 * A→B, B→A and a fifth hop to a human (`interrupt`) instead of another hop, and a high-risk call to
 * the approval node first. With `hiddenCoordinator` every handoff passes a coordinator whose model
 * reads everything: the fake swarm of seed 003 §7.
 */
export function build(ctx: BuildContext): BuiltTopology {
  const { scenario, knobs } = ctx;
  const names = scenario.agents.map((agent) => agent.name);
  const first = names[0] ?? "";
  const intents = scenario.intents ?? {};
  const firstIntent = Object.keys(intents)[0] ?? "";
  const highRisk = new Set(scenario.tools.filter((spec) => spec.approval).map((spec) => spec.name));
  const desk: DeskRef = {};
  const coordinator = scenario.router.name;
  const trimmed = knobs.handoffPayload === "trimmed";
  const startList = (agent: string) => allowListAfterHandoff("recomputed", scenario.agents.find((a) => a.name === agent)?.tools ?? [], [], intents[firstIntent]);

  function handoffRoute(state: State): string {
    if (knobs.pingPongGuard && isPingPong(state.handoffLog, state.turn)) return "human";
    // The handoff that reaches the limit goes to a human, so no turn holds more hops than the limit.
    if (knobs.hopLimit && hopsIn(state.handoffLog, state.turn) >= GUARD_LIMITS.hops) return "human";
    return state.activeAgent;
  }

  function afterAgent(state: State): string {
    if (state.route === "approval") return "approval";
    if (state.route === "end") return END;
    return knobs.hiddenCoordinator ? coordinator : handoffRoute(state);
  }

  const builder = new StateGraph(GuardedSwarmState);
  for (const spec of scenario.agents) {
    const model = ctx.modelFor(spec.name);
    const others = names.filter((other) => other !== spec.name);
    const handoffTools = others.map((other) => routingTool(`${TRANSFER_PREFIX}${other}`, scenario.agents.find((a) => a.name === other)?.description ?? other));

    const agentNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
      const allowed = state.allowList[spec.name] ?? startList(spec.name);
      const local: BaseMessage[] = [];
      const own = new ToolDesk(scenario.tools, spec.name, state.clock, state.toolLedger, state.permissions);
      desk.current = own;
      const done = (update: Partial<State>): Partial<State> => {
        desk.current = undefined;
        return { messages: local, toolLedger: own.recorded, clock: own.clock, permissions: own.permissions, pendingApproval: null, ...update };
      };
      const runTool = (name: string, args: Record<string, unknown>, callId: string) => {
        let content: string;
        try {
          content = own.call(name, args, knobs.approvalGate);
        } catch (error) {
          content = `Error: ${(error as Error).message}`;
        }
        local.push(new ToolMessage({ content, tool_call_id: callId, name }));
      };
      // Back from the approval node: the call it approved runs first, under its new permission.
      const waiting = state.pendingApproval;
      if (waiting?.agent === spec.name) runTool(waiting.tool, waiting.args, waiting.callId);
      const bound = model.bindTools([...deskTools(scenario, allowed, desk, knobs.approvalGate), ...handoffTools]);
      for (let step = 0; step < AGENT_STEPS; step += 1) {
        const input = agentInput([...state.messages, ...local], spec.prompt, trimmed, state.brief);
        const reply = namedReply((await bound.invoke(input, config)) as AIMessage, spec.name);
        local.push(reply);
        const calls = reply.tool_calls ?? [];
        if (!calls.length) return done({ route: "end" });
        for (const call of calls) {
          const callId = call.id ?? "";
          if (call.name.startsWith(TRANSFER_PREFIX)) {
            const to = call.name.slice(TRANSFER_PREFIX.length);
            const args = call.args as Record<string, unknown>;
            const brief = briefOf(spec.name, args);
            const nextOwn = scenario.agents.find((a) => a.name === to)?.tools ?? [];
            const tools = allowListAfterHandoff(knobs.toolAllowList, nextOwn, allowed, intents[brief.intent]);
            const transcript = [...state.messages, ...local];
            const payloadBytes = trimmed ? utf8Bytes(JSON.stringify(brief)) : transcriptBytes(transcript);
            local.push(new ToolMessage({ content: `Handed over to ${to}.`, tool_call_id: callId, name: call.name }));
            const entry: HandoffEntry = { from: spec.name, to, reason: String(args.reason ?? ""), intent: brief.intent, turn: state.turn, payloadBytes, tools };
            return done({ route: "handoff", activeAgent: to, handoffLog: [entry], brief, allowList: { [to]: tools } });
          }
          const args = call.args as Record<string, unknown>;
          const covered = own.permissions.some((permit) => permit.tool === call.name && permit.usesLeft > 0);
          if (highRisk.has(call.name) && knobs.approvalGate && !covered) {
            return done({ route: "approval", pendingApproval: { agent: spec.name, tool: call.name, args, callId } });
          }
          runTool(call.name, args, callId);
        }
      }
      return done({ route: "end" });
    };
    builder.addNode(spec.name, agentNode);
  }

  function approvalNode(state: State, config: RunnableConfig): Command {
    const pending = state.pendingApproval;
    if (!pending) return new Command({ goto: END });
    const request: HumanRequest = { action: pending.tool, args: pending.args, editable: editableOf(scenario, pending.tool) };
    const decision = askHuman(request, config);
    if (decision.type === "reject") {
      return new Command({
        goto: END,
        update: {
          messages: [new ToolMessage({ content: "Not run: the human rejected it.", tool_call_id: pending.callId, name: pending.tool }), new AIMessage({ id: `${pending.agent}-rejected-${state.permissions.length + 1}`, name: pending.agent, content: `审批未通过：${pending.tool} 没有执行。` })],
          pendingApproval: null,
        },
      });
    }
    const args = decidedArgs(request, decision);
    const permit: Permission = { id: `${pending.tool}#${state.permissions.length + 1}`, tool: pending.tool, args, usesLeft: 1 };
    return new Command({ goto: pending.agent, update: { permissions: [...state.permissions, permit], pendingApproval: { ...pending, args } } });
  }

  // Seed 003 §4: a bounce goes to the human gate, not back to a model to "try again".
  function humanNode(state: State, config: RunnableConfig): Partial<State> {
    const reason = knobs.pingPongGuard && isPingPong(state.handoffLog, state.turn) ? "ping-pong" : "hop-limit";
    const handoffs = state.handoffLog.filter((entry) => entry.turn === state.turn).map((entry) => `${entry.from}→${entry.to}`);
    askHuman({ action: "take_over", args: { reason, handoffs }, editable: [] }, config);
    return { messages: [new AIMessage({ id: `human-takeover-${state.turn + 1}`, name: "human", content: reason === "ping-pong" ? "人工客服已接手：两位 agent 来回交接了同一个问题，不再让模型再试一次。" : `人工客服已接手：本轮交接已到 ${GUARD_LIMITS.hops} 次上限。` })] };
  }

  const agentRoutes = Object.fromEntries([...names, "approval", "human", END, ...(knobs.hiddenCoordinator ? [coordinator] : [])].map((name) => [name, name]));
  builder
    .addNode("approval", approvalNode, { ends: [...names, END] })
    .addNode("human", humanNode)
    .addConditionalEdges(START, (state: State) => state.activeAgent || first, Object.fromEntries(names.map((name) => [name, name])))
    .addEdge("human", END);
  for (const name of names) builder.addConditionalEdges(name as never, afterAgent, agentRoutes as never);

  if (knobs.hiddenCoordinator) {
    const model = ctx.modelFor(coordinator).bindTools(names.map((name) => routingTool(`${TRANSFER_PREFIX}${name}`, name)));
    // The fake swarm: a node that reads every agent's raw text and picks who goes next.
    const coordinatorNode = async (state: State, config: RunnableConfig): Promise<Partial<State>> => {
      const prompt = scenario.router.prompt ? [new SystemMessage(scenario.router.prompt)] : [];
      const reply = namedReply((await model.invoke([...prompt, ...state.messages], config)) as AIMessage, coordinator);
      const call = reply.tool_calls?.[0];
      const picked = call?.name.startsWith(TRANSFER_PREFIX) ? call.name.slice(TRANSFER_PREFIX.length) : state.activeAgent;
      const answer = call ? [new ToolMessage({ content: `Routed to ${picked}.`, tool_call_id: call.id ?? "", name: call.name })] : [];
      return { messages: [reply, ...answer], activeAgent: names.includes(picked) ? picked : state.activeAgent };
    };
    builder.addNode(coordinator, coordinatorNode);
    builder.addConditionalEdges(coordinator as never, handoffRoute, Object.fromEntries([...names, "human"].map((name) => [name, name])) as never);
  }

  const graph = builder.compile({ checkpointer: ctx.checkpointer });
  return {
    graph,
    ...(knobs.hiddenCoordinator ? { router: coordinator } : {}),
    inputFor: turnInput,
  };
}

/** Each user turn starts with no brief and no route; the handoff log, allow-lists and ledger carry on. */
function turnInput(turn: number, text: string): Record<string, unknown> {
  return { messages: [userTurnMessage(turn, text)], turn, brief: null, route: "end" };
}
