import type { BaseMessage } from "@langchain/core/messages";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { Command, MemorySaver } from "@langchain/langgraph";
import { z } from "zod";
import { runChecks } from "../checks";
import { approvalGate } from "../hitl/approvalGate";
import type { HumanDecision } from "../hitl/humanRequest";
import { makeKnobs, type Knobs } from "../knobs";
import { CallRecorder } from "../model/callRecorder";
import { ScriptedChatModel } from "../model/scriptedChatModel";
import type { Scenario, ScriptedReply } from "../scenarios/types";
import { getTopology } from "../topologies";
import { buildWithFault } from "../topologies/graphs/faults";
import { userTurnMessage } from "../topologies/graphs/turnInput";
import type { BuildContext, BuiltTopology, TopologyState } from "../topologies/types";
import { RunBudget, RunBudgetExceededError } from "./budget";
import { readGraph } from "./graph";
import { INTERRUPT_KEY, interruptValues, nextAtPause } from "./interrupts";
import { IdNormalizer, serializeMessage } from "./serialize";
import { toolResultText } from "./toolResult";
import type { Trace, TraceError, TraceMessage, TraceStep } from "./types";

const THREAD_ID = "playground";

/** The script an agent plays under the given topology. */
export function scriptFor(scenario: Scenario, knobs: Knobs, agent: string): ScriptedReply[] {
  if (agent === scenario.router.name) return scenario.routerScripts[knobs.topology] ?? [];
  const override = scenario.agentScripts?.[knobs.topology]?.[agent];
  return override ?? scenario.agents.find((a) => a.name === agent)?.script ?? [];
}

function scenarioTools(scenario: Scenario, budget?: RunBudget): Map<string, StructuredToolInterface> {
  const call = (result: string): string => {
    budget?.charge("toolResultChars", result.length);
    return result;
  };
  return new Map(
    scenario.tools.map((spec) => {
      const plain = tool(async (args: Record<string, unknown>) => call(toolResultText(spec.result, args)), {
        name: spec.name,
        description: spec.description,
        schema: z.looseObject({}),
      });
      return [spec.name, spec.approval ? approvalGate(plain, spec.approval) : plain];
    }),
  );
}

/** Everything a topology builder needs for one run, wired to one call recorder (and the run's budget, if it has one). */
export function makeBuildContext(scenario: Scenario, knobs: Knobs, recorder: CallRecorder, budget?: RunBudget): BuildContext {
  const tools = scenarioTools(scenario, budget);
  const models = new Map<string, ScriptedChatModel>();
  return {
    scenario,
    knobs,
    checkpointer: new MemorySaver(),
    modelFor(agent) {
      let model = models.get(agent);
      if (!model) {
        model = new ScriptedChatModel({ agent, script: scriptFor(scenario, knobs, agent), recorder, strictness: knobs.providerStrictness });
        models.set(agent, model);
      }
      return model;
    },
    toolsFor(agent) {
      const names = scenario.agents.find((a) => a.name === agent)?.tools ?? [];
      return names.flatMap((name) => tools.get(name) ?? []);
    },
  };
}

function asTraceError(error: unknown, budget?: RunBudget): TraceError {
  // Over budget, whatever the stream threw (an abort, a tool's caught error) is a consequence of the stop.
  if (budget?.overrun) return { name: "RunBudgetExceededError", message: new RunBudgetExceededError(budget.overrun).message, budget: budget.overrun };
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: "Error", message: String(error) };
}

/**
 * Node names of a namespace like `["researcher:1f2e…", "agent:9a…"]`, without task ids. A segment
 * the topology labelled (a tool task that ran a subagent) takes that label instead.
 */
function cleanNamespace(ns: string[], labels?: ReadonlyMap<string, string>): string[] {
  return ns.map((part) => labels?.get(part) ?? part.split(":")[0]);
}

function jsonSafe(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null));
}

/** How a run answers the humans its graph asks. */
export interface RunOptions {
  /**
   * The `Command({ resume })` value for each interrupt, in the order the run meets them. When they
   * run out at an interrupt, the run stops there with outcome `paused`.
   */
  decisions?: readonly HumanDecision[];
}

