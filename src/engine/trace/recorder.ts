import type { BaseMessage } from "@langchain/core/messages";
import { Command } from "@langchain/langgraph";
import type { HumanDecision } from "../hitl/humanRequest";
import type { Knobs } from "../knobs";
import { CallRecorder } from "../model/callRecorder";
import type { Scenario, ScriptedReply } from "../scenarios/types";
import { getTopology } from "../topologies";
import { buildWithFault } from "../topologies/graphs/faults";
import { userTurnMessage } from "../topologies/graphs/turnInput";
import type { BuiltTopology, TopologyState } from "../topologies/types";
import { RunBudget, RunBudgetExceededError } from "./budget";
import { makeBuildContext } from "./buildContext";
import { applyForkEdit, findCheckpoint, forkPoint, pruneMessages, rewindTrace, type ForkRequest } from "./fork";
import { withoutStamps } from "./extraState";
import { readGraph } from "./graph";
import { INTERRUPT_KEY, interruptValues, nextAtPause } from "./interrupts";
import { failingNodes, meantSetting } from "./meantGraph";
import { MessageTable } from "./messageTable";
import type { MeantGraph, Trace, TraceError, TraceStep, TraceToolDefinition } from "./types";
import type { RunLimit } from "../limits";

const THREAD_ID = "playground";

/** What one stream event carries: the raw subgraph namespace, the stream mode, the chunk. */
type StreamEvent = [string[], string, Record<string, unknown>];

/** What a turn keeps while its stream runs. */
interface TurnState {
  turn: number;
  /** Top-level node steps waiting for the next top-level values event to learn the shared state. */
  pending: TraceStep[];
  /** Whether the turn's input step is recorded (going on from a checkpoint brings no new input). */
  sawInput: boolean;
  /** What the graph asked at the pause the stream ended in, if it paused. */
  asked: unknown[];
}

/** What the recorder is given: the setting, the humans' answers, the fork and the work limits. */
export interface RecordingSetup {
  scenario: Scenario;
  knobs: Knobs;
  decisions: readonly HumanDecision[];
  fork?: ForkRequest;
  limits?: Readonly<Record<RunLimit, number>>;
  /** Called after each event the graph streams (see `RunOptions.onProgress`). */
  onProgress?(): void;
}

/**
 * Records one run as a trace, in named phases the runner calls in order: {@link build} the topology,
 * {@link playFrom} the user turns (each streamed by {@link playTurn}, its events sorted by
 * {@link recordEvent}), and, for time travel, {@link replayFork}. Errors never escape a phase: they
 * become the trace's last step, and the phase says the run has ended.
 */
export class TraceRecorder {
  readonly trace: Trace;
  private readonly scenario: Scenario;
  private readonly knobs: Knobs;
  private readonly decisions: readonly HumanDecision[];
  private decided = 0;
  private readonly onProgress?: () => void;
  private readonly budget: RunBudget;
  private readonly calls: CallRecorder;
  // One object per distinct message, shared by the state and every model call that saw it.
  private readonly table = new MessageTable();
  // Each agent's own copy of its script, so a fork can change a reply the model has not given yet.
  private readonly scripts = new Map<string, ScriptedReply[]>();
  private built!: BuiltTopology;
  // What the topology records per step beyond messages, as its descriptor declares.
  private recorded!: TopologyState;
  private shared: string[] = [];
  private activeAgent: string | undefined;
  private readonly takenCalls = new Set<number>();
  /** The trace keeps each tool's definition once; a call names the tools it was offered. */
  private readonly definitions = new Map<string, TraceToolDefinition>();
  // Every call before this index is taken: a step looks only at the calls after it, not the whole run's.
  private untakenFrom = 0;
  private readonly configurable: Record<string, unknown>;
  private readonly streamOptions: Record<string, unknown>;
  /** Per top-level step: the checkpoint it left (for forks). */
  private readonly checkpoints = new Map<number, string>();

