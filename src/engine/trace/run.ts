import type { BaseMessage } from "@langchain/core/messages";
import { tool, type StructuredToolInterface } from "@langchain/core/tools";
import { Command, MemorySaver } from "@langchain/langgraph";
import { z } from "zod";
import { runChecks } from "../checks";
import { approvalGate } from "../hitl/approvalGate";
import type { HumanDecision } from "../hitl/humanRequest";
import { makeKnobs, type Knobs } from "../knobs";
import type { RunLimit } from "../limits";
import { CallRecorder } from "../model/callRecorder";
import { ScriptedChatModel } from "../model/scriptedChatModel";
import { playedScenario } from "../scenarios/generated";
import { scriptFor } from "../scenarios/scripts";
import type { Scenario, ScriptedReply } from "../scenarios/types";
import { getTopology } from "../topologies";
import { buildWithFault } from "../topologies/graphs/faults";
import { userTurnMessage } from "../topologies/graphs/turnInput";
import type { BuildContext, BuiltTopology, TopologyState } from "../topologies/types";
import { RunBudget, RunBudgetExceededError } from "./budget";
import { readGraph } from "./graph";
import { failingNodes, meantSetting } from "./meantGraph";
import { applyForkEdit, findCheckpoint, forkPoint, pruneMessages, rewindTrace, type ForkRequest } from "./fork";
import { INTERRUPT_KEY, interruptValues, nextAtPause } from "./interrupts";
import { MessageTable } from "./messageTable";
import { toolResultText } from "./toolResult";
import type { MeantGraph, Trace, TraceError, TraceMessage, TraceStep } from "./types";