/**
 * Runs a scenario on the real LangGraph.js runtime and records every step as a serializable trace,
 * with every check of the checks table evaluated on it. Errors (at build or run time) never escape:
 * they become the trace's last step. At each interrupt it records an `interrupt` step and resumes the
 * same thread with the next of `options.decisions`.
 */
export async function run(scenario: Scenario, knobOverrides: Partial<Knobs> = {}, options: RunOptions = {}): Promise<Trace> {
  const trace = await record(scenario, knobOverrides, options.decisions ?? []);
  trace.checks = runChecks(trace);
  return trace;
}

async function record(scenario: Scenario, knobOverrides: Partial<Knobs>, decisions: readonly HumanDecision[]): Promise<Trace> {
  const knobs = makeKnobs(knobOverrides);
  let decided = 0;
  const budget = new RunBudget();
  const recorder = new CallRecorder(budget);
  const ids = new IdNormalizer();
  const rawIds = new WeakMap<object, string>();
  const messages: Record<string, TraceMessage> = {};
  const trace: Trace = {
    scenarioId: scenario.id,
    knobs,
    graph: { nodes: [], edges: [] },
    messages,
    steps: [],
    modelCalls: [],
    turns: [],
    outcome: { status: "completed" },
    checks: [],
  };
  const highRisk = scenario.tools.filter((spec) => spec.approval).map((spec) => spec.name);
  if (highRisk.length) trace.highRiskTools = highRisk;

  let anonymous = 0;
  // Messages without an id (a system prompt, say) are told apart by object identity.
  const keyOf = (message: BaseMessage): string => {
    if (message.id) return message.id;
    let key = rawIds.get(message);
    if (!key) {
      key = `anonymous-${++anonymous}`;
      rawIds.set(message, key);
    }
    return key;
  };
  const intern = (message: BaseMessage): string => {
    const serialized = serializeMessage(message, ids, keyOf(message));
    if (!(serialized.id in messages)) budget.chargeMessage(message);
    messages[serialized.id] = serialized;
    return serialized.id;
  };

  let built: BuiltTopology;
  // What the topology records per step beyond messages, as its descriptor declares.
  let recorded: TopologyState;
  try {
    const topology = getTopology(knobs.topology);
    recorded = topology.state;
    const ctx = makeBuildContext(scenario, knobs, recorder, budget);
    // An error-gallery scenario's deliberate mistake is built by its own fault builder.
    built = await (scenario.fault ? buildWithFault(ctx, scenario.fault) : topology.build(ctx));
    trace.router = built.router;
    trace.graph = await readGraph(built.graph, built.attachedGraphs);
  } catch (error) {
    pushError(trace, asTraceError(error), 0, [], []);
    return trace;
  }

  let shared: string[] = [];
  let activeAgent: string | undefined;
  const takenCalls = new Set<number>();
  // `owners`: the step's namespace and node. Calls of branches running side by side (Send) are all
  // fresh when the first branch reports, so a step then takes only its own agent's calls.
  const takeCalls = (step: number, owners: readonly string[] = []): number[] => {
    let fresh = recorder.calls.filter((call) => !takenCalls.has(call.seq));
    if (new Set(fresh.map((call) => call.agent)).size > 1) {
      const own = fresh.filter((call) => owners.includes(call.agent));
      if (own.length) fresh = own;
    }
    for (const call of fresh) {
      takenCalls.add(call.seq);
      trace.modelCalls.push({
        seq: call.seq,
        agent: call.agent,
        callNumber: call.callNumber,
        step,
        input: call.input.map((m) => serializeMessage(m, ids, keyOf(m))),
        tools: call.tools,
        ...(call.error ? { error: call.error } : {}),
      });
    }
    trace.modelCalls.sort((a, b) => a.seq - b.seq);
    return fresh.map((call) => call.seq);
  };

  for (const [turn, text] of scenario.userTurns.entries()) {
    trace.turns.push({ index: turn, input: text, startStep: trace.steps.length, path: [] });
    const input = built.inputFor?.(turn, text) ?? { messages: [userTurnMessage(turn, text)] };
    // Top-level node steps wait for the next top-level values event to learn the shared state.
    let pending: TraceStep[] = [];
    let sawInput = false;
    const streamOptions = {
      streamMode: ["updates", "values"],
      subgraphs: true,
      recursionLimit: knobs.recursionLimit,
      // The passThreadId knob leaves it out, to show what the runtime says then.
      configurable: knobs.passThreadId ? { thread_id: THREAD_ID } : {},
      signal: budget.signal,
    };
    /** Streams the turn's input (or a resume) and returns the interrupts the run paused at, if any. */
    const consume = async (streamInput: unknown): Promise<unknown[]> => {
      const asked: unknown[] = [];
      const stream = await built.graph.stream(streamInput, streamOptions);
      for await (const [rawNs, mode, chunk] of stream as AsyncIterable<[string[], string, Record<string, unknown>]>) {
        const namespace = cleanNamespace(rawNs, built.namespaceLabels);
        if (mode === "values") {
          // A pause also arrives as a values chunk holding only the pending interrupts.
          if (namespace.length > 0 || INTERRUPT_KEY in chunk) continue;
          const state = (chunk.messages as BaseMessage[] | undefined) ?? [];
          const next = state.map(intern);
          if (recorded.activeAgent) activeAgent = (chunk[recorded.activeAgent] as string | undefined) ?? activeAgent;
          if (!sawInput) {
            sawInput = true;
            pushStep(trace, { turn, kind: "input", namespace: [], node: "__start__", update: next.filter((id) => !shared.includes(id)), added: next.filter((id) => !shared.includes(id)), state: next, activeAgent, modelCalls: [] });
          } else {
            for (const step of pending) {
              step.added = next.filter((id) => !shared.includes(id) && step.update.includes(id));
              step.state = next;
              step.activeAgent = activeAgent;
            }
            // Anything added that no single update claimed (a reducer merge) goes to the last step.
            const unclaimed = next.filter((id) => !shared.includes(id) && !pending.some((s) => s.added.includes(id)));
            if (pending.length) pending[pending.length - 1].added.push(...unclaimed);
          }
          shared = next;
          pending = [];
          continue;
        }
        for (const [node, update] of Object.entries(chunk)) {
          if (node === INTERRUPT_KEY) {
            // A subgraph's pause also reaches the top level, which is where the run waits.
            if (namespace.length === 0) asked.push(...interruptValues(update));
            continue;
          }
          const value = (update ?? {}) as Record<string, unknown>;
          const updateMessages = Array.isArray(value.messages) ? (value.messages as BaseMessage[]) : [];
          const extra = recorded.keys.filter((key) => key in value);
          const step = pushStep(trace, {
            turn,
            kind: "node",
            namespace,
            node,
            update: updateMessages.map(intern),
            added: [],
            state: shared,
            activeAgent,
            modelCalls: [],
            ...(extra.length ? { extra: Object.fromEntries(extra.map((key) => [key, jsonSafe(value[key])])) } : {}),
          });
          step.modelCalls = takeCalls(step.index, [...namespace, node]);
          if (namespace.length === 0) {
            pending.push(step);
            trace.turns[turn].path.push(node);
          }
        }
      }
      return asked;
    };
    try {
      let asked = await consume(input);
      while (asked.length) {
        const pause = pushStep(trace, {
          turn,
          kind: "interrupt",
          namespace: [],
          node: INTERRUPT_KEY,
          update: [],
          added: [],
          state: shared,
          activeAgent,
          modelCalls: takeCalls(trace.steps.length),
          interrupt: { value: asked.length === 1 ? asked[0] : asked, next: await nextAtPause(built.graph, streamOptions) },
        });
        if (decided >= decisions.length) {
          trace.outcome = { status: "paused" };
          return trace;
        }
        const resume = decisions[decided++];
        pause.interrupt!.resume = jsonSafe(resume);
        // The resumed stream continues this turn: its first values event is no new input.
        sawInput = true;
        asked = await consume(new Command({ resume }));
      }
    } catch (error) {
      pushError(trace, asTraceError(error, budget), turn, shared, takeCalls(trace.steps.length));
      return trace;
    }
  }
  return trace;
}

function pushStep(trace: Trace, step: Omit<TraceStep, "index">): TraceStep {
  const full = { index: trace.steps.length, ...step };
  trace.steps.push(full);
  return full;
}

function pushError(trace: Trace, error: TraceError, turn: number, state: string[], modelCalls: number[]): void {
  pushStep(trace, { turn, kind: "error", namespace: [], node: "__error__", update: [], added: [], state, modelCalls, error });
  trace.outcome = { status: "error", error };
}