  constructor({ scenario, knobs, decisions, fork, limits, onProgress }: RecordingSetup) {
    this.scenario = scenario;
    this.onProgress = onProgress;
    this.knobs = knobs;
    this.decisions = decisions;
    this.budget = new RunBudget(limits);
    this.calls = new CallRecorder(this.budget);
    this.trace = {
      scenarioId: scenario.id,
      knobs,
      graph: { nodes: [], edges: [] },
      messages: {},
      steps: [],
      modelCalls: [],
      turns: [],
      outcome: { status: "completed" },
      checks: [],
    };
    const highRisk = scenario.tools.filter((spec) => spec.approval).map((spec) => spec.name);
    if (highRisk.length) this.trace.highRiskTools = highRisk;
    // The passThreadId knob leaves it out, to show what the runtime says then.
    this.configurable = knobs.passThreadId ? { thread_id: THREAD_ID } : {};
    this.streamOptions = {
      // Checkpoint events only when forking: they say which checkpoint each top-level step left.
      streamMode: fork ? ["updates", "values", "checkpoints"] : ["updates", "values"],
      subgraphs: true,
      recursionLimit: knobs.recursionLimit,
      signal: this.budget.signal,
    };
  }

  /**
   * Phase 1: builds the topology (or the scenario's deliberate mistake) and reads its graph. False
   * when the build failed: the trace then ends in the build error, drawn on the graph it meant.
   */
  async build(): Promise<boolean> {
    const { scenario, knobs } = this;
    try {
      const topology = getTopology(knobs.topology);
      this.recorded = topology.state;
      const ctx = makeBuildContext(scenario, knobs, this.calls, this.budget, this.scripts);
      // An error-gallery scenario's deliberate mistake is built by its own fault builder.
      this.built = await (scenario.fault ? buildWithFault(ctx, scenario.fault) : topology.build(ctx));
      this.trace.router = this.built.router;
      const { shape } = await readGraph(this.built.graph, this.built.attachedGraphs);
      this.trace.graph = shape;
      return true;
    } catch (error) {
      const failed: TraceError = { ...asTraceError(error), phase: "build" };
      this.pushError(failed, 0, [], []);
      const meant = await drawMeant(scenario, knobs, failed);
      if (meant) this.trace.meant = meant;
      return false;
    }
  }

  /** Phase 2: plays the user turns from `first` on, each from its input, until one ends the run. */
  async playFrom(first: number): Promise<void> {
    for (let turn = first; turn < this.scenario.userTurns.length; turn++) if (!(await this.playTurn(turn, this.startTurn(turn)))) return;
  }

  /**
   * Phase 3, for time travel: goes back to the fork's step, changes the reply it names and plays on
   * from that step's checkpoint. Nothing changes when there is no checkpoint to go back to.
   */
  async replayFork(fork: ForkRequest): Promise<void> {
    const { trace } = this;
    const point = forkPoint(trace, fork.step, this.checkpoints);
    if (!point) return;
    const { step: at, checkpointId, counts } = point;
    const snapshot = await findCheckpoint(this.built.graph, this.configurable, checkpointId);
    if (!snapshot) return;
    // Back to the step: everything after it is replaced by the fork's run.
    rewindTrace(trace, at);
    this.shared = trace.steps[at].state;
    this.activeAgent = trace.steps[at].activeAgent;
    this.decided = trace.steps.filter((step) => step.kind === "interrupt").length;
    this.calls.rewind(counts);
    const edited = applyForkEdit(this.scripts, fork, counts);
    trace.fork = { step: at, agent: fork.agent, callNumber: edited, reply: fork.reply };
    const turn = trace.steps[at].turn;
    if (await this.playTurn(turn, null, snapshot)) await this.playFrom(turn + 1);
    pruneMessages(trace);
  }

  private startTurn(turn: number): unknown {
    const text = this.scenario.userTurns[turn];
    this.trace.turns.push({ index: turn, input: text, startStep: this.trace.steps.length, path: [] });
    return this.built.inputFor?.(turn, text) ?? { messages: [userTurnMessage(turn, text)] };
  }