const THREAD_ID = "playground";

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
export function makeBuildContext(scenario: Scenario, knobs: Knobs, recorder: CallRecorder, budget?: RunBudget, scripts = new Map<string, ScriptedReply[]>()): BuildContext {
  const tools = scenarioTools(scenario, budget);
  const models = new Map<string, ScriptedChatModel>();
  return {
    scenario,
    knobs,
    checkpointer: new MemorySaver(),
    modelFor(agent) {
      let model = models.get(agent);
      if (!model) {
        const script = [...scriptFor(scenario, knobs, agent)];
        scripts.set(agent, script);
        model = new ScriptedChatModel({ agent, script, recorder, strictness: knobs.providerStrictness });
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

/** How a run answers the humans its graph asks, whether it forks, and the work it may do. */
export interface RunOptions {
  /**
   * The `Command({ resume })` value for each interrupt, in the order the run meets them. When they
   * run out at an interrupt, the run stops there with outcome `paused`.
   */
  decisions?: readonly HumanDecision[];
  /** Time travel: after the run, go back to a step's checkpoint and re-run from it with one reply changed. */
  fork?: ForkRequest;
  /** The work limits the run is held to (default `LIMITS.run`). */
  limits?: Readonly<Record<RunLimit, number>>;
  /** Called after each event the graph streams (between supersteps): the run is alive (a watchdog's heartbeat). */
  onProgress?(): void;
}

/**
 * Runs a scenario on the real LangGraph.js runtime and records every step as a serializable trace,
 * with every check of the checks table evaluated on it. Errors (at build or run time) never escape:
 * they become the trace's last step. At each interrupt it records an `interrupt` step and resumes the
 * same thread with the next of `options.decisions`. A generated scenario plays what its generator
 * makes for the knobs.
 */
export async function run(scenario: Scenario, knobOverrides: Partial<Knobs> = {}, options: RunOptions = {}): Promise<Trace> {
  const trace = await record(scenario, knobOverrides, options);
  trace.checks = runChecks(trace);
  return trace;
}

async function record(given: Scenario, knobOverrides: Partial<Knobs>, { decisions = [], fork, limits, onProgress }: RunOptions): Promise<Trace> {
  const knobs = makeKnobs(knobOverrides);
  const scenario = playedScenario(given, knobs);
  let decided = 0;
  const budget = new RunBudget(limits);
  const recorder = new CallRecorder(budget);
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

  // One object per distinct message, shared by the state and every model call that saw it.
  const table = new MessageTable();
  const intern = (message: BaseMessage): string => {
    const serialized = table.serialize(message);
    messages[serialized.id] = serialized;
    return serialized.id;
  };

  // Each agent's own copy of its script, so a fork can change a reply the model has not given yet.
  const scripts = new Map<string, ScriptedReply[]>();
  let built: BuiltTopology;
  // What the topology records per step beyond messages, as its descriptor declares.
  let recorded: TopologyState;
  try {
    const topology = getTopology(knobs.topology);
    recorded = topology.state;
    const ctx = makeBuildContext(scenario, knobs, recorder, budget, scripts);
    // An error-gallery scenario's deliberate mistake is built by its own fault builder.
    built = await (scenario.fault ? buildWithFault(ctx, scenario.fault) : topology.build(ctx));
    trace.router = built.router;
    const { shape, mermaid } = await readGraph(built.graph, built.attachedGraphs);
    trace.graph = shape;
    trace.mermaid = mermaid;
  } catch (error) {
    const failed: TraceError = { ...asTraceError(error), phase: "build" };
    pushError(trace, failed, 0, [], []);
    const meant = await drawMeant(scenario, knobs, failed);
    if (meant) trace.meant = meant;
    return trace;
  }

  let shared: string[] = [];
  let activeAgent: string | undefined;
  const takenCalls = new Set<number>();
  // Every call before this index is taken: a step looks only at the calls after it, not the whole run's.
  let untakenFrom = 0;
  // `owners`: the step's namespace and node. Calls of branches running side by side (Send) are all
  // fresh when the first branch reports, so a step then takes only its own agent's calls.
  const takeCalls = (step: number, owners: readonly string[] = []): number[] => {
    while (untakenFrom < recorder.calls.length && takenCalls.has(recorder.calls[untakenFrom].seq)) untakenFrom++;
    let fresh = recorder.calls.slice(untakenFrom).filter((call) => !takenCalls.has(call.seq));
    if (!fresh.length) return [];
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
        input: call.input.map((m) => table.serialize(m)),
        tools: call.tools,
        ...(call.error ? { error: call.error } : {}),
        ...(call.reply ? { reply: call.reply } : {}),
      });
    }
    trace.modelCalls.sort((a, b) => a.seq - b.seq);
    return fresh.map((call) => call.seq);
  };

  const configurable = knobs.passThreadId ? { thread_id: THREAD_ID } : {};
  const streamOptions = {
    // Checkpoint events only when forking: they say which checkpoint each top-level step left.
    streamMode: fork ? ["updates", "values", "checkpoints"] : ["updates", "values"],
    subgraphs: true,
    recursionLimit: knobs.recursionLimit,
    // The passThreadId knob leaves it out, to show what the runtime says then.
    configurable,
    signal: budget.signal,
  };
  /** Per top-level step: the checkpoint it left (for forks). */
  const checkpoints = new Map<number, string>();

  /**
   * Plays one turn from `input` (a fresh turn's message, or `null` to go on from the checkpoint in
   * `config`), answering interrupts with the next decisions. False when the run ended (error, pause).
   */
  const playTurn = async (turn: number, input: unknown, config: Record<string, unknown> = configurable): Promise<boolean> => {
    // Top-level node steps wait for the next top-level values event to learn the shared state.
    let pending: TraceStep[] = [];
    // Going on from a checkpoint brings no new input.
    let sawInput = input === null;
    /** Records one stream event; a node's or subgraph's pause adds what it asks to `asked`. */
    const recordChunk = (rawNs: string[], mode: string, chunk: Record<string, unknown>, asked: unknown[]): void => {
      const namespace = cleanNamespace(rawNs, built.namespaceLabels);
      if (mode === "checkpoints") {
        const saved = chunk as { config: { configurable: { checkpoint_id: string } }; metadata?: { source?: string } };
        // An input checkpoint still holds the turn's input as a pending write: no place to fork from.
        if (namespace.length === 0 && saved.metadata?.source !== "input" && trace.steps.length) {
          checkpoints.set(trace.steps.length - 1, saved.config.configurable.checkpoint_id);
        }
        return;
      }
      if (mode === "values") {
        // A pause also arrives as a values chunk holding only the pending interrupts.
        if (namespace.length > 0 || INTERRUPT_KEY in chunk) return;
        const state = (chunk.messages as BaseMessage[] | undefined) ?? [];
        const next = state.map(intern);
        const before = new Set(shared);
        const fresh = next.filter((id) => !before.has(id));
        if (recorded.activeAgent) activeAgent = (chunk[recorded.activeAgent] as string | undefined) ?? activeAgent;
        if (!sawInput) {
          sawInput = true;
          pushStep(trace, { turn, kind: "input", namespace: [], node: "__start__", update: fresh, added: [...fresh], state: next, activeAgent, modelCalls: [] });
        } else {
          const claimed = new Set<string>();
          for (const step of pending) {
            const update = new Set(step.update);
            step.added = fresh.filter((id) => update.has(id));
            for (const id of step.added) claimed.add(id);
            step.state = next;
            step.activeAgent = activeAgent;
          }
          // Anything added that no single update claimed (a reducer merge) goes to the last step.
          if (pending.length) pending[pending.length - 1].added.push(...fresh.filter((id) => !claimed.has(id)));
        }
        shared = next;
        pending = [];
        return;
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
    };
    /** Streams the turn's input (or a resume) and returns the interrupts the run paused at, if any. */
    const consume = async (streamInput: unknown, from: Record<string, unknown>): Promise<unknown[]> => {
      const asked: unknown[] = [];
      const stream = await built.graph.stream(streamInput, { ...streamOptions, configurable: from });
      for await (const [rawNs, mode, chunk] of stream as AsyncIterable<[string[], string, Record<string, unknown>]>) {
        recordChunk(rawNs, mode, chunk, asked);
        onProgress?.();
        // The trace holds each distinct message once: its size is what the table has taken in.
        budget.chargeTo("traceChars", table.chars);
      }
      return asked;
    };
    try {
      // A resumed stream continues the turn from a checkpoint; a fresh one starts from the input.
      let asked = await consume(input, config);
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
          interrupt: { value: asked.length === 1 ? asked[0] : asked, next: await nextAtPause(built.graph, { configurable }) },
        });
        if (decided >= decisions.length) {
          trace.outcome = { status: "paused" };
          return false;
        }
        const resume = decisions[decided++];
        pause.interrupt!.resume = jsonSafe(resume);
        // The resumed stream continues this turn: its first values event is no new input.
        sawInput = true;
        // Resumes go on from the thread's latest checkpoint, not the one a fork started from.
        asked = await consume(new Command({ resume }), configurable);
      }
    } catch (error) {
      pushError(trace, asTraceError(error, budget), turn, shared, takeCalls(trace.steps.length));
      return false;
    }
    return true;
  };

  const startTurn = (turn: number): unknown => {
    const text = scenario.userTurns[turn];
    trace.turns.push({ index: turn, input: text, startStep: trace.steps.length, path: [] });
    return built.inputFor?.(turn, text) ?? { messages: [userTurnMessage(turn, text)] };
  };
  const playFrom = async (first: number): Promise<void> => {
    for (let turn = first; turn < scenario.userTurns.length; turn++) if (!(await playTurn(turn, startTurn(turn)))) return;
  };

  await playFrom(0);
  if (!fork) return trace;
  const point = forkPoint(trace, fork.step, checkpoints);
  if (!point) return trace;
  const { step: at, checkpointId, counts } = point;
  const snapshot = await findCheckpoint(built.graph, configurable, checkpointId);
  if (!snapshot) return trace;
  // Back to the step: everything after it is replaced by the fork's run.
  rewindTrace(trace, at);
  shared = trace.steps[at].state;
  activeAgent = trace.steps[at].activeAgent;
  decided = trace.steps.filter((step) => step.kind === "interrupt").length;
  recorder.rewind(counts);
  const edited = applyForkEdit(scripts, fork, counts);
  trace.fork = { step: at, agent: fork.agent, callNumber: edited, reply: fork.reply };
  const turn = trace.steps[at].turn;
  if (await playTurn(turn, null, snapshot)) await playFrom(turn + 1);
  pruneMessages(trace);
  return trace;
}

function pushStep(trace: Trace, step: Omit<TraceStep, "index">): TraceStep {
  const full = { index: trace.steps.length, ...step };
  trace.steps.push(full);
  return full;
}

/**
 * After a failed build: the compiled graph of the setting it meant (`meantSetting`), built the way the
 * topology builds it, with the nodes the error names; `undefined` when that fails to build too.
 */
async function drawMeant(scenario: Scenario, knobs: Knobs, error: TraceError): Promise<MeantGraph | undefined> {
  const meant = meantSetting(scenario, knobs);
  if (!meant) return undefined;
  try {
    const built = await getTopology(meant.knobs.topology).build(makeBuildContext(meant.scenario, meant.knobs, new CallRecorder()));
    const { shape } = await readGraph(built.graph, built.attachedGraphs);
    return { graph: shape, failing: failingNodes(shape, error, scenario) };
  } catch {
    return undefined;
  }
}

function pushError(trace: Trace, error: TraceError, turn: number, state: string[], modelCalls: number[]): void {
  pushStep(trace, { turn, kind: "error", namespace: [], node: "__error__", update: [], added: [], state, modelCalls, error });
  trace.outcome = { status: "error", error };
}
