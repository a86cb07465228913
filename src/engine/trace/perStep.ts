import { composition, messageChars, type AgentUsage, type Composition, type TokenCounter } from "./metrics";
import type { Trace, TraceModelCall } from "./types";

/**
 * Memoizes a derivation of a trace by the trace's identity. Traces are immutable once recorded, so a
 * player that reads a figure at every step pays for the whole run once, not once per frame.
 */
export function memoPerTrace<T>(derive: (trace: Trace) => T): (trace: Trace) => T {
  const cache = new WeakMap<Trace, T>();
  return (trace) => {
    let value = cache.get(trace);
    if (value === undefined) {
      value = derive(trace);
      cache.set(trace, value);
    }
    return value;
  };
}

/** Figures of the shared context and of model usage at every step of a run, indexed by step. */
export interface StepFigures {
  /** Characters of the shared context after each step. */
  chars: number[];
  composition: Composition[];
  /**
   * Model calls and total input per agent up to and including each step, agents in order of first
   * call. A step that made no call shares its predecessor's object, so views can compare by identity.
   */
  usage: Readonly<Record<string, AgentUsage>>[];
}

/** Every step's {@link StepFigures}, computed in one pass over the run and kept per trace. */
export const stepFigures = memoPerTrace((trace: Trace): StepFigures => {
  const callsAt = new Map<number, TraceModelCall[]>();
  for (const call of trace.modelCalls) {
    const at = callsAt.get(call.step);
    if (at) at.push(call);
    else callsAt.set(call.step, [call]);
  }
  const figures: StepFigures = { chars: [], composition: [], usage: [] };
  let usage: Record<string, AgentUsage> = {};
  for (const step of trace.steps) {
    const messages = step.state.map((id) => trace.messages[id]);
    figures.chars.push(messages.reduce((sum, m) => sum + messageChars(m), 0));
    figures.composition.push(composition(messages));
    const calls = callsAt.get(step.index);
    if (calls) {
      usage = { ...usage };
      for (const call of calls) {
        const before = usage[call.agent] ?? { calls: 0, inputMessages: 0, inputChars: 0 };
        usage[call.agent] = {
          calls: before.calls + 1,
          inputMessages: before.inputMessages + call.input.length,
          inputChars: before.inputChars + call.input.reduce((sum, m) => sum + messageChars(m), 0),
        };
      }
    }
    figures.usage.push(usage);
  }
  return figures;
});

const tokenCache = new WeakMap<Trace, WeakMap<TokenCounter, number[]>>();

/**
 * Tokens of the shared context after every step, with the given tokenizer, kept per trace and
 * tokenizer: each step's sum is the previous one's plus what the step added, minus what it dropped.
 */
export function tokensPerStep(trace: Trace, count: TokenCounter): number[] {
  let byCounter = tokenCache.get(trace);
  if (!byCounter) tokenCache.set(trace, (byCounter = new WeakMap()));
  let tokens = byCounter.get(count);
  if (tokens) return tokens;
  const perMessage = new Map<string, number>();
  const of = (id: string): number => {
    let n = perMessage.get(id);
    if (n === undefined) perMessage.set(id, (n = count(trace.messages[id].content)));
    return n;
  };
  tokens = trace.steps.map((step) => step.state.reduce((sum, id) => sum + of(id), 0));
  byCounter.set(count, tokens);
  return tokens;
}

/** Lookups over a run's model calls, kept per trace. */
export interface CallIndex {
  bySeq: ReadonlyMap<number, TraceModelCall>;
  /** The same agent's call just before, by `seq`. */
  previous: ReadonlyMap<number, TraceModelCall>;
  /** Per agent, its calls in order. */
  byAgent: ReadonlyMap<string, readonly TraceModelCall[]>;
  /** Per step: the latest call made at or before it. */
  latestAt: readonly (TraceModelCall | undefined)[];
}

/** The {@link CallIndex} of a run. */
export const callIndex = memoPerTrace((trace: Trace): CallIndex => {
  const calls = [...trace.modelCalls].sort((a, b) => a.seq - b.seq);
  const bySeq = new Map(calls.map((call) => [call.seq, call]));
  const previous = new Map<number, TraceModelCall>();
  const byAgent = new Map<string, TraceModelCall[]>();
  for (const call of calls) {
    const mine = byAgent.get(call.agent);
    if (mine) {
      previous.set(call.seq, mine[mine.length - 1]);
      mine.push(call);
    } else byAgent.set(call.agent, [call]);
  }
  const latestAt: (TraceModelCall | undefined)[] = [];
  let latest: TraceModelCall | undefined;
  let next = 0;
  const byStep = [...calls].sort((a, b) => a.step - b.step || a.seq - b.seq);
  for (const step of trace.steps) {
    while (next < byStep.length && byStep[next].step <= step.index) {
      if (!latest || byStep[next].seq > latest.seq) latest = byStep[next];
      next++;
    }
    latestAt.push(latest);
  }
  return { bySeq, previous, byAgent, latestAt };
});