  /**
   * Plays one turn from `input` (a fresh turn's message, or `null` to go on from the checkpoint in
   * `config`), answering interrupts with the next decisions. False when the run ended (error, pause).
   */
  private async playTurn(turn: number, input: unknown, config: Record<string, unknown> = this.configurable): Promise<boolean> {
    const state: TurnState = { turn, pending: [], sawInput: input === null, asked: [] };
    try {
      // A resumed stream continues the turn from a checkpoint; a fresh one starts from the input.
      await this.stream(state, input, config);
      while (state.asked.length) {
        const pause = await this.pushPause(state);
        if (this.decided >= this.decisions.length) {
          this.trace.outcome = { status: "paused" };
          return false;
        }
        const resume = this.decisions[this.decided++];
        pause.interrupt!.resume = jsonSafe(resume);
        // The resumed stream continues this turn: its first values event is no new input.
        state.sawInput = true;
        // Resumes go on from the thread's latest checkpoint, not the one a fork started from.
        await this.stream(state, new Command({ resume }), this.configurable);
      }
    } catch (error) {
      this.pushError(asTraceError(error, this.budget), turn, this.shared, this.takeCalls(this.trace.steps.length));
      return false;
    }
    return true;
  }

  /** Streams the turn's input (or a resume); `state.asked` then holds the interrupts the run paused at. */
  private async stream(state: TurnState, input: unknown, from: Record<string, unknown>): Promise<void> {
    state.asked = [];
    const stream = await this.built.graph.stream(input, { ...this.streamOptions, configurable: from });
    for await (const event of stream as AsyncIterable<StreamEvent>) {
      this.recordEvent(state, event);
      this.onProgress?.();
      // The trace holds each distinct message once: its size is what the table has taken in.
      this.budget.chargeTo("traceChars", this.table.chars);
    }
  }

  /** Records one stream event: a checkpoint, the shared state after a step, or the nodes' updates. */
  private recordEvent(state: TurnState, [rawNs, mode, chunk]: StreamEvent): void {
    const namespace = cleanNamespace(rawNs, this.built.namespaceLabels);
    if (mode === "checkpoints") this.recordCheckpoint(namespace, chunk);
    else if (mode === "values") this.recordValues(state, namespace, chunk);
    else this.recordUpdates(state, namespace, chunk);
  }

  private recordCheckpoint(namespace: string[], chunk: Record<string, unknown>): void {
    const saved = chunk as { config: { configurable: { checkpoint_id: string } }; metadata?: { source?: string } };
    // An input checkpoint still holds the turn's input as a pending write: no place to fork from.
    if (namespace.length === 0 && saved.metadata?.source !== "input" && this.trace.steps.length) {
      this.checkpoints.set(this.trace.steps.length - 1, saved.config.configurable.checkpoint_id);
    }
  }

  /** The shared state after the pending top-level steps (or the turn's input): what each added. */
  private recordValues(state: TurnState, namespace: string[], chunk: Record<string, unknown>): void {
    // A pause also arrives as a values chunk holding only the pending interrupts.
    if (namespace.length > 0 || INTERRUPT_KEY in chunk) return;
    const next = ((chunk.messages as BaseMessage[] | undefined) ?? []).map((message) => this.intern(message));
    const before = new Set(this.shared);
    const fresh = next.filter((id) => !before.has(id));
    if (this.recorded.activeAgent) this.activeAgent = (chunk[this.recorded.activeAgent] as string | undefined) ?? this.activeAgent;
    const { activeAgent } = this;
    if (!state.sawInput) {
      state.sawInput = true;
      this.pushStep({ turn: state.turn, kind: "input", namespace: [], node: "__start__", update: fresh, added: [...fresh], state: next, activeAgent, modelCalls: [] });
    } else {
      const claimed = new Set<string>();
      for (const step of state.pending) {
        const update = new Set(step.update);
        step.added = fresh.filter((id) => update.has(id));
        for (const id of step.added) claimed.add(id);
        step.state = next;
        step.activeAgent = activeAgent;
      }
      // Anything added that no single update claimed (a reducer merge) goes to the last step.
      if (state.pending.length) state.pending[state.pending.length - 1].added.push(...fresh.filter((id) => !claimed.has(id)));
    }
    this.shared = next;
    state.pending = [];
  }

  /** One step per node update; a node's or subgraph's pause adds what it asks to `state.asked`. */
  private recordUpdates(state: TurnState, namespace: string[], chunk: Record<string, unknown>): void {
    for (const [node, update] of Object.entries(chunk)) {
      if (node === INTERRUPT_KEY) {
        // A subgraph's pause also reaches the top level, which is where the run waits.
        if (namespace.length === 0) state.asked.push(...interruptValues(update));
        continue;
      }
      const value = (update ?? {}) as Record<string, unknown>;
      const updateMessages = Array.isArray(value.messages) ? (value.messages as BaseMessage[]) : [];
      const extra = this.recorded.keys.filter((key) => key in value);
      const step = this.pushStep({
        turn: state.turn,
        kind: "node",
        namespace,
        node,
        update: updateMessages.map((message) => this.intern(message)),
        added: [],
        state: this.shared,
        activeAgent: this.activeAgent,
        modelCalls: [],
        ...(extra.length ? { extra: Object.fromEntries(extra.map((key) => [key, this.recordedValue(key, value[key])])) } : {}),
      });
      step.modelCalls = this.takeCalls(step.index, [...namespace, node]);
      if (namespace.length === 0) {
        state.pending.push(step);
        this.trace.turns[state.turn].path.push(node);
      }
    }
  }

  /** The step where the run waits for a human, with what the graph asked and where it stopped. */
  private async pushPause(state: TurnState): Promise<TraceStep> {
    const { asked } = state;
    return this.pushStep({
      turn: state.turn,
      kind: "interrupt",
      namespace: [],
      node: INTERRUPT_KEY,
      update: [],
      added: [],
      state: this.shared,
      activeAgent: this.activeAgent,
      modelCalls: this.takeCalls(this.trace.steps.length),
      interrupt: { value: asked.length === 1 ? asked[0] : asked, next: await nextAtPause(this.built.graph, { configurable: this.configurable }) },
    });
  }

  /** A state key's value as the trace keeps it: JSON-safe, a merged key's entries without their wall-clock stamps. */
  private recordedValue(key: string, value: unknown): unknown {
    const { merged = [], unstamped = [] } = this.recorded;
    return jsonSafe(merged.includes(key) ? withoutStamps(value, unstamped) : value);
  }

  private intern(message: BaseMessage): string {
    const serialized = this.table.serialize(message);
    this.trace.messages[serialized.id] = serialized;
    return serialized.id;
  }

  /**
   * The model calls made since the last step, recorded for `step`. `owners`: the step's namespace and
   * node. Calls of branches running side by side (Send) are all fresh when the first branch reports,
   * so a step then takes only its own agent's calls.
   */
  private takeCalls(step: number, owners: readonly string[] = []): number[] {
    const { calls } = this.calls;
    while (this.untakenFrom < calls.length && this.takenCalls.has(calls[this.untakenFrom].seq)) this.untakenFrom++;
    let fresh = calls.slice(this.untakenFrom).filter((call) => !this.takenCalls.has(call.seq));
    if (!fresh.length) return [];
    if (new Set(fresh.map((call) => call.agent)).size > 1) {
      const own = fresh.filter((call) => owners.includes(call.agent));
      if (own.length) fresh = own;
    }
    for (const call of fresh) {
      this.takenCalls.add(call.seq);
      this.trace.modelCalls.push({
        seq: call.seq,
        agent: call.agent,
        callNumber: call.callNumber,
        step,
        input: call.input.map((m) => this.table.serialize(m)),
        tools: call.tools,
        ...(call.error ? { error: call.error } : {}),
        ...(call.reply ? { reply: call.reply } : {}),
      });
    }
    this.trace.modelCalls.sort((a, b) => a.seq - b.seq);
    for (const call of fresh) for (const tool of call.toolDefinitions) if (!this.definitions.has(tool.name)) this.definitions.set(tool.name, tool);
    if (this.definitions.size) this.trace.toolDefinitions = [...this.definitions.values()];
    return fresh.map((call) => call.seq);
  }

  private pushStep(step: Omit<TraceStep, "index">): TraceStep {
    const full = { index: this.trace.steps.length, ...step };
    this.trace.steps.push(full);
    return full;
  }

  private pushError(error: TraceError, turn: number, state: string[], modelCalls: number[]): void {
    this.pushStep({ turn, kind: "error", namespace: [], node: "__error__", update: [], added: [], state, modelCalls, error });
    this.trace.outcome = { status: "error", error };
  }
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
